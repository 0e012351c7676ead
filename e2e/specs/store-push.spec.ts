import { describe, expect, it } from 'vitest';
import { apiCall, LANGS, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

interface Status {
  data: { configured: boolean; devices: number; customers: number };
}

describe.each(LANGS)('store mobile notifications in %s', (lang) => {
  it('says push is not configured, keeps what was sent in the history as not sent, and pretends nothing', async () => {
    // The demo has customers with devices and no push service.
    const status = await apiCall<Status>('GET', '/admin/notifications/fcm/status', { token: adminToken() });
    expect(status.body.data.configured).toBe(false);
    expect(status.body.data.devices).toBeGreaterThan(0);

    const page = await openSignedIn(lang);
    await page.goto('/store-admin/mobile-notification');
    await page.getByText(text(lang, 'store-push:not_configured.title'), { exact: true }).waitFor();
    await page
      .getByText(new RegExp(String(status.body.data.devices)))
      .first()
      .waitFor();

    const title = lang === 'ar' ? `عروض الأسبوع ${Date.now()}` : `Weekly offers ${Date.now()}`;
    await page.locator('input[name="title"]').fill(title);
    await page
      .locator('textarea[name="body"]')
      .fill(lang === 'ar' ? 'خصم ١٥٪ على منتجات العناية بالبشرة.' : '15% off skin care this week.');
    await page.getByRole('button', { name: text(lang, 'store-push:send') }).click();

    await page.getByText(text(lang, 'store-push:saved_not_configured')).waitFor();
    expect(await page.getByText(text(lang, 'store-push:sent'), { exact: true }).count()).toBe(0);
    expect(await page.locator('input[name="title"]').inputValue()).toBe('');
    const row = page.getByRole('row', { name: new RegExp(title) });
    await row.getByText(text(lang, 'store-push:statuses.not_configured')).waitFor();
    await listLoaded(page, lang);
    await screenshot(page, 'store-push', lang);
    await page.context().close();
  });

  it('refuses a blank notification in the language of the request', async () => {
    const res = await apiCall<{ errors: Record<string, string[]> }>('POST', '/admin/notifications/fcm/users', {
      token: adminToken(),
      body: { title: ' ', body: 'x'.repeat(1001) },
      locale: lang,
    });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors).sort()).toEqual(['body', 'title']);
    expect(/[\u0600-\u06FF]/.test(res.body.errors.title![0]!)).toBe(lang === 'ar');
  });

  it('lays the screen out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/mobile-notification');
    await listLoaded(page, lang);
    await page.getByText(text(lang, 'store-push:not_configured.title'), { exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-push-phone', lang);
    await page.context().close();
  });
});
