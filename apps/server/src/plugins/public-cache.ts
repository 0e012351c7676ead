import { createHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { LOCALES } from '@app/contracts/common';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import type { z } from 'zod';
import { type PrebuiltHead, prebuildHead, writePrebuilt } from '../lib/prebuilt-head';
import { EventTooLargeError } from './events';
import { parseLocale } from './locale';

/**
 * Public content reads (menu, pages, news, branches...) are served from memory: the
 * JSON answer of each (path, query, locale) is serialized once, compressed once with
 * gzip and brotli, and sent as bytes with a strong ETag until something it was built
 * from changes. Writers call `app.invalidatePublic(tags)` after their transaction
 * commits; the tags are dropped here and announced to every other instance as a
 * `cache.invalidate` event on the event bus (plugins/events: PostgreSQL LISTEN/NOTIFY).
 */

/**
 * Browsers and proxies may keep an answer but must revalidate it before each use: the revalidation is a
 * cheap 304 from memory, and a change saved by staff shows on the next page load instead of a minute later.
 */
export const PUBLIC_CACHE_CONTROL = 'public, no-cache';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

type Encoding = 'br' | 'gzip' | 'identity';

export interface Entry {
  key: string;
  tags: readonly string[];
  /** Hash of the uncompressed body; each encoding's ETag adds a suffix. */
  hash: string;
  body: Buffer;
  /** Null when compressing would not make the body smaller. */
  gzip: Buffer | null;
  br: Buffer | null;
  /** The bytes and headers of each representation, built once: a hit writes them in one call. */
  representations: Record<Encoding, Representation>;
  bytes: number;
  expiresAt: number;
  /** Asked for since it was kept or last passed over for eviction (see PublicCacheStore.get). */
  used: boolean;
}

/** An entry as built, before the store keeps it. */
export type BuiltEntry = Omit<Entry, 'expiresAt' | 'used'>;

type HeaderSet = { hit: PrebuiltHead; miss: PrebuiltHead };

interface Representation {
  body: Buffer;
  /** The head of a hit and of a miss, security headers included, validated and joined once each. */
  headers: HeaderSet;
  /** The same for a 304 (no body, so no content type, length or coding). */
  notModified: HeaderSet;
}

/** How a kept body is described: JSON answers vary by the `locale` header, pages by their address alone. */
export interface BodyKind {
  contentType: string;
  vary: string;
}

const JSON_ANSWER: BodyKind = { contentType: 'application/json; charset=utf-8', vary: 'locale, Accept-Encoding' };
const HTML_PAGE: BodyKind = { contentType: 'text/html; charset=utf-8', vary: 'Accept-Encoding' };

function representation(
  body: Buffer,
  encoding: Encoding,
  etag: string,
  baseHeaders: Readonly<Record<string, string>>,
  kind: BodyKind,
): Representation {
  const validators = { ...baseHeaders, 'cache-control': PUBLIC_CACHE_CONTROL, etag, vary: kind.vary };
  const headers: Record<string, string> = {
    ...validators,
    'content-type': kind.contentType,
    'content-length': String(body.length),
  };
  if (encoding !== 'identity') headers['content-encoding'] = encoding;
  const both = (status: number, set: Record<string, string>): HeaderSet => ({
    hit: prebuildHead(status, { ...set, 'x-cache': 'HIT' }),
    miss: prebuildHead(status, { ...set, 'x-cache': 'MISS' }),
  });
  return { body, headers: both(200, headers), notModified: both(304, validators) };
}

interface PublicCacheOptions {
  /** Most answers kept (default 1000). */
  maxEntries?: number;
  /** Most bytes kept, all encodings counted (default 64 MiB). */
  maxBytes?: number;
  /** A safety net: entries are rebuilt after this long even without an invalidation (default 10 minutes). */
  ttlMs?: number;
}

type QueryOf<S> = S extends { querystring: infer Q extends z.ZodType } ? z.output<Q> : Record<string, never>;
type ParamsOf<S> = S extends { params: infer P extends z.ZodType } ? z.output<P> : Record<string, never>;

/** The request a cached handler sees: query and params already validated by the route schema. */
export type PublicRequest<S> = Omit<FastifyRequest, 'query' | 'params'> & { query: QueryOf<S>; params: ParamsOf<S> };

interface PublicGetOptions<S extends FastifySchema> {
  /** What the answer is built from; invalidating any of them drops it. */
  tags: readonly string[];
  schema?: S;
}

type PublicGet = <S extends FastifySchema = FastifySchema>(
  url: string,
  options: PublicGetOptions<S>,
  handler: (request: PublicRequest<S>) => Promise<unknown> | unknown,
) => void;

export interface PublicCacheStats {
  entries: number;
  bytes: number;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Registers a public GET route whose JSON answer is cached per path, query and locale. */
    publicGet: PublicGet;
    /**
     * Answers a plain GET from a kept answer straight from the HTTP server's request event,
     * before Fastify builds its request and reply and routes (most of a hit's cost there): only a
     * URL and language answered before, so the bytes and headers are those its route would send.
     * Returns the status written, or 0 when the request is Fastify's to answer.
     */
    answerKept(request: IncomingMessage, response: ServerResponse): number;
    /** Drops cached answers carrying any of these tags here and on every other instance. */
    invalidatePublic(tags: readonly string[]): Promise<void>;
    publicCache: PublicCacheStore;
    /** Rendered public pages, kept with the API answers they were built from. */
    keptPages: KeptPages;
  }
}

