/**
 * Checkout under concurrency: many customers placing orders at once on PostgreSQL, through the built
 * server on a real socket. Measures checkouts per second and their latency at each concurrency
 * beside a cheap read of the same customers (GET /api/shop/cart) run in the same way and the same
 * run (B, A, A, B), and checkouts due 40 a second (the target read as a rate); then re-sends some
 * requests with their Idempotency-Key, races 30 customers for 10 units, and checks the database
 * agrees with every answer. Nothing fails on a number; the exit code is 1 when the state is wrong
 * or a request failed.
 *
 *   npm run build
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run checkout -w bench
 *
 * The URL names the server (and a database to connect to there): the bench creates a database of
 * its own beside it and drops it at the end. BENCH_CHECKOUT_ORDERS (default 400) checkouts are
 * measured per concurrency of BENCH_CHECKOUT_LEVELS (default 20,50).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { type Database, openDatabase } from '../apps/server/src/db/client';
import { adminUrl, withDatabase } from '../apps/server/src/test/postgres';
import { serverBundle, startAppServer } from './lib/app-server';
import { type AuditFigures, audit, type Outcome } from './lib/checkout-audit';
import {
  type Answer,
  call,
  emptySeries,
  type Figures,
  figuresOf,
  joined,
  networkRetries,
  paced,
  pool,
  type Series,
} from './lib/checkout-load';
import {
  addProducts,
  type BenchCustomer,
  checkoutBody,
  makeCustomers,
  mixedPlan,
  type ShopWorld,
  seedWorld,
} from './lib/checkout-world';
import { cpuSecondsOf, resultsDir, rootDir } from './lib/processes';
import { table } from './lib/report';
import { runMain, wholeNumberFromEnv } from './lib/script';

const log = (message = '') => process.stdout.write(`${message}\n`);

const ORDERS = wholeNumberFromEnv('BENCH_CHECKOUT_ORDERS', 400);
const LEVELS = (process.env.BENCH_CHECKOUT_LEVELS || '20,50').split(',').map(Number);
const PRODUCTS = 100;
/** Enough that no measured checkout is refused for stock: the contention measured is the locks'. */
const AMPLE = 1_000_000;
const TARGET = { concurrency: 20, perSecond: 40, p95Ms: 300 };

/** Milliseconds of CPU per answer: the server process, and PostgreSQL's backends. */
interface CpuPerRequest {
  serverCpuMs: number;
  databaseCpuMs: number;
}

interface Level {
  concurrency: number;
  checkout: Figures & CpuPerRequest;
  cartRead: Figures & CpuPerRequest;
}

/** Every outcome, for the audit; problems found on the way. */
const outcomes: Outcome[] = [];
const problems: string[] = [];

const orderIdOf = (answer: Answer) =>
  answer.status === 201 ? ((answer.json as { data: { order: { id: number } } }).data.order.id as number) : null;

function checkout(origin: string, customer: BenchCustomer): Promise<Answer> {
  return call(origin, customer.token, 'POST', '/api/shop/checkout', checkoutBody(customer), {
    'idempotency-key': `bench-${customer.id}`,
  });
}

/** A measured checkout's latency and outcome; anything but a placed order is a problem. */
function record(series: Series, customer: BenchCustomer, answer: Answer, ms: number): void {
  series.ms.push(ms);
  if (answer.status !== 201) {
    series.unexpected++;
    problems.push(`checkout of customer ${customer.id} answered ${answer.status}: ${JSON.stringify(answer.json)}`);
  }
  outcomes.push({ customer, orderId: orderIdOf(answer) });
}

/** Checks the customers out with `concurrency` at once; every one should be placed. */
async function checkouts(origin: string, customers: readonly BenchCustomer[], concurrency: number): Promise<Series> {
  const series = emptySeries();
  series.seconds = await pool(customers, concurrency, async (customer) => {
    const answer = await checkout(origin, customer);
    record(series, customer, answer, answer.ms);
  });
  return series;
}

/** Checkouts due at `rate` a second, at most `concurrency` at once; latency from when each was due. */
async function pacedCheckouts(
  origin: string,
  customers: readonly BenchCustomer[],
  rate: number,
  concurrency: number,
): Promise<Series> {
  const series = emptySeries();
  series.seconds = await paced(customers, rate, concurrency, async (customer, dueAt) => {
    const answer = await checkout(origin, customer);
    record(series, customer, answer, performance.now() - dueAt);
  });
  return series;
}

