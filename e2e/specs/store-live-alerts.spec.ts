import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { useAdminToken, useBrowser } from '../support/session';

// A customer orders through the shop's API while the demo administrator has the store back-office
// open: the toast (3 seconds), the chime once the page has had a gesture, the bell marked; opening
// the bell lists the order and clears the mark, and the server keeps it cleared across a reload.

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

/** A demo customer (cli/demo/store-customers.ts: every demo customer's password is Customer@123). */
const CUSTOMER = { login: 'noura.2@example.com', password: 'Customer@123' };

interface Listed<T> {
  data: T[];
}

/** Places an order as the demo customer through the shop's API, cash on delivery; answers its id and total. */
async function placeOrder(): Promise<{ id: number; total: string }> {
  const login = await apiCall<{ data: { token: string } }>('POST', '/shop/login', { body: CUSTOMER });
  expect(login.status).toBe(200);
  const token = login.body.data.token;
  const addresses = await apiCall<Listed<{ id: number; served: boolean }>>('GET', '/shop/addresses', { token });
  let addressId = addresses.body.data.find((address) => address.served)?.id;
  if (addressId === undefined) {
    const cities = await apiCall<Listed<{ id: number; districts: Array<{ id: number; served: boolean }> }>>(
      'GET',
      '/shop/cities',
    );
    const city = cities.body.data.find((c) => c.districts.some((d) => d.served))!;
    const added = await apiCall<{ data: { id: number } }>('POST', '/shop/addresses', {
      token,
      body: {
        city_id: city.id,
        district_id: city.districts.find((d) => d.served)!.id,
        details: 'شارع التحلية، مبنى 4',
      },
    });
    addressId = added.body.data.id;
  }
  const cart = await apiCall<{ data: { lines: Array<{ product_id: number }> } }>('GET', '/shop/cart', { token });
  for (const line of cart.body.data.lines) await apiCall('DELETE', `/shop/cart/${line.product_id}`, { token });
  const products = await apiCall<Listed<{ id: number; in_stock: boolean; wasfy: boolean }>>(
    'GET',
    '/shop/products?limit=100',
  );
  // Most products are stocked at some branches only: the first the branch serving the address can sell.
  for (const product of products.body.data.filter((p) => p.in_stock && !p.wasfy)) {
    await apiCall('POST', '/shop/cart', { token, body: { product_id: product.id, quantity: 1 } });
    const checkout = await apiCall<{ data: { order: { id: number; total_after_vat: string } } }>(
      'POST',
      '/shop/checkout',
      { token, body: { address_id: addressId, payment_method: 'cash' } },
    );
    if (checkout.status === 201)
      return { id: checkout.body.data.order.id, total: checkout.body.data.order.total_after_vat };
    await apiCall('DELETE', `/shop/cart/${product.id}`, { token });
  }
  throw new Error('no product the demo customer could order');
}

/**
 * Counts the notes the page's audio contexts start (the chime is two). Chromium counts Playwright's
 * own reads of the page as gestures, so the page's record of them is replaced by one that counts
 * only clicks and key presses, as a person makes them.
 */
async function countChimeNotes(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const counter = window as unknown as { chimeNotes: number };
    counter.chimeNotes = 0;
    let active = false;
    for (const type of ['pointerdown', 'keydown']) {
      window.addEventListener(
        type,
        (event) => {
          if (event.isTrusted) active = true;
        },
        true,
      );
    }
    Object.defineProperty(navigator, 'userActivation', {
      configurable: true,
      get: () => ({ hasBeenActive: active, isActive: active }),
    });
    const Real = window.AudioContext;
    window.AudioContext = class extends Real {
      override createOscillator() {
        const oscillator = super.createOscillator();
        const start = oscillator.start.bind(oscillator);
        oscillator.start = (when?: number) => {
          counter.chimeNotes += 1;
          start(when);
        };
        return oscillator;
      }
    };
  });
}

const chimeNotes = (page: Page) => page.evaluate(() => (window as unknown as { chimeNotes: number }).chimeNotes);

async function openBell(page: Page, lang: Lang) {
  const bell = page.getByRole('button', { name: text(lang, 'shell:store.notifications.label') });
  await bell.click();
  const dropdown = page.getByRole('dialog');
  await dropdown.getByText(text(lang, 'shell:store.notifications.title')).waitFor();
  return dropdown;
}

