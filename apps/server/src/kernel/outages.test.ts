/**
 * The database going away and coming back. On both databases: the driver's own errors of a database
 * that cannot be reached answer 503 in the request's language with Retry-After, and a stopping
 * server answers a request still arriving with the app's 503. On PostgreSQL, with an instance
 * reaching the server through a link the test cuts: a backend ended between two statements of a
 * transaction, backends ended under concurrent checkouts, an outage and its end (health, the
 * listener, the staff streams), and events announced with their commit.
 */
import net from 'node:net';
import { type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { orderLines, orders } from '../db/schema/index';
import { translate } from '../i18n/messages';
import { listenerBackoff } from '../plugins/events';
import { authHeader, signInAs } from '../test/auth';
import { deferred } from '../test/deferred';
import { createTestContext, databaseUrlOf, secondInstance, type TestContext } from '../test/harness';
import { testBucket } from '../test/s3';
import { openStaffStream } from '../test/staff-stream';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../test/store-orders';
import { openTcpLink, type TcpLink } from '../test/tcp-link';
import { systemContext } from './context';
import { mutate } from './mutate';

const onPostgres = Boolean(process.env.DATABASE_URL);

/** Test routes: one that holds a transaction open between two statements, one that holds without the database. */
function holdingRoutes(holds: { reached: ReturnType<typeof deferred>; release: ReturnType<typeof deferred> }[]) {
  return (app: FastifyInstance) => {
    app.post('/api/test/held-transaction', async () => {
      const hold = holds.shift()!;
      await app.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
        hold.reached.resolve();
        await hold.release.promise;
        await tx.execute(sql`select 1`);
      });
      return { data: 'done' };
    });
    app.get('/api/test/slow', async () => {
      const hold = holds.shift()!;
      hold.reached.resolve();
      await hold.release.promise;
      return { data: 'done' };
    });
  };
}

/** The error pg gives when nothing listens at the server's address. */
async function refusedError(): Promise<Error> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return new pg.Client({ host: '127.0.0.1', port, connectionTimeoutMillis: 2000 }).connect().then(
    () => {
      throw new Error('connected to a closed port');
    },
    (error: Error) => error,
  );
}

/** The error pg gives when the server hangs up (a restart, a failover). */
async function terminatedError(): Promise<Error> {
  const server = net.createServer((socket) => socket.destroy());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  try {
    return await new pg.Client({ host: '127.0.0.1', port }).connect().then(
      () => {
        throw new Error('connected to a server that hangs up');
      },
      (error: Error) => error,
    );
  } finally {
    server.close();
  }
}

