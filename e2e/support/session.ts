import { isPublicPagePath, localizedPath, readPageAddress } from '@app/contracts/page-addresses';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { apiCall, baseUrl, DEMO_ADMIN, type Lang, launchBrowser, newContext } from './browser';

export interface Viewport {
  width: number;
  height: number;
}

export const PHONE: Viewport = { width: 390, height: 844 };
export const DESKTOP: Viewport = { width: 1366, height: 900 };
/** The narrower desktop screen the investor and inbox back-office specs use. */
export const LAPTOP: Viewport = { width: 1280, height: 900 };

/** The two widths every layout is checked at, named as test titles and screenshots name them. */
export const WIDTHS = [
  { name: 'phone', viewport: PHONE },
  { name: 'desktop', viewport: DESKTOP },
] as const;

export interface SessionOptions {
  /** Refuses requests that leave the site: this machine has no network, so map tiles would hang. */
  offline?: boolean;
}

export interface Session {
  /** A page in a fresh context whose localStorage already holds the language (a desktop screen unless given). */
  openPage(lang: Lang, viewport?: Viewport): Promise<Page>;
  /** The same, signed in as the demo administrator (on the main page). */
  openSignedIn(lang: Lang, viewport?: Viewport): Promise<Page>;
}

/** A site path as the address of its page in `lang` (staff and API paths, and absolute URLs, stay as they are). */
function addressIn(lang: Lang, url: string): string {
  if (!url.startsWith('/') || url.startsWith('//')) return url;
  const pathname = url.split(/[?#]/, 1)[0] ?? '/';
  if (!isPublicPagePath(pathname) || readPageAddress(pathname).path !== pathname) return url;
  return localizedPath(lang, url);
}

/**
 * A server-rendered page shows before its scripts start (after its lead picture): a test presses
 * its controls once the app runs, as a visitor would a moment later. The staff app is left as it is.
 */
async function untilAppRuns<T>(page: Page, answer: T): Promise<T> {
  const serverRendered = await page.evaluate(() => document.getElementById('app-scripts') !== null).catch(() => false);
  if (serverRendered) await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  return answer;
}

/** One Chromium for the spec file: launched before its tests, closed after them. */
export function useBrowser({ offline = false }: SessionOptions = {}): Session {
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  });
  afterAll(async () => {
    await launched?.close();
  });

  const openPage = async (lang: Lang, viewport: Viewport = DESKTOP, token?: string): Promise<Page> => {
    if (!launched) throw new Error('no browser yet: pages are opened in tests, after beforeAll');
    const context = await newContext(launched, lang, viewport, token);
    if (offline) {
      await context.route(
        (url) => !url.href.startsWith(baseUrl()),
        (route) => route.abort(),
      );
    }
    const page = await context.newPage();
    // Public pages have an address per language (`/en/...`): a test's visitor reads them in its language.
    const goto = page.goto.bind(page);
    const reload = page.reload.bind(page);
    page.goto = async (url, options) => untilAppRuns(page, await goto(addressIn(lang, url), options));
    page.reload = async (options) => untilAppRuns(page, await reload(options));
    return page;
  };
  // A session of its own for each page (a test may sign out), opened through the API: the sign-in
  // form itself is walked by the users' and roles' specs.
  const openSignedIn = async (lang: Lang, viewport?: Viewport): Promise<Page> => {
    const login = await apiCall<{ data: { token: string } }>('POST', '/admin/login', { body: DEMO_ADMIN });
    const page = await openPage(lang, viewport, login.body.data.token);
    await page.goto('/admin/main');
    return page;
  };
  return { openPage, openSignedIn };
}

/** The demo administrator's API token, fetched once before the spec file's tests. */
export function useAdminToken(): () => string {
  let token: string | undefined;
  beforeAll(async () => {
    const login = await apiCall<{ data: { token: string } }>('POST', '/admin/login', { body: DEMO_ADMIN });
    token = login.body.data.token;
  });
  return () => {
    if (token === undefined) throw new Error('no admin token yet: it is read in tests, after beforeAll');
    return token;
  };
}