/** `count` cart reads, each simulated customer reading its own (filled) cart again and again. */
async function cartReads(origin: string, readers: readonly BenchCustomer[], count: number): Promise<Series> {
  const series = emptySeries();
  series.seconds = await pool(Array.from({ length: count }), readers.length, async (_, worker) => {
    const answer = await call(origin, readers[worker]!.token, 'GET', '/api/shop/cart');
    series.ms.push(answer.ms);
    if (answer.status !== 200) series.unexpected++;
  });
  return series;
}

/** CPU so far of the server process and of each PostgreSQL backend serving the bench's database. */
interface CpuSample {
  server: number;
  backends: Map<number, number>;
}

type CpuProbe = () => Promise<CpuSample>;

function cpuProbe(admin: pg.Client, serverPid: number | undefined, database: string): CpuProbe {
  return async () => {
    const { rows } = await admin.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1', [
      database,
    ]);
    return {
      server: cpuSecondsOf(serverPid) ?? 0,
      backends: new Map(rows.map(({ pid }) => [pid, cpuSecondsOf(pid) ?? 0])),
    };
  };
}

/** The series `run` makes, and the CPU milliseconds the server and PostgreSQL spent meanwhile. */
async function withCpu(
  probe: CpuProbe,
  run: () => Promise<Series>,
): Promise<[Series, { server: number; database: number }]> {
  const before = await probe();
  const series = await run();
  const after = await probe();
  // A backend started meanwhile counts whole; one that ended meanwhile is missed (the pool keeps them).
  let database = 0;
  for (const [pid, seconds] of after.backends) database += seconds - (before.backends.get(pid) ?? 0);
  return [series, { server: (after.server - before.server) * 1000, database: database * 1000 }];
}

async function measureLevel(
  db: Database,
  server: { origin: string },
  probe: CpuProbe,
  world: ShopWorld,
  concurrency: number,
  offset: number,
): Promise<Level> {
  log(`\n${concurrency} concurrent customers: preparing ${ORDERS} carts and ${concurrency} readers …`);
  const readers = await makeCustomers(
    db,
    server.origin,
    world,
    Array.from({ length: concurrency }, (_, i) => mixedPlan(world, offset + i)),
  );
  const buyers = await makeCustomers(
    db,
    server.origin,
    world,
    Array.from({ length: ORDERS }, (_, i) => mixedPlan(world, offset + concurrency + i)),
  );
  const half = Math.floor(ORDERS / 2);
  const reads = Math.max(concurrency, half);
  // Baseline, app, app, baseline: a load that drifts during the run weighs on both alike.
  const [b1, bCpu1] = await withCpu(probe, () => cartReads(server.origin, readers, reads));
  const [a1, aCpu1] = await withCpu(probe, () => checkouts(server.origin, buyers.slice(0, half), concurrency));
  const [a2, aCpu2] = await withCpu(probe, () => checkouts(server.origin, buyers.slice(half), concurrency));
  const [b2, bCpu2] = await withCpu(probe, () => cartReads(server.origin, readers, reads));
  const checkout = figuresOf(joined(a1, a2));
  const cartRead = figuresOf(joined(b1, b2));
  const perRequest = (a: typeof aCpu1, b: typeof aCpu1, requests: number): CpuPerRequest => ({
    serverCpuMs: (a.server + b.server) / requests,
    databaseCpuMs: (a.database + b.database) / requests,
  });
  return {
    concurrency,
    checkout: { ...checkout, ...perRequest(aCpu1, aCpu2, checkout.requests) },
    cartRead: { ...cartRead, ...perRequest(bCpu1, bCpu2, cartRead.requests) },
  };
}

