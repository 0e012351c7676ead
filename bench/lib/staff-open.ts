/**
 * How long a back-office screen takes to show in a new tab: a signed-in administrator opens the
 * page in a fresh context (empty cache, the token already stored, as a link opened in a new tab
 * after signing in), and the time until the table's first row is visible is read from the page's
 * own clock, with the navigation timing and every request it made (start, end, bytes).
 */
import type { Browser } from 'playwright-core';
import { DEMO_ADMIN } from '../../e2e/support/chromium';
import { median } from './stats';

/** The back-office keeps its token under this localStorage key (apps/web/src/shared/api-client.ts). */
const TOKEN_KEY = 'token';

interface OpenRequest {
  /** Path (and query) on the server, or the full URL of another origin. */
  name: string;
  kind: 'document' | 'script' | 'style' | 'font' | 'api' | 'other';
  startMs: number;
  endMs: number;
  transferBytes: number;
}

export interface OpenRun {
  /** Navigation start to the first byte of the HTML, DOMContentLoaded, load, first row visible (ms). */
  ttfbMs: number;
  domContentLoadedMs: number;
  loadMs: number;
  rowsVisibleMs: number;
  requests: OpenRequest[];
}

export interface OpenFigures {
  page: string;
  cpuThrottling: number;
  runs: OpenRun[];
  median: {
    ttfbMs: number;
    domContentLoadedMs: number;
    loadMs: number;
    rowsVisibleMs: number;
    scripts: number;
    scriptBytes: number;
    fonts: number;
    apiCalls: number;
    /** Longest chain of API calls each starting after the previous one ended. */
    apiChain: number;
    /** When the first API call started. */
    firstApiStartMs: number;
  };
}

function kindOf(path: string, initiator: string): OpenRequest['kind'] {
  if (path.startsWith('/api/')) return 'api';
  if (/\.woff2?$/.test(path)) return 'font';
  if (path.endsWith('.js')) return 'script';
  if (path.endsWith('.css')) return 'style';
  if (initiator === 'navigation') return 'document';
  return 'other';
}

/** Calls in a row that each waited for the one before (start after its end): a waterfall's depth. */
function chainDepth(calls: readonly { startMs: number; endMs: number }[]): number {
  const sorted = [...calls].sort((a, b) => a.startMs - b.startMs);
  const depth: number[] = [];
  sorted.forEach((call, i) => {
    let best = 0;
    for (let j = 0; j < i; j++) if (sorted[j]!.endMs <= call.startMs) best = Math.max(best, depth[j]!);
    depth.push(best + 1);
  });
  return Math.max(0, ...depth);
}