describe('a database that cannot be reached, as the driver reports it', () => {
  let ctx: TestContext;
  const failures: Record<string, Error> = {};
  beforeAll(async () => {
    // As the query builder wraps them: the driver's error is the cause.
    const wrap = (error: Error) => new Error('Failed query: select 1', { cause: error });
    failures.refused = wrap(await refusedError());
    failures.terminated = wrap(await terminatedError());
    failures.shutdown = wrap(
      Object.assign(new pg.DatabaseError('terminating connection due to administrator command', 0, 'error'), {
        code: '57P01',
      }),
    );
    failures.syntax = wrap(
      Object.assign(new pg.DatabaseError('syntax error at or near "selec"', 0, 'error'), { code: '42601' }),
    );
    ctx = await createTestContext(
      {},
      {
        extraRoutes: (app) => {
          app.get<{ Params: { kind: string } }>('/api/test/db-failure/:kind', async (request) => {
            throw failures[request.params.kind];
          });
        },
      },
    );
  });
  afterAll(async () => {
    await ctx?.close();
  });

  it.each(['refused', 'terminated', 'shutdown'])('%s: 503 with Retry-After in the request language', async (kind) => {
    for (const locale of ['ar', 'en'] as const) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/test/db-failure/${kind}`, headers: { locale } });
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.json()).toEqual({ message: translate(locale, 'service_unavailable') });
    }
  });

  it('a failure of the request itself stays a 500', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/db-failure/syntax', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['retry-after']).toBeUndefined();
  });

  it('health answers 200 with the listener heard', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ status: 'ok', database: 'reachable', events: 'listening' });
  });
});

describe('the bucket cannot be reached', () => {
  let ctx: TestContext;
  let link: TcpLink;
  beforeAll(async () => {
    link = await openTcpLink(inject('s3Endpoint'));
    ctx = await createTestContext({ storage: await testBucket(link.url) });
  });
  afterAll(async () => {
    await ctx?.close();
    await link?.close();
  });

  it('a file it serves answers 503 in the request language while cut, and again once restored', async () => {
    await ctx.app.storage.putPublic('outage/note.txt', Buffer.from('hello'));
    link.cut();
    try {
      for (const locale of ['ar', 'en'] as const) {
        const res = await ctx.app.inject({ method: 'GET', url: '/uploads/outage/note.txt', headers: { locale } });
        expect(res.statusCode).toBe(503);
        expect(res.headers['retry-after']).toBe('2');
        expect(res.json()).toEqual({ message: translate(locale, 'service_unavailable') });
      }
    } finally {
      link.restore();
    }
    const res = await ctx.app.inject({ method: 'GET', url: '/uploads/outage/note.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('hello');
  });
});

describe('a server stopping', () => {
  it("answers a request still arriving on an open connection with the app's 503 in its language", async () => {
    const hold = { reached: deferred(), release: deferred() };
    const ctx = await createTestContext({}, { extraRoutes: holdingRoutes([hold]) });
    try {
      await ctx.app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = ctx.app.server.address() as net.AddressInfo;
      const socket = net.connect(port, '127.0.0.1');
      let received = '';
      socket.setEncoding('utf8');
      socket.on('data', (chunk) => {
        received += chunk;
      });
      const hungUp = new Promise<void>((resolve) => socket.on('close', () => resolve()));
      socket.write('GET /api/test/slow HTTP/1.1\r\nHost: x\r\n\r\n');
      await hold.reached.promise;
      const closing = ctx.app.close();
      // Once the server stops listening the drain has begun; the connection is still open (busy).
      await vi.waitFor(() => expect(ctx.app.server.listening).toBe(false));
      socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nlocale: ar\r\n\r\n');
      await new Promise((resolve) => setTimeout(resolve, 20));
      // The first request finishes during the drain.
      hold.release.resolve();
      await hungUp;
      await closing;
      const [first, second] = received.split(/(?=HTTP\/1\.1 )/);
      expect(first).toMatch(/^HTTP\/1\.1 200 /);
      expect(second).toMatch(/^HTTP\/1\.1 503 /);
      expect(second).toMatch(/\r\nretry-after: 1\r\n/i);
      expect(second).toMatch(/\r\nconnection: close\r\n/i);
      expect(JSON.parse(second!.slice(second!.indexOf('\r\n\r\n') + 4))).toEqual({
        message: translate('ar', 'service_unavailable'),
      });
    } finally {
      hold.release.resolve();
      await ctx.close();
    }
  });
});

if (onPostgres) {
  describe('PostgreSQL going away under an instance', () => {
    let ctx: TestContext;
    let link: TcpLink;
    /** The instance under test: it reaches the server through the link. */
    let linked: FastifyInstance;
    let closeLinked: () => Promise<void>;
    const holds: { reached: ReturnType<typeof deferred>; release: ReturnType<typeof deferred> }[] = [];

    beforeAll(async () => {
      ctx = await createTestContext();
      link = await openTcpLink(databaseUrlOf(ctx));
      const second = await secondInstance(ctx, {}, { databaseUrl: link.url, extraRoutes: holdingRoutes(holds) });
      linked = second!.app;
      closeLinked = second!.close;
      await linked.listen({ host: '127.0.0.1', port: 0 });
    });
    afterAll(async () => {
      linked?.server.closeAllConnections();
      await closeLinked?.();
      await link?.close();
      await ctx?.close();
    });

    /** Rows of a statement run on the other instance's pool (not through the link). */
    const rowsOf = async (statement: SQL) =>
      ((await ctx.app.db.execute(statement)) as unknown as { rows: Record<string, unknown>[] }).rows;

    /** Ends every backend of the test database but the one asking (the server's restart, in effect). */
    const endBackends = (state?: string) =>
      rowsOf(sql`
        select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()
          and (${state ?? null}::text is null or state = ${state ?? null})`);

    const health = async () => {
      const res = await linked.inject({ method: 'GET', url: '/api/health' });
      return { status: res.statusCode, body: res.json().data, retryAfter: res.headers['retry-after'] };
    };

    it('a backend ended between two statements of a transaction fails that request with a 503, and the next one succeeds', async () => {
      const hold = { reached: deferred(), release: deferred() };
      holds.push(hold);
      const pending = linked.inject({ method: 'POST', url: '/api/test/held-transaction', headers: { locale: 'en' } });
      await hold.reached.promise;
      expect(await endBackends('idle in transaction')).toHaveLength(1);
      // The connection's error arrives while no statement of it runs: the process must live through it.
      await vi.waitFor(async () => {
        const rows = await rowsOf(
          sql`select count(*)::int as n from pg_stat_activity where datname = current_database() and state = 'idle in transaction'`,
        );
        expect(rows).toEqual([{ n: 0 }]);
      });
      await new Promise((resolve) => setTimeout(resolve, 50));
      hold.release.resolve();
      const res = await pending;
      expect(res.statusCode).toBe(503);
      expect(res.headers['retry-after']).toBe('2');
      expect(res.json().message).toBe(translate('en', 'service_unavailable'));
      // The pool replaced the connection.
      const next = holds.push({ reached: deferred(), release: deferred() });
      const again = linked.inject({ method: 'POST', url: '/api/test/held-transaction' });
      holds[next - 1]!.release.resolve();
      expect((await again).statusCode).toBe(200);
      await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 5000, interval: 100 });
    });

    it('a transaction whose BEGIN fails, as on a connection ended while idle, gives its connection back', async () => {
      const pool = (linked.db as unknown as { $client: pg.Pool }).$client;
      const query = pg.Client.prototype.query;
      const failing = vi.spyOn(pg.Client.prototype, 'query').mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        const [first] = args as [string | { text?: string }];
        if ((typeof first === 'string' ? first : first?.text) === 'begin') {
          return Promise.reject(new Error('Connection terminated unexpectedly')) as never;
        }
        return (query as (...a: unknown[]) => unknown).apply(this, args) as never;
      });
      try {
        // More failures than the pool has connections: a leak would leave the next ones waiting.
        for (let i = 0; i < 12; i++) {
          await expect(linked.db.transaction(async () => 'never')).rejects.toThrow();
        }
        expect(pool.totalCount - pool.idleCount).toBe(0);
      } finally {
        failing.mockRestore();
      }
      const after = await linked.db.transaction((tx) => tx.execute(sql`select 1 as one`));
      expect((after as unknown as { rows: unknown[] }).rows).toEqual([{ one: 1 }]);
    });

    it('checkouts while backends are ended answer placed or 503, and a retry with the same key finds its one order', async () => {
      const world = await shopWorld(ctx.app);
      const product = await shopProduct(ctx.app, world, 100, { price: 2_000 });
      const customers = await Promise.all(
        Array.from({ length: 8 }, (_, i) => shopCustomer(ctx.app, world, `عميل ${i + 1}`)),
      );
      for (const customer of customers) {
        const added = await asCustomer(ctx.app, customer)('POST', '/api/shop/cart', {
          product_id: product.id,
          quantity: 1,
        });
        expect(added.statusCode).toBe(200);
      }
      const checkout = (customer: (typeof customers)[number], i: number) =>
        asCustomer(linked, customer, 'en')(
          'POST',
          '/api/shop/checkout',
          { address_id: customer.addressId, payment_method: 'cash' },
          { 'idempotency-key': `outage-${product.id}-${i}` },
        );

      let ending = true;
      const ender = (async () => {
        while (ending) {
          await endBackends();
          await new Promise((resolve) => setTimeout(resolve, 3));
        }
      })();
      const first = await Promise.all(customers.map(checkout));
      ending = false;
      await ender;
      for (const res of first) expect([201, 503], res.body).toContain(res.statusCode);

      await vi.waitFor(async () => expect((await health()).status).toBe(200), { timeout: 5000, interval: 100 });
      const retried = await Promise.all(customers.map(checkout));
      for (const res of retried) expect(res.statusCode).toBe(201);
      const placed = retried.map((res) => res.json().data.order.id as number);
      for (const [i, res] of first.entries()) {
        if (res.statusCode === 201) expect(res.json().data.order.id).toBe(placed[i]);
      }
      // One order per customer, each holding its one unit.
      const [held] = await ctx.app.db
        .select({
          orders: sql<number>`count(distinct ${orders.id})::int`,
          units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
        })
        .from(orderLines)
        .innerJoin(orders, sql`${orders.id} = ${orderLines.orderId}`)
        .where(sql`${orderLines.productId} = ${product.id}`);
      expect(held).toEqual({ orders: customers.length, units: customers.length });
    });

    it('while the link is cut: 503 in the request language and health says why; once it is back, health, the listener and the streams recover', async () => {
      const staff = await signInAs(ctx.app, { permissions: ['list orders'], name: 'Night pharmacist' });
      const stream = await openStaffStream(linked, staff.token);
      expect(linked.events.listening).toBe(true);

      link.cut();
      try {
        for (const locale of ['ar', 'en'] as const) {
          const res = await linked.inject({
            method: 'GET',
            url: '/api/admin/orders',
            headers: { ...authHeader(staff.token), locale },
          });
          expect(res.statusCode).toBe(503);
          expect(res.headers['retry-after']).toBe('2');
          expect(res.json()).toEqual({ message: translate(locale, 'service_unavailable') });
        }
        const down = await health();
        expect(down.status).toBe(503);
        expect(down.retryAfter).toBe('2');
        expect(down.body).toMatchObject({ status: 'degraded', database: 'unreachable', events: 'reconnecting' });
        expect(down.body.reason).toMatch(/^database unreachable: /);
        expect(linked.events.listening).toBe(false);
      } finally {
        link.restore();
      }

      // Back within the listener's capped backoff (a second), not the half-minute it once reached.
      expect(listenerBackoff.maxMs).toBeLessThanOrEqual(1000);
      await vi.waitFor(async () => expect(await health()).toMatchObject({ status: 200 }), {
        timeout: 10_000,
        interval: 100,
      });
      expect(linked.events.listening).toBe(true);
      // The stream may have missed events: the server ended it, and its screen reloads when it reconnects.
      await expect(stream.next()).rejects.toThrow('stream ended');

      // A new stream hears an order placed on the other instance.
      const again = await openStaffStream(linked, staff.token);
      try {
        const world = await shopWorld(ctx.app);
        const product = await shopProduct(ctx.app, world, 5, { price: 1_000 });
        const customer = await shopCustomer(ctx.app, world);
        const shop = asCustomer(ctx.app, customer);
        expect((await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 1 })).statusCode).toBe(200);
        const placed = await shop('POST', '/api/shop/checkout', {
          address_id: customer.addressId,
          payment_method: 'cash',
        });
        expect(placed.statusCode).toBe(201);
        const heard = await again.next();
        expect(heard).toMatchObject({ event: 'admin.order.created', data: { id: placed.json().data.order.id } });
      } finally {
        again.close();
      }
    });

    it("a change's events reach the other instance with the commit, even when the instance that committed goes no further; a rolled-back change announces nothing", async () => {
      const heard: string[] = [];
      const stop = ctx.app.events.subscribe('test.', (event) => heard.push(event.name));
      try {
        // Everything after the commit (files, cache, local delivery) never happens on this instance.
        const stuck = { ...systemContext(linked, 'test'), invalidate: () => new Promise<void>(() => {}) };
        const spec = { action: 'test', mode: 'create', subject: 'test', logged: false, invalidates: ['x'] } as const;
        void mutate(stuck, spec, async ({ publish }) => publish('test.committed', { n: 1 }));
        await vi.waitFor(() => expect(heard).toContain('test.committed'));

        await expect(
          mutate(systemContext(linked, 'test'), spec, async ({ publish }) => {
            publish('test.rolled-back', { n: 2 });
            throw new Error('refused');
          }),
        ).rejects.toThrow('refused');
        await mutate(systemContext(linked, 'test'), { ...spec, invalidates: [] }, async ({ publish }) =>
          publish('test.after', { n: 3 }),
        );
        // Notifications arrive in commit order: once the later one is heard, the rolled-back one never will be.
        await vi.waitFor(() => expect(heard).toContain('test.after'));
        expect(heard).toEqual(['test.committed', 'test.after']);
      } finally {
        stop();
      }
    });
  });
}
