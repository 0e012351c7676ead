/**
 * New-order alerts across two server instances on one PostgreSQL database: how long after a
 * checkout commits on instance A the staff event `admin.order.created` reaches a staff client
 * connected to instance B (through PostgreSQL NOTIFY). Two built servers run as two processes, a
 * staff client keeps the event stream open on each, and customers check out on A at a steady rate.
 *
 *   npm run build
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run live-alerts -w bench
 *
 * The commit itself cannot be seen from outside the server, so it is bracketed: the event is announced
 * with the commit and the stream on A is written the moment the commit returns, so "B − A" (the same
 * event's arrival on B less its arrival on A) is the time from commit to B's client less A's own
 * loopback write (well under a millisecond). "sent → B" (from the
 * checkout request leaving the client) is an upper bound. An event missing on either client, or a
 * checkout not placed, makes the exit code 1. BENCH_ALERTS_ORDERS (default 300) checkouts are due
 * BENCH_ALERTS_RATE (default 10) a second.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client';
import { adminUrl, withDatabase } from '../apps/server/src/test/postgres';
import { DEMO_ADMIN } from '../e2e/support/chromium';
import { type AlertClient, alertClient } from './lib/alert-client';
import { serverBundle, startAppServer } from './lib/app-server';
import { call, paced } from './lib/checkout-load';
import { checkoutBody, makeCustomers, type Plan, seedWorld } from './lib/checkout-world';
import { resultsDir, rootDir } from './lib/processes';
import { table } from './lib/report';
import { percentiles, signIn } from './lib/scale';
import { runMain, wholeNumberFromEnv } from './lib/script';

const log = (message = '') => process.stdout.write(`${message}\n`);

const ORDERS = wholeNumberFromEnv('BENCH_ALERTS_ORDERS', 300);
const RATE = wholeNumberFromEnv('BENCH_ALERTS_RATE', 10);
/** Checkouts in flight at most: the rate is kept unless a checkout takes longer than this many intervals. */
const CONCURRENCY = 10;
/** How long the clients wait for the last events after the last checkout was answered. */
const DRAIN_MS = 5_000;
const FEED_READS = 100;

