/**
 * `npm run bench`: measures the built application on this machine and writes the figures to
 * results/latest.json. Not a test: nothing here passes or fails on a number. See
 * docs/performance.md for what is measured and how to read it.
 *
 * Environment: BENCH_DURATION (measured seconds per server and endpoint in each round, default 10),
 * BENCH_ROUNDS (rounds per endpoint, default 3; the CPU ratio is their median), BENCH_LOAD (wrk or autocannon; wrk when installed), BENCH_WARMUP (default 2), BENCH_CONNECTIONS (default 50), BENCH_ONLY (comma list of api, js,
 * lighthouse; default all), BENCH_DATABASE_URL (measure on a PostgreSQL database instead of the
 * embedded one; use an empty database: demo content is seeded into it), BENCH_CASES (comma list of
 * API cases: menu, branches-search, branches-search-miss), BENCH_LOG_LEVEL (the server's LOG_LEVEL;
 * unset = as `npm start` runs it). The scale part (BENCH_ONLY=scale, not run by default) needs
 * BENCH_DATABASE_URL and reads BENCH_SCALE_BRANCHES, BENCH_SCALE_APPLICATIONS (10000 each) and
 * BENCH_SCALE_REQUESTS (300 per case).
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { LOCALES, PUBLIC_PAGE_PATHS } from '@app/contracts';
import { localizedPath } from '@app/contracts/page-addresses';
import { launchChromium } from '../e2e/support/chromium';
import { type ApiCase, type ApiResult, benchmarkCase, type LoadSettings } from './lib/api';
import { missingBuild, newDataDir, startAppServer } from './lib/app-server';
import { analyzeWebBuild, type BuildAnalysis } from './lib/chunks';
import { itemPages } from './lib/item-pages';
import { type LighthouseFigures, runLighthouse } from './lib/lighthouse';
import { loadGeneratorFromEnv } from './lib/load-generator';
import { homePageScripts, type PageScripts, staffPageScripts } from './lib/page-scripts';
import { resultsDir, rootDir } from './lib/processes';
import { apiTable, lighthouseTable, scriptsTable } from './lib/report';
import { measureScale, type ScaleResult, type ScaleRun, scaleFigures, scaleTable, seedScaleData } from './lib/scale';
import { runMain } from './lib/script';
import { compareStaffOpen, type OpenFigures, openTable, waterfall } from './lib/staff-open';

const PARTS = ['api', 'js', 'lighthouse', 'scale', 'open'] as const;
type Part = (typeof PARTS)[number];
/** The scale part fills a PostgreSQL database with thousands of rows, and `open` is a before/after study: only when asked for. */
const DEFAULT_PARTS: Part[] = ['api', 'js', 'lighthouse'];

/** "Ar Rawdah": a district with demo branches in three cities, so the search returns several. */
const SEARCH_WORD = 'الروضة';
const STAFF_PAGE = '/admin/admin-users';

function numberFromEnv(name: string, fallback: number, min: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value < min) throw new Error(`${name} must be a number ≥ ${min}, got "${raw}"`);
  return value;
}

function partsFromEnv(): Set<Part> {
  const raw = process.env.BENCH_ONLY;
  if (!raw) return new Set(DEFAULT_PARTS);
  const parts = raw.split(',').map((p) => p.trim());
  const unknown = parts.filter((p) => !(PARTS as readonly string[]).includes(p));
  if (unknown.length) throw new Error(`BENCH_ONLY: unknown part(s) ${unknown.join(', ')}; use ${PARTS.join(', ')}`);
  return new Set(parts as Part[]);
}

/** BENCH_CASES: a comma list of API case ids (menu, branches-search, branches-search-miss); all by default. */
function casesFromEnv<T extends { id: string }>(all: T[]): T[] {
  const raw = process.env.BENCH_CASES;
  if (!raw) return all;
  const ids = raw.split(',').map((id) => id.trim());
  const unknown = ids.filter((id) => !all.some((c) => c.id === id));
  if (unknown.length) {
    throw new Error(`BENCH_CASES: unknown case(s) ${unknown.join(', ')}; use ${all.map((c) => c.id).join(', ')}`);
  }
  return all.filter((c) => ids.includes(c.id));
}

