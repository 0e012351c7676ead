import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, baseUrl, eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();

type PrescriptionType = 'cash' | 'insurance' | 'mine';

/** A small PDF whose last line names it, so a downloaded file can be told from the others. */
const pdfNamed = (marker: string) =>
  Buffer.from(
    `%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n% ${marker}\n%%EOF\n`,
  );

interface Customer {
  id: number;
  name: string;
  token: string;
}

/** A shop customer registered through the app's API, with a name no other test uses. */
async function registerCustomer(name: string): Promise<Customer> {
  const mobile = `05${String(Date.now() % 100_000_000).padStart(8, '0')}`;
  const res = await apiCall<{ data: { token: string; customer: { id: number } } }>('POST', '/shop/register', {
    body: { name, mobile, password: 'Secret-pass-1' },
  });
  expect(res.status).toBe(201);
  return { id: res.body.data.customer.id, name, token: res.body.data.token };
}

/** Sends a prescription from the shop app (multipart, as the app does): its id. */
async function sendPrescription(
  customer: Customer,
  type: PrescriptionType,
  file: Buffer,
  extra: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('type', type);
  for (const [name, value] of Object.entries(extra)) form.set(name, value);
  form.set('files[0]', new Blob([new Uint8Array(file)], { type: 'application/pdf' }), `${type}.pdf`);
  const res = await fetch(`${baseUrl()}/api/shop/prescriptions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${customer.token}`, locale: 'en' },
    body: form,
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number } }).data.id;
}

async function activeInsurer(): Promise<number> {
  const res = await apiCall<{ data: Array<{ id: number; active: number }> }>('GET', '/admin/companies?limit=100', {
    token: adminToken(),
  });
  const company = res.body.data.find((item) => item.active === 1);
  if (!company) throw new Error('the demo data has no active insurance company');
  return company.id;
}

/** A product the shop sells, from the staff product search (demo codes start at 100001). */
async function productForSale(): Promise<{ id: number; code: string }> {
  const res = await apiCall<{ data: Array<{ id: number; code: string; active: number }> }>(
    'GET',
    '/product?name=1001&limit=50',
    { token: adminToken() },
  );
  const product = res.body.data.find((item) => item.active === 1);
  if (!product) throw new Error('the demo catalogue has no product for sale');
  return product;
}

/** Opens a tab and searches the customer's name typed without hamza (the server folds Arabic). */
async function openTab(page: Page, lang: Lang, type: PrescriptionType, search: string) {
  await page.getByRole('tab', { name: text(lang, `store-prescriptions:tabs.${type}`) }).click();
  await page.waitForURL(`**/store-admin/prescriptions/${type}`);
  await listLoaded(page, lang);
  const box = page.getByRole('searchbox', { name: text(lang, 'store-prescriptions:search') });
  // Typed again if the box was the previous tab's, replaced while the new tab's list arrived.
  await eventually(async () => {
    if ((await box.inputValue()) !== search) await box.fill(search);
    return new URL(page.url()).searchParams.get('name');
  }).toBe(search);
  await listLoaded(page, lang);
}