/** Pages kept by their raw URL (the language is in the address), with the tags of the reads they made. */
interface KeptPages {
  get(url: string): Entry | undefined;
  /** Pre-compresses and keeps a page rendered from reads made since `mark` (PublicCacheStore.mark). */
  keep(url: string, html: string, tags: readonly string[], mark: number): Promise<Entry>;
  /** Writes a kept page (200, or 304 on a matching If-None-Match). */
  write(request: FastifyRequest, reply: FastifyReply, entry: Entry, hit: boolean): FastifyReply;
}

/**
 * Marks the reply of a public read with the tags of its answer, where the server's own page
 * rendering (which reads through `inject`) finds them: a page is built from these answers.
 */
export const ANSWER_TAGS = Symbol('answerTags');

/** Bounded LRU of serialized answers with a tag index. */
export class PublicCacheStore {
  private readonly entries = new Map<string, Entry>();
  private readonly byTag = new Map<string, Set<string>>();
  /** Bumped on every invalidation of a tag, so an answer built meanwhile is not kept. */
  private readonly generations = new Map<string, number>();
  private readonly inflight = new Map<string, { tags: readonly string[]; promise: Promise<Entry> }>();
  private totalBytes = 0;
  /** Counts every invalidation, for answers whose tags are known only once built (pages). */
  private invalidations = 0;
  /** Off while invalidations from other instances cannot be heard: answers are then built but not kept. */
  private keeping = true;

  constructor(
    readonly maxEntries: number,
    readonly maxBytes: number,
    readonly ttlMs: number,
  ) {}

  /** Stops or resumes keeping answers; stopping also forgets what is kept. */
  setKeeping(keeping: boolean): void {
    if (!keeping) this.clear();
    this.keeping = keeping;
  }

  /** Whether an answer is kept under `key`, without marking it used. */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  stats(): PublicCacheStats {
    return { entries: this.entries.size, bytes: this.totalBytes };
  }