/** Retries: the same key again answers the same order, alone or two at once. */
async function idempotency(db: Database, origin: string, world: ShopWorld, offset: number) {
  const placed = outcomes.filter((o) => o.orderId !== null).slice(0, 40);
  const again = await Promise.all(placed.map((o) => checkout(origin, o.customer)));
  const resentSame = again.filter((answer, i) => orderIdOf(answer) === placed[i]!.orderId).length;
  if (resentSame !== placed.length)
    problems.push(`${placed.length - resentSame} re-sent checkouts answered another order`);

  const tappers = await makeCustomers(
    db,
    origin,
    world,
    Array.from({ length: 20 }, (_, i) => mixedPlan(world, offset + i)),
  );
  const taps = await Promise.all(tappers.map((c) => Promise.all([checkout(origin, c), checkout(origin, c)])));
  let doubleSame = 0;
  taps.forEach(([first, second], i) => {
    const id = orderIdOf(first!);
    if (id !== null && id === orderIdOf(second!)) doubleSame++;
    else problems.push(`double tap of customer ${tappers[i]!.id}: ${first!.status} and ${second!.status}`);
    outcomes.push({ customer: tappers[i]!, orderId: id ?? orderIdOf(second!) });
  });
  return { resent: placed.length, resentSame, doubleTaps: tappers.length, doubleSame };
}

/** 30 customers, one unit each, at once, of a product with 10 in stock. */
async function sellout(db: Database, origin: string, world: ShopWorld) {
  const [product] = await addProducts(db, world, 1, 10);
  const plan = { coupon: false, walletCredit: 0, walletSpend: 0, pointsCredit: 0, pointsSpend: 0 };
  const racers = await makeCustomers(
    db,
    origin,
    world,
    Array.from({ length: 30 }, () => ({ ...plan, lines: [{ productId: product!.id, quantity: 1 }] })),
  );
  const answers = await Promise.all(racers.map((c) => checkout(origin, c)));
  racers.forEach((customer, i) => {
    outcomes.push({ customer, orderId: orderIdOf(answers[i]!) });
  });
  const placed = answers.filter((a) => a.status === 201).length;
  const refused = answers.filter((a) => a.status === 422).length;
  if (placed !== 10 || refused !== 20) problems.push(`30 racing for 10 units: ${placed} placed, ${refused} refused`);
  return { placed, refused, other: answers.length - placed - refused };
}

const ms = (n: number) => `${Math.round(n)} ms`;

function levelTable(levels: readonly Level[]): string {
  return table(
    [
      'customers at once',
      'checkouts',
      'checkouts/s',
      'checkout p50 / p95 / p99',
      'cart reads/s',
      'cart read p50 / p95',
      'req/s ratio',
      'p95 ratio',
      'CPU/req, server + PostgreSQL: read | checkout',
    ],
    levels.map(({ concurrency, checkout: a, cartRead: b }) => [
      String(concurrency),
      String(a.requests),
      a.perSecond.toFixed(1),
      `${ms(a.p50)} / ${ms(a.p95)} / ${ms(a.p99)}`,
      b.perSecond.toFixed(1),
      `${ms(b.p50)} / ${ms(b.p95)}`,
      (a.perSecond / b.perSecond).toFixed(3),
      `${(a.p95 / b.p95).toFixed(1)}×`,
      `${b.serverCpuMs.toFixed(1)} + ${b.databaseCpuMs.toFixed(1)} | ${a.serverCpuMs.toFixed(1)} + ${a.databaseCpuMs.toFixed(1)} ms`,
    ]),
  );
}

