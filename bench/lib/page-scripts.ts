/**
 * The JavaScript a page needs: every script response while the page loads in headless Chromium
 * until the network is idle, with its gzip size (level 9, computed here) and the bytes that
 * actually crossed the wire (the server sends Brotli to Chromium).
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContextOptions, Request, Response } from 'playwright-core';
import { DEMO_ADMIN } from '../../e2e/support/chromium';

/** Lighthouse's mobile device (Moto G Power), so both measurements see the same layout. */
const PHONE: BrowserContextOptions = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
};
const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 900 } };

interface ScriptFile {
  /** Path on the server, e.g. /assets/index-abc123.js. */
  path: string;
  bytes: number;
  gzipBytes: number;
  transferredBytes: number;
}

export interface PageScripts {
  page: string;
  scripts: ScriptFile[];
  totalBytes: number;
  totalGzipBytes: number;
  totalTransferredBytes: number;
  /** Requests to any other origin; this machine has no network, and the page must not need one. */
  externalRequests: string[];
}

async function scriptFile(response: Response, origin: string): Promise<ScriptFile | null> {
  const url = new URL(response.url());
  const isScript = response.request().resourceType() === 'script' || url.pathname.endsWith('.js');
  if (!isScript || url.origin !== origin || response.status() !== 200) return null;
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    path: url.pathname,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    transferredBytes: sizes.responseBodySize,
  };
}

/** Loads `pathname` in a fresh context (empty cache) and collects the scripts it loads. */
async function collect(
  browser: Browser,
  origin: string,
  pathname: string,
  options: BrowserContextOptions,
): Promise<PageScripts> {
  const context = await browser.newContext({ ...options, baseURL: origin });
  try {
    const page = await context.newPage();
    const pending: Promise<ScriptFile | null>[] = [];
    const externalRequests: string[] = [];
    page.on('response', (response) => pending.push(scriptFile(response, origin)));
    page.on('request', (request) => {
      const url = new URL(request.url());
      if ((url.protocol === 'http:' || url.protocol === 'https:') && url.origin !== origin) {
        externalRequests.push(request.url());
      }
    });
    // Quiet network, not counting the staff screens' event stream (open as long as the page is).
    const inFlight = new Set<Request>();
    const counted = (request: Request) => request.headers().accept !== 'text/event-stream';
    page.on('request', (request) => counted(request) && inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await page.goto(pathname, { waitUntil: 'load' });
    await quiet(inFlight);
    const scripts = (await Promise.all(pending)).filter((s): s is ScriptFile => s !== null);
    scripts.sort((a, b) => b.gzipBytes - a.gzipBytes);
    const sum = (pick: (s: ScriptFile) => number) => scripts.reduce((total, s) => total + pick(s), 0);
    return {
      page: pathname,
      scripts,
      totalBytes: sum((s) => s.bytes),
      totalGzipBytes: sum((s) => s.gzipBytes),
      totalTransferredBytes: sum((s) => s.transferredBytes),
      externalRequests,
    };
  } finally {
    await context.close();
  }
}

/** Resolves once no counted request has been in flight for 500 ms (as Playwright's `networkidle`). */
async function quiet(inFlight: Set<Request>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let quietSince = Date.now();
  while (Date.now() - quietSince < 500) {
    if (Date.now() > deadline) throw new Error(`the network did not go quiet within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    if (inFlight.size > 0) quietSince = Date.now();
  }
}

/** The public home page as a first-time visitor on a phone sees it (Arabic, the default). */
export function homePageScripts(browser: Browser, origin: string): Promise<PageScripts> {
  return collect(browser, origin, '/', { ...PHONE, locale: 'ar-SA' });
}

/** A back-office page, loaded fresh by a signed-in administrator (the demo one). */
export async function staffPageScripts(browser: Browser, origin: string, pathname: string): Promise<PageScripts> {
  const context = await browser.newContext({ ...DESKTOP, baseURL: origin });
  let storageState: Awaited<ReturnType<typeof context.storageState>>;
  try {
    const page = await context.newPage();
    await page.goto('/login');
    await page.locator('input[type="email"]').fill(DEMO_ADMIN.email);
    await page.locator('input[type="password"]').fill(DEMO_ADMIN.password);
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/admin'), { timeout: 30_000 });
    storageState = await context.storageState();
  } finally {
    await context.close();
  }
  return collect(browser, origin, pathname, { ...DESKTOP, storageState });
}
