import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import decodeQR from 'qr/decode.js';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useAdminToken, useBrowser } from '../support/session';
import { placeShopOrder } from '../support/shop';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

const pdfDir = path.resolve(import.meta.dirname, '../screenshots');

interface OrderRow {
  id: number;
  status: { id: number };
  moves: Array<{ id: number }>;
  wasfy: number;
  price: string;
  vat: string;
  user: { id: number; name: string };
}

async function orders(query = ''): Promise<OrderRow[]> {
  const answer = await apiCall<{ data: OrderRow[] }>('GET', `/admin/orders?limit=100${query}`, { token: adminToken() });
  return answer.body.data;
}

/** Reads the QR code as the browser drew it: a screenshot of the element, its pixels, then the decoder. */
async function readQr(page: Page): Promise<string> {
  const picture = await page.getByRole('img', { name: /ZATCA QR/ }).screenshot();
  const pixels = await page.evaluate(async (base64) => {
    const image = new Image();
    image.src = `data:image/png;base64,${base64}`;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = image.width;
    canvas.height = image.height;
    const context = canvas.getContext('2d')!;
    context.drawImage(image, 0, 0);
    const data = context.getImageData(0, 0, image.width, image.height);
    return { width: data.width, height: data.height, data: Array.from(data.data) };
  }, picture.toString('base64'));
  return decodeQR({ width: pixels.width, height: pixels.height, data: Uint8Array.from(pixels.data) });
}

function tlv(base64: string): string[] {
  const bytes = Buffer.from(base64, 'base64');
  const values: string[] = [];
  for (let at = 0; at < bytes.length; ) {
    const length = bytes[at + 1]!;
    values.push(bytes.subarray(at + 2, at + 2 + length).toString('utf8'));
    at += 2 + length;
  }
  return values;
}

