import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../app';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { notFound } from '../errors';
import { createTestContext, type TestContext } from '../test/harness';
import { EVENTS_CHANNEL } from './events';
import publicCache, {
  buildEntry,
  matchesIfNoneMatch,
  negotiateEncoding,
  PUBLIC_CACHE_CONTROL,
  PublicCacheStore,
  stableQuery,
} from './public-cache';

describe('encoding negotiation', () => {
  const both = { br: true, gzip: true };
  it.each([
    [undefined, 'identity'],
    ['', 'identity'],
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['identity', 'identity'],
    ['deflate', 'identity'],
    ['BR', 'br'],
  ])('Accept-Encoding %j gives %s', (header, expected) => {
    expect(negotiateEncoding(header, both)).toBe(expected);
  });

  it('only offers encodings that are held', () => {
    expect(negotiateEncoding('br, gzip', { br: false, gzip: true })).toBe('gzip');
    expect(negotiateEncoding('br', { br: false, gzip: false })).toBe('identity');
  });
});

describe('If-None-Match', () => {
  it('matches the body hash whatever the coding suffix or weakness, and *', () => {
    expect(matchesIfNoneMatch('"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('W/"abc"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abc-br"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"x", "abc-gz"', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('*', 'abc')).toBe(true);
    expect(matchesIfNoneMatch('"abcd"', 'abc')).toBe(false);
    expect(matchesIfNoneMatch(undefined, 'abc')).toBe(false);
  });
});

describe('stableQuery', () => {
  it('does not depend on parameter order and ignores undefined values', () => {
    expect(stableQuery({ b: 1, a: 'x' })).toBe(stableQuery({ a: 'x', b: 1, c: undefined }));
    expect(stableQuery({})).toBe('');
    expect(stableQuery({ a: 1 })).not.toBe(stableQuery({ a: 2 }));
  });
});

describe('PublicCacheStore', () => {
  const build = (key: string, tags: string[], value: unknown) => () => buildEntry(key, tags, value);

  it('evicts the least recently used entry beyond the entry budget', async () => {
    const store = new PublicCacheStore(2, 1 << 20, 60_000);
    await store.getOrBuild('a', ['t'], build('a', ['t'], 1));
    await store.getOrBuild('b', ['t'], build('b', ['t'], 2));
    expect(store.get('a')).toBeDefined(); // a is now the most recent
    await store.getOrBuild('c', ['t'], build('c', ['t'], 3));
    expect(store.get('b')).toBeUndefined();
    expect(store.get('a')).toBeDefined();
    expect(store.stats().entries).toBe(2);
  });

  it('spares a used entry once (a second chance): not asked for again, it goes when its turn comes back', async () => {
    const store = new PublicCacheStore(2, 1 << 20, 60_000);
    const kept = () => ['a', 'b', 'c', 'd', 'e'].filter((key) => store.has(key));
    await store.getOrBuild('a', ['t'], build('a', ['t'], 1));
    await store.getOrBuild('b', ['t'], build('b', ['t'], 2));
    store.get('a');
    await store.getOrBuild('c', ['t'], build('c', ['t'], 3));
    expect(kept()).toEqual(['a', 'c']);
    await store.getOrBuild('d', ['t'], build('d', ['t'], 4));
    expect(kept()).toEqual(['a', 'd']);
    await store.getOrBuild('e', ['t'], build('e', ['t'], 5));
    expect(kept()).toEqual(['d', 'e']);
  });

  it('keeps the byte total within its budget and never keeps an oversized answer', async () => {
    const big = 'x'.repeat(5000);
    const sample = await buildEntry('k0', [], { big });
    const store = new PublicCacheStore(100, sample.bytes * 2 + 10, 60_000);
    for (const key of ['k1', 'k2', 'k3']) await store.getOrBuild(key, [], build(key, [], { big }));
    expect(store.stats().entries).toBe(2);
    expect(store.stats().bytes).toBeLessThanOrEqual(sample.bytes * 2 + 10);

    const tiny = new PublicCacheStore(100, 10, 60_000);
    const result = await tiny.getOrBuild('huge', [], build('huge', [], { big }));
    expect(result.entry.body.length).toBeGreaterThan(5000);
    expect(tiny.stats().entries).toBe(0);
  });

  it('builds once for concurrent requests of one key', async () => {
    const store = new PublicCacheStore(10, 1 << 20, 60_000);
    let builds = 0;
    const slow = async () => {
      builds++;
      await new Promise((resolve) => setTimeout(resolve, 20));
      return buildEntry('k', ['t'], { n: builds });
    };
    const results = await Promise.all([1, 2, 3].map(() => store.getOrBuild('k', ['t'], slow)));
    expect(builds).toBe(1);
    expect(new Set(results.map((r) => r.entry.hash)).size).toBe(1);
  });

  it('does not keep an answer whose tag was invalidated while it was being built', async () => {
    const store = new PublicCacheStore(10, 1 << 20, 60_000);
    let release!: () => void;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const pending = store.getOrBuild('k', ['menu'], async () => {
      await gate;
      return buildEntry('k', ['menu'], { stale: true });
    });
    store.invalidate(['menu']);
    release();
    await pending;
    expect(store.get('k')).toBeUndefined();
  });

  it('drops only the entries carrying an invalidated tag', async () => {
    const store = new PublicCacheStore(10, 1 << 20, 60_000);
    await store.getOrBuild('menu', ['menu'], build('menu', ['menu'], 1));
    await store.getOrBuild('news', ['news'], build('news', ['news'], 2));
    await store.getOrBuild('both', ['menu', 'news'], build('both', ['menu', 'news'], 3));
    store.invalidate(['menu']);
    expect(store.get('menu')).toBeUndefined();
    expect(store.get('both')).toBeUndefined();
    expect(store.get('news')).toBeDefined();
  });

  it('expires entries after their lifetime', async () => {
    const store = new PublicCacheStore(10, 1 << 20, 1000);
    // The entry's lifetime starts somewhere between these two instants, however slow the machine.
    const before = Date.now();
    await store.getOrBuild('k', [], build('k', [], 1));
    const after = Date.now();
    expect(store.get('k', before + 999)).toBeDefined();
    expect(store.get('k', after + 1001)).toBeUndefined();
  });

  it('stores compressed copies only when they are smaller', async () => {
    const small = await buildEntry('s', [], 1);
    expect(small.gzip).toBeNull();
    expect(small.br).toBeNull();
    const large = await buildEntry('l', [], { text: 'صيدلية '.repeat(500) });
    expect(large.gzip!.length).toBeLessThan(large.body.length);
    expect(large.br!.length).toBeLessThan(large.body.length);
  });
});

// ---------------------------------------------------------------------------------------------
// Over HTTP, with a probe table the test changes behind the cache's back.

const PROBE_TAG = 'cache_probe';
let builds = 0;
/** Requests that reached the probe routes through Fastify (a kept answer written before routing does not). */
let routed = 0;

/**
 * The instance the probe routes live in, per app: until the application registers the cache
 * itself, it is registered here, inside the test routes' context, and decorates only that context.
 */
const scopes = new Map<string, FastifyInstance>();

const probeRoutes = (name: string) => async (app: FastifyInstance) => {
  if (!app.hasDecorator('publicGet')) await app.register(publicCache);
  await app.register(async (scope) => {
    scopes.set(name, scope);
    registerProbes(scope);
  });
};

function registerProbes(app: FastifyInstance): void {
  app.addHook('onRequest', (_request, _reply, done) => {
    routed++;
    done();
  });
  app.publicGet(
    '/api/test/cache-probe',
    {
      tags: [PROBE_TAG],
      schema: { querystring: z.object({ a: z.string().optional(), b: z.string().optional() }) },
    },
    async (request) => {
      builds++;
      const rows = await app.db.execute(`select v from cache_probe order by v`);
      const values = (rows as unknown as { rows: { v: string }[] }).rows.map((r) => r.v);
      // Large enough for compression to pay off.
      return { data: { values, locale: request.locale, query: request.query, padding: 'دواء '.repeat(200) } };
    },
  );
  app.publicGet('/api/test/cache-missing', { tags: [PROBE_TAG] }, async () => {
    builds++;
    throw notFound();
  });
}

async function setProbe(database: DatabaseHandle, ...values: string[]): Promise<void> {
  await database.exec(
    `delete from cache_probe; ${values.map((v) => `insert into cache_probe (v) values ('${v}');`).join(' ')}`,
  );
}

let ctx: TestContext;
const main = () => scopes.get('main')!;

beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: probeRoutes('main') });
  await ctx.database.exec('create table cache_probe (v text not null)');
});
afterAll(async () => {
  await ctx?.close();
});
beforeEach(async () => {
  await setProbe(ctx.database, 'one');
  main().publicCache.clear();
  builds = 0;
});

