import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { inject } from 'vitest';

export type Lang = 'ar' | 'en';
export const LANGS: Lang[] = ['ar', 'en'];

const screenshotDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../screenshots');

export const DEMO_ADMIN = { email: 'admin@example.com', password: 'Admin@12345' };

export function baseUrl(): string {
  return inject('baseUrl');
}

/** Debian's Chromium with the flags this machine needs (no sandbox as root, no background network). */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

/** A fresh context whose localStorage already holds the language. */
export async function newContext(
  browser: Browser,
  lang: Lang,
  viewport = { width: 1366, height: 900 },
): Promise<BrowserContext> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport, locale: lang === 'ar' ? 'ar-SA' : 'en-US' });
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
      'content-type': 'application/json',
      locale: options.locale ?? 'en',
      ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: res.status, body: (await res.json()) as T };
}
