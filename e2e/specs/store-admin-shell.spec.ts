import { describe, expect, it } from 'vitest';
import { LANGS, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

describe.each(LANGS)('store back-office shell in %s', (lang) => {
  it('shows the top bar with Sync and the notifications bell, and the profile', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/store-admin');
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    const sync = page.getByRole('button', { name: text(lang, 'shell:store.sync') });
    await sync.waitFor();
    await sync.click();
    await page.getByRole('button', { name: text(lang, 'shell:store.notifications.label') }).click();
    // The demo's orders are the bell's notifications (store-live-alerts.spec.ts follows them live).
    await page.getByRole('dialog').getByRole('link').first().waitFor();
    await screenshot(page, 'store-admin', lang);
    await page.context().close();
  });
});