async function closeBell(page: Page) {
  await page.keyboard.press('Escape');
  await page.getByRole('dialog').waitFor({ state: 'detached' });
}

/** Lets the dropdown's and the toasts' transitions finish before a screenshot. */
const settle = (page: Page) => page.waitForTimeout(400);

describe.each(['ar', 'en'] as const)('new-order alerts in the store back-office (%s)', (lang) => {
  it('toast, chime after a gesture, bell marked; opening the bell lists the order and the mark stays cleared', async () => {
    // The demo's own orders are unread until the bell is first opened: start from a read bell.
    const start = await apiCall<{ data: Array<{ id: number }> }>('GET', '/admin/notifications', {
      token: adminToken(),
    });
    if (start.body.data[0]) {
      const seen = await apiCall('POST', '/admin/notifications/seen', {
        token: adminToken(),
        body: { notification_id: start.body.data[0].id },
      });
      expect(seen.status).toBe(200);
    }
    // Signed in on one tab; the back-office opened in a new one, which nobody has clicked or typed in yet.
    const signInTab = await openSignedIn(lang);
    const page = await signInTab.context().newPage();
    await signInTab.close();
    await countChimeNotes(page);
    const feedLoaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/notifications') && r.ok());
    await page.goto('/store-admin');
    await feedLoaded;
    const bell = page.getByRole('button', { name: text(lang, 'shell:store.notifications.label') });
    // Read by waiting for the element (Playwright's reads of attributes count as a gesture in the page).
    const marked = page.locator('button[data-unread]');
    await bell.waitFor();
    expect(await marked.count()).toBe(0);

    // An order before anyone touched the page: the toast and the mark, but no sound (browsers forbid it).
    const first = await placeOrder();
    const firstTitle = lang === 'ar' ? `طلب جديد رقم ${first.id}` : `New order #${first.id}`;
    const firstToast = page.getByRole('alert').filter({ hasText: firstTitle });
    await firstToast.waitFor();
    await firstToast.getByText(lang === 'ar' ? `${first.total} ر.س` : `SAR ${first.total}`).waitFor();
    await marked.waitFor();
    expect(await chimeNotes(page)).toBe(0);
    // Below the top bar: the toast leaves Sync, the bell and the profile uncovered.
    // (Read once its entering slide has ended.)
    const barBottom = await page.locator('header').evaluate((bar) => bar.getBoundingClientRect().bottom);
    await eventually(async () => ((await firstToast.boundingBox())?.y ?? 0) >= barBottom).toBe(true);
    // Gone after its 3 seconds.
    await firstToast.waitFor({ state: 'detached', timeout: 8_000 });

    // Opening the bell (a gesture) lists the order first and clears the mark.
    const dropdown = await openBell(page, lang);
    const newest = dropdown.getByRole('link').first();
    expect(await newest.getAttribute('href')).toBe(`/store-admin/requests?order=${first.id}`);
    await newest.getByText(firstTitle).waitFor();
    await marked.waitFor({ state: 'detached' });
    await settle(page);
    await screenshot(page, 'store-live-alerts-bell', lang);
    await closeBell(page);

    // After the gesture, the next order chimes too.
    const second = await placeOrder();
    await page
      .getByRole('alert')
      .filter({ hasText: lang === 'ar' ? `طلب جديد رقم ${second.id}` : `New order #${second.id}` })
      .waitFor();
    await marked.waitFor();
    await eventually(() => chimeNotes(page)).toBe(2);
    await settle(page);
    await screenshot(page, 'store-live-alerts-toast', lang);
    await openBell(page, lang);
    await marked.waitFor({ state: 'detached' });
    await eventually(async () => {
      const feed = await apiCall<{ unread: number }>('GET', '/admin/notifications', { token: adminToken() });
      return feed.body.unread;
    }).toBe(0);

    // The server holds the mark: after a reload the bell is loaded unmarked, the orders listed.
    const reloaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/notifications') && r.ok());
    await page.reload();
    await reloaded;
    await bell.waitFor();
    expect(await marked.count()).toBe(0);
    const again = await openBell(page, lang);
    expect(await again.getByRole('link').first().getAttribute('href')).toBe(`/store-admin/requests?order=${second.id}`);
    await page.context().close();
  });
});