  /**
   * The fresh entry under `key`, marked as used. Eviction gives a used entry a second chance (it
   * moves to the recent end, unmarked) instead of a hit moving it there: that Map delete and insert
   * on every hit was the largest cost of a kept answer after the socket write (about 2.5 µs).
   */
  get(key: string, now = Date.now()): Entry | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (entry.expiresAt <= now) {
      this.remove(key);
      return undefined;
    }
    entry.used = true;
    return entry;
  }

  /**
   * The cached entry, or one built by `build` — once, however many requests ask for
   * the same key meanwhile. It is only kept if none of its tags was invalidated
   * while it was being built.
   */
  async getOrBuild(key: string, tags: readonly string[], build: () => Promise<BuiltEntry>) {
    const cached = this.get(key);
    if (cached) return { entry: cached, hit: true };
    const pending = this.inflight.get(key);
    if (pending) return { entry: await pending.promise, hit: false };

    const seen = tags.map((tag) => this.generations.get(tag) ?? 0);
    const promise = build().then((built) => {
      const entry: Entry = { ...built, expiresAt: Date.now() + this.ttlMs, used: false };
      const unchanged = tags.every((tag, i) => (this.generations.get(tag) ?? 0) === seen[i]);
      if (unchanged) this.set(entry);
      return entry;
    });
    const record = { tags, promise };
    this.inflight.set(key, record);
    try {
      return { entry: await promise, hit: false };
    } finally {
      if (this.inflight.get(key) === record) this.inflight.delete(key);
    }
  }

  /** A mark to take before building an answer whose tags are not known yet (see keepIfUnchanged). */
  mark(): number {
    return this.invalidations;
  }

  /**
   * Keeps an entry built from reads made since `mark` (a rendered page) if nothing at all was
   * invalidated meanwhile: any of its reads may have seen the old data then.
   */
  keepIfUnchanged(entry: BuiltEntry, mark: number): Entry {
    const kept: Entry = { ...entry, expiresAt: Date.now() + this.ttlMs, used: false };
    if (this.invalidations === mark) this.set(kept);
    return kept;
  }

  invalidate(tags: readonly string[]): void {
    this.invalidations++;
    for (const tag of tags) {
      this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
      for (const key of this.byTag.get(tag) ?? []) this.remove(key);
    }
    // Requests arriving now must not join a build that may have read the old data.
    for (const [key, record] of this.inflight) {
      if (record.tags.some((tag) => tags.includes(tag))) this.inflight.delete(key);
    }
  }

  clear(): void {
    this.invalidations++;
    for (const tag of this.byTag.keys()) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    for (const record of this.inflight.values()) {
      for (const tag of record.tags) this.generations.set(tag, (this.generations.get(tag) ?? 0) + 1);
    }
    this.entries.clear();
    this.byTag.clear();
    this.inflight.clear();
    this.totalBytes = 0;
  }

  private set(entry: Entry): void {
    // An answer larger than the whole budget is served but never kept.
    if (!this.keeping || entry.bytes > this.maxBytes) return;
    this.remove(entry.key);
    this.entries.set(entry.key, entry);
    this.totalBytes += entry.bytes;
    for (const tag of entry.tags) {
      let keys = this.byTag.get(tag);
      if (!keys) {
        keys = new Set();
        this.byTag.set(tag, keys);
      }
      keys.add(entry.key);
    }
    while (this.entries.size > this.maxEntries || this.totalBytes > this.maxBytes) {
      const oldest = this.entries.values().next();
      if (oldest.done) break;
      const candidate = oldest.value;
      if (candidate.used && candidate !== entry) {
        candidate.used = false;
        this.entries.delete(candidate.key);
        this.entries.set(candidate.key, candidate);
        continue;
      }
      this.remove(candidate.key);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.totalBytes -= entry.bytes;
    for (const tag of entry.tags) {
      const keys = this.byTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.byTag.delete(tag);
    }
  }
}

