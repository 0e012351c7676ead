import { originalOfVariant } from '@app/contracts/image-variants';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseUnavailableReason } from '../db/errors';
import { AppError, type MessageRef, notFound, validationError } from '../errors';
import { type MessageKey, translate } from '../i18n/messages';
import { type IssueLike, zodIssuesToFieldErrors } from '../lib/zod-errors';
import { parseLocale } from './locale';

export { parseOrThrow, zodIssuesToFieldErrors } from '../lib/zod-errors';

/**
 * Answers a not-found GET with something other than JSON (the web app's index.html), or
 * returns undefined to leave it to the JSON 404. Registered by the web plugin.
 */
type NotFoundFallback = (
  request: FastifyRequest,
  reply: FastifyReply,
) => FastifyReply | Promise<FastifyReply> | undefined;

declare module 'fastify' {
  interface FastifyInstance {
    /** Holder shared by every context, so a plugin registered later can plug into the one not-found handler. */
    notFoundFallback: { handler: NotFoundFallback | undefined };
  }
}

interface ErrorBody {
  message: string;
  errors?: Record<string, string[]>;
  data?: unknown;
  /** Development only. */
  error?: string;
  stack?: string;
}

/** Fastify's and @fastify/multipart's own failures, by code. */
const FRAMEWORK_ERRORS: Record<string, { status: number; key: MessageKey }> = {
  FST_ERR_CTP_BODY_TOO_LARGE: { status: 413, key: 'too_large' },
  FST_REQ_FILE_TOO_LARGE: { status: 413, key: 'too_large' },
  FST_FILES_LIMIT: { status: 413, key: 'too_many_files' },
  FST_FIELDS_LIMIT: { status: 413, key: 'too_many_fields' },
  FST_PARTS_LIMIT: { status: 413, key: 'too_many_fields' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_INVALID_MULTIPART_CONTENT_TYPE: { status: 415, key: 'unsupported_media_type' },
  FST_ERR_CTP_INVALID_JSON_BODY: { status: 400, key: 'bad_request' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { status: 400, key: 'bad_request' },
};

/** The message for a 4xx that carries nothing more specific than its status. */
const STATUS_KEYS: Record<number, MessageKey> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  413: 'too_large',
  415: 'unsupported_media_type',
  429: 'too_many_requests',
};

const VALIDATION_ROOTS: Record<string, string> = {
  body: 'body',
  querystring: 'query',
  params: 'params',
  headers: 'headers',
};

function translateFieldErrors(request: FastifyRequest, fieldErrors: Record<string, MessageRef[]>) {
  const errors: Record<string, string[]> = {};
  for (const [field, refs] of Object.entries(fieldErrors)) {
    errors[field] = refs.map((ref) => request.t(ref.key, { field, ...ref.params }));
  }
  return errors;
}

/** The raw (pre-validation) data of the part of the request that failed validation. */
function validatedInput(request: FastifyRequest, context: string | undefined): unknown {
  switch (context) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body ?? {};
  }
}

/** Request-validation failures of fastify-type-provider-zod (or any other schema) as the 422 field map. */
function validationToAppError(error: FastifyError, request: FastifyRequest): AppError {
  const context = error.validationContext;
  // A path names a resource: an id that cannot exist (not a number, out of range) is simply not found.
  if (context === 'params') return notFound();
  const rootName = VALIDATION_ROOTS[context ?? 'body'] ?? 'body';
  if (hasZodFastifySchemaValidationErrors(error)) {
    const issues: IssueLike[] = error.validation.map((entry) => ({
      ...(entry.params as Record<string, unknown>),
      code: entry.keyword,
      path: entry.instancePath.split('/').slice(1),
      message: entry.message,
    }));
    return validationError(zodIssuesToFieldErrors(issues, { input: validatedInput(request, context), rootName }));
  }
  const fieldErrors: Record<string, MessageRef[]> = {};
  for (const entry of error.validation ?? []) {
    const segments = entry.instancePath.split('/').slice(1);
    const missing = (entry.params as { missingProperty?: string }).missingProperty;
    if (missing) segments.push(missing);
    const field = segments.length
      ? `${segments[0]}${segments
          .slice(1)
          .map((s) => `[${s}]`)
          .join('')}`
      : rootName;
    fieldErrors[field] = [{ key: missing ? 'required' : 'invalid', params: { field } }];
  }
  return validationError(fieldErrors);
}

/** Seconds a client is asked to wait before retrying while the database is away (it usually returns within seconds). */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/** The answer while a service the request needs is away, or the server stops: nothing was written that a retry would repeat. */
function serviceUnavailable(retryAfter = UNAVAILABLE_RETRY_AFTER_S): AppError {
  return new AppError(503, 'service_unavailable', { retryAfter });
}

