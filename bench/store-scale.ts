/**
 * The store's orders at scale, on PostgreSQL: 100,000 orders of 50,000 customers (the scale seed),
 * then the built server answers the store dashboard (each period), the report (its default range and
 * one-month ranges) and the orders list with each of its filters, one request at a time, the time
 * of each read from the server's access log (arrival to the last byte handed to the socket); then
 * the export of every order is downloaded (CSV, then XLSX) while the server's resident memory is
 * sampled from /proc. Nothing fails on a number; the exit code is 1 when a request did not answer 2xx
 * or an export did not hold every order.
 *
 *   npm run build
 *   createdb -h 127.0.0.1 -U postgres scale_stats
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/scale_stats npm run store-scale -w bench
 *
 * The first run seeds the database (about two minutes); later runs on the same database only top it
 * up. The server runs as in production without demo content (whose seeders are not written for a
 * database of 50,000 customers), signed in as an administrator the bench makes (`bench-store@…`). BENCH_STORE_REQUESTS (default 200) requests are measured per case after 20 of warm-up;
 * BENCH_STORE_ORDERS and BENCH_STORE_CUSTOMERS change the counts (100,000 and 50,000).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newDataDir, serverBundle } from './lib/app-server';
import { freePort, resultsDir, rootDir, sleep, stopProcess } from './lib/processes';
import {
  accessLogTimes,
  runCase,
  type ScaleCase,
  type SeriesFigures,
  scaleTable,
  seriesFigures,
  signIn,
} from './lib/scale';
import { runMain, wholeNumberFromEnv } from './lib/script';

const log = (message = '') => process.stdout.write(`${message}\n`);

const DATABASE_URL = process.env.BENCH_DATABASE_URL;
const REQUESTS = wholeNumberFromEnv('BENCH_STORE_REQUESTS', 200);
const ORDERS = wholeNumberFromEnv('BENCH_STORE_ORDERS', 100_000);
const CUSTOMERS = wholeNumberFromEnv('BENCH_STORE_CUSTOMERS', 50_000);
const WARMUP = 20;
/** The targets of the issue, shown beside the figures. */
const TARGET = { listP95Ms: 15, statsP95Ms: 50, exportGrowthMiB: 150 };

/** Tops the database up with the scale seed: its products, customers and orders (a few branches). */
function seed(databaseUrl: string, dataDir: string): Promise<string> {
  const args = ['--branches', '200', '--applications', '0', '--products', '100000'];
  args.push('--customers', String(CUSTOMERS), '--orders', String(ORDERS));
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/scale-seed.ts', ...args], {
    cwd: path.join(rootDir, 'apps/server'),
    env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, STORAGE: 'local' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
    process.stdout.write(chunk);
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output.trim().split('\n').pop() ?? '')
        : reject(new Error(`the scale seed exited with ${code}`)),
    );
  });
}

/** What the cases draw their filters from: customers with orders, and the Riyadh day of today. */
interface Sample {
  customerIds: number[];
  today: string;
}

async function sample(databaseUrl: string): Promise<Sample> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const customers = await client.query<{ id: number }>(
      `select customer_id as id from orders where idempotency_key like 'scale-order-%'
       group by customer_id order by min(id) limit 500`,
    );
    const today = await client.query<{ day: string }>(
      `select to_char(now() at time zone 'Asia/Riyadh', 'YYYY-MM-DD') as day`,
    );
    return { customerIds: customers.rows.map((row) => row.id), today: today.rows[0]!.day };
  } finally {
    await client.end();
  }
}

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
const q = (value: string) => encodeURIComponent(value);
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/** Names the scale seed gives its customers (apps/server/src/cli/scale-store.ts), typed as staff type them. */
const NAMES = [
  'محمد القحطاني',
  'نوره',
  'عبدالله الزهراني',
  'ساره العتيبي',
  'فهد',
  'ريم الدوسري',
  'خالد',
  'هيفاء الشمري',
];
const STATUSES = [1, 2, 3, 4, 5, 6, 7];

