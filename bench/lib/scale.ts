/**
 * The scale part (BENCH_ONLY=scale, PostgreSQL only): the database is filled with
 * thousands of branches and applications by the server's own scale seed, then the built server answers
 * searches one request at a time while its access log records how long each took inside the server
 * (the `ms` field: from the request's arrival to the last byte handed to the socket). The export
 * of every application is downloaded while the server's resident memory is sampled from /proc.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sheetRows } from '../../apps/server/src/test/read-xlsx';
import { DEMO_ADMIN } from '../../e2e/support/chromium';
import type { AppServer } from './app-server';
import { rootDir, sleep } from './processes';
import { table } from './report';
import { variantPath } from './variants';

export interface ScaleCounts {
  branches: number;
  applications: number;
  products: number;
  customers: number;
}

export interface SeedFigures extends ScaleCounts {
  seconds: number;
  /** The seed's last line (what it added). */
  summary: string;
}

/** Runs `npm run seed:scale -w apps/server` against the database and data directory the server will use. */
export function seedScaleData(databaseUrl: string, dataDir: string, counts: ScaleCounts): Promise<SeedFigures> {
  const started = performance.now();
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'src/cli/scale-seed.ts',
      '--branches',
      String(counts.branches),
      '--applications',
      String(counts.applications),
      '--products',
      String(counts.products),
      '--customers',
      String(counts.customers),
    ],
    {
      cwd: path.join(rootDir, 'apps/server'),
      env: { ...process.env, DATABASE_URL: databaseUrl, DATA_DIR: dataDir, STORAGE: 'local' },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    output += chunk.toString('utf8');
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the scale seed exited with ${code}:\n${output.slice(-2000)}`));
      const summary = output.trim().split('\n').pop() ?? '';
      resolve({ ...counts, seconds: (performance.now() - started) / 1000, summary });
    });
  });
}

// ---------------------------------------------------------------------------------------------
// Requests

export interface ScaleCase {
  id: string;
  label: string;
  /** How many requests are measured. */
  count: number;
  /** The i-th request's path, percent-encoded as it appears in the access log. */
  path: (i: number) => string;
  admin: boolean;
}

/** Districts, cities and names the scale seed writes (apps/server/src/cli/scale-seed.ts), as people type them. */
const DISTRICTS_AR = ['الروضة', 'النخيل', 'العليا', 'الملز', 'الياسمين', 'الصفا', 'العزيزية', 'الفيصلية', 'الشاطئ'];
const DISTRICTS_EN = ['Ar Rawdah', 'Al Nakheel', 'Al Olaya', 'Al Malaz', 'Al Yasmin', 'As Safa', 'Al Aziziyah'];
const CITIES_AR = ['الرياض', 'جدة', 'الدمام', 'الخبر', 'أبها', 'تبوك', 'بريدة', 'الطائف', 'حائل', 'جازان'];
const CITIES_EN = ['Riyadh', 'Jeddah', 'Dammam', 'Khobar', 'Abha', 'Tabuk', 'Buraidah', 'Taif', 'Hail', 'Jazan'];
const FIRST_NAMES = ['محمد', 'Ahmed', 'نورة', 'Sarah', 'خالد', 'Reem', 'عبدالله', 'Faisal', 'منى'];
const FAMILY_NAMES = ['العتيبي', 'Alqahtani', 'الشمري', 'Alharbi', 'الغامدي', 'Mansour', 'الدوسري'];
/** Product names the scale seed writes (apps/server/src/cli/scale-store.ts), as staff type them. */
const PRODUCTS_AR = ['باراسيتامول', 'فيتامين', 'كريم مرطب', 'حليب اطفال', 'شراب كحه', 'مغنيسيوم'];
const PRODUCTS_EN = ['paracetamol', 'vitamin d3', 'sunscreen', 'diapers', 'eye drops', 'zinc'];

const q = (value: string) => encodeURIComponent(value);
const pick = <T>(list: readonly T[], n: number): T => list[n % list.length]!;

/**
 * The measured requests. Public searches are respelled on every request (vowel marks the search
 * folds away, a different spelling for every i) so none is answered from the public cache: each
 * one runs the database query.
 */
function scaleCases(requests: number): ScaleCase[] {
  const publicSearch = (word: string, i: number) => variantPath(`/api/branches?search=${q(word)}`, i);
  return [
    {
      id: 'public-branch-search',
      label: 'GET /api/branches?search= (a district in a city, or a district and branch number)',
      admin: false,
      count: requests,
      // "district، city" as the address reads (about a dozen branches), or "district number" from a branch's name.
      path: (i) =>
        publicSearch(
          i % 2 === 0
            ? `${pick(DISTRICTS_AR, i)}، ${pick(CITIES_AR, i * 7 + 3)}`
            : `${pick(DISTRICTS_AR, i)} ${1 + ((i * 37) % 999)}`,
          i,
        ),
    },
    {
      id: 'public-branch-search-city',
      label: 'GET /api/branches?search= (a whole city: hundreds of branches in one answer)',
      admin: false,
      count: Math.max(20, Math.round(requests / 5)),
      path: (i) => publicSearch(i % 2 === 0 ? pick(CITIES_AR, i) : pick(CITIES_EN, i), 1_000_000 + i),
    },
    {
      id: 'admin-branch-list',
      label: 'GET /api/admin/branch?name=&page= (10 per page)',
      admin: true,
      count: requests,
      path: (i) => {
        const name = i % 3 === 0 ? pick(DISTRICTS_EN, i) : i % 3 === 1 ? pick(DISTRICTS_AR, i) : `Branch ${i % 500}`;
        return `/api/admin/branch?name=${q(name)}&page=${1 + (i % 5)}`;
      },
    },
    {
      id: 'admin-application-list',
      label: 'GET /api/admin/employmentRequests?page=&search= (10 per page)',
      admin: true,
      count: requests,
      path: (i) => {
        // One request in four lists without a search, paging deep into all of them.
        if (i % 4 === 3) return `/api/admin/employmentRequests?page=${1 + ((i * 97) % 900)}`;
        const search = i % 4 === 0 ? pick(FIRST_NAMES, i) : i % 4 === 1 ? pick(FAMILY_NAMES, i) : `05${i % 10}`;
        return `/api/admin/employmentRequests?page=${1 + ((i * 13) % 30)}&search=${q(search)}`;
      },
    },
    {
      id: 'admin-product-list',
      label: 'GET /api/admin/product?name= | code= | page= (10 per page)',
      admin: true,
      count: requests,
      path: (i) => {
        // A name (Arabic or English), a code prefix, or plain paging deep into 100,000 products.
        if (i % 4 === 3) return `/api/admin/product?page=${1 + ((i * 97) % 5000)}`;
        if (i % 4 === 2) return `/api/admin/product?code=${q(`SCALE-P0${(i * 31) % 1000}`)}`;
        return `/api/admin/product?name=${q(pick(i % 2 === 0 ? PRODUCTS_AR : PRODUCTS_EN, i))}&page=${1 + (i % 5)}`;
      },
    },
    {
      id: 'admin-out-of-stock',
      label: 'GET /api/out_of_stock?page= | name= (10 per page)',
      admin: true,
      count: requests,
      path: (i) =>
        i % 2 === 0
          ? `/api/out_of_stock?page=${1 + ((i * 13) % 400)}`
          : `/api/out_of_stock?name=${q(pick(PRODUCTS_AR, i))}`,
    },
    {
      id: 'admin-customer-list',
      label: 'GET /api/admin/user?search= | most_buying=1 | page= (10 per page)',
      admin: true,
      count: requests,
      path: (i) => {
        if (i % 4 === 3) return `/api/admin/user?page=${1 + ((i * 97) % 4000)}`;
        if (i % 4 === 2) return '/api/admin/user?most_buying=1';
        const search = i % 2 === 0 ? pick(FAMILY_NAMES, i) : `058${i % 10}`;
        return `/api/admin/user?search=${q(search)}&page=${1 + (i % 3)}`;
      },
    },
  ];
}

export interface SeriesFigures {
  id: string;
  label: string;
  requests: number;
  /** Milliseconds inside the server (access log), over every measured request. */
  server: Percentiles;
  /** Milliseconds seen by the client (connection kept alive, body read), for comparison. */
  client: Percentiles;
  /** Items in an answer: mean and largest (branches answered, or applications matching). */
  meanItems: number;
  maxItems: number;
  non2xx: number;
}

export interface Percentiles {
  p50: number;
  p95: number;
  p99: number;
  max: number;
}

export function percentiles(values: number[]): Percentiles {
  const sorted = [...values].sort((a, b) => a - b);
  // Nearest rank: the smallest value with at least p % of the values at or below it.
  const at = (p: number) => sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  return { p50: at(50), p95: at(95), p99: at(99), max: sorted[sorted.length - 1] ?? Number.NaN };
}

interface Answered {
  path: string;
  status: number;
  clientMs: number;
  items: number;
}

async function getJson(origin: string, pathname: string, headers: Record<string, string>): Promise<Answered> {
  const started = performance.now();
  const response = await fetch(`${origin}${pathname}`, { headers });
  const body = (await response.json()) as { data?: unknown[]; total?: number };
  const clientMs = performance.now() - started;
  return {
    path: pathname,
    status: response.status,
    clientMs,
    items: typeof body.total === 'number' ? body.total : (body.data?.length ?? 0),
  };
}

export async function signIn(origin: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', locale: 'ar' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { token?: string } };
  if (!response.ok || !body.data?.token) throw new Error(`signing in as ${email} answered ${response.status}`);
  return body.data.token;
}

/**
 * Sends a case's requests one after another, after a warm-up that is not measured (its paths
 * come after the measured ones, so a public warm-up search is never the cached answer of a measured one).
 */
export async function runCase(
  origin: string,
  scaleCase: ScaleCase,
  token: string,
  warmup: number,
): Promise<Answered[]> {
  const headers: Record<string, string> = { locale: 'ar', 'accept-encoding': 'br, gzip' };
  if (scaleCase.admin) headers.authorization = `Bearer ${token}`;
  for (let i = 0; i < warmup; i++) await getJson(origin, tagged(scaleCase, scaleCase.count + i), headers);
  const answered: Answered[] = [];
  for (let i = 0; i < scaleCase.count; i++) answered.push(await getJson(origin, tagged(scaleCase, i), headers));
  return answered;
}

/**
 * The access log keeps a query's parameter names, never its values, so each request carries one
 * parameter of its own whose name tells it apart (`bench_<case>_<i>`, which the server ignores):
 * the log line of every measured request is then found by name.
 */
function tagged(scaleCase: ScaleCase, i: number): string {
  const path = scaleCase.path(i);
  return `${path}${path.includes('?') ? '&' : '?'}bench_${scaleCase.id.replace(/-/g, '_')}_${i}=1`;
}

/** A request's URL as the access log writes it: the path and its parameter names. */
function loggedUrl(path: string): string {
  const at = path.indexOf('?');
  if (at < 0) return path;
  const names = path
    .slice(at + 1)
    .split('&')
    .filter(Boolean)
    .map((pair) => decodeURIComponent(pair.split('=', 1)[0] ?? ''));
  return `${path.slice(0, at)}?${names.join('&')}`;
}

/** Server milliseconds per URL from the access log, in the order the requests were answered. */
export function accessLogTimes(logFile: string): Map<string, number[]> {
  const times = new Map<string, number[]>();
  for (const line of fs.readFileSync(logFile, 'utf8').split('\n')) {
    if (!line.startsWith('{') || !line.includes('"msg":"request"')) continue;
    const entry = JSON.parse(line) as { url?: string; ms?: number };
    if (typeof entry.url !== 'string' || typeof entry.ms !== 'number') continue;
    const list = times.get(entry.url) ?? [];
    list.push(entry.ms);
    times.set(entry.url, list);
  }
  return times;
}

/** Pairs each answered request with its access-log line (same URL, same order). */
export function seriesFigures(
  scaleCase: ScaleCase,
  answered: Answered[],
  times: Map<string, number[]>,
): SeriesFigures | { id: string; error: string } {
  const server: number[] = [];
  const queues = new Map([...times].map(([url, list]) => [url, [...list]]));
  for (const answer of answered) {
    const ms = queues.get(loggedUrl(answer.path))?.shift();
    if (ms === undefined) return { id: scaleCase.id, error: `no access-log line for ${answer.path}` };
    server.push(ms);
  }
  const items = answered.map((a) => a.items);
  return {
    id: scaleCase.id,
    label: scaleCase.label,
    requests: answered.length,
    server: percentiles(server),
    client: percentiles(answered.map((a) => a.clientMs)),
    meanItems: Math.round(items.reduce((sum, n) => sum + n, 0) / Math.max(1, items.length)),
    maxItems: Math.max(0, ...items),
    non2xx: answered.filter((a) => a.status < 200 || a.status > 299).length,
  };
}

// ---------------------------------------------------------------------------------------------
// Export

interface ExportFigures {
  bytes: number;
  /** Rows of the sheet, the header included. */
  rows: number;
  seconds: number;
  status: number;
  /** The server's resident memory (MiB) just before the request, its highest sample during it, and their difference. */
  rssBeforeMiB: number;
  rssPeakMiB: number;
  rssGrowthMiB: number;
  /** The kernel's high-water mark (VmHWM) before and after: catches a peak between two samples. */
  hwmBeforeMiB: number;
  hwmAfterMiB: number;
  samples: number;
}

function memoryOf(pid: number): { rss: number; hwm: number } {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kib = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN);
  return { rss: kib('VmRSS') / 1024, hwm: kib('VmHWM') / 1024 };
}

/** Downloads the export of every application to a file while sampling the server's memory every few milliseconds. */
async function measureExport(server: AppServer, token: string, file: string): Promise<ExportFigures> {
  const pid = server.pid;
  if (pid === undefined) throw new Error('the server has no process id');
  // Let the collector settle after the searches, so the baseline is not inflated by their garbage.
  await sleep(2000);
  const before = memoryOf(pid);
  let peak = before.rss;
  let samples = 0;
  const timer = setInterval(() => {
    peak = Math.max(peak, memoryOf(pid).rss);
    samples += 1;
  }, 5);
  const started = performance.now();
  let status = 0;
  let bytes = 0;
  try {
    const response = await fetch(`${server.origin}/api/admin/employmentRequest/export`, {
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
  const after = memoryOf(pid);
  peak = Math.max(peak, after.rss);
  const rows = status === 200 ? sheetRows(fs.readFileSync(file)).length : 0;
  const round = (n: number) => Math.round(n * 10) / 10;
  return {
    bytes,
    rows,
    seconds: round(seconds),
    status,
    rssBeforeMiB: round(before.rss),
    rssPeakMiB: round(peak),
    rssGrowthMiB: round(peak - before.rss),
    hwmBeforeMiB: round(before.hwm),
    hwmAfterMiB: round(after.hwm),
    samples,
  };
}

// ---------------------------------------------------------------------------------------------

export interface ScaleResult {
  seed: SeedFigures;
  requests: number;
  cases: (SeriesFigures | { id: string; error: string })[];
  export?: ExportFigures;
}

export interface ScaleRun {
  cases: ScaleCase[];
  answered: Map<string, Answered[]>;
  exportFigures: ExportFigures;
}

/** Signs in as the demo administrator, runs every case, then the export. */
export async function measureScale(server: AppServer, requests: number, warmup: number): Promise<ScaleRun> {
  const token = await signIn(server.origin, DEMO_ADMIN.email, DEMO_ADMIN.password);
  const cases = scaleCases(requests);
  const answered = new Map<string, Answered[]>();
  for (const scaleCase of cases) {
    process.stdout.write(`${scaleCase.label} …\n`);
    answered.set(scaleCase.id, await runCase(server.origin, scaleCase, token, warmup));
  }
  process.stdout.write('export of every application …\n');
  const file = path.join(os.tmpdir(), `bench-export-${process.pid}.xlsx`);
  try {
    return { cases, answered, exportFigures: await measureExport(server, token, file) };
  } finally {
    fs.rmSync(file, { force: true });
  }
}

/** The figures of a run, once the server has stopped and its access log is complete. */
export function scaleFigures(run: ScaleRun, logFile: string): ScaleResult['cases'] {
  const times = accessLogTimes(logFile);
  return run.cases.map((scaleCase) => seriesFigures(scaleCase, run.answered.get(scaleCase.id) ?? [], times));
}

const fixed = (n: number) => n.toFixed(1);

export function scaleTable(cases: ScaleResult['cases']): string {
  return table(
    ['requests', 'n', 'server p50 / p95 / p99 / max', 'client p50 / p95 / p99', 'items (mean, max)', 'non-2xx'],
    cases.map((c) =>
      'error' in c
        ? [c.id, '', c.error, '', '', '']
        : [
            c.label,
            String(c.requests),
            `${fixed(c.server.p50)} / ${fixed(c.server.p95)} / ${fixed(c.server.p99)} / ${fixed(c.server.max)} ms`,
            `${fixed(c.client.p50)} / ${fixed(c.client.p95)} / ${fixed(c.client.p99)} ms`,
            `${c.meanItems}, ${c.maxItems}`,
            String(c.non2xx),
          ],
    ),
  );
}