/** Maps anything thrown into an AppError, or undefined for a genuine server failure. */
function toAppError(error: FastifyError | Error, request: FastifyRequest): AppError | undefined {
  if (error instanceof AppError) return error;
  const unavailable = databaseUnavailableReason(error);
  if (unavailable) {
    request.log.warn({ reason: unavailable }, 'database unavailable');
    return serviceUnavailable();
  }
  const fastifyError = error as FastifyError;
  if (Array.isArray(fastifyError.validation)) return validationToAppError(fastifyError, request);
  const known = fastifyError.code ? FRAMEWORK_ERRORS[fastifyError.code] : undefined;
  if (known) return new AppError(known.status, known.key);
  const status = fastifyError.statusCode;
  // Remaining client errors (malformed JSON, prototype poisoning, bad content length, rate limits, ...):
  // the status is trustworthy, the message is not meant for users and is not localized.
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return new AppError(status, STATUS_KEYS[status] ?? 'bad_request');
  }
  return undefined;
}

function sendError(reply: FastifyReply, status: number, body: ErrorBody): FastifyReply {
  // Headers meant for a body that is no longer coming (a file download that failed) must not describe this one.
  for (const header of ['content-disposition', 'content-length', 'content-encoding', 'etag', 'last-modified']) {
    reply.removeHeader(header);
  }
  return reply
    .code(status)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(body));
}

/**
 * Fastify's `frameworkErrors` (passed to `Fastify()` in app.ts): failures found before routing, which
 * never reach the error handler. Answered in the API's shape and the request's language; the raw URL
 * is never echoed back.
 */
export const frameworkErrors: NonNullable<FastifyServerOptions['frameworkErrors']> = (error, request, reply) => {
  const code = (error as FastifyError).code;
  // A path segment longer than any id or slug cannot name anything.
  const [status, key]: [number, MessageKey] =
    code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? [404, 'not_found']
      : code === 'FST_ERR_BAD_URL'
        ? [400, 'bad_request']
        : [500, 'server_error'];
  if (status >= 500) request.log.error({ err: error }, 'request failed before routing');
  return sendError(reply, status, { message: translate(parseLocale(request.headers.locale), key) });
};

const LOCALE_IN_RAW_HEADERS = /\r\nlocale:[ \t]*([A-Za-z_-]{2,10})/i;

/**
 * Node's `clientError` (Fastify's `clientErrorHandler`, passed in app.ts): a request HTTP could not
 * parse (headers too large, malformed request line, timeout). There is no request object; the
 * language is read from whatever part of the headers arrived.
 */
export const clientErrorHandler: NonNullable<FastifyServerOptions['clientErrorHandler']> = (error, socket) => {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, key]: [number, string, MessageKey] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', 'headers_too_large']
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', 'request_timeout']
        : [400, 'Bad Request', 'bad_request'];
  const packet: unknown = error.rawPacket;
  const raw = Buffer.isBuffer(packet) ? packet.subarray(0, 64 * 1024).toString('latin1') : '';
  const locale = parseLocale(LOCALE_IN_RAW_HEADERS.exec(raw)?.[1]);
  const body = JSON.stringify({ message: translate(locale, key) });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy();
};

function isApiPath(url: string): boolean {
  return url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');
}

async function errorsPlugin(app: FastifyInstance): Promise<void> {
  const development = app.config?.env === 'development';
  app.decorate('notFoundFallback', { handler: undefined as NotFoundFallback | undefined });

  // Draining before a stop: in-flight requests finish, a request still arriving on an open
  // connection is told to go elsewhere (Fastify has already set `Connection: close`).
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onRequest', (_request, _reply, done) => {
    done(closing ? serviceUnavailable(1) : undefined);
  });

  app.setErrorHandler((error: FastifyError | Error, request, reply) => {
    const appError = toAppError(error, request);
    if (appError) {
      if (appError.statusCode >= 500 && appError.statusCode !== 503)
        request.log.error({ err: error }, 'request failed');
      else request.log.debug({ err: error }, 'request refused');
      const body: ErrorBody = { message: request.t(appError.key, appError.params) };
      if (appError.fieldErrors) body.errors = translateFieldErrors(request, appError.fieldErrors);
      if (appError.data !== undefined) body.data = appError.data;
      if (
        (appError.statusCode === 429 || appError.statusCode === 503) &&
        typeof appError.params.retryAfter === 'number'
      ) {
        reply.header('retry-after', String(appError.params.retryAfter));
      }
      return sendError(reply, appError.statusCode, body);
    }
    request.log.error({ err: error }, 'unexpected error');
    const body: ErrorBody = { message: request.t('server_error') };
    if (development) {
      body.error = error.message;
      body.stack = error.stack;
    }
    return sendError(reply, 500, body);
  });

  // The one not-found handler: JSON for the API and for anything but a page load, the web app's page otherwise.
  app.setNotFoundHandler((request, reply) => {
    // A picture's narrower copy that was never made (a small picture, an older upload): the original.
    const original =
      request.method === 'GET' || request.method === 'HEAD'
        ? originalOfVariant(request.url.split('?', 1)[0] ?? '')
        : null;
    if (original) return reply.header('cache-control', 'public, max-age=86400').redirect(original, 302);
    const fallback = app.notFoundFallback.handler;
    if (fallback && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(request.url)) {
      const answered = fallback(request, reply);
      if (answered) return answered;
    }
    return sendError(reply, 404, { message: request.t('route_not_found') });
  });
}

export default fp(errorsPlugin, { name: 'errors', fastify: '5.x', dependencies: ['locale'] });
