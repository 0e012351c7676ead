/**
 * The server's logger: pino writing JSON lines asynchronously (buffered, flushed on close),
 * with every line scrubbed of secrets and every error reduced to what an operator needs.
 *
 * - Keys that name a secret (passwords, tokens, signatures, authorization, cookies) are
 *   replaced by "[redacted]" at any depth, and so are the values of such parameters inside
 *   strings (`password=…` of a form body, `Bearer …`).
 * - A query string anywhere in a line (the access log's URL, a request serialized by Fastify,
 *   an error message quoting the address) keeps the names of its parameters, not their values:
 *   staff searches carry applicants' id numbers and phones, signed links their names.
 * - A database error is logged by its SQLSTATE code, table, column and constraint only: its
 *   message and detail can quote the row ("Key (email)=(…) already exists"), and a failed
 *   query's wrapper carries the parameter values (a password hash, an applicant's ID number).
 * - One access-log line per request (AccessLog) instead of Fastify's two ("incoming request"
 *   and "request completed").
 */
import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';

export const REDACTED = '[redacted]';

/** Names of fields and parameters whose values are never written. */
const SECRET_NAME =
  /pass(?:word|wd|phrase)|^pass$|token|secret|signature|authorization|cookie|credential|api[-_]?key|^sig$|^otp$/i;