async function main(): Promise<number> {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) throw new Error('set BENCH_DATABASE_URL to a PostgreSQL server (the bench creates its own database there)');
  if (!fs.existsSync(serverBundle)) {
    throw new Error(
      `the bench runs the built server and ${path.relative(rootDir, serverBundle)} is missing: npm run build`,
    );
  }
  const name = `bench_checkout_${process.pid}`;
  const admin = new pg.Client({ connectionString: adminUrl(url) });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  const load = { start: os.loadavg()[0]!, end: 0 };
  log(
    `${new Date().toISOString()}  ${os.cpus().length} cores, load average ${load.start.toFixed(2)}; database ${name}`,
  );
  const databaseUrl = withDatabase(url, name);
  let server: Awaited<ReturnType<typeof startAppServer>> | undefined;
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  try {
    server = await startAppServer(databaseUrl, { name: 'checkout-server' });
    log(`server at ${server.origin}; log in ${path.relative(rootDir, server.logFile)}`);
    database = await openDatabase({ databaseUrl, migrate: false });
    const db = database.db;
    const world = await seedWorld(db, PRODUCTS, AMPLE);

    // Warm-up, not measured (its orders are audited with the rest).
    const warm = await makeCustomers(
      db,
      server.origin,
      world,
      Array.from({ length: 20 }, (_, i) => mixedPlan(world, i)),
    );
    await checkouts(server.origin, warm, 10);

    const levels: Level[] = [];
    let offset = 1_000;
    for (const concurrency of LEVELS) {
      levels.push(await measureLevel(db, server, cpuProbe(admin, server.pid, name), world, concurrency, offset));
      offset += concurrency + ORDERS;
    }
    log(`\n${levelTable(levels)}`);
    log('(ratios: checkout ÷ cart read, same customers at once, same run; latency as the client saw it)');
    const atTarget = levels.find((l) => l.concurrency === TARGET.concurrency)?.checkout;
    if (atTarget) {
      const met = atTarget.perSecond >= TARGET.perSecond && atTarget.p95 <= TARGET.p95Ms;
      log(
        `target at ${TARGET.concurrency} customers: ≥ ${TARGET.perSecond} checkouts/s with p95 ≤ ${TARGET.p95Ms} ms — ${met ? 'met' : 'missed'}`,
      );
    }

    // The target read as a rate: checkouts due 40 a second, up to 20 customers at once.
    log(`\npaced: ${ORDERS} checkouts due ${TARGET.perSecond} a second, at most ${TARGET.concurrency} at once …`);
    const pacedBuyers = await makeCustomers(
      db,
      server.origin,
      world,
      Array.from({ length: ORDERS }, (_, i) => mixedPlan(world, offset + i)),
    );
    offset += ORDERS;
    const origin = server.origin;
    const [pacedSeries, pacedCpu] = await withCpu(cpuProbe(admin, server.pid, name), () =>
      pacedCheckouts(origin, pacedBuyers, TARGET.perSecond, TARGET.concurrency),
    );
    const pacedRun = {
      ...figuresOf(pacedSeries),
      serverCpuMs: pacedCpu.server / pacedSeries.ms.length,
      databaseCpuMs: pacedCpu.database / pacedSeries.ms.length,
    };
    log(
      `paced: ${pacedRun.perSecond.toFixed(1)} checkouts/s achieved, latency from due time p50 / p95 / p99 ` +
        `${ms(pacedRun.p50)} / ${ms(pacedRun.p95)} / ${ms(pacedRun.p99)} — target p95 ≤ ${TARGET.p95Ms} ms ` +
        `${pacedRun.p95 <= TARGET.p95Ms && pacedRun.perSecond >= TARGET.perSecond * 0.95 ? 'met' : 'missed'}`,
    );

    const retries = await idempotency(db, server.origin, world, offset);
    log(
      `re-sent with the same Idempotency-Key: ${retries.resentSame} of ${retries.resent} answered their order; ` +
        `double taps: ${retries.doubleSame} of ${retries.doubleTaps} gave one order`,
    );
    const race = await sellout(db, server.origin, world);
    log(
      `30 concurrent orders of one unit against a stock of 10: ${race.placed} placed, ${race.refused} refused (422)${race.other ? `, ${race.other} other` : ''}`,
    );

    const state: AuditFigures = await audit(db, world, outcomes);
    problems.push(...state.problems);
    log(
      `state: ${state.orders} orders, ${state.unitsHeld} units held, coupon used ${state.couponUses} times, ` +
        `${state.accounts} ledger accounts with ${state.entries} entries checked — ${state.problems.length ? 'WRONG' : 'exact'}`,
    );

    if (networkRetries.length) {
      log(
        `checkouts resent after a network error: ${networkRetries.length} (${[...new Set(networkRetries)].join('; ')})`,
      );
    }
    load.end = os.loadavg()[0]!;
    fs.mkdirSync(resultsDir, { recursive: true });
    const file = path.join(resultsDir, 'checkout.json');
    const results = {
      date: new Date().toISOString(),
      loadAverage: load,
      orders: ORDERS,
      levels,
      paced: pacedRun,
      retries,
      networkRetries,
      race,
      state,
    };
    fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
    log(`load average ${load.start.toFixed(2)} → ${load.end.toFixed(2)}; figures in ${path.relative(rootDir, file)}`);
  } finally {
    await database?.close();
    await server?.stop();
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.end();
  }
  for (const problem of problems.slice(0, 20)) log(`problem: ${problem}`);
  if (problems.length > 20) log(`… and ${problems.length - 20} more problems`);
  return problems.length ? 1 : 0;
}

runMain(main);
