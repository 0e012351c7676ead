import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, type Lang, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { text } from '../support/locales';

let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function openPage(lang: Lang, viewport?: { width: number; height: number }): Promise<Page> {
  const context = await newContext(browser, lang, viewport);
  return context.newPage();
}

const SCREENS = [
  ['finance-market', 'finance-market:title'],
  ['investigator', 'investigator:title'],
  ['questions', 'questions:title'],
  ['key-metrics', 'indicators:key_metrics'],
  ['indicator-performance', 'indicators:kpis'],
] as const;

describe.each(LANGS)('investor relations back-office in %s', (lang) => {
  it('adds a finance-market link that the investor page shows at once', async () => {
    const page = await openPage(lang);
    await signIn(page);
    await page.goto('/admin/finance-market');
    await page.getByRole('table').waitFor();
    const url = `https://www.saudiexchange.sa/e2e-${lang}-${Date.now()}`;
    await page.getByRole('button', { name: text(lang, 'finance-market:add') }).click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    await dialog.locator('input[name="translation.0.name"]').fill('تداول السعودية');
    await dialog.locator('input[name="translation.1.name"]').fill('Saudi Exchange');
    await dialog.locator('input[name="url"]').fill(url);
    await dialog.locator('button[type="submit"]').click();
    await dialog.waitFor({ state: 'hidden' });
    const link = page.locator(`a[href="${url}"]`);
    await link.waitFor();
    expect(await link.getAttribute('target')).toBe('_blank');
    await screenshot(page, 'admin-finance-market', lang);

    await page.goto('/investor-relations');
    await page.locator(`a[href="${url}"]`).first().waitFor({ state: 'attached' });
    expect(await page.locator(`a[href="${url}"]`).count()).toBeGreaterThan(0);
    await page.context().close();
  });

  it.each([
    [1366, 900],
    [390, 844],
  ])('shows every investor relations screen at %i px', async (width, height) => {
    const page = await openPage(lang, { width, height });
    await signIn(page);
    for (const [path, title] of SCREENS) {
      await page.goto(`/admin/${path}`);
      await page
        .getByRole('heading', { name: text(lang, title) })
        .first()
        .waitFor();
      await page.getByRole('table').waitFor();
      await screenshot(page, `admin-${path}-${width}`, lang);
    }
    await page.context().close();
  });
});