/** Serializes and pre-compresses one answer. */
export async function buildEntry(
  key: string,
  tags: readonly string[],
  answer: unknown,
  baseHeaders: Readonly<Record<string, string>> = {},
  kind: BodyKind = JSON_ANSWER,
): Promise<BuiltEntry> {
  // A page arrives as its bytes; an API answer as the value to serialize.
  const body = Buffer.isBuffer(answer) ? answer : Buffer.from(JSON.stringify(answer), 'utf8');
  const [gz, br] = await Promise.all([
    gzip(body, { level: 6 }),
    brotli(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        // Every distinct query is a cache miss that pays for this, so the quality must stay cheap:
        // measured on a 4 KB answer, quality 11 took 5-8 ms and quality 5 0.07 ms for ~10% more bytes.
        [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  ]);
  const smaller = (candidate: Buffer) => (candidate.length < body.length ? candidate : null);
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 32);
  const etags = { identity: etagFor(hash, 'identity'), br: etagFor(hash, 'br'), gzip: etagFor(hash, 'gzip') };
  const compressed = { gzip: smaller(gz), br: smaller(br) };
  const entry = {
    key,
    tags,
    hash,
    body,
    ...compressed,
    representations: {
      identity: representation(body, 'identity', etags.identity, baseHeaders, kind),
      // Never chosen when null (negotiation only offers what is held); the plain body keeps the type total.
      gzip: compressed.gzip
        ? representation(compressed.gzip, 'gzip', etags.gzip, baseHeaders, kind)
        : representation(body, 'identity', etags.identity, baseHeaders, kind),
      br: compressed.br
        ? representation(compressed.br, 'br', etags.br, baseHeaders, kind)
        : representation(body, 'identity', etags.identity, baseHeaders, kind),
    },
    bytes: 0,
  };
  entry.bytes = body.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0) + key.length;
  return entry;
}

/** The best encoding the client accepts among those we hold (brotli, then gzip). */
export function negotiateEncoding(header: string | undefined, available: { br: boolean; gzip: boolean }): Encoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawName, ...params] = part.trim().split(';');
    const name = rawName?.trim().toLowerCase();
    if (!name) continue;
    let q = 1;
    for (const param of params) {
      const [k, v] = param.trim().split('=');
      if (k?.trim().toLowerCase() === 'q') q = Number.parseFloat(v ?? '');
    }
    weights.set(name, Number.isFinite(q) ? q : 0);
  }
  const weight = (name: string) =>
    weights.get(name) ?? (name === 'gzip' ? weights.get('x-gzip') : undefined) ?? weights.get('*') ?? 0;
  const candidates: Encoding[] = [];
  if (available.br && weight('br') > 0) candidates.push('br');
  if (available.gzip && weight('gzip') > 0) candidates.push('gzip');
  // Stable sort keeps brotli first on equal weights.
  candidates.sort((a, b) => weight(b) - weight(a));
  return candidates[0] ?? 'identity';
}

function etagFor(hash: string, encoding: Encoding): string {
  // A strong validator names one representation, so each content coding gets its own.
  return encoding === 'identity' ? `"${hash}"` : `"${hash}-${encoding === 'br' ? 'br' : 'gz'}"`;
}

/**
 * negotiateEncoding for the Accept-Encoding values clients actually send, remembered: browsers
 * send a handful of distinct values, so parsing each request's header again is wasted work. Keyed
 * by the header string itself, with one slot per set of available codings (br × gzip).
 */
const negotiated = new Map<string, (Encoding | undefined)[]>();
function cachedNegotiation(header: string | undefined, br: boolean, gzip: boolean): Encoding {
  if (header === undefined || header.length > 200) return negotiateEncoding(header, { br, gzip });
  let choices = negotiated.get(header);
  if (choices === undefined) {
    // Bounded: arbitrary headers cannot grow it without limit.
    if (negotiated.size >= 256) negotiated.clear();
    choices = [undefined, undefined, undefined, undefined];
    negotiated.set(header, choices);
  }
  const slot = (br ? 2 : 0) + (gzip ? 1 : 0);
  let encoding = choices[slot];
  if (encoding === undefined) {
    encoding = negotiateEncoding(header, { br, gzip });
    choices[slot] = encoding;
  }
  return encoding;
}