const probe = (headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/test/cache-probe${query}`, headers });

describe('public cache over HTTP', () => {
  it('serves the second GET from the cache with the same ETag and caching headers', async () => {
    const first = await probe();
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    // Revalidated on every use, never reused while stale: a saved change shows on the next load.
    expect(first.headers['cache-control']).toBe('public, no-cache');
    expect(String(first.headers.vary).toLowerCase()).toContain('locale');
    expect(String(first.headers.vary).toLowerCase()).toContain('accept-encoding');
    expect(first.headers.etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(first.json().data.values).toEqual(['one']);

    await setProbe(ctx.database, 'two');
    const second = await probe();
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    // Not rebuilt: the database change is not visible until the tag is invalidated.
    expect(second.json().data.values).toEqual(['one']);
    expect(builds).toBe(1);
  });

  it('answers 304 without a body to a matching If-None-Match', async () => {
    const first = await probe();
    const etag = String(first.headers.etag);
    const res = await probe({ 'if-none-match': etag });
    expect(res.statusCode).toBe(304);
    expect(res.body).toBe('');
    expect(res.headers.etag).toBe(etag);
    expect(res.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect((await probe({ 'if-none-match': `W/${etag}` })).statusCode).toBe(304);
    expect((await probe({ 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('sends the pre-compressed brotli and gzip bodies that decompress to the same JSON', async () => {
    const plain = await probe();
    const br = await probe({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    const brBody = zlib.brotliDecompressSync(br.rawPayload).toString('utf8');
    expect(brBody).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length);
    expect(br.headers.etag).not.toBe(plain.headers.etag);
    // The brotli ETag still validates against the same body.
    expect((await probe({ 'accept-encoding': 'br', 'if-none-match': String(br.headers.etag) })).statusCode).toBe(304);

    const gz = await probe({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gz.rawPayload).toString('utf8')).toBe(plain.body);
    expect(builds).toBe(1);
  });

  it('keys by locale and by the validated query, whatever its order', async () => {
    const ar = await probe({}, '?a=1&b=2');
    const en = await probe({ locale: 'en' }, '?a=1&b=2');
    expect(ar.json().data.locale).toBe('ar');
    expect(en.json().data.locale).toBe('en');
    expect(en.headers['x-cache']).toBe('MISS');
    expect((await probe({}, '?b=2&a=1')).headers['x-cache']).toBe('HIT');
    // Unknown parameters are dropped by the schema, so they cannot fill the cache with copies.
    expect((await probe({}, '?b=2&a=1&cachebuster=42')).headers['x-cache']).toBe('HIT');
    expect((await probe({}, '?a=2&b=2')).headers['x-cache']).toBe('MISS');
  });

  it('answers a repeated request with the same bytes and every security header, and still refuses a bad query', async () => {
    const first = await probe({ 'accept-encoding': 'br' }, '?a=same');
    const again = await probe({ 'accept-encoding': 'br' }, '?a=same');
    expect(again.headers['x-cache']).toBe('HIT');
    expect(again.rawPayload.equals(first.rawPayload)).toBe(true);
    for (const name of ['content-security-policy', 'x-frame-options', 'x-content-type-options', 'referrer-policy']) {
      expect(again.headers[name]).toBe(first.headers[name]);
      expect(again.headers[name]).toBeTruthy();
    }
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/test/cache-probe?a=same' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (let i = 0; i < 2; i++) {
      const bad = await probe({}, '?a=same&a=twice');
      expect(bad.statusCode).toBe(422);
    }
  });

  it('makes the next GET reflect the database after invalidatePublic, and ignores other tags', async () => {
    await probe();
    await setProbe(ctx.database, 'two');
    await main().invalidatePublic(['menu']);
    expect((await probe()).json().data.values).toEqual(['one']);
    await main().invalidatePublic([PROBE_TAG]);
    const fresh = await probe();
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(fresh.json().data.values).toEqual(['two']);
  });

  it('does not cache failures', async () => {
    const first = await ctx.app.inject({ method: 'GET', url: '/api/test/cache-missing' });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/test/cache-missing' });
    expect(first.statusCode).toBe(404);
    expect(second.statusCode).toBe(404);
    expect(first.json()).toEqual({ message: expect.any(String) });
    expect(builds).toBe(2);
  });

  it('answers HEAD with the headers of the cached answer', async () => {
    const get = await probe();
    const head = await ctx.app.inject({ method: 'HEAD', url: '/api/test/cache-probe' });
    expect(head.statusCode).toBe(200);
    expect(head.headers.etag).toBe(get.headers.etag);
    expect(head.body).toBe('');
  });
});

// ---------------------------------------------------------------------------------------------
// Over a real socket: a URL answered before is written from the HTTP server's request event, before
// Fastify routes it (inject() does not go through the server, so the tests above never take it).

interface RawAnswer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function rawRequest(origin: string, pathname: string, options: http.RequestOptions = {}, body?: string) {
  return new Promise<RawAnswer>((resolve, reject) => {
    const request = http.request(`${origin}${pathname}`, { method: 'GET', ...options }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

describe('kept answers written before routing', () => {
  let served: TestContext;
  let origin = '';
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n')) if (line) lines.push(JSON.parse(line));
      done();
    },
  });
  const PATH = '/api/test/cache-probe?a=socket';
  const get = (headers: Record<string, string> = {}, pathname = PATH) =>
    rawRequest(origin, pathname, { headers: { 'accept-encoding': 'br, gzip', ...headers } });
  const withoutDate = ({ date: _date, ...headers }: http.IncomingHttpHeaders) => headers;

  beforeAll(async () => {
    served = await createTestContext({ logLevel: 'info' }, { extraRoutes: probeRoutes('served'), logStream });
    await served.database.exec('create table cache_probe (v text not null)');
    await setProbe(served.database, 'one');
    origin = await served.app.listen({ port: 0, host: '127.0.0.1' });
  });
  afterAll(async () => {
    await served?.close();
  });
  beforeEach(() => {
    scopes.get('served')!.publicCache.clear();
    routed = 0;
    lines.length = 0;
  });

  it('sends the bytes and headers the route sent, without routing, and logs it like any request', async () => {
    const first = await get({ 'x-forwarded-for': '203.0.113.7' });
    expect(first.headers['x-cache']).toBe('MISS');
    expect(routed).toBe(1);
    const again = await get({ 'x-forwarded-for': '203.0.113.7' });
    expect(routed).toBe(1);
    expect(again.status).toBe(200);
    expect(again.body.equals(first.body)).toBe(true);
    expect(again.headers['content-encoding']).toBe('br');
    expect(withoutDate(again.headers)).toEqual({ ...withoutDate(first.headers), 'x-cache': 'HIT' });
    expect(again.headers['content-security-policy']).toBeTruthy();

    const requests = lines.filter((line) => line.msg === 'request');
    expect(requests).toHaveLength(2);
    expect(requests.map(({ method, url, status, ip }) => ({ method, url, status, ip }))).toEqual([
      // The log keeps a query's parameter names, never their values.
      { method: 'GET', url: '/api/test/cache-probe?a', status: 200, ip: '203.0.113.7' },
      { method: 'GET', url: '/api/test/cache-probe?a', status: 200, ip: '203.0.113.7' },
    ]);
    expect(requests[0]!.reqId).not.toBe(requests[1]!.reqId);
    expect(requests[1]!.ms).toEqual(expect.any(Number));
  });

  it('answers 304 to a matching If-None-Match without routing', async () => {
    const first = await get();
    const revalidated = await get({ 'if-none-match': String(first.headers.etag) });
    expect(routed).toBe(1);
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
    expect(revalidated.headers.etag).toBe(first.headers.etag);
    expect(revalidated.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
    expect(revalidated.headers['content-encoding']).toBeUndefined();
    expect(lines.filter((line) => line.msg === 'request').map((line) => line.status)).toEqual([200, 304]);
  });

  it('leaves to Fastify what it has not answered in that form: another language, HEAD, a body, a method override', async () => {
    await get();
    expect(routed).toBe(1);
    expect((await get({ locale: 'en' })).headers['x-cache']).toBe('MISS');
    expect(routed).toBe(2);
    expect((await rawRequest(origin, PATH, { method: 'HEAD' })).status).toBe(200);
    expect(routed).toBe(3);
    const body = { 'content-type': 'application/json', 'content-length': '2' };
    await rawRequest(origin, PATH, { headers: body }, '{}');
    expect(routed).toBe(4);
    // The same answer, found after rewriteUrl dropped `_method`: through Fastify's router.
    expect((await get({}, `${PATH}&_method=GET`)).headers['x-cache']).toBe('HIT');
    expect(routed).toBe(5);
  });

  it('stops serving an answer once its tag is invalidated', async () => {
    await get();
    await setProbe(served.database, 'two');
    await scopes.get('served')!.invalidatePublic([PROBE_TAG]);
    const fresh = await rawRequest(origin, PATH);
    expect(fresh.headers['x-cache']).toBe('MISS');
    expect(JSON.parse(fresh.body.toString('utf8')).data.values).toEqual(['two']);
    expect(routed).toBe(2);
    await setProbe(served.database, 'one');
  });
});

// ---------------------------------------------------------------------------------------------
// Several instances over one database: an invalidation on one reaches the others through
// LISTEN/NOTIFY (a dedicated connection on PostgreSQL, the embedded database's own listener on PGlite).

interface Instance {
  app: FastifyInstance;
  /** Where its cache is decorated. */
  scope: FastifyInstance;
  close(): Promise<void>;
}

/** A second app over the same database as `ctx`, with its own cache and its own listener. */
async function secondInstance(): Promise<Instance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-second-'));
  let database = ctx.database;
  let ownDatabase = false;
  if (ctx.database.kind === 'postgres') {
    // Its own pool, as a separate process would have.
    const pool = (ctx.database.db as unknown as { $client: pg.Pool }).$client;
    database = await openDatabase({ databaseUrl: pool.options.connectionString, migrate: false });
    ownDatabase = true;
  }
  const app = await buildApp({ ...ctx.config, dataDir }, { database, extraRoutes: probeRoutes('other') });
  await app.ready();
  return {
    app,
    scope: scopes.get('other')!,
    async close() {
      await app.close();
      if (ownDatabase) await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function eventually<T>(read: () => Promise<T>, accept: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (accept(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

describe('invalidation across instances', () => {
  let other: Instance;
  beforeAll(async () => {
    other = await secondInstance();
  });
  afterAll(async () => {
    await other?.close();
  });

  const valuesOn = async (app: FastifyInstance) =>
    (await app.inject({ method: 'GET', url: '/api/test/cache-probe' })).json().data.values as string[];

  it(`reaches the other instance through NOTIFY (${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'})`, async () => {
    other.scope.publicCache.clear();
    expect(await valuesOn(ctx.app)).toEqual(['one']);
    expect(await valuesOn(other.app)).toEqual(['one']);

    await setProbe(ctx.database, 'three');
    // Both still serve their cached copy...
    expect(await valuesOn(other.app)).toEqual(['one']);
    // ...until one of them invalidates after its write.
    await main().invalidatePublic([PROBE_TAG]);
    expect(await valuesOn(ctx.app)).toEqual(['three']);
    const seen = await eventually(
      () => valuesOn(other.app),
      (values) => values[0] === 'three',
    );
    expect(seen).toEqual(['three']);
  });

  it('goes both ways and leaves unrelated entries alone', async () => {
    other.scope.publicCache.clear();
    await valuesOn(ctx.app);
    await valuesOn(other.app);
    await setProbe(ctx.database, 'four');
    await other.scope.invalidatePublic(['something_else']);
    await other.scope.invalidatePublic([PROBE_TAG]);
    const seen = await eventually(
      () => valuesOn(ctx.app),
      (values) => values[0] === 'four',
    );
    expect(seen).toEqual(['four']);
  });

  // Only a server connection can drop; the embedded database has none.
  if (process.env.DATABASE_URL) {
    it('keeps nothing while its listener connection is down, then listens again', async () => {
      const listeners = async () => {
        const result = await ctx.database.db.execute(
          `select count(*)::int as n from pg_stat_activity
           where datname = current_database() and query = 'LISTEN ${EVENTS_CHANNEL}'`,
        );
        return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
      };
      expect(await listeners()).toBe(2);
      await valuesOn(other.app);
      await setProbe(ctx.database, 'five');
      await ctx.database.exec(
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = current_database() and query = 'LISTEN ${EVENTS_CHANNEL}'`,
      );
      // Notices may be missed meanwhile, so nothing cached is served.
      expect(
        await eventually(
          () => valuesOn(other.app),
          (v) => v[0] === 'five',
        ),
      ).toEqual(['five']);
      expect(await eventually(listeners, (n) => n === 2, 10_000)).toBe(2);

      // Listening again: answers are kept and invalidations heard.
      await valuesOn(other.app);
      const cached = await other.app.inject({ method: 'GET', url: '/api/test/cache-probe' });
      expect(cached.headers['x-cache']).toBe('HIT');
      await setProbe(ctx.database, 'six');
      await main().invalidatePublic([PROBE_TAG]);
      expect(
        await eventually(
          () => valuesOn(other.app),
          (v) => v[0] === 'six',
        ),
      ).toEqual(['six']);
    });
  }
});
