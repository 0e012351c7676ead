import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { validationMessage } from '@app/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { DESKTOP, PHONE, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

/** Mantine's Select: open it by its label, then pick the option. */
async function choose(page: Page, lang: Lang, label: string, option: string) {
  await page.getByLabel(text(lang, label), { exact: false }).first().click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

async function save(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
}

describe.each(LANGS)('store catalogue in %s', (lang) => {
  it('adds a category, a sub-category and a product in it, finds the product by code, hides it and deletes it', async () => {
    const stamp = `${lang}${Date.now().toString(36)}`.toUpperCase();
    const category = { ar: `قسم ${stamp}`, en: `Category ${stamp}` };
    const sub = { ar: `فرعي ${stamp}`, en: `Sub ${stamp}` };
    const product = { ar: `فيتامين د3 1000 وحدة ${stamp}`, en: `Vitamin D3 1000 IU ${stamp}` };
    const page = await openSignedIn(lang);

    await page.goto('/store-admin/categories/add-category');
    await page.locator('input[name="translation.0.name"]').fill(category.ar);
    await page.locator('input[name="translation.1.name"]').fill(category.en);
    await page.locator('input[name="link"]').fill('javascript:alert(1)');
    await save(page, lang);
    // A link that is neither https nor an app path is refused on the field, in the page's language.
    await eventually(() => page.locator('input[name="link"]').getAttribute('aria-invalid')).toBe('true');
    expect(page.url()).toContain('/add-category');
    await page.locator('input[name="link"]').fill('/offers');
    await save(page, lang);
    await page.waitForURL('**/store-admin/categories');
    const row = page.getByRole('row', { name: new RegExp(category[lang]) });
    await row.waitFor();
    await row
      .getByRole('button', { name: `${text(lang, 'store-catalogue:categories.subcategories')} ${category[lang]}` })
      .click();
    await page.waitForURL('**/store-admin/sub-category/*');
    await page.getByRole('button', { name: text(lang, 'store-catalogue:subcategories.add') }).click();
    await page.locator('input[name="translation.0.name"]').fill(sub.ar);
    await page.locator('input[name="translation.1.name"]').fill(sub.en);
    await save(page, lang);
    await page.getByRole('row', { name: new RegExp(sub[lang]) }).waitFor();

    await page.goto('/store-admin/products/add-product');
    // Saved empty: each missing field says it is required, by its name (the price too, the main category too).
    await page.locator('input[name="code"]').waitFor();
    await save(page, lang);
    for (const field of ['price', 'category_id', 'subcategory_id']) {
      const label = text(lang, `store-catalogue:fields.${field}`);
      await page.getByText(validationMessage(lang, 'required', { field: label })!, { exact: true }).waitFor();
    }
    await screenshot(page, 'store-product-form-required', lang);
    await page.locator('input[name="code"]').fill(stamp);
    await page.locator('input[name="price"]').fill('19.95');
    await choose(page, lang, 'store-catalogue:fields.category_id', category[lang]);
    await choose(page, lang, 'store-catalogue:fields.subcategory_id', sub[lang]);
    await page.locator('input[name="translation.0.name"]').fill(product.ar);
    await page.locator('input[name="translation.1.name"]').fill(product.en);
    await screenshot(page, 'store-product-form', lang);
    await save(page, lang);
    await page.waitForURL('**/store-admin/products');

    await page.getByRole('searchbox', { name: text(lang, 'store-catalogue:products.search_code') }).fill(stamp);
    await page.waitForURL(`**/store-admin/products?code=${stamp}`);
    const productRow = page.getByRole('row', { name: new RegExp(product[lang]) });
    await productRow.waitFor();
    await expect.poll(() => page.getByRole('row').count()).toBe(2);
    expect(await productRow.textContent()).toContain('19.95');
    await screenshot(page, 'store-products', lang);

    await productRow.getByRole('button', { name: `${text(lang, 'toolkit:actions.view')} ${product[lang]}` }).click();
    await page.waitForURL(`**/store-admin/products/show-product/*/${stamp}`);
    const shown = page.getByRole('switch', { name: text(lang, 'store-catalogue:detail.shown') });
    await shown.click();
    await page.getByText(text(lang, 'store-catalogue:detail.edit_done')).waitFor();
    await eventually(() => shown.isChecked()).toBe(false);
    await page.getByRole('tab', { name: text(lang, 'store-catalogue:detail.tabs.inventory') }).click();
    await page.getByText(text(lang, 'store-catalogue:detail.no_stock')).waitFor();
    await screenshot(page, 'store-product-inventory', lang);

    await page.goto('/store-admin/products');
    await listLoaded(page, lang);
    await page.getByRole('searchbox', { name: text(lang, 'store-catalogue:products.search_code') }).fill(stamp);
    await page
      .getByRole('row', { name: new RegExp(product[lang]) })
      .getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${product[lang]}` })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(lang, 'toolkit:actions.delete') })
      .click();
    await page.getByText(text(lang, 'toolkit:table.no_results')).waitFor();
    await page.context().close();
  });

  it('imports stock from the template: each wrong row said once, then the changes counted in words', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-stock-'));
    const page = await openSignedIn(lang, lang === 'ar' ? PHONE : DESKTOP);
    await page.goto('/store-admin/products/stock-import');
    await page.getByText(text(lang, 'store-catalogue:stock_import.template_hint')).waitFor();
    const [excel] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(lang, 'store-catalogue:stock_import.template_xlsx') }).click(),
    ]);
    expect(excel.suggestedFilename()).toBe(lang === 'ar' ? 'نموذج-استيراد-المخزون.xlsx' : 'stock-template.xlsx');
    const [csv] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: text(lang, 'store-catalogue:stock_import.template_csv') }).click(),
    ]);
    const template = path.join(dir, csv.suggestedFilename());
    await csv.saveAs(template);
    const [header, example] = fs
      .readFileSync(template, 'utf8')
      .replace(/^\uFEFF/, '')
      .split('\r\n');
    expect(header).toBe(lang === 'ar' ? 'رمز المنتج,رقم الفرع,الكمية' : 'code,store_no,quantity');

    // A wrong row: its message once, in the alert.
    const wrong = path.join(dir, 'wrong.csv');
    fs.writeFileSync(wrong, `\uFEFF${header}\r\n${example}\r\nNO-SUCH-CODE,RUH-001,1\r\n`);
    const file = page.locator('input[type="file"]');
    await file.setInputFiles(wrong);
    await page.getByRole('button', { name: text(lang, 'store-catalogue:stock_import.submit') }).click();
    const refusal = page.getByText(/NO-SUCH-CODE/);
    await refusal.first().waitFor();
    expect(await refusal.count()).toBe(1);
    await screenshot(page, `store-stock-import-refused-${lang === 'ar' ? 'phone' : 'desktop'}`, lang);

    // The template as downloaded: one product's figure as it stands, so nothing comes back in stock.
    await file.setInputFiles(template);
    await page.getByRole('button', { name: text(lang, 'store-catalogue:stock_import.submit') }).click();
    const result = page
      .getByRole('status')
      .filter({ hasText: text(lang, 'store-catalogue:stock_import.result_one', { count: '1' }) });
    await result.waitFor();
    expect(await result.textContent()).toContain(
      text(lang, `store-catalogue:stock_import.restocked_${lang === 'ar' ? 'zero' : 'other'}`, { count: '0' }),
    );
    await screenshot(page, `store-stock-import-${lang === 'ar' ? 'phone' : 'desktop'}`, lang);
    fs.rmSync(dir, { recursive: true, force: true });
    await page.context().close();
  });

  it('lays the out-of-stock and category lists out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/finished-products-from-stock');
    await listLoaded(page, lang);
    await page.getByRole('heading', { name: text(lang, 'store-catalogue:out_of_stock.title') }).waitFor();
    await screenshot(page, 'store-out-of-stock-phone', lang);
    await page.goto('/store-admin/categories');
    await listLoaded(page, lang);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-categories-phone', lang);
    await page.context().close();
  });
});