/** If-None-Match compares weakly (RFC 9110): any coding of the same body matches. */
export function matchesIfNoneMatch(header: string | undefined, hash: string): boolean {
  if (!header) return false;
  return header.split(',').some((raw) => {
    const tag = raw.trim();
    if (tag === '*') return true;
    const opaque = tag.replace(/^W\//, '').replace(/^"|"$/g, '');
    return opaque === hash || opaque === `${hash}-br` || opaque === `${hash}-gz`;
  });
}

/** Same query, same key: parameters sorted, arrays kept in order. */
export function stableQuery(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const sorted = Object.entries(query as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return sorted.length ? JSON.stringify(sorted) : '';
}

/** An answer is kept per language, path and validated query (unknown parameters dropped). */
function validatedKeyOf(request: FastifyRequest): string {
  const url = request.url;
  const queryIndex = url.indexOf('?');
  const path = queryIndex === -1 ? url : url.slice(0, queryIndex);
  return `${request.locale}\n${path}\n${queryIndex === -1 ? '' : stableQuery(request.query)}`;
}

/**
 * Writes a kept answer straight to the socket with a head joined when it was kept (security
 * headers included; lib/prebuilt-head), or a 304 when the client holds it already. Copying header
 * objects per request was the largest cost of a hit inside Fastify, checking them the largest after it.
 */
function writeEntry(headers: IncomingHttpHeaders, response: ServerResponse, entry: Entry, hit: boolean): number {
  const encoding = cachedNegotiation(headers['accept-encoding'], entry.br !== null, entry.gzip !== null);
  const representation = entry.representations[encoding];
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined && matchesIfNoneMatch(ifNoneMatch, entry.hash)) {
    writePrebuilt(response, hit ? representation.notModified.hit : representation.notModified.miss);
    return 304;
  }
  writePrebuilt(response, hit ? representation.headers.hit : representation.headers.miss, representation.body);
  return 200;
}

/** The bus event an invalidation travels as; `tags: null` drops everything. */
const PUBLIC_CACHE_EVENT = 'cache.invalidate';

interface Invalidation {
  tags: string[] | null;
}

function tagsOf(payload: unknown): string[] | null {
  const tags = (payload as Partial<Invalidation> | null)?.tags;
  return Array.isArray(tags) && tags.every((t) => typeof t === 'string') ? tags : null;
}

async function publicCachePlugin(app: FastifyInstance, options: PublicCacheOptions): Promise<void> {
  const store = new PublicCacheStore(
    options.maxEntries ?? 1000,
    options.maxBytes ?? 64 * 1024 * 1024,
    options.ttlMs ?? 10 * 60_000,
  );
  // Raw request → validated key, per language. Many spellings (reordered or unknown parameters)
  // share one answer and cost no query; the maps are bounded, and an alias to an evicted key is
  // just a miss. Keyed by the URL string itself (not a string made from it), so the lookup hashes
  // the URL once and the access log's lookup of the same string reuses that hash.
  const aliases = new Map<string, Map<string, string>>(LOCALES.map((locale) => [locale, new Map()]));
  const maxAliases = 2 * (options.maxEntries ?? 1000);
  const rememberAlias = (locale: string, url: string, key: string) => {
    const known = aliases.get(locale);
    if (known === undefined) return;
    if (known.size >= maxAliases) known.clear();
    known.set(url, key);
  };
  /** The kept entry a request seen before leads to, by its language and raw URL. */
  const keptFor = (locale: string, url: string): Entry | undefined => {
    const key = aliases.get(locale)?.get(url);
    return key === undefined ? undefined : store.get(key);
  };

  // Another instance's invalidation; anything unreadable is treated as "everything may have changed".
  const unsubscribe = app.events.subscribe(PUBLIC_CACHE_EVENT, (event) => {
    if (event.local) return;
    const tags = tagsOf(event.payload);
    if (tags) store.invalidate(tags);
    else store.clear();
  });
  // Invalidations sent while this instance cannot hear them are lost: keep nothing until it listens again.
  const stopResync = app.events.onResync((listening) => {
    if (listening) store.clear();
    store.setKeeping(listening);
  });
  store.setKeeping(app.events.listening);
  app.addHook('onClose', async () => {
    unsubscribe();
    stopResync();
    store.clear();
  });

  app.decorate('publicCache', store);

  app.decorate('invalidatePublic', async function invalidatePublic(tags: readonly string[]): Promise<void> {
    const unique = [...new Set(tags)];
    if (unique.length === 0) return;
    store.invalidate(unique);
    try {
      await app.events.publish(PUBLIC_CACHE_EVENT, { tags: unique } satisfies Invalidation);
    } catch (error) {
      if (!(error instanceof EventTooLargeError)) throw error;
      // Too many tags for one notification: the other instances drop everything instead.
      await app.events.publish(PUBLIC_CACHE_EVENT, { tags: null } satisfies Invalidation);
    }
  });

  const publicGet: PublicGet = function (this: FastifyInstance, url, routeOptions, handler) {
    const tags = [...routeOptions.tags];
    const schema: FastifySchema | undefined = routeOptions.schema;
    // Pre-compressed bytes are sent as they are: the global compression must not touch them.
    // The route handler is synchronous for a hit: no promise, one lookup, headers computed when the answer was built.
    // onResponse hooks and the access log still run (they listen for the response's end).
    const send = (request: FastifyRequest, reply: FastifyReply, entry: Entry, hit: boolean): FastifyReply => {
      (reply.raw as unknown as Record<symbol, unknown>)[ANSWER_TAGS] = entry.tags;
      reply.hijack();
      writeEntry(request.headers, reply.raw, entry, hit);
      return reply;
    };

    this.get(
      url,
      {
        schema,
        config: { public: true },
        compress: false,
        decompress: false,
        // A request seen before is answered as soon as the route is known, before its query is
        // parsed and validated: its raw URL leads to the entry its validated query was kept under.
        onRequest: (request, reply, done) => {
          const cached = keptFor(request.locale, request.url);
          if (cached) {
            send(request, reply, cached, true);
            return;
          }
          done();
        },
      },
      (request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> => {
        const key = validatedKeyOf(request);
        rememberAlias(request.locale, request.url, key);
        return store
          .getOrBuild(key, tags, async () =>
            buildEntry(
              key,
              tags,
              await handler(request as unknown as Parameters<typeof handler>[0]),
              app.securityHeaders,
            ),
          )
          .then(({ entry, hit }) => send(request, reply, entry, hit));
      },
    );
  };
  app.decorate('publicGet', publicGet);

  const pageKey = (url: string) => `page\n${url}`;
  app.decorate('keptPages', {
    get: (url: string) => store.get(pageKey(url)),
    async keep(url: string, html: string, tags: readonly string[], mark: number) {
      const key = pageKey(url);
      const built = await buildEntry(
        key,
        [...new Set(tags)],
        Buffer.from(html, 'utf8'),
        app.securityHeaders,
        HTML_PAGE,
      );
      const entry = store.keepIfUnchanged(built, mark);
      // A page reads the same whatever `locale` header comes with it: both lead to it before routing.
      for (const locale of LOCALES) rememberAlias(locale, url, key);
      return entry;
    },
    write(request: FastifyRequest, reply: FastifyReply, entry: Entry, hit: boolean) {
      reply.hijack();
      writeEntry(request.headers, reply.raw, entry, hit);
      return reply;
    },
  } satisfies KeptPages);

  // A kept answer before routing (see answerKept): not once the server is closing, when Fastify
  // answers new requests 503 itself.
  let closing = false;
  app.addHook('preClose', (done) => {
    closing = true;
    done();
  });
  app.decorate('answerKept', (request: IncomingMessage, response: ServerResponse): number => {
    if (closing || request.method !== 'GET') return 0;
    const headers = request.headers;
    // A body on a GET goes through Fastify, which decides what to make of it.
    if (headers['content-length'] !== undefined || headers['transfer-encoding'] !== undefined) return 0;
    // Aliases are kept under URLs as rewriteUrl leaves them (no `_method`, no empty parameter), so
    // a raw URL found among them is one rewriteUrl leaves as it is, and it routed to this answer.
    const entry = keptFor(parseLocale(headers.locale), request.url ?? '/');
    return entry ? writeEntry(headers, response, entry, true) : 0;
  });
}

export default fp(publicCachePlugin, {
  name: 'public-cache',
  fastify: '5.x',
  decorators: { fastify: ['config', 'database', 'db', 'events'], request: ['locale'] },
});