/** `name=value` pairs (query strings, form bodies) whose name is a secret. */
const SECRET_PARAM =
  /([?&;\s](?:[\w-]*pass(?:word)?|[\w-]*token|[\w-]*secret|sig|[\w-]*signature|x-amz-credential|api[-_]?key)=)[^&\s"'#]*/gi;
/** Credentials of an Authorization header value or of a URL. */
const SECRET_SCHEME = /\b(Bearer|Basic|Digest)\s+[^\s"',]+/gi;
const URL_CREDENTIALS = /(\b[a-z][a-z0-9+.-]*:\/\/)[^/@\s:]+:[^/@\s]+@/gi;

/** A query string: from `?` to the end of the address (whitespace, a quote, a bracket or `#`). */
const QUERY_STRING = /\?([^\s"'`<>#]+)/g;
/** A parameter name as forms and links spell them (`page`, `filter[branch]`); anything else is a value. */
const PARAM_NAME = /^[A-Za-z_][\w.[\]-]{0,63}$/;

/** Everything the patterns above can match contains one of these. */
const MAY_HOLD_SECRET = /\?|pass|token|secret|sig|credential|api[-_]?key|bearer|basic|digest|@/i;

function isSecretName(name: string): boolean {
  return SECRET_NAME.test(name);
}

/** `name=Ahmed&id_number=1234567890` → `name&id_number`. */
function parameterNames(query: string): string {
  return query
    .split(/[&;]/)
    .filter(Boolean)
    .map((pair) => {
      const raw = pair.split('=', 1)[0] ?? '';
      let name = raw;
      try {
        name = decodeURIComponent(raw.replace(/\+/g, ' '));
      } catch {
        // a malformed escape: judged as it is
      }
      return PARAM_NAME.test(name) ? name : '[value]';
    })
    .join('&');
}

/** The string with query values, secret parameters, bearer tokens and URL passwords removed. */
export function redactString(text: string): string {
  // The common case (an access-log URL without a query) is returned as it is after one test: a
  // string holding no `?` or `@` and naming none of the secret parameters or schemes.
  if (!MAY_HOLD_SECRET.test(text)) return text;
  return text
    .replace(QUERY_STRING, (_match, query: string) => `?${parameterNames(query)}`)
    .replace(SECRET_PARAM, `$1${REDACTED}`)
    .replace(SECRET_SCHEME, `$1 ${REDACTED}`)
    .replace(URL_CREDENTIALS, `$1${REDACTED}@`);
}

/**
 * The log object with secret keys and secret parts of strings replaced (errors are left to
 * serializeError). Copies only what changes: a line with nothing to hide is returned as it is.
 */
export function redactValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return redactString(value);
  if (value === null || typeof value !== 'object' || value instanceof Error) return value;
  if (depth > 8) return '[depth]';
  if (Buffer.isBuffer(value) || ArrayBuffer.isView(value)) return `[${value.byteLength} bytes]`;
  if (Array.isArray(value)) {
    let changed = false;
    const items = value.map((item) => {
      const next = redactValue(item, depth + 1);
      if (next !== item) changed = true;
      return next;
    });
    return changed ? items : value;
  }
  let out: Record<string, unknown> | undefined;
  const source = value as Record<string, unknown>;
  for (const key in source) {
    if (!Object.hasOwn(source, key)) continue;
    const item = source[key];
    const next = isSecretName(key) ? REDACTED : redactValue(item, depth + 1);
    if (next !== item && out === undefined) out = { ...source };
    if (out !== undefined) out[key] = next;
  }
  return out ?? value;
}

/** A PostgreSQL (pg or PGlite) error: a five-character SQLSTATE code. */
function isDatabaseError(error: Record<string, unknown>): boolean {
  return typeof error.code === 'string' && /^[0-9A-Z]{5}$/.test(error.code) && 'severity' in error;
}

/** Condition names of the SQLSTATE codes a request can run into. */
const SQLSTATE_NAMES: Record<string, string> = {
  '23505': 'unique_violation',
  '23503': 'foreign_key_violation',
  '23502': 'not_null_violation',
  '23514': 'check_violation',
  '23P01': 'exclusion_violation',
  '22001': 'string_data_right_truncation',
  '22003': 'numeric_value_out_of_range',
  '22007': 'invalid_datetime_format',
  '22P02': 'invalid_text_representation',
  '22021': 'character_not_in_repertoire',
  '40001': 'serialization_failure',
  '40P01': 'deadlock_detected',
  '42P01': 'undefined_table',
  '42703': 'undefined_column',
  '53300': 'too_many_connections',
  '57014': 'query_canceled',
};

/** The stack frames without the first line(s), which repeat the message. */
function framesOf(error: Error): string | undefined {
  if (typeof error.stack !== 'string') return undefined;
  const frames = error.stack.split('\n').filter((line) => /^\s+at /.test(line));
  return frames.length ? frames.join('\n') : undefined;
}

export interface SerializedError {
  type: string;
  message: string;
  code?: string;
  condition?: string;
  statusCode?: number;
  table?: string;
  column?: string;
  constraint?: string;
  schema?: string;
  routine?: string;
  stack?: string;
  cause?: SerializedError;
}

/**
 * An error as it is logged. A database error (or an error wrapping one, such as drizzle's
 * "Failed query … params: …") becomes its code, table, column and constraint; no message,
 * detail, query parameter or row value is kept.
 */
export function serializeError(error: unknown, depth = 0): SerializedError | unknown {
  if (!(error instanceof Error)) return redactValue(error);
  const record = error as unknown as Record<string, unknown>;
  const cause = record.cause;
  // drizzle wraps the driver's error with the SQL text and the parameter values.
  const wrapsQuery = 'params' in record && 'query' in record;
  if (isDatabaseError(record)) {
    const code = record.code as string;
    const out: SerializedError = { type: 'DatabaseError', message: 'database error', code };
    const condition = SQLSTATE_NAMES[code];
    if (condition) {
      out.condition = condition;
      out.message = `database error: ${condition}`;
    }
    for (const key of ['table', 'column', 'constraint', 'schema', 'routine'] as const) {
      if (typeof record[key] === 'string' && record[key]) out[key] = record[key] as string;
    }
    const stack = framesOf(error);
    if (stack) out.stack = stack;
    return out;
  }
  const out: SerializedError = {
    type: error.constructor?.name || error.name || 'Error',
    message: wrapsQuery ? 'query failed' : redactString(error.message),
  };
  if (typeof record.code === 'string') out.code = record.code;
  if (typeof record.statusCode === 'number') out.statusCode = record.statusCode;
  const stack = framesOf(error);
  if (stack) out.stack = stack;
  if (cause !== undefined && depth < 4) out.cause = serializeError(cause, depth + 1) as SerializedError;
  return out;
}

/** What an access-log line and an error line say about the request: no headers, no body, the query's names only. */
function serializeRequest(request: { method?: string; url?: string; id?: unknown }): Record<string, unknown> {
  return { method: request.method, url: request.url ? redactString(request.url) : request.url };
}

/** Keys whose values a serializer turns into what is logged (pino serializes after the formatter). */
const SERIALIZED_KEYS = new Set(['err', 'error', 'req', 'res']);

/**
 * A line's fields scrubbed, except those a serializer writes: a Fastify request or reply is a class
 * whose fields are getters, and a scrubbed copy of it would lose them; the serializers scrub.
 */
function redactLogObject(object: Record<string, unknown>): Record<string, unknown> {
  let out: Record<string, unknown> | undefined;
  for (const key in object) {
    if (!Object.hasOwn(object, key) || SERIALIZED_KEYS.has(key)) continue;
    const item = object[key];
    const next = isSecretName(key) ? REDACTED : redactValue(item, 1);
    if (next !== item && out === undefined) out = { ...object };
    if (out !== undefined) out[key] = next;
  }
  return out ?? object;
}

export interface AppLoggerOptions {
  level: string;
  /** Where the lines go; by default standard output, written asynchronously. */
  stream?: DestinationStream;
}

function loggerOptions(level: string): LoggerOptions {
  return {
    level,
    // No pid/hostname on every line: one process per container, and the supervisor adds both.
    base: undefined,
    // Milliseconds since the epoch (pino's default): formatting an ISO date cost 3 % of a cached read.
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    formatters: {
      log: redactLogObject,
    },
    hooks: {
      // Messages are scrubbed too: `log.info('signed link %s', url)` must not print the signature.
      logMethod(args, method) {
        for (let i = 0; i < args.length; i++) {
          const arg = args[i];
          if (typeof arg === 'string') args[i] = redactString(arg);
        }
        return method.apply(this, args as Parameters<typeof method>);
      },
    },
  };
}

export interface AppLogger {
  logger: Logger;
  /** Writes one finished JSON line to the logger's destination (the access log). */
  writeLine(line: string): void;
  /** Writes out what is buffered; called when the app closes. */
  flush(): void;
}

/**
 * Gathers log lines and hands them to the asynchronous writer in pieces: when 64 KiB are gathered,
 * or 50 ms after the first line of a piece. One write per line cost about a third of the CPU of a
 * cached public read, one per turn of the event loop still about a fifth under load (each write is
 * a thread-pool job); now a busy second takes a few hundred writes. When idle, a line is written
 * within 50 ms; the timer does not keep the process alive, and what is gathered at exit is written
 * out synchronously (createLogger).
 *
 * Lines are copied as UTF-8 into a buffer outside the JavaScript heap as they come. Kept as
 * strings until the piece was written, a few hundred lines (each a chain of the pieces it was
 * joined from) survived every young-generation collection, which then took three to four times
 * as long as in a server logging nothing.
 */
export class BatchedDestination {
  private buffer: Buffer;
  private used = 0;
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly target: { write(chunk: Buffer): unknown; flushSync?(): void },
    private readonly maxDelayMs = 50,
    private readonly maxBytes = 64 * 1024,
  ) {
    this.buffer = Buffer.allocUnsafeSlow(maxBytes);
  }

  write(line: string): boolean {
    // A UTF-16 code unit takes at most 3 bytes in UTF-8: the line fits if its worst case does.
    const worst = line.length * 3;
    if (this.used + worst > this.maxBytes) {
      this.flush();
      if (worst > this.maxBytes) {
        this.target.write(Buffer.from(line, 'utf8'));
        return true;
      }
    }
    this.used += this.buffer.write(line, this.used, 'utf8');
    if (!this.timer) {
      this.timer = setTimeout(() => this.flush(), this.maxDelayMs);
      this.timer.unref();
    }
    return true;
  }

  /** Hands the gathered bytes to the writer; the buffer is the writer's from then on. */
  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer);
      this.timer = undefined;
    }
    if (this.used === 0) return;
    const piece = this.buffer.subarray(0, this.used);
    this.buffer = Buffer.allocUnsafeSlow(this.maxBytes);
    this.used = 0;
    this.target.write(piece);
  }

  /** Writes everything out before returning (the process is about to end). */
  flushSync(): void {
    this.flush();
    this.target.flushSync?.();
  }
}

