import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGS, launchBrowser, newContext, screenshot, signIn } from '../support/browser';
import { text } from '../support/locales';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each(LANGS)('store back-office shell in %s', (lang) => {
  it('shows the top bar with Sync and the notifications bell, and the profile', async () => {
    const context = await newContext(browser, lang);
    const page = await context.newPage();
    await signIn(page);
    await page.goto('/store-admin');
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const sync = page.getByRole('button', { name: text(lang, 'shell:store.sync') });
    await sync.waitFor();
    await sync.click();
    await page.getByRole('button', { name: text(lang, 'shell:store.notifications.label') }).click();
    await page.getByText(text(lang, 'shell:store.notifications.empty')).waitFor();
    await screenshot(page, 'store-admin', lang);
    await context.close();
  });
});
