import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { DEMO_ADMIN } from './chromium';
import { text } from './locales';

export { DEMO_ADMIN, launchChromium as launchBrowser } from './chromium';

export type Lang = 'ar' | 'en';
export const LANGS: Lang[] = ['ar', 'en'];

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Waits for the page to catch up with a change (vitest's default poll gives up after one second). */
export const eventually = <T>(read: () => Promise<T> | T) => expect.poll(read, { timeout: 15_000 });

/**
 * A fresh context whose localStorage already holds the language, and the staff session when a
 * token is given (as a browser that signed in before would hold it).
 */
export async function newContext(
  browser: Browser,
  lang: Lang,
  viewport = { width: 1366, height: 900 },
  token?: string,
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport,
    locale: lang === 'ar' ? 'ar-SA' : 'en-US',
    ...(token
      ? {
          storageState: {
            cookies: [],
            origins: [{ origin: baseUrl(), localStorage: [{ name: 'token', value: token }] }],
          },
        }
      : {}),
  });
  await context.addInitScript((l) => {
    if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', l);
  }, lang);
  return context;
}

export async function screenshot(page: Page, name: string, lang: Lang): Promise<void> {
  fs.mkdirSync(screenshotDir, { recursive: true });
  await page.screenshot({ path: path.join(screenshotDir, `${name}-${lang}.png`), fullPage: true });
}

export async function signIn(page: Page, email = DEMO_ADMIN.email, password = DEMO_ADMIN.password): Promise<void> {
  await page.goto('/login');
  await page.locator('input[type="email"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL('**/admin/main');
}

/** Calls the API directly (for setting up data or checking server answers). */
export async function apiCall<T = unknown>(
  method: string,
  pathname: string,
  options: { token?: string; body?: unknown; locale?: Lang } = {},
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${baseUrl()}/api${pathname}`, {
    method,
    headers: {
      // Only with a body: the server refuses an empty body announced as JSON.
      ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      locale: options.locale ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

/**
 * Waits until a back-office list has loaded (its loading status gone, its images drawn). A back-office page never reaches "network idle": it keeps the staff event stream open.
 */
export async function listLoaded(page: Page, lang: Lang): Promise<void> {
  // The list must be there first: before the screen's code arrives there is no loading status to wait for.
  await page.locator('[data-list="ready"]').first().waitFor();
  await page.getByRole('status', { name: text(lang, 'toolkit:table.loading') }).waitFor({ state: 'hidden' });
  // Its pictures drawn too, for a screenshot that shows the page as a person sees it.
  // Lazy pictures below the screen are not loaded until scrolled to: only the ones in view count.
  await page.waitForFunction(() =>
    [...document.images].every(
      (image) =>
        image.complete || (image.loading === 'lazy' && image.getBoundingClientRect().top >= window.innerHeight),
    ),
  );
}

/**
 * A link of the back-office's side menu. The main screen also links each section from a card of
 * the same name, so a link found by its name alone may be either once the cards have loaded.
 */
export function menuLink(page: Page, lang: Lang, key: string) {
  return page
    .getByRole('navigation', { name: text(lang, 'shell:menu.label') })
    .getByRole('link', { name: text(lang, key) });
}