const log = (message = '') => process.stdout.write(`${message}\n`);
const section = (title: string) => log(`\n== ${title} ==`);

interface MeasuredPage extends PageScripts {
  staffOnlyModules: string[];
  /** Bytes per package over the page's chunks (after tree-shaking, before minification), largest first. */
  packages: Record<string, number>;
}

/** The largest packages as shares of the code (measured after tree-shaking, before minification). */
function topPackages(packages: Record<string, number>, count = 8): string {
  const total = Object.values(packages).reduce((sum, bytes) => sum + bytes, 0);
  return Object.entries(packages)
    .slice(0, count)
    .map(([name, bytes]) => `${name} ${Math.round((bytes / total) * 100)} %`)
    .join(', ');
}

interface Results {
  date: string;
  machine: {
    cpus: number;
    cpuModel: string;
    memoryGiB: number;
    node: string;
    platform: string;
    /** 1-minute load average before and after: other work on the machine skews every figure. */
    loadAverage: { start: number; end?: number };
  };
  database: 'pglite' | 'postgres';
  settings: LoadSettings;
  api?: ApiResult[];
  searchMatches?: number;
  js?: {
    analysis: { seconds: number; notInDist: string[] } | { error: string };
    home: MeasuredPage;
    staff: MeasuredPage | { page: string; error: string };
  };
  lighthouse?: { name: string; figures: LighthouseFigures }[];
  scale?: ScaleResult;
  open?: OpenFigures;
  /** The same page on the baseline build (BENCH_OPEN_BASELINE_WEB_DIST), measured alternately. */
  openBaseline?: OpenFigures;
  problems: string[];
}

async function countBranches(origin: string, pathname: string): Promise<number> {
  const response = await fetch(`${origin}${pathname}`, { headers: { locale: 'ar' } });
  const body = (await response.json()) as { data?: unknown[] };
  return body.data?.length ?? 0;
}

