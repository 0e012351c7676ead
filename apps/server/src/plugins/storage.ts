/**
 * File storage: a small interface (local disk here; an S3-compatible backend is one more class),
 * per-field allowlists checked against the sniffed type, image re-encoding, public files at
 * `/uploads/*` with immutable caching, and private files only through signed or authorized downloads.
 */
import { createHmac, randomBytes, randomUUID, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromFile } from 'file-type';
import sharp from 'sharp';
import { AppError, fieldError, type MessageRef, notFound, validationError } from '../errors';
import { markRoutesPublic } from '../lib/public-routes';
import { type DetectedType, isUploadedFile, type UploadedFile } from '../lib/uploads';

export type Visibility = 'public' | 'private';
export type StorageSource = Readable | Buffer;

export interface Storage {
  putPublic(key: string, source: StorageSource): Promise<void>;
  putPrivate(key: string, source: StorageSource): Promise<void>;
  readPrivate(key: string): Readable;
  /** Size of a stored object, or null when there is none. */
  stat(visibility: Visibility, key: string): Promise<{ size: number } | null>;
  remove(visibility: Visibility, key: string): Promise<void>;
  /** Where browsers fetch a public object (same origin). */
  publicUrl(key: string): string;
}

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

export const PUBLIC_URL_PREFIX = '/uploads/';
export const SIGNED_DOWNLOAD_PATH = '/api/files/signed';

// ---------------------------------------------------------------------------------------------
// Keys

/**
 * Keys are `folder/sub-folder/name.ext` built from [A-Za-z0-9_-] segments: no dots but the one before
 * the extension, so `..`, absolute paths, backslashes and encoded tricks are impossible by construction.
 */
const KEY_PATTERN = /^(?:[A-Za-z0-9][A-Za-z0-9_-]{0,63}\/){0,4}[A-Za-z0-9][A-Za-z0-9_-]{0,127}\.[a-z0-9]{1,8}$/;
const FOLDER_PATTERN = /^[a-z0-9][a-z0-9_-]{0,63}(?:\/[a-z0-9][a-z0-9_-]{0,63}){0,3}$/;

