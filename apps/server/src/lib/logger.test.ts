import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { admins, roles } from '../db/schema';
import { authHeader } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import {
  AccessLog,
  type AppLogger,
  BatchedDestination,
  REDACTED,
  redactString,
  redactValue,
  requestIds,
  serializeError,
} from './logger';

/** Values that must never reach a log line. */
const SECRET_HASH = '$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$leakedhashvalue';
const APPLICANT_NAME = 'Leaky Applicant Name';
const ID_NUMBER = '1098765432';
const PHONE = '0551234987';
const EMAIL = 'leak.check@example.com';
const TOKEN = 'tok_verysecretbearertoken123';
const SIGNATURE = 'SIGNATUREvalue_abc123';

class Capture extends Writable {
  lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, callback: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    callback();
  }
  get text() {
    return this.lines.join('\n');
  }
  parsed(): Record<string, unknown>[] {
    return this.lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  }
}

const stream = new Capture();
let ctx: TestContext;

function routes(app: FastifyInstance) {
  // Inserts the same admin twice: the second insert violates the unique e-mail index.
  app.post('/api/test/duplicate-admin', async () => {
    const [role] = await app.db
      .insert(roles)
      .values({ name: `log test ${Date.now()}`, nameAr: 'اختبار', nameEn: 'log test' })
      .returning({ id: roles.id });
    const row = {
      name: APPLICANT_NAME,
      email: EMAIL,
      mobile: PHONE,
      employmentNumber: Number(ID_NUMBER.slice(0, 9)),
      passwordHash: SECRET_HASH,
      roleId: role?.id ?? 0,
    };
    await app.db.insert(admins).values(row);
    await app.db.insert(admins).values(row);
    return { data: 'unreachable' };
  });
  app.get('/api/test/log-object', async (request) => {
    request.log.warn(
      { body: { password: 'hunter2-password', nested: { apiKey: 'k-123', token: TOKEN } }, note: `Bearer ${TOKEN}` },
      `sent link /api/files/signed?key=a.pdf&expires=1&sig=${SIGNATURE}`,
    );
    return { data: 'ok' };
  });
  // A failure whose message quotes the address, logged with the request as Fastify's own lines do.
  app.get('/api/test/search-fails', async (request) => {
    request.log.warn({ req: request }, `searching ${request.url}`);
    throw new Error(`search failed for ${request.url}`);
  });
}

beforeAll(async () => {
  ctx = await createTestContext({ logLevel: 'info' }, { extraRoutes: routes, logStream: stream });
});
afterAll(() => ctx?.close());

describe('log lines', () => {
  it('a failed insert logs the error code, table and constraint, never the values', async () => {
    const response = await ctx.app.inject({ method: 'POST', url: '/api/test/duplicate-admin', payload: {} });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain(EMAIL);

    const errorLine = stream.parsed().find((line) => line.msg === 'unexpected error');
    expect(errorLine).toBeDefined();
    const err = errorLine?.err as Record<string, unknown>;
    // The driver's error is kept as the cause of drizzle's wrapper, reduced to what identifies it.
    const cause = (err.cause ?? err) as Record<string, unknown>;
    expect(cause).toMatchObject({ code: '23505', condition: 'unique_violation', table: 'admins' });
    expect(cause.constraint).toBe('admins_email_unique');

    for (const value of [SECRET_HASH, 'leakedhashvalue', APPLICANT_NAME, ID_NUMBER.slice(0, 9), PHONE, EMAIL]) {
      expect(stream.text).not.toContain(value);
    }
    expect(stream.text).not.toMatch(/params:|Key \(/);
  });

  it('redacts secret fields, bearer tokens, signatures and the authorization header in every line', async () => {
    const response = await ctx.app.inject({
      method: 'GET',
      url: `/api/test/log-object?token=${TOKEN}&sig=${SIGNATURE}&page=2`,
      headers: { ...authHeader(TOKEN), cookie: `session=${TOKEN}` },
    });
    expect(response.statusCode).toBe(200);
    for (const value of [TOKEN, SIGNATURE, 'hunter2-password', 'k-123']) expect(stream.text).not.toContain(value);

    const warn = stream.parsed().find((line) => line.level === 40 && String(line.msg).startsWith('sent link'));
    expect(warn?.msg).toBe('sent link /api/files/signed?key&expires&sig');
    expect(warn?.body).toEqual({ password: REDACTED, nested: { apiKey: REDACTED, token: REDACTED } });

    // One access-log line per request, with the query's names only and no headers.
    const access = stream.parsed().filter((line) => line.msg === 'request' && String(line.url).includes('log-object'));
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      method: 'GET',
      status: 200,
      url: '/api/test/log-object?token&sig&page',
    });
    expect(typeof access[0]?.ms).toBe('number');
    expect(stream.text).not.toContain('incoming request');
  });
});

