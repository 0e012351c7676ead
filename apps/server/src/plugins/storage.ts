/**
 * Uploads and downloads on top of the storage backends (`src/storage`: local disk or an
 * S3-compatible bucket, chosen by configuration): per-field allowlists checked against the sniffed
 * type, image re-encoding, public files at `/uploads/*` with immutable caching, and private files
 * only through signed or authorized downloads.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { IMAGE_WIDTHS, imageVariant } from '@app/contracts/image-variants';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromFile } from 'file-type';
import { AppError, fieldError, type MessageRef, notFound, validationError } from '../errors';
import { noStoreOnSend } from '../lib/no-store';
import { markRoutesPublic } from '../lib/public-routes';
import { type DetectedType, isUploadedFile, type UploadedFile } from '../lib/uploads';
import {
  assertStorageKey,
  createStorage,
  type FileKind,
  fileKinds,
  isValidStorageKey,
  keyExtension,
  LocalDiskStorage,
  mimeForKey,
  newStorageKey,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  PUBLIC_URL_PREFIX,
  reencodeImage,
  resizedCopies,
  type Storage,
  type StorageSource,
  servedInline,
  type Visibility,
} from '../storage';

export {
  type FileKind,
  fileKinds,
  newStorageKey,
  PUBLIC_URL_PREFIX,
  type Storage,
  type StorageSource,
  type Visibility,
} from '../storage';

declare module 'fastify' {
  interface FastifyInstance {
    storage: Storage;
  }
}

const SIGNED_DOWNLOAD_PATH = '/api/files/signed';

// ---------------------------------------------------------------------------------------------
// Allowlists

export interface UploadRule {
  kinds: readonly FileKind[];
  /** Tighter than the global per-file limit, when the field needs it. */
  maxBytes?: number;
  /** A picture shown on pages: narrower copies are stored beside it (IMAGE_WIDTHS), for `srcset`. */
  responsive?: boolean;
}

/** Photos and pictures: re-encoded, so EXIF (GPS, camera serials) and anything appended to the image is gone. */
export const imageRule: UploadRule = {
  kinds: [fileKinds.jpeg, fileKinds.png, fileKinds.webp, fileKinds.gif],
  responsive: true,
};

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
 * before storing anything; prepareUpload runs the same check.
 */