/** The application's logger: standard output, batched and written asynchronously, unless a stream is given. */
export function createLogger(options: AppLoggerOptions): AppLogger {
  if (options.stream) {
    const stream = options.stream;
    const logger = pino(loggerOptions(options.level), stream);
    return {
      logger,
      writeLine: (line) => stream.write(line),
      flush: () => (stream as { flushSync?: () => void }).flushSync?.(),
    };
  }
  const writer = pino.destination({ dest: 1, sync: false, contentMode: 'buffer' });
  const destination = new BatchedDestination({
    // In buffer mode SonicBoom writes the bytes it is given (its type declares strings only).
    write: (chunk) => writer.write(chunk as unknown as string),
    flushSync: () => writer.flushSync(),
  });
  const logger = pino(loggerOptions(options.level), destination);
  const flush = () => {
    try {
      destination.flushSync();
    } catch {
      // nothing written yet, or already closed
    }
  };
  // Lines still gathered when the process ends (an exit after a fatal error) are written out.
  process.once('exit', flush);
  return { logger, writeLine: (line) => destination.write(line), flush };
}

/**
 * Fastify's request-log hooks: nothing when a request arrives, one line when its answer is
 * finished (or the client went away): method, path and query parameter names, status, milliseconds.
 * The line is the same JSON pino writes, built directly: going through the generic path
 * (child bindings, formatters, hooks) for the one line every request writes cost a fifth of a
 * cached read.
 */