async function signInToken(origin: string): Promise<string> {
  const res = await fetch(`${origin}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(DEMO_ADMIN),
  });
  const body = (await res.json()) as { data: { token: string } };
  return body.data.token;
}

async function openOnce(browser: Browser, origin: string, pathname: string, token: string, cpu: number) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, baseURL: origin });
  try {
    await context.addInitScript(
      ([key, value]) => {
        if (!window.localStorage.getItem(key!)) window.localStorage.setItem(key!, value!);
      },
      [TOKEN_KEY, token],
    );
    const page = await context.newPage();
    if (cpu > 1) {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
    }
    await page.goto(pathname, { waitUntil: 'commit' });
    await page.locator('table tbody tr').first().waitFor({ state: 'visible', timeout: 60_000 });
    const rowsVisibleMs = await page.evaluate(() => performance.now());
    await page.waitForLoadState('load');
    await page.waitForTimeout(300);
    return await page.evaluate(
      ({ rowsVisibleMs }) => {
        const nav = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
        const requests = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => {
          const url = new URL(entry.name);
          return {
            name: url.origin === location.origin ? url.pathname + url.search : entry.name,
            initiator: entry.initiatorType,
            startMs: Math.round(entry.startTime),
            endMs: Math.round(entry.responseEnd),
            transferBytes: entry.transferSize,
          };
        });
        return {
          ttfbMs: Math.round(nav.responseStart),
          domContentLoadedMs: Math.round(nav.domContentLoadedEventEnd),
          loadMs: Math.round(nav.loadEventEnd),
          rowsVisibleMs: Math.round(rowsVisibleMs),
          requests,
        };
      },
      { rowsVisibleMs },
    );
  } finally {
    await context.close();
  }
}

function measuredRun(raw: Awaited<ReturnType<typeof openOnce>>): OpenRun {
  return {
    ...raw,
    requests: raw.requests.map(({ initiator, ...request }) => ({ ...request, kind: kindOf(request.name, initiator) })),
  };
}

function figuresOf(pathname: string, cpuThrottling: number, measured: OpenRun[]): OpenFigures {
  const per = (pick: (run: OpenRun) => number) => Math.round(median(measured.map(pick)));
  const of = (run: OpenRun, kind: OpenRequest['kind']) => run.requests.filter((r) => r.kind === kind);
  return {
    page: pathname,
    cpuThrottling,
    runs: measured,
    median: {
      ttfbMs: per((r) => r.ttfbMs),
      domContentLoadedMs: per((r) => r.domContentLoadedMs),
      loadMs: per((r) => r.loadMs),
      rowsVisibleMs: per((r) => r.rowsVisibleMs),
      scripts: per((r) => of(r, 'script').length),
      scriptBytes: per((r) => of(r, 'script').reduce((sum, s) => sum + s.transferBytes, 0)),
      fonts: per((r) => of(r, 'font').length),
      apiCalls: per((r) => of(r, 'api').length),
      apiChain: per((r) => chainDepth(of(r, 'api'))),
      firstApiStartMs: per((r) => Math.min(...of(r, 'api').map((a) => a.startMs))),
    },
  };
}

/**
 * The same on several servers side by side (e.g. a baseline build and the current one), each
 * warmed up once, their runs alternated A B B A … so a machine that gets busier or quieter during
 * the run weighs on each alike. Figures in the order of `origins`.
 */
export async function compareStaffOpen(
  browser: Browser,
  origins: readonly string[],
  pathname: string,
  { runs = 7, cpuThrottling = 1 }: { runs?: number; cpuThrottling?: number } = {},
): Promise<OpenFigures[]> {
  const tokens = await Promise.all(origins.map((origin) => signInToken(origin)));
  for (const [i, origin] of origins.entries()) await openOnce(browser, origin, pathname, tokens[i]!, cpuThrottling);
  const measured: OpenRun[][] = origins.map(() => []);
  for (let round = 0; round < runs; round++) {
    const order = round % 2 === 0 ? [...origins.keys()] : [...origins.keys()].reverse();
    for (const i of order) {
      measured[i]!.push(measuredRun(await openOnce(browser, origins[i]!, pathname, tokens[i]!, cpuThrottling)));
    }
  }
  return measured.map((runsOfOne) => figuresOf(pathname, cpuThrottling, runsOfOne));
}

/** One run's requests in start order, as a text waterfall. */
export function waterfall(run: OpenRun): string {
  return [...run.requests]
    .sort((a, b) => a.startMs - b.startMs)
    .map(
      (r) =>
        `${String(r.startMs).padStart(6)} → ${String(r.endMs).padStart(6)} ms  ${r.kind.padEnd(6)} ${String(Math.round(r.transferBytes / 1024)).padStart(5)} KiB  ${r.name}`,
    )
    .join('\n');
}

/** The medians as a small table. */
export function openTable(figures: OpenFigures): string {
  const m = figures.median;
  return [
    `first byte ${m.ttfbMs} ms · DOMContentLoaded ${m.domContentLoadedMs} ms · load ${m.loadMs} ms · rows visible ${m.rowsVisibleMs} ms (medians)`,
    `scripts ${m.scripts} (${Math.round(m.scriptBytes / 1024)} KiB on the wire) · fonts ${m.fonts} · API calls ${m.apiCalls}, ${m.apiChain} in a row, the first at ${m.firstApiStartMs} ms`,
  ].join('\n');
}