describe.each(LANGS)('the orders screen in %s', (lang: Lang) => {
  it('filters, moves a status, cancels after confirmation and opens the details with the real progress', async () => {
    const open = (await orders(`&order_status_id=1`)).filter((order) => order.moves.some((move) => move.id === 2));
    const [toAccept, toCancel] = open;
    expect(toCancel).toBeDefined();
    const page = await openSignedIn(lang);
    await page.goto('/store-admin/requests?order_status_id=1');
    await listLoaded(page, lang);
    await screenshot(page, 'store-orders', lang);

    // The status selector: accept the first order.
    const row = page.getByRole('row').filter({ hasText: `#${toAccept!.id}` });
    await row
      .getByRole('button', { name: new RegExp(`#${toAccept!.id}`) })
      .first()
      .click();
    await page.getByRole('menuitem', { name: lang === 'ar' ? 'مقبول' : 'Accepted' }).click();
    await eventually(
      async () => (await orders(`&user_id=${toAccept!.user.id}`)).find((o) => o.id === toAccept!.id)?.status.id,
    ).toBe(2);

    // Cancel asks first, then cancels.
    const cancelRow = page.getByRole('row').filter({ hasText: `#${toCancel!.id}` });
    await cancelRow.getByRole('button', { name: new RegExp(text(lang, 'store-orders:actions.cancel')) }).click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText(text(lang, 'store-orders:cancel_confirm')).waitFor();
    await confirm.getByRole('button', { name: text(lang, 'store-orders:actions.cancel') }).click();
    await eventually(
      async () => (await orders(`&user_id=${toCancel!.user.id}`)).find((o) => o.id === toCancel!.id)?.status.id,
    ).toBe(4);

    // Details of the accepted order: the first two steps carry their times.
    await page.goto(`/store-admin/requests?order=${toAccept!.id}`);
    const details = page.getByRole('dialog', {
      name: text(lang, 'store-orders:details.title', { id: String(toAccept!.id) }),
    });
    await details.getByText(text(lang, 'store-orders:steps.confirmed')).waitFor();
    await details.getByRole('table', { name: text(lang, 'store-orders:details.items') }).waitFor();
    await details.getByRole('button', { name: new RegExp(text(lang, 'store-orders:details.customer_info')) }).click();
    await screenshot(page, 'store-order-details', lang);
    await page.context().close();
  });

  it('prints the tax invoice: its QR code decodes to the order, it saves as div_image.png and prints on A4 and 80 mm', async () => {
    const [order] = await orders(`&order_status_id=5`);
    expect(order).toBeDefined();
    const page = await openSignedIn(lang);
    await page.goto(`/store-admin/requests?invoice=${order!.id}`);
    const sheet = page.getByTestId('invoice');
    await sheet.waitFor();
    const payload = await readQr(page);
    const [seller, vatNumber, timestamp, total, vat] = tlv(payload);
    expect(seller).toMatch(/رواء/);
    expect(vatNumber).toMatch(/^3\d{13}3$/);
    expect(timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
    expect([total, vat]).toEqual([order!.price, order!.vat]);
    await screenshot(page, 'store-invoice', lang);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(lang, 'store-orders:invoice.save_png') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('div_image.png');
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'div_image.png');
    await download.saveAs(saved);
    const png = fs.readFileSync(saved);
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    // Width from the IHDR chunk: twice the invoice's width on screen.
    expect(png.readUInt32BE(16)).toBeGreaterThan(1000);

    // Printing shows the invoice alone: the orders list behind the popup is hidden.
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByRole('heading', { name: text(lang, 'store-orders:title') }).isVisible()).toBe(false);
    const printed = page.getByTestId('invoice-print');
    expect(await printed.isVisible()).toBe(true);
    // The whole sheet is printed, down to the signature lines, not what the popup showed of it.
    expect(await printed.getByText(/Customer's signature/).isVisible()).toBe(true);
    fs.mkdirSync(pdfDir, { recursive: true });
    const a4 = await page.pdf({ format: 'A4', printBackground: true, preferCSSPageSize: true });
    fs.writeFileSync(path.join(pdfDir, `store-invoice-a4-${lang}.pdf`), a4);
    await page.emulateMedia({ media: 'screen' });
    await page.getByText(text(lang, 'store-orders:invoice.paper_receipt')).click();
    await page.emulateMedia({ media: 'print' });
    const receipt = await page.pdf({ width: '80mm', height: '400mm', printBackground: true });
    fs.writeFileSync(path.join(pdfDir, `store-invoice-receipt-${lang}.pdf`), receipt);
    for (const pdf of [a4, receipt]) expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    await page.emulateMedia({ media: 'screen' });
    await screenshot(page, 'store-invoice-receipt', lang);
    await page.context().close();
  });

  it('shows an order placed in the shop app at once on the first page, and the customer’s orders on the user form', async () => {
    const page = await openSignedIn(lang);
    await page.goto('/store-admin/requests');
    await listLoaded(page, lang);
    const placed = await placeShopOrder(lang === 'ar' ? 3 : 4);
    await page
      .getByRole('row')
      .filter({ hasText: `#${placed.id}` })
      .waitFor({ timeout: 15_000 });

    const [mine] = await orders(`&username=${encodeURIComponent(placed.customerName)}`);
    await page.goto(`/store-admin/users/add-user/${mine!.user.id}?tab=orders`);
    await page
      .getByRole('row')
      .filter({ hasText: `#${placed.id}` })
      .waitFor();
    await page.context().close();
  });

  it('lays the orders list and the invoice out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/requests');
    await listLoaded(page, lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-orders-phone', lang);
    const [order] = await orders();
    await page.goto(`/store-admin/requests?invoice=${order!.id}`);
    await page.getByTestId('invoice').waitFor();
    // The A4 sheet is wider than the phone: it scrolls inside its own box, and says so.
    const hint = page.getByText(text(lang, 'store-orders:invoice.scroll_hint'));
    await hint.waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-invoice-phone', lang);
    // The saved picture is the whole A4 sheet (794 px at twice the resolution), every column in it,
    // not the phone's slice of it.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(lang, 'store-orders:invoice.save_png') }).click(),
    ]);
    const saved = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'invoice-')), 'div_image.png');
    await download.saveAs(saved);
    expect(fs.readFileSync(saved).readUInt32BE(16)).toBe(2 * 794);
    await page.context().close();
  });
});