async function main(): Promise<number> {
  const missing = missingBuild();
  if (missing.length) {
    console.error(`The benchmark runs the built application, and ${missing.join(' and ')} is missing.`);
    console.error('Build it first from the repository root: npm run build');
    return 1;
  }
  const parts = partsFromEnv();
  const settings: LoadSettings = {
    connections: numberFromEnv('BENCH_CONNECTIONS', 50, 1),
    duration: numberFromEnv('BENCH_DURATION', 10, 1),
    warmup: numberFromEnv('BENCH_WARMUP', 2, 0),
    rounds: numberFromEnv('BENCH_ROUNDS', 3, 1),
    generator: loadGeneratorFromEnv(),
  };
  const databaseUrl = process.env.BENCH_DATABASE_URL || undefined;
  const cpus = os.cpus();
  const results: Results = {
    date: new Date().toISOString(),
    machine: {
      cpus: cpus.length,
      cpuModel: cpus[0]?.model.trim() ?? 'unknown',
      memoryGiB: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()}`,
      loadAverage: { start: os.loadavg()[0]! },
    },
    database: databaseUrl ? 'postgres' : 'pglite',
    settings,
    problems: [],
  };
  let incomplete = false;
  log(`${results.date}  ${results.machine.cpus} × ${results.machine.cpuModel}, Node ${process.version}`);
  if (results.machine.loadAverage.start > 0.5) {
    const message = `the machine was busy before the run (load average ${results.machine.loadAverage.start.toFixed(2)}): figures are less reliable`;
    results.problems.push(message);
    log(`warning: ${message}`);
  }

  // In memory and before the server starts, so the build does not compete with anything measured.
  let analysis: BuildAnalysis | { error: string } | undefined;
  if (parts.has('js')) {
    section('chunk contents (in-memory build of apps/web)');
    try {
      analysis = await analyzeWebBuild();
      log(`${analysis.chunks.size} chunks analysed in ${analysis.seconds.toFixed(1)} s`);
      if (analysis.notInDist.length) {
        const message = `apps/web/dist is not a build of the current sources (${analysis.notInDist.length} chunks differ, e.g. ${analysis.notInDist.slice(0, 3).join(', ')}): run npm run build`;
        results.problems.push(message);
        log(`warning: ${message}`);
      }
    } catch (error) {
      analysis = { error: error instanceof Error ? error.message : String(error) };
      log(`could not build the web app to read its chunks; only chunk names are reported (${analysis.error})`);
    }
  }

  let dataDir: string | undefined;
  if (parts.has('scale')) {
    if (!databaseUrl)
      throw new Error('BENCH_ONLY=scale measures PostgreSQL: set BENCH_DATABASE_URL (an empty database)');
    const counts = {
      branches: numberFromEnv('BENCH_SCALE_BRANCHES', 10_000, 0),
      applications: numberFromEnv('BENCH_SCALE_APPLICATIONS', 10_000, 0),
      products: numberFromEnv('BENCH_SCALE_PRODUCTS', 100_000, 0),
      customers: numberFromEnv('BENCH_SCALE_CUSTOMERS', 50_000, 0),
    };
    section(
      `scale seed: ${counts.branches} branches, ${counts.applications} applications with documents, ${counts.products} products, ${counts.customers} customers`,
    );
    dataDir = newDataDir();
    const seed = await seedScaleData(databaseUrl, dataDir, counts);
    log(`${seed.summary} (${seed.seconds.toFixed(0)} s with start-up)`);
    results.scale = { seed, requests: numberFromEnv('BENCH_SCALE_REQUESTS', 300, 1), cases: [] };
  }

  section(`starting the built server (${results.database})`);
  // The scale part reads each request's time inside the server from the access log (info level).
  const server = await startAppServer(databaseUrl, { ...(dataDir ? { dataDir, logLevel: 'info' } : {}) });
  log(`listening at ${server.origin}; log in ${path.relative(rootDir, server.logFile)}`);
  let scaleRun: ScaleRun | undefined;
  try {
    if (results.scale) {
      section(`scale: ${results.scale.requests} requests per case, one at a time, after 30 of warm-up`);
      scaleRun = await measureScale(server, results.scale.requests, 30);
      results.scale.export = scaleRun.exportFigures;
    }

    if (parts.has('api')) {
      const searchPath = `/api/branches?search=${encodeURIComponent(SEARCH_WORD)}`;
      results.searchMatches = await countBranches(server.origin, searchPath);
      if (results.searchMatches === 0) throw new Error(`${searchPath} found no branch in the demo data`);
      const allCases: ApiCase[] = [
        { id: 'menu', label: '/api/menu', path: '/api/menu', vary: false },
        {
          id: 'page',
          label: '/en/about-us (page, cached)',
          path: '/en/about-us',
          vary: false,
          headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8' },
        },
        { id: 'branches-search', label: 'branches?search= (cached)', path: searchPath, vary: false },
        { id: 'branches-search-miss', label: 'branches?search= (cache miss)', path: searchPath, vary: true },
      ];
      const cases = casesFromEnv(allCases);
      section(
        `API: load by ${settings.generator}, ${settings.connections} connections, ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} of ${settings.duration} s per server after ${settings.warmup} s of warm-up`,
      );
      results.api = [];
      for (const apiCase of cases) {
        log(`${apiCase.label} …`);
        const result = await benchmarkCase(server, apiCase, settings);
        results.api.push(result);
        for (const [side, figures] of [
          ['baseline', result.baseline],
          ['app', result.app],
        ] as const) {
          if (figures.errors || figures.timeouts || figures.non2xx) {
            results.problems.push(
              `${apiCase.label}, ${side}: ${figures.errors} errors, ${figures.timeouts} timeouts, ${figures.non2xx} non-2xx answers`,
            );
            incomplete = true;
          }
        }
      }
      log(`\n${apiTable(results.api)}`);
      log(
        '(last two columns: baseline | app; cores = average cores kept busy by the server and by the load generator)',
      );
      log(`(search "${SEARCH_WORD}" matches ${results.searchMatches} branches; bodies are as sent, Brotli)`);
      for (const result of results.api) {
        const cost = result.missCompression;
        if (!cost) continue;
        log(
          `a miss compresses the ${cost.jsonBytes}-byte answer: Brotli 11 ${cost.brotli11Ms.toFixed(2)} ms, gzip 9 ${cost.gzip9Ms.toFixed(2)} ms (median, outside the server)`,
        );
      }
    }

    if (parts.has('js')) {
      section('JavaScript loaded to render a page');
      const chunks = analysis && 'chunks' in analysis ? analysis.chunks : undefined;
      const staffIn = (scriptPath: string) => chunks?.get(scriptPath.replace(/^\//, ''))?.staffModules;
      const withStaff = (page: PageScripts) => {
        const packages: Record<string, number> = {};
        for (const script of page.scripts) {
          const chunk = chunks?.get(script.path.replace(/^\//, ''));
          for (const [name, bytes] of Object.entries(chunk?.packageBytes ?? {})) {
            packages[name] = (packages[name] ?? 0) + bytes;
          }
        }
        return {
          ...page,
          staffOnlyModules: page.scripts.flatMap((s) => staffIn(s.path) ?? []),
          packages: Object.fromEntries(Object.entries(packages).sort(([, a], [, b]) => b - a)),
        };
      };
      const browser = await launchChromium();
      try {
        const home = withStaff(await homePageScripts(browser, server.origin));
        log(`/ on a phone, Arabic:\n${scriptsTable(home, staffIn)}`);
        if (home.staffOnlyModules.length) {
          results.problems.push(`/ loads staff-only code: ${home.staffOnlyModules.join(', ')}`);
        } else if (chunks) {
          log('no staff-only module in any of these chunks');
        }
        if (chunks) log(`share of the code by package: ${topPackages(home.packages)}`);
        if (home.externalRequests.length) {
          results.problems.push(`/ requests other origins: ${home.externalRequests.join(', ')}`);
        }
        let staff: NonNullable<Results['js']>['staff'];
        try {
          staff = withStaff(await staffPageScripts(browser, server.origin, STAFF_PAGE));
          log(`\n${STAFF_PAGE}, signed in, for comparison:\n${scriptsTable(staff, staffIn)}`);
        } catch (error) {
          const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
          staff = { page: STAFF_PAGE, error: message };
          results.problems.push(`${STAFF_PAGE} could not be measured: ${message}`);
          incomplete = true;
        }
        results.js = {
          analysis:
            analysis && 'chunks' in analysis
              ? { seconds: analysis.seconds, notInDist: analysis.notInDist }
              : (analysis ?? { error: 'not run' }),
          home,
          staff,
        };
      } finally {
        await browser.close();
      }
    }

    if (parts.has('open')) {
      const page = process.env.BENCH_OPEN_PAGE || '/admin/branches';
      const cpuThrottling = numberFromEnv('BENCH_CPU_THROTTLING', 4, 1);
      const runs = numberFromEnv('BENCH_OPEN_RUNS', 7, 1);
      section(`a back-office screen in a new tab: ${page}, ${runs} runs, CPU slowed ${cpuThrottling}×`);
      // BENCH_OPEN_BASELINE_WEB_DIST: another web build served by a second server, opened alternately.
      const baselineDist = process.env.BENCH_OPEN_BASELINE_WEB_DIST || undefined;
      const baseline = baselineDist
        ? await startAppServer(databaseUrl, { webDist: baselineDist, name: 'baseline-server' })
        : undefined;
      const browser = await launchChromium();
      try {
        const origins = baseline ? [baseline.origin, server.origin] : [server.origin];
        const figures = await compareStaffOpen(browser, origins, page, { runs, cpuThrottling });
        const open = figures.at(-1)!;
        results.open = open;
        if (baseline) {
          results.openBaseline = figures[0]!;
          log(`baseline (${baselineDist}):\n${openTable(figures[0]!)}\n\ncurrent build:`);
        }
        log(openTable(open));
        if (baseline) {
          const ratio = (pick: (f: OpenFigures) => number) => (pick(open) / pick(figures[0]!)).toFixed(2);
          log(
            `current ÷ baseline: rows visible ${ratio((f) => f.median.rowsVisibleMs)}, first API call ${ratio((f) => f.median.firstApiStartMs)}, DOMContentLoaded ${ratio((f) => f.median.domContentLoadedMs)}`,
          );
        }
        const typical = [...open.runs].sort((a, b) => a.rowsVisibleMs - b.rowsVisibleMs)[
          Math.floor(open.runs.length / 2)
        ];
        if (typical) log(`\nrequests of the median run:\n${waterfall(typical)}`);
      } finally {
        await browser.close();
        await baseline?.stop();
      }
    }

    if (parts.has('lighthouse')) {
      section('Lighthouse (mobile, default throttling)');
      // Every public page and one item page of each kind (article, news, city, branch) in both
      // languages, or the paths BENCH_LIGHTHOUSE_PAGES lists.
      const listed = process.env.BENCH_LIGHTHOUSE_PAGES?.split(',').map((p) => p.trim());
      const pages = (listed ?? [...PUBLIC_PAGE_PATHS]).flatMap((pagePath) =>
        LOCALES.map((lang) => ({
          name: `${pagePath === '/' ? 'home' : pagePath.slice(1).replaceAll('/', '-')}-${lang}`,
          url: `${server.origin}${localizedPath(lang, pagePath)}`,
        })),
      );
      if (!listed) pages.push(...(await itemPages(server.origin)));
      const figures = await runLighthouse(pages);
      results.lighthouse = pages.map((page, i) => ({ name: page.name, figures: figures[i]! }));
      log(lighthouseTable(results.lighthouse));
      for (const { name, figures: f } of results.lighthouse) {
        if (f.failing.length) log(`${name} below 90: ${f.failing.join('; ')}`);
      }
      log(`reports: ${results.lighthouse.map((l) => l.figures.report).join(', ')}`);
    }
  } finally {
    await server.stop();
  }

  if (results.scale && scaleRun) {
    results.scale.cases = scaleFigures(scaleRun, server.logFile);
    log(`\n${scaleTable(results.scale.cases)}`);
    const exported = results.scale.export!;
    log(
      `export: ${exported.rows} rows (header included), ${(exported.bytes / 2 ** 20).toFixed(1)} MiB in ${exported.seconds} s; ` +
        `server RSS ${exported.rssBeforeMiB} MiB before, ${exported.rssPeakMiB} MiB at most during (+${exported.rssGrowthMiB} MiB, ${exported.samples} samples); ` +
        `VmHWM ${exported.hwmBeforeMiB} → ${exported.hwmAfterMiB} MiB`,
    );
    const expectedRows = results.scale.seed.applications + 1;
    if (exported.status !== 200 || exported.rows < expectedRows) {
      results.problems.push(
        `the export answered ${exported.status} with ${exported.rows} rows (expected at least ${expectedRows})`,
      );
      incomplete = true;
    }
    for (const figures of results.scale.cases) {
      if ('error' in figures || figures.non2xx > 0) {
        results.problems.push(
          `scale ${figures.id}: ${'error' in figures ? figures.error : `${figures.non2xx} non-2xx answers`}`,
        );
        incomplete = true;
      }
    }
  }

  results.machine.loadAverage.end = os.loadavg()[0]!;
  fs.mkdirSync(resultsDir, { recursive: true });
  const file = path.join(resultsDir, 'latest.json');
  fs.writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`);
  section('done');
  log(`figures written to ${path.relative(rootDir, file)}`);
  for (const problem of results.problems) log(`problem: ${problem}`);
  // Failed requests or a page that could not be measured leave the figures incomplete;
  // a slow answer is only a figure.
  return incomplete ? 1 : 0;
}

runMain(main);