export class AccessLog extends LogController {
  private readonly write: ((line: string) => void) | undefined;

  constructor(logger: AppLogger | undefined) {
    super();
    this.write = logger?.logger.isLevelEnabled('info') ? logger.writeLine : undefined;
  }

  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (error) {
      // Rare: the connection broke while answering. The full logger scrubs the error.
      request.log.warn({ method: request.method, url: redactString(request.url), err: error }, 'request');
      return;
    }
    this.write?.(
      accessLine(
        JSON.stringify(String(request.id)),
        request.method,
        request.url,
        reply.statusCode,
        reply.elapsedTime,
        request.ip,
      ),
    );
  }

  /** The same line for a request answered before Fastify saw it (a kept public answer). */
  answeredBeforeRouting(request: AnsweredRequest): void {
    if (this.write === undefined) return;
    this.write(accessLine(`"${request.id}"`, 'GET', request.url, request.status, request.ms, request.ip));
  }
}

/** What the access log says of a GET answered before routing. */
export interface AnsweredRequest {
  /** As requestIds() makes it: nothing in it needs escaping. */
  id: string;
  url: string;
  status: number;
  ms: number;
  ip: string | undefined;
}

/**
 * The line pino would write, built directly and cheaply: every cached public answer writes one,
 * so it costs a measurable share of such a request. The clock's digits are reused within a
 * millisecond, addresses and URLs are escaped once and remembered, and a duration under a second
 * is written from integer hundredths of a millisecond. The method needs no escaping: the HTTP
 * parser accepts only known method names.
 */
function accessLine(quotedId: string, method: string, url: string, status: number, ms: number, ip: string | undefined) {
  return `{"level":30,"time":${clockText()},"reqId":${quotedId},"method":"${method}","url":${loggedUrl(url)},"status":${status},"ms":${durationText(ms)},"ip":${loggedIp(ip)},"msg":"request"}\n`;
}

let lastTime = 0;
let lastTimeText = '0';
function clockText(): string {
  const now = Date.now();
  if (now !== lastTime) {
    lastTime = now;
    lastTimeText = String(now);
  }
  return lastTimeText;
}

/** Milliseconds rounded to hundredths, as a JSON number ("0.05", "0.50", "12.3"). */
function durationText(ms: number): string {
  const hundredths = Math.round(ms * 100);
  if (hundredths >= 0 && hundredths < 10) return `0.0${hundredths}`;
  if (hundredths >= 10 && hundredths < 100) return `0.${hundredths}`;
  return String(hundredths / 100);
}

/**
 * Strings as the access log writes them (redacted, as JSON), remembered: most requests repeat a
 * few hundred URLs and a few client addresses, and a query's redaction runs several expressions.
 * Bounded, so odd values cannot grow it without limit.
 */
function rememberedJson(limit: number, maxLength: number, encode: (value: string) => string) {
  const known = new Map<string, string>();
  return (value: string): string => {
    let text = known.get(value);
    if (text === undefined) {
      text = encode(value);
      if (known.size >= limit) known.clear();
      if (value.length <= maxLength) known.set(value, text);
    }
    return text;
  };
}

const loggedUrl = rememberedJson(1000, 300, (url) => JSON.stringify(redactString(url)));
const loggedAddress = rememberedJson(1000, 100, (ip) => JSON.stringify(ip));
function loggedIp(ip: string | undefined): string {
  return ip === undefined ? 'null' : loggedAddress(ip);
}

/**
 * Request ids (`req-1`, `req-2`…), shared by Fastify (genReqId) and answers given before routing.
 * Decimal: writing a small integer's digits is cheaper than base 36's.
 */
export function requestIds(): () => string {
  let next = 0;
  return () => {
    next = (next + 1) & 0x7fffffff;
    return `req-${next}`;
  };
}