describe.each(LANGS)('store prescriptions in %s', (lang) => {
  it('lists each tab, searches by name, changes a status, downloads a file and fills the customer’s cart', async () => {
    const stamp = `${Date.now()}`.slice(-6);
    const customer = await registerCustomer(`أمل الزهراني ${lang} ${stamp}`);
    const folded = `امل الزهراني ${lang} ${stamp}`;
    const files = {
      cash: pdfNamed(`cash ${stamp}`),
      insurance: pdfNamed(`insurance ${stamp}`),
      mine: pdfNamed(`mine ${stamp}`),
    };
    const ids = {
      cash: await sendPrescription(customer, 'cash', files.cash),
      insurance: await sendPrescription(customer, 'insurance', files.insurance, {
        company_id: String(await activeInsurer()),
        national_id: '1098765432',
        membership_no: `MEM-${stamp}`,
        pre_accept: '1',
        prescription_no: `RX-${stamp}`,
      }),
      mine: await sendPrescription(customer, 'mine', files.mine),
    };

    const page = await openSignedIn(lang);
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));

    await page.goto('/store-admin/prescriptions');
    await page.waitForURL('**/store-admin/prescriptions/mine');
    await listLoaded(page, lang);
    const rowOf = (id: number) => page.getByRole('row', { name: new RegExp(`#${id}\\b`) });

    // Each tab finds only its own prescription of this customer.
    for (const type of ['cash', 'insurance', 'mine'] as const) {
      await openTab(page, lang, type, folded);
      await rowOf(ids[type]).waitFor();
      for (const other of (['cash', 'insurance', 'mine'] as const).filter((t) => t !== type)) {
        expect(await rowOf(ids[other]).count()).toBe(0);
      }
    }

    // The insurance tab shows the insurer's details.
    await openTab(page, lang, 'insurance', folded);
    const insured = rowOf(ids.insurance);
    await insured.waitFor();
    for (const shown of [
      '1098765432',
      `MEM-${stamp}`,
      `RX-${stamp}`,
      text(lang, 'store-prescriptions:pre_accept.approved'),
    ]) {
      expect(await insured.textContent()).toContain(shown);
    }
    await screenshot(page, 'store-prescriptions-insurance', lang);

    // Download the file: its bytes arrive, through the logged admin route and a signed link.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      insured
        .getByRole('button', { name: new RegExp(text(lang, 'store-prescriptions:file', { number: '1' })) })
        .click(),
    ]);
    const saved = await download.path();
    expect(readFileSync(saved!).equals(files.insurance)).toBe(true);
    expect(requested.some((url) => url.includes(`/api/admin/prescriptions/${ids.insurance}/files/`))).toBe(true);

    // Accept the cash prescription from its status selector: only the machine's moves are offered.
    await openTab(page, lang, 'cash', folded);
    const cash = rowOf(ids.cash);
    const changeStatus = text(lang, 'toolkit:status_cell.change').split(':')[0]!;
    await cash.getByRole('button', { name: new RegExp(`^${changeStatus}`) }).click();
    const menu = page.getByRole('menu');
    const accepted = lang === 'ar' ? 'مقبول' : 'Accepted';
    // The menu opens with a transition: its items are read once they are there.
    await eventually(() => menu.getByRole('menuitem').allTextContents()).toEqual(
      lang === 'ar' ? ['مقبول', 'مرفوض', 'ملغي'] : ['Accepted', 'Rejected', 'Cancelled'],
    );
    await menu.getByRole('menuitem', { name: accepted }).click();
    await eventually(async () => {
      const res = await apiCall<{ data: Array<{ id: number; status: { id: number } }> }>(
        'GET',
        `/admin/prescriptions?type=cash&name=${encodeURIComponent(customer.name)}`,
        { token: adminToken() },
      );
      return res.body.data.find((item) => item.id === ids.cash)?.status.id;
    }).toBe(2);
    await eventually(() => cash.textContent()).toContain(accepted);

    // Put a medicine in the customer's cart from the kept prescription.
    const product = await productForSale();
    await openTab(page, lang, 'mine', folded);
    await rowOf(ids.mine)
      .getByRole('button', { name: new RegExp(text(lang, 'store-prescriptions:cart.open')) })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByRole('textbox', { name: text(lang, 'store-prescriptions:cart.search') }).fill(product.code);
    await page
      .getByRole('option', { name: new RegExp(product.code) })
      .first()
      .click();
    const quantity = dialog.getByRole('spinbutton');
    await expect.poll(() => quantity.inputValue()).toBe('1');
    await dialog
      .getByRole('button', { name: new RegExp(`^${text(lang, 'toolkit:quantity.increase', { label: '' }).trim()}`) })
      .click();
    await expect.poll(() => quantity.inputValue()).toBe('2');
    await screenshot(page, 'store-prescriptions-cart', lang);
    await dialog.getByRole('button', { name: text(lang, 'store-prescriptions:cart.submit'), exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });

    const cart = await apiCall<{ data: { lines: Array<{ product_id: number; quantity: number; source: string }> } }>(
      'GET',
      '/shop/cart',
      { token: customer.token },
    );
    expect(cart.status).toBe(200);
    expect(cart.body.data.lines).toContainEqual(
      expect.objectContaining({ product_id: product.id, quantity: 2, source: 'pharmacist' }),
    );

    // The staff token travelled in headers only.
    expect(requested.filter((url) => url.includes(token!))).toEqual([]);
    await page.context().close();
  });

  it('lays the prescriptions out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/prescriptions/insurance');
    await listLoaded(page, lang);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-prescriptions-phone', lang);
    await page.context().close();
  });
});
