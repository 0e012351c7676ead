/**
 * Laravel-style form bodies: `application/x-www-form-urlencoded` and `multipart/form-data` with
 * bracket field names (`translation[0][name]`, `sections[2][translations][1][title]`, `attachments[cv]`)
 * become nested objects, as the spec's clients send them. Guarded: no prototype keys, bounded depth,
 * array index, field count, field size, file count, file size and the files' total size per request
 * (UPLOAD_MAX_REQUEST_MB); each refusal is a localized 4xx and
 * leaves nothing on disk.
 *
 * Multipart files are streamed to `${dataDir}/tmp` (never held whole in memory), sniffed from their
 * first bytes, and handed to the route as UploadedFile values; the temporary files are deleted when the
 * response is sent. Non-file values stay strings (schemas coerce).
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import multipart, { type MultipartFile, type MultipartValue } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { fileTypeFromBuffer } from 'file-type';
import qs from 'qs';
import { AppError, badRequest, tooLarge } from '../errors';
import { createUploadedFile, type UploadedFile } from '../lib/uploads';

export { isUploadedFile, type UploadedFile, uploadedFile } from '../lib/uploads';

const FORM_LIMITS = {
  /** Bracket levels below the root name: `a[1][2][3][4][5][6]`. */
  depth: 6,
  /** Highest array index, and most values under one name. */
  arrayIndex: 100,
  nameLength: 200,
  /** file-type needs at most this many leading bytes. */
  sniffBytes: 4100,
} as const;

const FORBIDDEN_SEGMENTS = new Set(['__proto__', 'constructor', 'prototype']);

type FlatValue = string | symbol;
type FlatForm = Record<string, FlatValue | FlatValue[]>;

/** Refuses names that could reach Object.prototype, nest too deeply or index too far. */
function checkFieldName(name: string): void {
  if (name.length > FORM_LIMITS.nameLength) {
    throw badRequest('field_name_invalid', { name: `${name.slice(0, 40)}…` });
  }
  const segments = name.split(/[[\]]/);
  if (segments.some((segment) => FORBIDDEN_SEGMENTS.has(segment))) {
    throw badRequest('field_name_invalid', { name });
  }
  const groups = name.match(/\[[^[\]]*\]/g) ?? [];
  if (groups.length > FORM_LIMITS.depth || (name.match(/\[/g)?.length ?? 0) > FORM_LIMITS.depth) {
    throw badRequest('nesting_too_deep');
  }
  let parent = name.slice(0, Math.max(0, name.indexOf('[')));
  for (const group of groups) {
    const inner = group.slice(1, -1);
    if (/^\d+$/.test(inner) && Number(inner) > FORM_LIMITS.arrayIndex) {
      throw badRequest('array_too_long', { field: parent });
    }
    parent += group;
  }
}

function addValue(flat: FlatForm, name: string, value: FlatValue): void {
  const existing = flat[name];
  if (existing === undefined) {
    flat[name] = value;
    return;
  }
  const list = Array.isArray(existing) ? existing : [existing];
  if (list.length >= FORM_LIMITS.arrayIndex) throw badRequest('array_too_long', { field: name.replace(/\[\]$/, '') });
  list.push(value);
  flat[name] = list;
}

/** Puts the uploaded files back where their placeholders ended up after qs rearranged the tree. */
function restoreFiles(value: unknown, files: Map<symbol, UploadedFile>): unknown {
  if (typeof value === 'symbol') return files.get(value);
  if (Array.isArray(value)) return value.map((item) => restoreFiles(item, files));
  if (value !== null && typeof value === 'object') {
    const out = value as Record<string, unknown>;
    for (const key of Object.keys(out)) out[key] = restoreFiles(out[key], files);
    return out;
  }
  return value;
}

/**
 * Nests a flat map of checked names. Files travel as symbols: qs copies objects while merging,
 * and a symbol cannot be forged by a text field.
 */
function nestFields(flat: FlatForm, files = new Map<symbol, UploadedFile>()): Record<string, unknown> {
  let nested: Record<string, unknown>;
  try {
    nested = qs.parse(flat as Record<string, string>, {
      depth: FORM_LIMITS.depth,
      strictDepth: true,
      arrayLimit: FORM_LIMITS.arrayIndex,
      allowPrototypes: false,
      parameterLimit: Number.POSITIVE_INFINITY,
    }) as Record<string, unknown>;
  } catch {
    throw badRequest('nesting_too_deep');
  }
  return restoreFiles(nested, files) as Record<string, unknown>;
}

// ---------------------------------------------------------------------------------------------
// Temporary files of a request

const requestTmpFiles = new WeakMap<FastifyRequest, string[]>();

function trackTmpFile(request: FastifyRequest, tmpPath: string): void {
  const list = requestTmpFiles.get(request) ?? [];
  list.push(tmpPath);
  requestTmpFiles.set(request, list);
}

async function removeTmpFiles(request: FastifyRequest): Promise<void> {
  const list = requestTmpFiles.get(request);
  if (!list?.length) return;
  requestTmpFiles.delete(request);
  await Promise.all(list.map((file) => fsp.rm(file, { force: true }).catch(() => {})));
}

// ---------------------------------------------------------------------------------------------
// urlencoded

interface FormLimits {
  maxFields: number;
  maxFieldBytes: number;
  bodyLimit: number;
}

/** Reads the body, counting fields as the bytes arrive so an oversized form is refused early. */
function readUrlencoded(payload: Readable, limits: FormLimits): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let received = 0;
    let fields = 1;
    const stop = (error: Error) => {
      payload.removeListener('data', onData);
      payload.removeListener('end', onEnd);
      payload.removeListener('error', onError);
      // Drain without keeping anything, so the refusal can still be written on this connection.
      payload.resume();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      received += chunk.length;
      if (received > limits.bodyLimit) return stop(tooLarge());
      for (let i = chunk.indexOf(0x26); i !== -1; i = chunk.indexOf(0x26, i + 1)) fields += 1;
      if (fields > limits.maxFields) return stop(tooLarge('too_many_fields'));
      chunks.push(chunk);
    };
    const onEnd = () => resolve(Buffer.concat(chunks).toString('utf8'));
    const onError = (error: Error) => stop(error);
    payload.on('data', onData);
    payload.on('end', onEnd);
    payload.on('error', onError);
  });
}

