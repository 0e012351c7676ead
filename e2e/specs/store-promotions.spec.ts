import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
const token = useAdminToken();

/** CSV files of product codes for the offer import: one naming a code the store does not sell. */
const files = { good: '', wrong: '' };
let dir: string | undefined;
beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-promotions-'));
  files.good = path.join(dir, 'codes.csv');
  files.wrong = path.join(dir, 'codes-wrong.csv');
  // Demo products: effervescent vitamin C (codes from the demo catalogue, ERP numbering from 100001).
  fs.writeFileSync(files.good, 'code\r\n100169\r\n100170\r\n');
  fs.writeFileSync(files.wrong, 'code\r\n100169\r\nNO-SUCH-CODE\r\n');
});
afterAll(() => {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

async function save(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'toolkit:actions.save'), exact: true }).click();
}

/** Mantine's select: open it by its label, then pick the option. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: new RegExp(label) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The date-time picker of one end: the first day of this month, or of the next one. */
async function pickFirstDay(page: Page, lang: Lang, end: 'from' | 'to', nextMonth: boolean) {
  const group = text(lang, 'store-promotions:fields.start_date');
  const input = page.getByRole('button', { name: `${group} — ${text(lang, `toolkit:dates.${end}`)}` });
  await input.click();
  // The calendar this input opened (the other end's may still be closing).
  const calendar = page.locator(`#${await input.getAttribute('aria-controls')}`);
  if (nextMonth) await calendar.getByRole('button', { name: text(lang, 'toolkit:dates.next_month') }).click();
  await calendar.locator('button.mantine-DateTimePicker-day:not([data-outside])').first().click();
  await calendar.getByRole('button', { name: text(lang, 'toolkit:dates.done') }).click();
}

