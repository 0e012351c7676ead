import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { apiCall, eventually, LANGS, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { LAPTOP, PHONE, useAdminToken, useBrowser } from '../support/session';
import { placeShopOrder } from '../support/shop';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

/** An order placed in the shop app by the first of these demo customers with an address a branch serves. */
async function orderOfOneOf(customers: number[]) {
  for (const customer of customers) {
    try {
      return await placeShopOrder(customer);
    } catch (error) {
      if (!String(error).includes('no served address')) throw error;
    }
  }
  throw new Error(`none of the demo customers ${customers.join(', ')} has a served address`);
}

/** A counted message in the form the language's grammar picks for `count`. */
const counted = (lang: 'ar' | 'en', key: string, count: number) =>
  text(lang, `${key}_${new Intl.PluralRules(lang).select(count)}`, { count: String(count) });

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

describe.each([
  { lang: 'ar' as const, viewport: PHONE, width: 'phone', customers: [7, 9, 11, 13] },
  { lang: 'en' as const, viewport: LAPTOP, width: 'desktop', customers: [8, 10, 12, 14] },
])('loyalty points by hand in $lang on a $width', ({ lang, viewport, width, customers }) => {
  it('adds points for an order, deducts some, is refused past the balance, and the history says why and links the order', async () => {
    const placed = await orderOfOneOf(customers);
    const order = await apiCall<{ data: { user: { id: number } } }>('GET', `/admin/orders/${placed.id}`, {
      token: adminToken(),
    });
    const userId = order.body.data.user.id;
    const balanceNow = async () =>
      (await apiCall<{ data: { points: number } }>('GET', `/admin/user/${userId}`, { token: adminToken() })).body.data
        .points;
    const start = await balanceNow();
    const stamp = Date.now().toString().slice(-6);
    const goodwill = lang === 'ar' ? `تعويض عن تأخر التوصيل ${stamp}` : `Late delivery goodwill ${stamp}`;
    const returned = lang === 'ar' ? `منتج مرتجع ${stamp}` : `Returned item ${stamp}`;

    const page = await openSignedIn(lang, viewport);
    await page.goto(`/store-admin/users/add-user/${userId}?tab=points`);
    // The segments' radios are drawn by their labels, which take the click.
    const choose = (action: 'add' | 'deduct') =>
      page
        .locator('label')
        .getByText(text(lang, `store-customers:points.actions.${action}`), { exact: true })
        .click();
    const button = (action: 'add' | 'deduct') =>
      page.getByRole('button', { name: text(lang, `store-customers:points.actions.${action}`) });

    // Add 50 points for the customer's order, typed as staff would: "#" and the number.
    await page.locator('input[name="points"]').fill('50');
    await page.locator('input[name="description"]').fill(goodwill);
    await page.locator('input[name="order_id"]').fill(`#${placed.id}`);
    await button('add').click();
    await page.getByText(counted(lang, 'store-customers:points.done.add', 50)).waitFor();
    await eventually(balanceNow).toBe(start + 50);

    // Deduct 20 for a returned item.
    await choose('deduct');
    await page.locator('input[name="points"]').fill('20');
    await page.locator('input[name="description"]').fill(returned);
    await button('deduct').click();
    await page.getByText(counted(lang, 'store-customers:points.done.deduct', 20)).waitFor();
    await eventually(balanceNow).toBe(start + 30);

    // More than the balance: refused, naming what is available, and nothing is taken.
    const available = start + 30;
    await choose('deduct');
    await page.locator('input[name="points"]').fill(String(available + 1));
    await page.locator('input[name="description"]').fill(returned);
    await button('deduct').click();
    await page
      .getByRole('alert')
      .filter({ hasText: lang === 'ar' ? `${available} نقطة` : `${available} points` })
      .first()
      .waitFor();
    expect(await balanceNow()).toBe(available);

    // The history says why each entry was made and which order it concerns.
    await page.getByText(goodwill).waitFor();
    await page.getByText(returned).first().waitFor();
    await page.getByText(text(lang, 'store-customers:points.balance', { points: String(available) })).waitFor();
    const orderLink = page.getByRole('link', {
      name: text(lang, 'store-customers:entries.order', { id: String(placed.id) }),
    });
    await orderLink.first().waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await screenshot(page, `store-user-points-${width}`, lang);
    // The form (with its refusal shown) and the history are readable by assistive technology. (Once
    // the toasts are gone: their close button has no name, a defect of every toast, not of this tab.)
    await page.locator('.mantine-Notification-root').first().waitFor({ state: 'detached' });
    await eventually(() => page.locator('.mantine-Notification-root').count()).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    // The order's link opens its details on the orders screen (the refused deduction is still typed
    // in the form, so leaving asks first).
    await orderLink.first().click();
    await page.getByRole('button', { name: text(lang, 'toolkit:unsaved.leave') }).click();
    await page.waitForURL(`**/store-admin/requests?order=${placed.id}`);
    await page
      .getByRole('dialog', { name: text(lang, 'store-orders:details.title', { id: String(placed.id) }) })
      .waitFor();
    await page.context().close();
  });
});