export function isValidStorageKey(key: string): boolean {
  return KEY_PATTERN.test(key);
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${JSON.stringify(key.slice(0, 200))}`);
}

/** A fresh random key in `folder`; the extension comes from the sniffed type, never from the client. */
export function newStorageKey(folder: string, ext: string): string {
  if (!FOLDER_PATTERN.test(folder)) throw new Error(`Invalid storage folder: ${folder}`);
  return `${folder}/${randomUUID()}.${ext}`;
}

// ---------------------------------------------------------------------------------------------
// Local disk

export class LocalDiskStorage implements Storage {
  readonly publicRoot: string;
  readonly privateRoot: string;

  constructor(root: string) {
    this.publicRoot = path.join(root, 'public');
    this.privateRoot = path.join(root, 'private');
    fs.mkdirSync(this.publicRoot, { recursive: true });
    fs.mkdirSync(this.privateRoot, { recursive: true });
  }

  private resolve(visibility: Visibility, key: string): string {
    assertStorageKey(key);
    const root = visibility === 'public' ? this.publicRoot : this.privateRoot;
    const file = path.resolve(root, key);
    // Belt and braces: the key pattern already rules this out.
    if (!file.startsWith(root + path.sep)) throw new Error('Storage key escapes its root');
    return file;
  }

  private async put(visibility: Visibility, key: string, source: StorageSource): Promise<void> {
    const target = this.resolve(visibility, key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Written aside and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.part`;
    try {
      if (Buffer.isBuffer(source)) await fsp.writeFile(partial, source, { flag: 'wx' });
      else await pipeline(source, fs.createWriteStream(partial, { flags: 'wx' }));
      await fsp.rename(partial, target);
    } catch (error) {
      await fsp.rm(partial, { force: true });
      throw error;
    }
  }

  putPublic(key: string, source: StorageSource): Promise<void> {
    return this.put('public', key, source);
  }

  putPrivate(key: string, source: StorageSource): Promise<void> {
    return this.put('private', key, source);
  }

  readPrivate(key: string): Readable {
    return fs.createReadStream(this.resolve('private', key));
  }

  async stat(visibility: Visibility, key: string): Promise<{ size: number } | null> {
    try {
      const stats = await fsp.stat(this.resolve(visibility, key));
      return stats.isFile() ? { size: stats.size } : null;
    } catch {
      return null;
    }
  }

  async remove(visibility: Visibility, key: string): Promise<void> {
    await fsp.rm(this.resolve(visibility, key), { force: true });
  }

  publicUrl(key: string): string {
    assertStorageKey(key);
    return `${PUBLIC_URL_PREFIX}${key}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Allowlists

export interface FileKind {
  /** Extension of the stored file. */
  ext: string;
  mime: string;
  /** How the type is named to users in the refusal message. */
  label: string;
  /** Re-encoded with sharp (orientation applied, all metadata dropped). */
  image?: 'jpeg' | 'png' | 'webp' | 'gif';
  /** Plain text recognised by content (file-type does not detect text). */
  text?: boolean;
}

export interface UploadRule {
  kinds: readonly FileKind[];
  /** Tighter than the global per-file limit, when the field needs it. */
  maxBytes?: number;
}

export const fileKinds = {
  jpeg: { ext: 'jpg', mime: 'image/jpeg', label: 'jpg', image: 'jpeg' },
  png: { ext: 'png', mime: 'image/png', label: 'png', image: 'png' },
  webp: { ext: 'webp', mime: 'image/webp', label: 'webp', image: 'webp' },
  gif: { ext: 'gif', mime: 'image/gif', label: 'gif', image: 'gif' },
  pdf: { ext: 'pdf', mime: 'application/pdf', label: 'pdf' },
  docx: { ext: 'docx', mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', label: 'docx' },
  xlsx: { ext: 'xlsx', mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', label: 'xlsx' },
  csv: { ext: 'csv', mime: 'text/csv', label: 'csv', text: true },
} as const satisfies Record<string, FileKind>;

/** Photos and pictures: re-encoded, so EXIF (GPS, camera serials) and anything appended to the image is gone. */
export const imageRule: UploadRule = { kinds: [fileKinds.jpeg, fileKinds.png, fileKinds.webp, fileKinds.gif] };

/**
 * CVs, certificates, reports, prescriptions. Word documents only as .docx (an OOXML zip recognised by its
 * content types): legacy .doc is an OLE compound file, the same container as installers (.msi) and
 * macro-carrying files, and cannot be told apart by signature, so it is refused. Images are re-encoded.
 */
export const documentRule: UploadRule = {
  kinds: [fileKinds.pdf, fileKinds.jpeg, fileKinds.png, fileKinds.webp, fileKinds.docx],
};

/**
 * Spreadsheets for imports: .xlsx (legacy .xls refused, as .doc above), or .csv — text is not sniffable,
 * so a CSV is accepted when the client names it .csv and its content is UTF-8 text without markup.
 */
export const spreadsheetRule: UploadRule = { kinds: [fileKinds.xlsx, fileKinds.csv] };

const IMAGE_LIMITS = { maxInputPixels: 40_000_000, maxDimension: 4096 } as const;

async function readHead(file: string, bytes: number): Promise<Buffer> {
  const handle = await fsp.open(file, 'r');
  try {
    const buffer = Buffer.alloc(bytes);
    const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

/** UTF-8 text (BOM allowed), no NUL bytes, not markup: what a CSV export looks like. */
async function looksLikeCsv(file: UploadedFile): Promise<boolean> {
  if (!/\.csv$/i.test(file.filename) || file.size === 0) return false;
  const head = await readHead(file.tmpPath, 4096);
  if (head.includes(0)) return false;
  let text: string;
  try {
    // `stream: true` tolerates a character cut in half at the end of the sample.
    text = new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
  } catch {
    return false;
  }
  return !/^\uFEFF?\s*</.test(text);
}

/** The sniffed type, looking at the whole file when the first bytes only say "some zip". */
async function detectType(file: UploadedFile): Promise<DetectedType | undefined> {
  if (file.detected?.ext !== 'zip') return file.detected;
  const type = await fileTypeFromFile(file.tmpPath);
  return type ? { ext: type.ext, mime: type.mime } : file.detected;
}

async function matchKind(file: UploadedFile, rule: UploadRule): Promise<FileKind | undefined> {
  const detected = await detectType(file);
  if (detected) return rule.kinds.find((kind) => !kind.text && kind.mime === detected.mime);
  const textKind = rule.kinds.find((kind) => kind.text);
  return textKind && (await looksLikeCsv(file)) ? textKind : undefined;
}

async function reencodeImage(file: UploadedFile, format: NonNullable<FileKind['image']>): Promise<Buffer> {
  const animated = format === 'gif' || format === 'webp';
  const input = sharp(file.tmpPath, { limitInputPixels: IMAGE_LIMITS.maxInputPixels, animated, failOn: 'error' });
  const metadata = await input.metadata();
  // sharp also reads SVG, PDF and more: make sure it decodes what the sniffing saw.
  if (metadata.format !== format) throw new Error(`decoded as ${metadata.format}, sniffed as ${format}`);
  // No withMetadata()/keepMetadata(): EXIF, XMP, IPTC and ICC are all left behind.
  const pipeline = input.rotate().resize({
    width: IMAGE_LIMITS.maxDimension,
    height: IMAGE_LIMITS.maxDimension,
    fit: 'inside',
    withoutEnlargement: true,
  });
  switch (format) {
    case 'jpeg':
      return pipeline.jpeg({ quality: 85, mozjpeg: true }).toBuffer();
    case 'png':
      return pipeline.png({ compressionLevel: 8 }).toBuffer();
    case 'webp':
      return pipeline.webp({ quality: 85 }).toBuffer();
    case 'gif':
      return pipeline.gif().toBuffer();
  }
}

export interface StoredFile {
  key: string;
  visibility: Visibility;
  ext: string;
  mime: string;
  size: number;
  /** The public URL, or null for a private file (use signPrivateUrl or sendPrivateFile). */
  url: string | null;
}

export interface SaveUploadOptions {
  /** Folder inside the storage, e.g. `branches`, `careers/cv`. */
  folder: string;
  visibility?: Visibility;
}

/**
 * What is wrong with an uploaded file for a field's rule (size, or a type outside the allowlist), or
 * null with the matching kind. For services that report every refused file of a form in one 422
 * before storing anything; saveUpload runs the same check.
 */
export async function checkUpload(
  app: FastifyInstance,
  file: UploadedFile,
  rule: UploadRule,
): Promise<{ problem: MessageRef; kind?: undefined } | { problem: null; kind: FileKind }> {
  if (!isUploadedFile(file)) return { problem: { key: 'file_expected' } };
  const maxBytes = Math.min(rule.maxBytes ?? Number.POSITIVE_INFINITY, app.config.uploads.maxFileBytes);
  if (file.size > maxBytes) {
    return { problem: { key: 'file_too_large', params: { max: Math.round((maxBytes / 1024 / 1024) * 10) / 10 } } };
  }
  const kind = await matchKind(file, rule);
  if (!kind) return { problem: { key: 'file_type', params: { types: rule.kinds.map((k) => k.label).join(', ') } } };
  return { problem: null, kind };
}

/**
 * Checks an uploaded file against the field's allowlist (by sniffed content) and stores it under a
 * random name; images are re-encoded first. Call it after the request passed validation, so a refused
 * request stores nothing. Refusals are 422 on the file's field.
 */
export async function saveUpload(
  app: FastifyInstance,
  file: UploadedFile,
  rule: UploadRule,
  options: SaveUploadOptions,
): Promise<StoredFile> {
  const field = isUploadedFile(file) ? file.fieldname : 'file';
  const checked = await checkUpload(app, file, rule);
  if (checked.problem) throw validationError({ [field]: [checked.problem] });
  const { kind } = checked;

  let source: StorageSource;
  if (kind.image) {
    try {
      source = await reencodeImage(file, kind.image);
    } catch (error) {
      app.log.debug({ err: error, field }, 'image could not be decoded');
      throw fieldError(field, 'file_unreadable');
    }
  } else {
    source = fs.createReadStream(file.tmpPath);
  }

  const visibility = options.visibility ?? 'public';
  const key = newStorageKey(options.folder, kind.ext);
  if (visibility === 'public') await app.storage.putPublic(key, source);
  else await app.storage.putPrivate(key, source);
  const size = Buffer.isBuffer(source) ? source.length : file.size;
  return {
    key,
    visibility,
    ext: kind.ext,
    mime: kind.mime,
    size,
    url: visibility === 'public' ? app.storage.publicUrl(key) : null,
  };
}

// ---------------------------------------------------------------------------------------------
// Private downloads

// Without a configured secret, links are valid only on this process (fine for one instance; set
// URL_SIGNING_SECRET when running several).
const processSecret = randomBytes(32);

function signingSecret(app: FastifyInstance): Buffer | string {
  return app.config.urlSigningSecret ?? processSecret;
}

function signature(secret: Buffer | string, key: string, expires: number, name: string): string {
  return createHmac('sha256', secret).update(`${key}\n${expires}\n${name}`).digest('base64url');
}

/**
 * A short-lived link to a private file: `/api/files/signed?key=..&expires=..&sig=..` (plus `name`, the
 * download name, when given). Hand it out only after checking the caller may see the file.
 */
export function signPrivateUrl(
  app: FastifyInstance,
  key: string,
  ttlSeconds: number = app.config.signedUrlTtlSeconds,
  downloadName?: string,
): string {
  assertStorageKey(key);
  const expires = Math.floor(Date.now() / 1000) + Math.floor(ttlSeconds);
  const name = downloadName ?? '';
  const query = new URLSearchParams({ key, expires: String(expires) });
  if (name) query.set('name', name);
  query.set('sig', signature(signingSecret(app), key, expires, name));
  return `${SIGNED_DOWNLOAD_PATH}?${query.toString()}`;
}

const MIME_BY_EXT: Record<string, string> = Object.fromEntries(
  Object.values(fileKinds).map((kind) => [kind.ext, kind.mime]),
);

/** `attachment` with an ASCII fallback name and the exact UTF-8 name (RFC 6266 / 5987). */
function contentDisposition(downloadName: string, ext: string): string {
  const name = downloadName.replace(/[\r\n"\\/]/g, '_').trim() || `file.${ext}`;
  const withExt = name.toLowerCase().endsWith(`.${ext}`) ? name : `${name}.${ext}`;
  const ascii = withExt.replace(/[^\x20-\x7e]/g, '_');
  const encoded = encodeURIComponent(withExt).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

/** Streams a private file as a download. For endpoints that have checked the caller's permission. */
export async function sendPrivateFile(reply: FastifyReply, key: string, downloadName: string): Promise<FastifyReply> {
  const storage = reply.server.storage;
  if (!isValidStorageKey(key)) throw notFound();
  const info = await storage.stat('private', key);
  if (!info) throw notFound();
  const ext = key.slice(key.lastIndexOf('.') + 1);
  return reply
    .header('content-type', MIME_BY_EXT[ext] ?? 'application/octet-stream')
    .header('content-length', String(info.size))
    .header('content-disposition', contentDisposition(downloadName, ext))
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(storage.readPrivate(key));
}

function verifySignedQuery(app: FastifyInstance, query: Record<string, unknown>): { key: string; name: string } {
  const { key, expires, sig, name = '' } = query;
  if (typeof key !== 'string' || typeof expires !== 'string' || typeof sig !== 'string' || typeof name !== 'string') {
    throw new AppError(403, 'link_invalid');
  }
  if (!isValidStorageKey(key) || !/^\d{1,12}$/.test(expires)) throw new AppError(403, 'link_invalid');
  const expected = Buffer.from(signature(signingSecret(app), key, Number(expires), name));
  const given = Buffer.from(sig);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw new AppError(403, 'link_invalid');
  if (Number(expires) < Date.now() / 1000) throw new AppError(403, 'link_expired');
  return { key, name };
}

// ---------------------------------------------------------------------------------------------

async function storagePlugin(app: FastifyInstance): Promise<void> {
  const storage = new LocalDiskStorage(path.join(app.config.dataDir, 'uploads'));
  app.decorate('storage', storage);

  await app.register(async (files) => {
    markRoutesPublic(files);

    // Public files only: the private root is a sibling and never under a static route.
    await files.register(fastifyStatic, {
      root: storage.publicRoot,
      prefix: PUBLIC_URL_PREFIX,
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      cacheControl: false,
      setHeaders(reply) {
        // Names are random and never reused, so a stored file can be cached forever.
        reply.header('cache-control', 'public, max-age=31536000, immutable');
        reply.header('x-content-type-options', 'nosniff');
      },
    });

    files.get(SIGNED_DOWNLOAD_PATH, { schema: { hide: true } }, async (request, reply) => {
      const { key, name } = verifySignedQuery(app, request.query as Record<string, unknown>);
      return sendPrivateFile(reply, key, name || key.slice(key.lastIndexOf('/') + 1));
    });
  });
}

export default fp(storagePlugin, { name: 'storage', fastify: '5.x' });