function parseUrlencoded(text: string, limits: Pick<FormLimits, 'maxFieldBytes'>): Record<string, unknown> {
  const flat: FlatForm = Object.create(null);
  for (const [name, value] of new URLSearchParams(text)) {
    if (name === '') continue;
    checkFieldName(name);
    if (Buffer.byteLength(value) > limits.maxFieldBytes) throw tooLarge('field_too_large', { field: name });
    addValue(flat, name, value);
  }
  return nestFields(flat);
}

// ---------------------------------------------------------------------------------------------
// multipart

async function drain(stream: Readable): Promise<void> {
  for await (const _chunk of stream) {
    // discard
  }
}

/** Bytes of the files a request has sent so far, against the per-request limit. */
interface RequestBudget {
  received: number;
  readonly max: number;
}

function uploadsTooLarge(maxBytes: number): AppError {
  return tooLarge('uploads_too_large', { max: Math.round((maxBytes / 1024 / 1024) * 10) / 10 });
}

async function receiveFile(
  part: MultipartFile,
  request: FastifyRequest,
  tmpDir: string,
  budget: RequestBudget,
): Promise<UploadedFile | null> {
  // An empty file input of a plain HTML form: no file chosen.
  if (part.filename === '') {
    await drain(part.file);
    return null;
  }
  const tmpPath = path.join(tmpDir, `${randomUUID()}.upload`);
  trackTmpFile(request, tmpPath);
  // Opened before streaming, so a cleanup that runs while the part is still arriving cannot miss the file.
  const handle = await fsp.open(tmpPath, 'wx', 0o600);
  const head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      budget.received += chunk.length;
      // Stops reading at once: the rest of the body is not written to disk.
      if (budget.received > budget.max) return callback(uploadsTooLarge(budget.max));
      if (headLength < FORM_LIMITS.sniffBytes) {
        const slice = chunk.subarray(0, FORM_LIMITS.sniffBytes - headLength);
        head.push(slice);
        headLength += slice.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(part.file, measure, handle.createWriteStream());
  } catch (error) {
    // An aborted or failed upload: the request's cleanup may already have run before the file existed.
    await fsp.rm(tmpPath, { force: true }).catch(() => {});
    throw error;
  }
  if (part.file.truncated) throw tooLarge();
  const type = size > 0 ? await fileTypeFromBuffer(Buffer.concat(head)) : undefined;
  return createUploadedFile({
    fieldname: part.fieldname,
    filename: part.filename,
    size,
    tmpPath,
    detected: type ? { ext: type.ext, mime: type.mime } : undefined,
  });
}

