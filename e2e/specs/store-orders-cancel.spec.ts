import { describe, expect, it } from 'vitest';
import { apiCall, eventually, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { DESKTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

interface OrderRow {
  id: number;
  status: { id: number };
  moves: Array<{ id: number }>;
}

const CANCELLED = 4;

async function orders(query = ''): Promise<OrderRow[]> {
  const answer = await apiCall<{ data: OrderRow[] }>('GET', `/admin/orders?limit=100${query}`, { token: adminToken() });
  return answer.body.data;
}

/** Arabic on a phone, English on a desktop: the two ways the store's staff work. */
const SCREENS: Array<{ lang: Lang; name: string; viewport: typeof PHONE }> = [
  { lang: 'ar', name: 'phone', viewport: PHONE },
  { lang: 'en', name: 'desktop', viewport: DESKTOP },
];

describe.each(SCREENS)('the cancel-order question in $lang on a $name', ({ lang, name, viewport }) => {
  it('names its two buttons apart, and keeping the order leaves it as it was', async () => {
    const [order] = (await orders('&order_status_id=1')).filter((row) =>
      row.moves.some((move) => move.id === CANCELLED),
    );
    expect(order).toBeDefined();
    const page = await openSignedIn(lang, viewport);
    await page.goto('/store-admin/requests?order_status_id=1');
    await listLoaded(page, lang);
    // A row on a desktop, drawn as a card on a phone.
    const holder = page.getByRole('row').filter({ hasText: `#${order!.id}` });
    await holder.getByRole('button', { name: new RegExp(text(lang, 'store-orders:actions.cancel')) }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text(lang, 'store-orders:cancel_confirm')).waitFor();
    const names = (await dialog.getByRole('button').allTextContents()).map((label) => label.trim()).filter(Boolean);
    expect(names).toContain(text(lang, 'store-orders:actions.keep'));
    expect(names).toContain(text(lang, 'store-orders:actions.cancel'));
    expect(names).not.toContain(text(lang, 'toolkit:actions.cancel'));
    await page.waitForTimeout(300); // the dialog fades in
    await screenshot(page, `store-order-cancel-${name}`, lang);

    await dialog.getByRole('button', { name: text(lang, 'store-orders:actions.keep') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(async () => (await orders('&order_status_id=1')).some((row) => row.id === order!.id)).toBe(true);
    await page.context().close();
  });
});
