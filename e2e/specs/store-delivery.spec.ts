import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';
import { demoMobile } from '../support/shop';

const { openSignedIn } = useBrowser();

/** Mantine's Select: open it by its label, then pick the option. */
async function choose(page: Page, lang: Lang, label: string, option: string | RegExp, within: Locator | Page = page) {
  await within.getByLabel(text(lang, label), { exact: false }).first().click();
  await page.getByRole('option', { name: option }).first().click();
}

async function save(page: Page, lang: Lang) {
  await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
}

describe.each(LANGS)('store delivery areas in %s', (lang) => {
  it('adds a city with two prices and a district, sees it unserved, links a branch to it, then cleans up', async () => {
    const stamp = `${lang}${Date.now().toString(36)}`.toUpperCase();
    const city = { ar: `مدينة ${stamp}`, en: `City ${stamp}` };
    const district = { ar: `حي ${stamp}`, en: `District ${stamp}` };
    const page = await openSignedIn(lang);

    await page.goto('/store-admin/cities/add-city');
    await page.locator('input[name="translation.0.name"]').fill(city.ar);
    await page.locator('input[name="translation.1.name"]').fill(city.en);
    await page.locator('input[name="delivery_price"]').fill('15');
    await save(page, lang);
    // Both prices are needed: the missing one is marked on its field.
    await eventually(() => page.locator('input[name="prescription_delivery_price"]').getAttribute('aria-invalid')).toBe(
      'true',
    );
    await page.locator('input[name="prescription_delivery_price"]').fill('22.5');
    await save(page, lang);
    await page.waitForURL('**/store-admin/cities');
    await page.getByRole('searchbox').fill(city[lang]);
    const row = page.getByRole('row', { name: new RegExp(city[lang]) });
    await row.waitFor();
    await eventually(() => row.textContent()).toContain('22.50');
    await row.getByRole('button', { name: `${text(lang, 'store-delivery:cities.districts')} ${city[lang]}` }).click();
    await page.waitForURL('**/store-admin/cities/district/*');
    await page.getByText(text(lang, 'store-delivery:districts.empty')).waitFor();

    await page.getByRole('button', { name: text(lang, 'store-delivery:districts.add') }).click();
    await page.waitForURL('**/add-district/add');
    await page.locator('input[name="translation.0.name"]').fill(district.ar);
    await page.locator('input[name="translation.1.name"]').fill(district.en);
    await save(page, lang);
    await page.waitForURL(/\/store-admin\/cities\/district\/\d+$/);
    const districtRow = page.getByRole('row', { name: new RegExp(district[lang]) });
    await districtRow.getByText(text(lang, 'store-delivery:districts.unserved')).waitFor();
    await screenshot(page, 'store-districts', lang);

    // Link a demo branch to the new district, found by its code as staff know it (typed in small letters).
    await page.goto('/store-admin/linking-disticts/link-district');
    const branchBox = page.getByLabel(text(lang, 'store-delivery:fields.branch_id'), { exact: false }).first();
    await branchBox.click();
    await branchBox.fill('ruh-00');
    await page.getByRole('option', { name: /^RUH-002 — / }).click();
    expect(await branchBox.inputValue()).toMatch(/^RUH-002 — /);
    await choose(page, lang, 'store-delivery:fields.city_id', city[lang]);
    await choose(page, lang, 'store-delivery:fields.district_id', new RegExp(district[lang]));
    await page.keyboard.press('Escape');
    await save(page, lang);
    await page.waitForURL('**/store-admin/linking-disticts');
    await page.getByRole('searchbox').fill(district[lang]);
    const link = page.getByRole('row', { name: new RegExp(district[lang]) });
    await link.waitFor();
    expect(await link.textContent()).toContain('RUH-002');
    await screenshot(page, 'store-district-links', lang);

    // The district now names its branch; the city can only go once the district has.
    await page.goto('/store-admin/cities');
    await page.getByRole('searchbox').fill(city[lang]);
    await row.getByRole('button', { name: `${text(lang, 'store-delivery:cities.districts')} ${city[lang]}` }).click();
    await districtRow.waitFor();
    await eventually(() => districtRow.getByText(text(lang, 'store-delivery:districts.unserved')).count()).toBe(0);
    await districtRow
      .getByRole('button', { name: `${text(lang, 'toolkit:actions.delete')} ${district[lang]}` })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(lang, 'toolkit:actions.delete') })
      .click();
    await page.getByText(text(lang, 'store-delivery:districts.empty')).waitFor();
    await page.context().close();
  });

  it('keeps a customer’s addresses on the user form, one of them the default', async () => {
    const page = await openSignedIn(lang);
    // A demo customer with addresses: the newest users may be ones other specs registered without any.
    await page.goto(`/store-admin/users?search=${demoMobile(3)}`);
    await listLoaded(page, lang);
    await page
      .getByRole('row')
      .nth(1)
      .getByRole('button', { name: new RegExp(text(lang, 'toolkit:actions.edit')) })
      .click();
    await page.waitForURL('**/store-admin/users/add-user/*');
    await page.getByRole('tab', { name: text(lang, 'store-customers:detail_tabs.addresses') }).click();
    const table = page.getByRole('table', { name: text(lang, 'store-delivery:addresses.title') });
    await table.getByText(text(lang, 'store-delivery:addresses.default')).first().waitFor();
    const before = await table.getByRole('row').count();

    await page.getByRole('button', { name: text(lang, 'store-delivery:addresses.add') }).click();
    const dialog = page.getByRole('dialog');
    // Inside the dialog: the rows behind it are named after their city too ("Edit Madinah — Quba").
    await choose(page, lang, 'store-delivery:fields.city_id', lang === 'ar' ? 'الرياض' : 'Riyadh', dialog);
    await choose(page, lang, 'store-delivery:districts.name', lang === 'ar' ? 'الملقا' : 'Al Malqa', dialog);
    await dialog
      .locator('textarea[name="details"]')
      .fill(lang === 'ar' ? 'شارع أنس بن مالك، فيلا 12' : 'Anas Bin Malik St, villa 12');
    await dialog.locator('input[name="latitude"]').fill('24.81');
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    // A position needs both coordinates.
    await eventually(() => dialog.locator('input[name="longitude"]').getAttribute('aria-invalid')).toBe('true');
    await dialog.locator('input[name="longitude"]').fill('46.62');
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await dialog.waitFor({ state: 'hidden' });
    await eventually(() => table.getByRole('row').count()).toBe(before + 1);
    await screenshot(page, 'store-user-addresses', lang);
    await page.context().close();
  });

  it('lays the cities list out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/cities');
    await listLoaded(page, lang);
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-cities-phone', lang);
    await page.context().close();
  });
});