/** Busboy reports malformed bodies as plain errors; those are the client's fault, disk errors are ours. */
function clientError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  if (error instanceof Error && ('statusCode' in error || 'syscall' in error)) return error;
  return badRequest();
}

async function readMultipart(
  request: FastifyRequest,
  tmpDir: string,
  maxRequestBytes: number,
): Promise<Record<string, unknown>> {
  const budget: RequestBudget = { received: 0, max: maxRequestBytes };
  const flat: FlatForm = Object.create(null);
  const files = new Map<symbol, UploadedFile>();
  try {
    for await (const part of request.parts()) {
      // Busboy cuts names at fieldNameSize; a cut name would silently become another field.
      if ((part as { fieldnameTruncated?: boolean }).fieldnameTruncated) {
        throw badRequest('field_name_invalid', { name: `${part.fieldname}…` });
      }
      checkFieldName(part.fieldname);
      if (part.type === 'file') {
        const file = await receiveFile(part, request, tmpDir, budget);
        if (!file) continue;
        const token = Symbol(part.fieldname);
        files.set(token, file);
        addValue(flat, part.fieldname, token);
        continue;
      }
      const field = part as MultipartValue<unknown>;
      if (field.valueTruncated) throw tooLarge('field_too_large', { field: field.fieldname });
      // JSON parts are parsed by @fastify/multipart; forms send text, and values stay strings.
      if (typeof field.value !== 'string') throw badRequest();
      addValue(flat, field.fieldname, field.value);
    }
  } catch (error) {
    throw clientError(error);
  }
  return nestFields(flat, files);
}

/** Leftovers of a process that died mid-request; a day old is safely not in use by a live request. */
function removeStaleTmpFiles(tmpDir: string): void {
  const cutoff = Date.now() - 24 * 3600_000;
  for (const name of fs.readdirSync(tmpDir)) {
    const file = path.join(tmpDir, name);
    try {
      if (fs.statSync(file).mtimeMs < cutoff) fs.rmSync(file, { force: true });
    } catch {
      // removed by another instance meanwhile
    }
  }
}

async function formBodyPlugin(app: FastifyInstance): Promise<void> {
  const { uploads, dataDir } = app.config;
  const tmpDir = path.join(dataDir, 'tmp');
  fs.mkdirSync(tmpDir, { recursive: true });
  removeStaleTmpFiles(tmpDir);

  await app.register(multipart, {
    limits: {
      fieldNameSize: FORM_LIMITS.nameLength,
      fieldSize: uploads.maxFieldBytes,
      fields: uploads.maxFields,
      files: uploads.maxFiles,
      fileSize: uploads.maxFileBytes,
      parts: uploads.maxFields + uploads.maxFiles,
      headerPairs: 100,
    },
    throwFileSizeLimit: true,
  });

  app.addContentTypeParser('application/x-www-form-urlencoded', (request, payload, done) => {
    const bodyLimit = request.routeOptions.bodyLimit ?? app.initialConfig.bodyLimit ?? 1024 * 1024;
    const limits = { maxFields: uploads.maxFields, maxFieldBytes: uploads.maxFieldBytes, bodyLimit };
    const declared = Number(request.headers['content-length']);
    if (Number.isFinite(declared) && declared > bodyLimit) return done(tooLarge(), undefined);
    readUrlencoded(payload, limits)
      .then((text) => done(null, parseUrlencoded(text, limits)))
      .catch((error: Error) => done(error, undefined));
  });

  // Parsed before validation so body schemas see the nested object (method-override's route-level hook runs after this).
  // Every request passes these hooks, so the common case (no multipart body, no temporary file)
  // returns at once without creating a promise.
  app.addHook('preValidation', (request, _reply, done) => {
    if (!request.isMultipart() || request.is404) return done();
    readMultipart(request, tmpDir, uploads.maxRequestBytes).then(
      (body) => {
        request.body = body;
        done();
      },
      (error: Error) => done(error),
    );
  });

  // onSend covers answers and errors before a byte is written; the others cover hijacked and aborted requests.
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (!requestTmpFiles.has(request)) return done(null, payload);
    removeTmpFiles(request).then(() => done(null, payload));
  });
  app.addHook('onResponse', (request, _reply, done) => {
    if (!requestTmpFiles.has(request)) return done();
    removeTmpFiles(request).then(() => done());
  });
  app.addHook('onRequestAbort', (request, done) => {
    if (!requestTmpFiles.has(request)) return done();
    removeTmpFiles(request).then(() => done());
  });
}

export default fp(formBodyPlugin, { name: 'form-body', fastify: '5.x' });