function cases(data: Sample): ScaleCase[] {
  const admin = true;
  const count = REQUESTS;
  const list = (query: string) => `/api/admin/orders?${query}`;
  return [
    ...(['today', 'week', 'month'] as const).map((period) => ({
      id: `dashboard-${period}`,
      label: `GET /api/admin/dashboard?period=${period}`,
      admin,
      count,
      path: () => `/api/admin/dashboard?period=${period}`,
    })),
    {
      id: 'report-default',
      label: 'GET /api/admin/report (no range: the last 30 days)',
      admin,
      count,
      path: () => '/api/admin/report',
    },
    {
      id: 'report-month',
      label: 'GET /api/admin/report?from=&to= (a month, anywhere in the year)',
      admin,
      count,
      path: (i) => {
        const to = shift(data.today, -((i * 37) % 330));
        return `/api/admin/report?from=${shift(to, -29)}&to=${to}`;
      },
    },
    {
      id: 'orders-page',
      label: 'GET /api/admin/orders?page= (no filter, 10 per page)',
      admin,
      count,
      path: (i) => list(`page=${1 + ((i * 97) % 2000)}`),
    },
    {
      id: 'orders-status',
      label: 'GET /api/admin/orders?order_status_id=&page=',
      admin,
      count,
      path: (i) => list(`order_status_id=${pick(STATUSES, i)}&page=${1 + (i % 5)}`),
    },
    {
      id: 'orders-user',
      label: 'GET /api/admin/orders?user_id= (one customer)',
      admin,
      count,
      path: (i) => list(`user_id=${pick(data.customerIds, i * 7)}`),
    },
    {
      id: 'orders-username',
      label: 'GET /api/admin/orders?username= (Arabic, folded)',
      admin,
      count,
      path: (i) => list(`username=${q(pick(NAMES, i))}&page=${1 + (i % 3)}`),
    },
    {
      id: 'orders-dates',
      label: 'GET /api/admin/orders?from=&to= (a day or a week)',
      admin,
      count,
      path: (i) => {
        const to = shift(data.today, -((i * 13) % 300));
        return list(`from=${shift(to, i % 2 === 0 ? 0 : -6)}&to=${to}&page=${1 + (i % 3)}`);
      },
    },
  ];
}

// ---------------------------------------------------------------------------------------------
// The server: the built bundle in production mode on the scale database, its access log on.

const ADMIN = { email: 'bench-store@example.com', name: 'Bench store', password: 'Bench-store-2026' };

/** Makes the bench's administrator with the server's own command (refused, harmlessly, once it exists). */
async function ensureAdmin(databaseUrl: string): Promise<void> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'src/cli/create-admin.ts', '--email', ADMIN.email, '--name', ADMIN.name],
    {
      cwd: path.join(rootDir, 'apps/server'),
      env: { ...process.env, DATABASE_URL: databaseUrl, ADMIN_PASSWORD: ADMIN.password },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  for (const stream of [child.stdout, child.stderr]) stream?.on('data', (chunk: Buffer) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', resolve);
  });
  // Made by an earlier run: the e-mail is taken.
  if (code !== 0 && !/taken/i.test(output)) throw new Error(`creating the bench administrator failed:\n${output}`);
}

interface Server {
  origin: string;
  pid: number;
  logFile: string;
  child: ChildProcess;
}

async function startServer(databaseUrl: string, dataDir: string): Promise<Server> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const logFile = path.join(resultsDir, 'store-scale.log');
  fs.mkdirSync(resultsDir, { recursive: true });
  const out = fs.openSync(logFile, 'w');
  const child = spawn(process.execPath, [serverBundle], {
    cwd: path.join(rootDir, 'apps/server'),
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DEMO: '0',
      HOST: '127.0.0.1',
      PORT: String(port),
      PUBLIC_URL: origin,
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode} (log: ${logFile})`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) return { origin, pid: child.pid!, logFile, child };
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  await stopProcess(child);
  throw new Error(`the server did not answer within two minutes (log: ${logFile})`);
}

// ---------------------------------------------------------------------------------------------
// The export of every order, with the server's memory sampled meanwhile.

interface ExportFigures {
  format: string;
  status: number;
  bytes: number;
  /** Orders in the CSV; null for the XLSX. */
  rows: number | null;
  /** The file ended as its format does. */
  complete: boolean;
  seconds: number;
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssGrowthMiB: number;
}

function rssMiB(pid: number): number {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/^VmRSS:\s+(\d+) kB/m.exec(status)?.[1] ?? Number.NaN) / 1024;
}

async function measureExport(
  origin: string,
  pid: number,
  token: string,
  format: 'csv' | 'xlsx',
): Promise<ExportFigures> {
  // Let the collector settle after the reads, so the baseline is not inflated by their garbage.
  await sleep(2000);
  const before = rssMiB(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssMiB(pid));
  }, 5);
  const started = performance.now();
  const file = path.join(os.tmpdir(), `bench-orders-${process.pid}.${format}`);
  let status = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${origin}/api/admin/export-orders?format=${format}`, {
      headers: { authorization: `Bearer ${token}`, locale: 'ar' },
    });
    status = response.status;
    const out = fs.createWriteStream(file);
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      bytes += chunk.length;
      if (!out.write(chunk)) await new Promise<void>((resolve) => out.once('drain', () => resolve()));
    }
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
  } finally {
    clearInterval(timer);
  }
  const seconds = (performance.now() - started) / 1000;
  peak = Math.max(peak, rssMiB(pid));
  // The CSV's orders are counted (one line each after the header: no field holds a line break); the
  // XLSX is only checked to end as a zip does (the server's own reader refuses a sheet this large).
  let rows: number | null = null;
  if (status === 200 && format === 'csv') rows = fs.readFileSync(file, 'utf8').trimEnd().split('\r\n').length - 1;
  const complete =
    status === 200 && (format === 'csv' || fs.readFileSync(file).subarray(-22).readUInt32LE(0) === 0x06054b50);
  fs.rmSync(file, { force: true });
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    format,
    status,
    bytes,
    rows,
    complete,
    seconds: round(seconds),
    rssBeforeMiB: round(before),
    rssPeakMiB: round(peak),
    rssGrowthMiB: round(peak - before),
  };
}