/** One checkout: when it was sent and answered, and the order it placed. */
interface Checkout {
  sentAt: number;
  answeredAt: number;
  orderId: number | null;
  status: number;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

function row(name: string, values: number[]): string[] {
  const p = percentiles(values);
  return [name, String(values.length), ms(p.p50), ms(p.p95), ms(p.p99), ms(p.max)];
}

async function main(): Promise<number> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (the bench creates its own database there)');
  if (!fs.existsSync(serverBundle)) {
    throw new Error(
      `the bench runs the built server and ${path.relative(rootDir, serverBundle)} is missing: npm run build`,
    );
  }
  const name = `bench_live_alerts_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const load = { start: os.loadavg()[0]!, end: 0 };
  log(
    `${new Date().toISOString()}  ${os.cpus().length} cores, load average ${load.start.toFixed(2)}; database ${name}`,
  );
  const databaseUrl = withDatabase(url, name);
  const servers: Array<Awaited<ReturnType<typeof startAppServer>>> = [];
  const clients: AlertClient[] = [];
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  const problems: string[] = [];
  try {
    // One after the other: the first migrates and seeds the demo content, the second finds it done.
    const a = await startAppServer(databaseUrl, { name: 'live-alerts-a' });
    servers.push(a);
    const b = await startAppServer(databaseUrl, { name: 'live-alerts-b' });
    servers.push(b);
    log(`instance A at ${a.origin}, instance B at ${b.origin}`);
    database = await openDatabase({ databaseUrl, migrate: false });
    const world = await seedWorld(database.db, 50, 1_000_000);
    const plan = (i: number): Plan => ({
      lines: [{ productId: world.products[i % world.products.length]!.id, quantity: 1 }],
      coupon: false,
      walletCredit: 0,
      walletSpend: 0,
      pointsCredit: 0,
      pointsSpend: 0,
    });
    log(`preparing ${ORDERS + 20} customers with a cart each …`);
    const customers = await makeCustomers(
      database.db,
      a.origin,
      world,
      Array.from({ length: ORDERS + 20 }, (_, i) => plan(i)),
    );

    const token = await signIn(b.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
    const onB = alertClient(() => b.origin, token);
    const onA = alertClient(() => a.origin, token);
    clients.push(onB, onA);
    await Promise.all([onB.ready, onA.ready]);

    const checkouts: Checkout[] = [];
    const run = async (buyers: typeof customers) =>
      paced(buyers, RATE, CONCURRENCY, async (customer) => {
        const sentAt = performance.now();
        const answer = await call(a.origin, customer.token, 'POST', '/api/shop/checkout', checkoutBody(customer), {
          'idempotency-key': `alerts-${customer.id}`,
        });
        const orderId =
          answer.status === 201 ? (answer.json as { data: { order: { id: number } } }).data.order.id : null;
        checkouts.push({ sentAt, answeredAt: sentAt + answer.ms, orderId, status: answer.status });
      });
    // Warm-up, not measured: connections, caches and the JIT of both servers.
    await run(customers.slice(0, 20));
    checkouts.length = 0;
    log(`${ORDERS} checkouts on A, due ${RATE} a second …`);
    const seconds = await run(customers.slice(20));
    await new Promise((resolve) => setTimeout(resolve, DRAIN_MS));

    const placed = checkouts.filter((c) => c.orderId !== null);
    for (const c of checkouts) if (c.orderId === null) problems.push(`a checkout answered ${c.status}`);
    const answerMs: number[] = [];
    const sentToA: number[] = [];
    const sentToB: number[] = [];
    const answerToB: number[] = [];
    const aToB: number[] = [];
    let missingA = 0;
    let missingB = 0;
    for (const c of placed) {
      const atA = onA.arrivals.get(c.orderId!);
      const atB = onB.arrivals.get(c.orderId!);
      answerMs.push(c.answeredAt - c.sentAt);
      if (atA === undefined) missingA++;
      else sentToA.push(atA - c.sentAt);
      if (atB === undefined) missingB++;
      else {
        sentToB.push(atB - c.sentAt);
        answerToB.push(atB - c.answeredAt);
        if (atA !== undefined) aToB.push(atB - atA);
      }
    }
    if (missingA) problems.push(`${missingA} alerts never reached the client on A`);
    if (missingB) problems.push(`${missingB} alerts never reached the client on B`);

    // The bell's stored feed, read on B now that the orders are there.
    const feedMs: number[] = [];
    for (let i = 0; i < FEED_READS; i++) {
      const answer = await call(b.origin, token, 'GET', '/api/admin/notifications');
      if (answer.status !== 200) problems.push(`GET admin/notifications answered ${answer.status}`);
      feedMs.push(answer.ms);
    }

    log(
      `\n${table(
        ['measure', 'n', 'p50', 'p95', 'p99', 'max'],
        [
          row('checkout answered (sent → answer, on A)', answerMs),
          row('alert on A (sent → event)', sentToA),
          row('alert on B (sent → event)', sentToB),
          row('alert on B after the answer (answer → event; < 0: before it)', answerToB),
          row('commit → alert on B, less A’s loopback write (B − A)', aToB),
          row('GET admin/notifications on B', feedMs),
        ],
      )}`,
    );
    log(
      `${placed.length} orders placed in ${seconds.toFixed(1)} s (${(placed.length / seconds).toFixed(1)}/s); ` +
        `alerts missing: ${missingA} on A, ${missingB} on B`,
    );
    load.end = os.loadavg()[0]!;
    fs.mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'live-alerts.json');
    const results = {
      date: new Date().toISOString(),
      loadAverage: load,
      orders: placed.length,
      rate: RATE,
      checkoutAnswer: percentiles(answerMs),
      sentToA: percentiles(sentToA),
      sentToB: percentiles(sentToB),
      answerToB: percentiles(answerToB),
      commitToB: percentiles(aToB),
      feed: percentiles(feedMs),
      missing: { a: missingA, b: missingB },
    };
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`load average ${load.start.toFixed(2)} → ${load.end.toFixed(2)}; figures in ${path.relative(rootDir, file)}`);
  } finally {
    for (const client of clients) client.close();
    await database?.close();
    for (const server of servers.reverse()) await server.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  for (const problem of problems.slice(0, 20)) log(`problem: ${problem}`);
  return problems.length ? 1 : 0;
}

runMain(main);