describe('query strings in the log', () => {
  const QUERY = `?name=${encodeURIComponent(APPLICANT_NAME)}&id_number=${ID_NUMBER}&mobile=${PHONE}`;

  it('every line names the path and the query parameters, never their values', async () => {
    const failed = await ctx.app.inject({ method: 'GET', url: `/api/test/search-fails${QUERY}` });
    expect(failed.statusCode).toBe(500);
    const unknown = await ctx.app.inject({ method: 'GET', url: `/api/test/no-such-route${QUERY}` });
    expect(unknown.statusCode).toBe(404);

    for (const value of [ID_NUMBER, PHONE, 'Leaky', encodeURIComponent(APPLICANT_NAME)]) {
      expect(stream.text).not.toContain(value);
    }
    const lines = stream.parsed();
    const access = lines.filter((line) => line.msg === 'request' && String(line.url).startsWith('/api/test/'));
    expect(access.map((line) => line.url)).toEqual(
      expect.arrayContaining([
        '/api/test/search-fails?name&id_number&mobile',
        '/api/test/no-such-route?name&id_number&mobile',
      ]),
    );
    const warn = lines.find((line) => String(line.msg).startsWith('searching'));
    expect(warn?.msg).toBe('searching /api/test/search-fails?name&id_number&mobile');
    expect(warn?.req).toEqual({ method: 'GET', url: '/api/test/search-fails?name&id_number&mobile' });
    const errors = lines.filter((line) => line.msg === 'unexpected error').map((line) => line.err);
    expect(errors.map((err) => (err as Record<string, unknown>).message)).toContain(
      'search failed for /api/test/search-fails?name&id_number&mobile',
    );
  });

  it('keeps parameter names that look like names and hides anything else', () => {
    expect(redactString('/api/x?name=Ahmed&id_number=1234567890')).toBe('/api/x?name&id_number');
    expect(redactString('/api/x?translation%5Bar%5D%5Btitle%5D=x&filter[branch]=2&flag')).toBe(
      '/api/x?translation[ar][title]&filter[branch]&flag',
    );
    // A bare value typed where a name goes is not a name.
    expect(redactString('/api/x?1234567890&Ahmed%20Ali=1')).toBe('/api/x?[value]&[value]');
    expect(redactString('Route GET:/a?q=%D8%A3%D8%AD%D9%85%D8%AF not found')).toBe('Route GET:/a?q not found');
    expect(redactString('Did you forget? Nothing to hide.')).toBe('Did you forget? Nothing to hide.');
  });
});

describe('redaction helpers', () => {
  it('scrubs signed-link parameters, credentials in URLs and bearer tokens', () => {
    expect(redactString('/x?expires=99&signature=abc&X-Amz-Credential=AK/1&ok=1')).toBe(
      '/x?expires&signature&X-Amz-Credential&ok',
    );
    expect(redactString('form: email=a&password=hunter2&x=1')).toBe(`form: email=a&password=${REDACTED}&x=1`);
    expect(redactString('postgres://app:pa55@db:5432/x')).toBe(`postgres://${REDACTED}@db:5432/x`);
    expect(redactString('Authorization: Bearer abc.def')).toBe(`Authorization: Bearer ${REDACTED}`);
    expect(redactString('plain text')).toBe('plain text');
  });

  it('replaces secret keys at any depth', () => {
    expect(
      redactValue({ a: [{ passwordHash: 'x', currentPassword: 'y' }], headers: { Authorization: 'z', accept: '*/*' } }),
    ).toEqual({
      a: [{ passwordHash: REDACTED, currentPassword: REDACTED }],
      headers: { Authorization: REDACTED, accept: '*/*' },
    });
  });

  it('keeps only identifying fields of a database error and drops the wrapped query parameters', () => {
    const dbError = Object.assign(new Error('invalid input syntax for type integer: "1098765432x"'), {
      code: '22P02',
      severity: 'ERROR',
      detail: `Key (email)=(${EMAIL}) already exists.`,
      table: 'careers_applications',
    });
    const wrapper = Object.assign(new Error(`Failed query: insert into x values ($1)\nparams: ${EMAIL}`), {
      query: 'insert into x values ($1)',
      params: [EMAIL],
      cause: dbError,
    });
    const serialized = JSON.stringify(serializeError(wrapper));
    expect(serialized).not.toContain(EMAIL);
    expect(serialized).not.toContain('1098765432x');
    expect(serializeError(wrapper)).toMatchObject({
      message: 'query failed',
      cause: { code: '22P02', condition: 'invalid_text_representation', table: 'careers_applications' },
    });
  });
});