async function countOrders(databaseUrl: string): Promise<number> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query<{ n: string }>('select count(*) as n from orders')).rows[0]!.n);
  } finally {
    await client.end();
  }
}

// ---------------------------------------------------------------------------------------------

async function main(): Promise<number> {
  if (!DATABASE_URL) {
    log('BENCH_DATABASE_URL must name a PostgreSQL database (it is filled with the scale seed).');
    return 2;
  }
  const load = () =>
    os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ');
  log(`load average at start: ${load()} (${os.cpus().length} cores)`);
  const dataDir = newDataDir();
  log(`seeding (or topping up) ${ORDERS} orders of ${CUSTOMERS} customers …`);
  await seed(DATABASE_URL, dataDir);

  const orders = await countOrders(DATABASE_URL);
  const data = await sample(DATABASE_URL);
  await ensureAdmin(DATABASE_URL);
  const server = await startServer(DATABASE_URL, dataDir);
  const all = cases(data);
  const answered = new Map<string, Awaited<ReturnType<typeof runCase>>>();
  const exports: ExportFigures[] = [];
  try {
    const token = await signIn(server.origin, ADMIN.email, ADMIN.password);
    for (const scaleCase of all) {
      log(`${scaleCase.label} …`);
      answered.set(scaleCase.id, await runCase(server.origin, scaleCase, token, WARMUP));
    }
    for (const format of ['csv', 'xlsx'] as const) {
      log(`export of every order (${format}) …`);
      exports.push(await measureExport(server.origin, server.pid, token, format));
    }
  } finally {
    await stopProcess(server.child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  log(`load average at the end: ${load()}`);

  const times = accessLogTimes(server.logFile);
  const figures = all.map((scaleCase) => seriesFigures(scaleCase, answered.get(scaleCase.id) ?? [], times));
  log(`\n${orders} orders in the database; ${REQUESTS} requests per case, one at a time, after ${WARMUP} of warm-up.`);
  log(scaleTable(figures));
  log('');
  for (const figure of exports) {
    log(
      `export ${figure.format}: ${figure.status}, ${figure.rows ?? 'not counted:'} orders${figure.complete ? '' : ' (incomplete)'}, ${(figure.bytes / 1024 / 1024).toFixed(1)} MiB in ${figure.seconds} s; ` +
        `server memory ${figure.rssBeforeMiB} → peak ${figure.rssPeakMiB} MiB (growth ${figure.rssGrowthMiB} MiB; target ≤ ${TARGET.exportGrowthMiB})`,
    );
  }
  const missed = figures.filter((figure): figure is SeriesFigures => {
    if ('error' in figure) return false;
    const target = figure.id.startsWith('orders-') ? TARGET.listP95Ms : TARGET.statsP95Ms;
    return figure.server.p95 > target;
  });
  for (const figure of missed) log(`above its target: ${figure.id} p95 ${figure.server.p95.toFixed(1)} ms`);

  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'store-scale.json'),
    `${JSON.stringify({ at: new Date().toISOString(), orders, requests: REQUESTS, cases: figures, exports }, null, 2)}\n`,
  );
  const failed =
    figures.some((figure) => 'error' in figure || figure.non2xx > 0) ||
    exports.some((figure) => !figure.complete || (figure.rows !== null && figure.rows !== orders));
  return failed ? 1 : 0;
}

runMain(main);