describe.each(LANGS)('store promotions in %s', (lang) => {
  it('marks a product hidden from the store in the offer’s product picker, shown or picked', async () => {
    const hidden = await apiCall<{ data: Array<{ code: string; translation: Array<{ name: string }> }> }>(
      'GET',
      '/product?active=0&limit=1',
      { token: token(), locale: lang },
    );
    const product = hidden.body.data[0];
    expect(product).toBeDefined();
    const page = await openSignedIn(lang, lang === 'ar' ? PHONE : undefined);
    await page.goto('/store-admin/offers/add-offer');
    const search = page.locator('input[name="products"]');
    await search.fill(product!.code);
    const option = page.getByRole('option', { name: new RegExp(product!.code) });
    await option.waitFor();
    expect(await option.textContent()).toContain(text(lang, 'toolkit:fields.product_hidden'));
    await screenshot(page, `store-offer-picker-hidden-${lang === 'ar' ? 'phone' : 'desktop'}`, lang);
    await option.click();
    const chosen = page.getByRole('list', { name: new RegExp(text(lang, 'store-promotions:fields.products')) });
    await eventually(() => chosen.textContent()).toContain(text(lang, 'toolkit:fields.product_hidden'));
    await page.context().close();
  });

  it('adds a discount code for a picked product, refuses the same code in other letters, edits and deletes it', async () => {
    const code = `E2E${lang}${Date.now().toString(36)}`.toUpperCase();
    const page = await openSignedIn(lang);
    await page.goto('/store-admin/copouns');
    await listLoaded(page, lang);
    await page.getByRole('row', { name: /WELCOME15/ }).waitFor();
    await screenshot(page, 'store-coupons', lang);

    await page.getByRole('button', { name: text(lang, 'store-promotions:coupons.add') }).click();
    const dialog = page.getByRole('dialog', { name: text(lang, 'store-promotions:coupons.add') });
    await dialog.locator('input[name="code"]').fill(code);
    await dialog.locator('input[name="discount"]').fill('12');
    await dialog.locator('input[name="max_discount"]').fill('30');
    await dialog.locator('input[name="authorized_to"]').fill('50');
    await dialog.getByText(text(lang, 'store-promotions:coupons.authorized_to_hint')).waitFor();
    await dialog.locator('input[name="products"]').fill('100169');
    await page.getByRole('option', { name: /100169/ }).click();
    await dialog.getByRole('list').getByText('100169').waitFor();
    await screenshot(page, 'store-coupon-form', lang);
    await save(page, lang);
    await dialog.waitFor({ state: 'hidden' });
    const row = page.getByRole('row', { name: new RegExp(code) });
    await row.waitFor();
    expect(await row.textContent()).toContain(
      text(lang, 'store-promotions:coupons.uses', { used: '0', allowed: '50' }),
    );

    // The same code in small letters is the same code: refused on the field, in the page's language.
    await page.getByRole('button', { name: text(lang, 'store-promotions:coupons.add') }).click();
    await dialog.locator('input[name="code"]').fill(code.toLowerCase());
    await dialog.locator('input[name="discount"]').fill('5');
    await save(page, lang);
    await eventually(() => dialog.locator('input[name="code"]').getAttribute('aria-invalid')).toBe('true');
    await dialog
      .getByText(lang === 'ar' ? 'قيمة حقل الرمز مستخدمة من قبل.' : 'The code has already been taken.')
      .first()
      .waitFor();
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.cancel') }).click();
    // What was typed is not saved: the popup asks before it closes.
    await page.getByRole('button', { name: text(lang, 'toolkit:unsaved.leave') }).click();
    await dialog.waitFor({ state: 'hidden' });

    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.edit')} ${code}` }).click();
    const editing = page.getByRole('dialog', { name: text(lang, 'store-promotions:coupons.edit') });
    await eventually(() => editing.locator('input[name="max_discount"]').inputValue()).toBe('30.00');
    await editing.locator('input[name="discount"]').fill('20');
    await save(page, lang);
    await editing.waitFor({ state: 'hidden' });
    await eventually(() => row.textContent()).toContain(lang === 'ar' ? '20٪' : '20%');

    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${code}` }).click();
    const confirm = page.getByRole('dialog', { name: text(lang, 'toolkit:confirm.title') });
    await confirm.getByText(text(lang, 'store-promotions:coupons.delete_confirm')).waitFor();
    await confirm.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('adds an offer with products from a file, shows it on the product page, and deletes it after the question', async () => {
    const name = { ar: `عرض تجريبي ${Date.now()}`, en: `Trial offer ${Date.now()}` };
    const types = await apiCall<{ data: { key: string; name: string }[] }>('GET', '/newOfferTypes', {
      token: token(),
      locale: lang,
    });
    const percentage = types.body.data.find((type) => type.key === 'percentage')!.name;
    const vitamins = await apiCall<{ data: { link: string; translation: { local: string; name: string }[] }[] }>(
      'GET',
      '/admin/category?limit=100',
      { token: token(), locale: lang },
    );
    const category = vitamins.body.data
      .find((row) => row.link === '/categories/vitamins')!
      .translation.find((entry) => entry.local === lang)!.name;

    const page = await openSignedIn(lang);
    await page.goto('/store-admin/offers');
    await listLoaded(page, lang);
    // Each offer names its real category (the old screen showed a dash).
    await page.getByRole('cell', { name: category, exact: true }).first().waitFor();
    await screenshot(page, 'store-offers', lang);

    await page.getByRole('button', { name: text(lang, 'store-promotions:offers.add') }).click();
    await page.waitForURL('**/store-admin/offers/add-offer');
    await page.locator('input[name="translation.0.name"]').fill(name.ar);
    await page.locator('input[name="translation.1.name"]').fill(name.en);
    await choose(page, text(lang, 'store-promotions:fields.type'), percentage);
    await choose(page, text(lang, 'store-promotions:fields.category_id'), category);
    await pickFirstDay(page, lang, 'from', false);
    await pickFirstDay(page, lang, 'to', true);
    await page.locator('input[name="discount_amount"]').fill('15');
    await page.locator('input[name="max_price_to_apply"]').fill('30');
    await page.locator('input[name="min_price_to_apply"]').fill('100');
    await page.getByText(text(lang, 'store-promotions:offers.add_methods.addExcel')).click();
    await page.locator('input[type="file"]').setInputFiles(files.wrong);
    await save(page, lang);
    // The file names a code the store does not sell: refused whole, the line named.
    await page
      .getByText(lang === 'ar' ? /السطر 3/ : /Row 3/)
      .first()
      .waitFor();
    expect(page.url()).toContain('/add-offer');
    await page.locator('input[type="file"]').setInputFiles(files.good);
    await screenshot(page, 'store-offer-form', lang);
    await save(page, lang);
    await page.waitForURL('**/store-admin/offers');
    const row = page.getByRole('row', { name: new RegExp(name[lang]) });
    await row.waitFor();
    expect(await row.textContent()).toContain(category);

    await page.goto('/store-admin/products/show-product/169/100169');
    await page.getByRole('tab', { name: text(lang, 'store-catalogue:detail.tabs.offers') }).click();
    await page.getByRole('link', { name: name[lang] }).waitFor();
    await screenshot(page, 'store-product-offers', lang);

    await page.goto('/store-admin/offers');
    await listLoaded(page, lang);
    await row.getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${name[lang]}` }).click();
    const confirm = page.getByRole('dialog', { name: text(lang, 'toolkit:confirm.title') });
    await confirm.getByText(text(lang, 'store-promotions:offers.delete_confirm')).waitFor();
    await confirm.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await row.waitFor({ state: 'detached' });
    await page.context().close();
  });

  it('lays the discount codes and offers out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    for (const [screen, shot] of [
      ['/store-admin/copouns', 'store-coupons-phone'],
      ['/store-admin/offers', 'store-offers-phone'],
    ] as const) {
      await page.goto(screen);
      await listLoaded(page, lang);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      await screenshot(page, shot, lang);
    }
    await page.context().close();
  });
});