describe('the access-log line of an answer given before routing', () => {
  function capture() {
    const lines: string[] = [];
    const logger = {
      logger: { isLevelEnabled: () => true },
      writeLine: (line: string) => lines.push(line),
      flush: () => {},
    } as unknown as AppLogger;
    return { log: new AccessLog(logger), lines };
  }

  it('is one JSON line with the id, the redacted URL, the status, the rounded duration and the address', () => {
    const { log, lines } = capture();
    const nextId = requestIds();
    const before = Date.now();
    const cases: [number, number][] = [
      [0, 0],
      [0.004, 0],
      [0.05, 0.05],
      [0.5, 0.5],
      [0.999, 1],
      [1.234, 1.23],
      [1234.567, 1234.57],
    ];
    for (const [ms] of cases) {
      log.answeredBeforeRouting({ id: nextId(), url: `/api/menu?token=${TOKEN}&page=2`, status: 200, ms, ip: '::1' });
    }
    log.answeredBeforeRouting({ id: nextId(), url: '/api/menu', status: 304, ms: 0.01, ip: '1.2.3.4"\\' });
    log.answeredBeforeRouting({ id: nextId(), url: '/api/menu', status: 200, ms: 0.01, ip: undefined });

    expect(lines.every((line) => line.endsWith('}\n') && !line.slice(0, -1).includes('\n'))).toBe(true);
    const parsed = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
    cases.forEach(([, rounded], index) => {
      expect(parsed[index]).toEqual({
        level: 30,
        time: expect.any(Number),
        reqId: `req-${index + 1}`,
        method: 'GET',
        url: '/api/menu?token&page',
        status: 200,
        ms: rounded,
        ip: '::1',
        msg: 'request',
      });
    });
    expect(parsed[0]!.time as number).toBeGreaterThanOrEqual(before);
    expect(parsed[0]!.time as number).toBeLessThanOrEqual(Date.now());
    expect(parsed[cases.length]).toMatchObject({ status: 304, ip: '1.2.3.4"\\' });
    expect(parsed[cases.length + 1]).toMatchObject({ ip: null });
    expect(lines.join('')).not.toContain(TOKEN);
  });

  it('writes nothing when the info level is off', () => {
    const lines: string[] = [];
    const quiet = { logger: { isLevelEnabled: () => false }, writeLine: (line: string) => lines.push(line) };
    new AccessLog(quiet as unknown as AppLogger).answeredBeforeRouting({
      id: 'req-1',
      url: '/',
      status: 200,
      ms: 0,
      ip: undefined,
    });
    expect(lines).toEqual([]);
  });
});

describe('the batched destination', () => {
  /** A writer that keeps the pieces it was handed, as the asynchronous writer would. */
  const writer = () => {
    const pieces: Buffer[] = [];
    let synced = 0;
    return {
      pieces,
      synced: () => synced,
      text: () => pieces.map((piece) => piece.toString('utf8')).join(''),
      target: { write: (chunk: Buffer) => pieces.push(chunk), flushSync: () => synced++ },
    };
  };
  afterEach(() => {
    vi.useRealTimers();
  });

  it('hands the lines over as one piece of UTF-8 bytes after the delay, Arabic included', () => {
    vi.useFakeTimers();
    const out = writer();
    const destination = new BatchedDestination(out.target, 50, 1024);
    destination.write('{"msg":"one"}\n');
    destination.write('{"msg":"صيدلية"}\n');
    vi.advanceTimersByTime(49);
    expect(out.pieces).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(out.pieces).toHaveLength(1);
    expect(out.text()).toBe('{"msg":"one"}\n{"msg":"صيدلية"}\n');
    vi.advanceTimersByTime(1000);
    expect(out.pieces).toHaveLength(1);
  });

  it('writes what is gathered before a line that might not fit, and a piece is never written over', () => {
    vi.useFakeTimers();
    const out = writer();
    const destination = new BatchedDestination(out.target, 50, 64);
    const lines = Array.from({ length: 12 }, (_, i) => `line ${String(i).padStart(2, '0')}\n`);
    for (const line of lines) destination.write(line);
    const first = out.pieces[0]?.toString('utf8');
    // Eight bytes a line, counted at three bytes a character: the seventh might not have fitted.
    expect(first).toBe(lines.slice(0, 6).join(''));
    destination.write('x'.repeat(20));
    expect(out.pieces[0]?.toString('utf8')).toBe(first);
    vi.runAllTimers();
    expect(out.text()).toBe(`${lines.join('')}${'x'.repeat(20)}`);
  });

  it('writes a line longer than its buffer on its own, after what came before it', () => {
    const out = writer();
    const destination = new BatchedDestination(out.target, 50, 64);
    destination.write('before\n');
    destination.write(`${'ب'.repeat(100)}\n`);
    destination.write('after\n');
    destination.flushSync();
    expect(out.text()).toBe(`before\n${'ب'.repeat(100)}\nafter\n`);
    expect(out.synced()).toBe(1);
  });
});