async function checkUpload(
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

// Only prepareUpload can build a PreparedUpload: the constructor wants this module's token.
const preparing = Symbol('preparing');

/**
 * An upload checked against its field's rule and, for an image, already re-encoded: all the CPU
 * work of storing it is done. The write path (`mutate`'s `saveFile`) accepts only this, so the work
 * happens before a transaction opens and never while one is held; storing it is then a plain write.
 */
export class PreparedUpload {
  readonly #source: Buffer | string;

  constructor(
    token: typeof preparing,
    /** The form field it came in (for refusals). */
    readonly field: string,
    /** The client's file name: untrusted, for display and download names only. */
    readonly filename: string,
    readonly kind: FileKind,
    source: Buffer | string,
    readonly size: number,
    /** Narrower copies of a responsive picture. */
    readonly copies: readonly { width: number; bytes: Buffer }[] = [],
  ) {
    if (token !== preparing) throw new TypeError('a PreparedUpload comes from prepareUpload()');
    this.#source = source;
  }

  get ext(): string {
    return this.kind.ext;
  }

  get mime(): string {
    return this.kind.mime;
  }

  /** The re-encoded bytes, or a stream of the checked temporary file. */
  open(): StorageSource {
    return Buffer.isBuffer(this.#source) ? this.#source : fs.createReadStream(this.#source);
  }
}

/**
 * Checks an uploaded file against the field's allowlist (by sniffed content) and re-encodes an image
 * (in the process's bounded image work, see storage/images). Run it before opening a transaction:
 * waiting for and doing the image work holds no database connection. Refusals are 422 on the field.
 */
export async function prepareUpload(
  app: FastifyInstance,
  file: UploadedFile,
  rule: UploadRule,
): Promise<PreparedUpload> {
  const field = isUploadedFile(file) ? file.fieldname : 'file';
  const checked = await checkUpload(app, file, rule);
  if (checked.problem) throw validationError({ [field]: [checked.problem] });
  const { kind } = checked;
  if (!kind.image) return new PreparedUpload(preparing, field, file.filename, kind, file.tmpPath, file.size);
  let bytes: Buffer;
  try {
    bytes = await reencodeImage(file.tmpPath, kind.image);
  } catch (error) {
    app.log.debug({ err: error, field }, 'image could not be decoded');
    throw fieldError(field, 'file_unreadable');
  }
  const copies = rule.responsive ? await resizedCopies(bytes, kind.image, IMAGE_WIDTHS) : [];
  return new PreparedUpload(preparing, field, file.filename, kind, bytes, bytes.length, copies);
}

/**
 * Prepares several uploads of one form (absent ones stay undefined) and refuses them together: one
 * 422 naming every refused file, before any image work, so a form is corrected in one go.
 */
export async function prepareUploads(
  app: FastifyInstance,
  uploads: ReadonlyArray<readonly [file: UploadedFile | undefined, rule: UploadRule]>,
): Promise<Array<PreparedUpload | undefined>> {
  const problems: Record<string, MessageRef[]> = {};
  for (const [file, rule] of uploads) {
    if (file === undefined) continue;
    const checked = await checkUpload(app, file, rule);
    if (checked.problem) problems[isUploadedFile(file) ? file.fieldname : 'file'] = [checked.problem];
  }
  if (Object.keys(problems).length > 0) throw validationError(problems);
  const prepared: Array<PreparedUpload | undefined> = [];
  for (const [file, rule] of uploads)
    prepared.push(file === undefined ? undefined : await prepareUpload(app, file, rule));
  return prepared;
}

/** The storage keys of a public picture's narrower copies (those that may exist). */
export function copyKeysOf(key: string): string[] {
  return IMAGE_WIDTHS.map((width) => imageVariant(`${PUBLIC_URL_PREFIX}${key}`, width))
    .filter((url): url is string => url !== null)
    .map((url) => url.slice(PUBLIC_URL_PREFIX.length));
}

async function putCopies(storage: Storage, key: string, copies: readonly { width: number; bytes: Buffer }[]) {
  for (const copy of copies) {
    const copyKey = imageVariant(`${PUBLIC_URL_PREFIX}${key}`, copy.width)?.slice(PUBLIC_URL_PREFIX.length);
    if (copyKey) await storage.put('public', copyKey, copy.bytes, { size: copy.bytes.length });
  }
}

/** Stores a generated WebP picture (demo content) with its narrower copies, as an upload would be. */
export async function putPublicPicture(storage: Storage, key: string, bytes: Buffer): Promise<void> {
  await storage.putPublic(key, bytes);
  await putCopies(storage, key, await resizedCopies(bytes, 'webp', IMAGE_WIDTHS));
}

/** Stores a prepared upload under a random name in its folder. No CPU-heavy work: safe inside a transaction. */
export async function storePrepared(
  app: FastifyInstance,
  prepared: PreparedUpload,
  options: SaveUploadOptions,
): Promise<StoredFile> {
  const visibility = options.visibility ?? 'public';
  const key = newStorageKey(options.folder, prepared.ext);
  await app.storage.put(visibility, key, prepared.open(), { size: prepared.size });
  if (visibility === 'public') await putCopies(app.storage, key, prepared.copies);
  return {
    key,
    visibility,
    ext: prepared.ext,
    mime: prepared.mime,
    size: prepared.size,
    url: visibility === 'public' ? app.storage.publicUrl(key) : null,
  };
}

/**
 * Prepares and stores an upload in one step, for code that holds no transaction. Call it after the
 * request passed validation, so a refused request stores nothing.
 */
export async function saveUpload(
  app: FastifyInstance,
  file: UploadedFile,
  rule: UploadRule,
  options: SaveUploadOptions,
): Promise<StoredFile> {
  return storePrepared(app, await prepareUpload(app, file, rule), options);
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

/** The longest download name a public link may ask for. */
const MAX_DOWNLOAD_NAME = 150;

/** A public file's link that names its download (`?name=`), for documents served as attachments. */
export function publicDownloadUrl(url: string, downloadName: string): string {
  const name = downloadName.trim().slice(0, MAX_DOWNLOAD_NAME);
  if (!name) return url;
  return `${url}${url.includes('?') ? '&' : '?'}name=${encodeURIComponent(name)}`;
}

/**
 * Headers of every public file, from the disk or the bucket: immutable caching, no sniffing, and
 * the site's policy plus `sandbox`, so whatever a browser makes of the file runs in an opaque origin.
 * Documents (anything but a re-encoded image) are downloads, named by the link's `name` or the key.
 */
function publicFileHeaders(reply: FastifyReply, key: string): void {
  const sitePolicy = reply.getHeader('content-security-policy');
  reply
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .header(
      'content-security-policy',
      typeof sitePolicy === 'string' && sitePolicy ? `${sitePolicy};sandbox` : 'sandbox',
    );
  if (servedInline(key)) return;
  const { name } = reply.request.query as { name?: unknown };
  const asked = typeof name === 'string' ? name.slice(0, MAX_DOWNLOAD_NAME) : '';
  reply.header(
    'content-disposition',
    contentDisposition(asked || key.slice(key.lastIndexOf('/') + 1), keyExtension(key)),
  );
}

/** Streams a private file as a download. For endpoints that have checked the caller's permission. */
export async function sendPrivateFile(reply: FastifyReply, key: string, downloadName: string): Promise<FastifyReply> {
  if (!isValidStorageKey(key)) throw notFound();
  const object = await reply.server.storage.open('private', key);
  if (!object) throw notFound();
  return reply
    .header('content-type', mimeForKey(key))
    .header('content-length', String(object.size))
    .header('content-disposition', contentDisposition(downloadName, keyExtension(key)))
    .header('cache-control', PRIVATE_CACHE_CONTROL)
    .header('x-content-type-options', 'nosniff')
    .send(object.body);
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
  const storage = createStorage(app.config);
  await storage.check();
  app.decorate('storage', storage);
  app.addHook('onClose', () => storage.close());

  await app.register(async (files) => {
    markRoutesPublic(files);

    if (storage instanceof LocalDiskStorage) {
      // Public files only: the private root is a sibling and never under a static route.
      await files.register(fastifyStatic, {
        root: storage.publicRoot,
        prefix: PUBLIC_URL_PREFIX,
        decorateReply: false,
        index: false,
        list: false,
        dotfiles: 'deny',
        cacheControl: false,
        setHeaders(reply, file) {
          publicFileHeaders(reply, path.relative(storage.publicRoot, file).split(path.sep).join('/'));
        },
      });
    } else {
      // Object storage: the same URLs, streamed from the bucket's public area (the bucket stays private).
      files.get(`${PUBLIC_URL_PREFIX}*`, { schema: { hide: true } }, async (request, reply) => {
        const key = (request.params as { '*': string })['*'];
        if (!isValidStorageKey(key)) return reply.callNotFound();
        const object = await storage.open('public', key);
        if (!object) return reply.callNotFound();
        reply.header('content-type', mimeForKey(key));
        publicFileHeaders(reply, key);
        if (object.etag) {
          reply.header('etag', object.etag);
          if (request.headers['if-none-match'] === object.etag) {
            object.body.destroy();
            return reply.code(304).send();
          }
        }
        return reply.header('content-length', String(object.size)).send(object.body);
      });
    }

    files.get(SIGNED_DOWNLOAD_PATH, { schema: { hide: true }, onSend: noStoreOnSend }, async (request, reply) => {
      const { key, name } = verifySignedQuery(app, request.query as Record<string, unknown>);
      return sendPrivateFile(reply, key, name || key.slice(key.lastIndexOf('/') + 1));
    });
  });
}

export default fp(storagePlugin, { name: 'storage', fastify: '5.x' });
