import { describe, expect, it } from 'vitest';
import { eventually, LANGS, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

describe.each(LANGS)('store users in %s', (lang) => {
  it('adds a user with a local mobile number, finds them, credits their wallet and sees the entry', async () => {
    const stamp = Date.now().toString().slice(-8);
    const name = lang === 'ar' ? `مستخدم ${stamp}` : `User ${stamp}`;
    const page = await openSignedIn(lang);
    await page.goto('/store-admin/users/add-user');
    await page.locator('input[name="name"]').fill(name);
    await page.locator('input[name="mobile"]').fill(`05${stamp}`);
    await page.locator('input[name="password"]').fill('Secret-pass-1');
    await page.locator('input[name="food_allergies"]').fill(lang === 'ar' ? 'الفول السوداني' : 'Peanuts');
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.waitForURL('**/store-admin/users');

    await page.getByRole('searchbox', { name: text(lang, 'store-customers:search') }).fill(`05${stamp}`);
    const row = page.getByRole('row', { name: new RegExp(name) });
    await row.waitFor();
    expect(await row.textContent()).toContain(`+9665${stamp}`);
    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.edit')} ${name}` }).click();
    await page.waitForURL('**/store-admin/users/add-user/*');
    await eventually(() => page.locator('input[name="food_allergies"]').inputValue()).toBe(
      lang === 'ar' ? 'الفول السوداني' : 'Peanuts',
    );

    await page.getByRole('tab', { name: text(lang, 'store-customers:detail_tabs.wallet') }).click();
    await page.getByLabel(text(lang, 'store-customers:wallet.amount')).fill('25.50');
    await page.getByRole('button', { name: text(lang, 'store-customers:wallet.bonus') }).click();
    await page.getByText(text(lang, 'store-customers:wallet.done')).waitFor();
    await page.getByRole('table').getByText(text(lang, 'store-customers:types.bonus')).waitFor();
    // An adjustment past the balance is refused and says why.
    await page.getByLabel(text(lang, 'store-customers:wallet.amount')).fill('-100');
    await page.getByRole('button', { name: text(lang, 'store-customers:wallet.adjustment') }).click();
    await page.getByRole('alert').filter({ hasText: '25.50' }).first().waitFor();
    await screenshot(page, 'store-user-wallet', lang);
    await page.context().close();
  });

  it('lays the users list out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/users');
    await listLoaded(page, lang);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-users-phone', lang);
    await page.context().close();
  });
});
