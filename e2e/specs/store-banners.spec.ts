import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, LANGS, type Lang, listLoaded, screenshot } from '../support/browser';
import { useUploadFiles } from '../support/files';
import { text } from '../support/locales';
import { LAPTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
const adminToken = useAdminToken();
const uploads = useUploadFiles({ pdf: 'banner.pdf', png: 'banner.png' });

interface Banner {
  id: number;
  url: string | null;
  image: string | null;
  translation?: Array<{ name: string }>;
}

const read = async <T = Banner[]>(path: string) =>
  (await apiCall<{ data: T }>('GET', `/admin/${path}`, { token: adminToken() })).body.data;

const save = (page: Page, lang: Lang) => page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
const row = (page: Page, lang: Lang, key: string, number: number) =>
  page.getByRole('group', { name: text(lang, key, { number: String(number) }), exact: true });

describe.each(LANGS)('store banners in %s', (lang) => {
  it('lists the four banners, adds and removes a slide, deletes an advertisement at once and changes the offers header', async () => {
    const stamp = `${lang}${Date.now().toString(36)}`;
    const page = await openSignedIn(lang, LAPTOP);

    await page.goto('/store-admin/pannars');
    await listLoaded(page, lang);
    for (const kind of ['main', 'ads', 'offers', 'offers_header']) {
      await page.getByRole('row', { name: new RegExp(text(lang, `store-banners:kinds.${kind}.title`)) }).waitFor();
    }
    await screenshot(page, 'store-banners', lang);

    // The main slider: a new slide needs a picture and a link the app can open.
    const slides = (await read('mainBanner')).length;
    await page
      .getByRole('row', { name: new RegExp(text(lang, 'store-banners:kinds.main.title')) })
      .getByRole('button', { name: new RegExp(text(lang, 'toolkit:actions.edit')) })
      .click();
    await page.waitForURL('**/store-admin/panners/add-pannars/1');
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).click();
    const added = row(page, lang, 'store-banners:main.row', slides + 1);
    const path = `mainBanners.${slides}`;
    await added.locator(`input[name="${path}.translation.0.name"]`).fill(`عروض ${stamp}`);
    await added.locator(`input[name="${path}.translation.1.name"]`).fill(`Offers ${stamp}`);
    await added.locator(`input[name="${path}.url"]`).fill('javascript:alert(1)');
    await save(page, lang);
    await eventually(() => added.locator(`input[name="${path}.url"]`).getAttribute('aria-invalid')).toBe('true');
    await added
      .getByText(text(lang, 'toolkit:validation.required', { field: text(lang, 'store-banners:fields.image') }))
      .waitFor();
    await added.locator(`input[name="${path}.url"]`).fill('/offers');
    await added.locator(`input[type="file"][name="${path}.image"]`).setInputFiles(uploads.png);
    await screenshot(page, 'store-banners-main-form', lang);
    await save(page, lang);
    await page.waitForURL('**/store-admin/pannars');
    const withSlide = await read('mainBanner');
    const slide = withSlide.find((banner) => banner.translation?.[1]?.name === `Offers ${stamp}`);
    expect(slide).toMatchObject({ url: '/offers', image: expect.stringMatching(/^\/uploads\/store-banners\/main\//) });

    // The other spelling of the address; removing the slide takes it out of the slider on save.
    await page.goto('/store-admin/pannars/add-pannars/1');
    await page
      .getByRole('button', {
        name: text(lang, 'toolkit:rows.remove_row', {
          row: text(lang, 'store-banners:main.row', { number: String(slides + 1) }),
        }),
      })
      .click();
    await page
      .getByRole('dialog')
      .getByRole('button', { name: text(lang, 'toolkit:rows.remove') })
      .click();
    await save(page, lang);
    await page.waitForURL('**/store-admin/pannars');
    expect((await read('mainBanner')).map((banner) => banner.id)).not.toContain(slide!.id);

    // An advertisement added, then deleted on its own after asking: it leaves the form at once.
    const ads = (await read('adsBanner')).length;
    await page.goto('/store-admin/panners/add-pannars/2');
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).click();
    await page.locator(`input[type="file"][name="ads.${ads}.image"]`).setInputFiles(uploads.png);
    await page.locator(`input[name="ads.${ads}.url"]`).fill(`https://www.example.sa/${stamp}`);
    await save(page, lang);
    await page.waitForURL('**/store-admin/pannars');
    const ad = (await read('adsBanner')).find((banner) => banner.url === `https://www.example.sa/${stamp}`);
    expect(ad).toBeDefined();
    await page.goto('/store-admin/panners/add-pannars/2');
    const adRow = row(page, lang, 'store-banners:ads.row', ads + 1);
    await adRow.waitFor();
    await page
      .getByRole('button', {
        name: text(lang, 'toolkit:rows.remove_row', {
          row: text(lang, 'store-banners:ads.row', { number: String(ads + 1) }),
        }),
      })
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText(text(lang, 'store-banners:ads.delete_confirm')).waitFor();
    await dialog.getByRole('button', { name: text(lang, 'toolkit:actions.delete') }).click();
    await adRow.waitFor({ state: 'detached' });
    await eventually(async () => (await read('adsBanner')).map((banner) => banner.id)).not.toContain(ad!.id);
    // Nothing else changed, so leaving asks nothing.
    await dialog.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.cancel') }).click();
    await page.waitForURL('**/store-admin/pannars');

    // The offers page header takes a new picture.
    const before = await read<{ image: string | null }>('offerHeader');
    await page.goto('/store-admin/panners/add-pannars/4');
    await page.locator('input[type="file"][name="image"]').setInputFiles(uploads.png);
    await save(page, lang);
    await page.waitForURL('**/store-admin/pannars');
    const after = await read<{ image: string | null }>('offerHeader');
    expect(after.image).toMatch(/^\/uploads\/store-banners\/offers-header\//);
    expect(after.image).not.toBe(before.image);

    await page.goto('/store-admin/panners/add-pannars/9');
    await page.getByRole('heading', { name: text(lang, 'common:not_found.title') }).waitFor();
    await page.context().close();
  });

  it('lays the list and the offer banners form out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/pannars');
    await listLoaded(page, lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-banners-phone', lang);
    await page.goto('/store-admin/panners/add-pannars/3');
    await page.getByRole('group', { name: text(lang, 'store-banners:offers.second'), exact: true }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-banners-offers-phone', lang);

    // The spec's add route without an id opens the main slider's form, where banners are added.
    await page.goto('/store-admin/panners/add-pannars');
    await page.waitForURL('**/store-admin/panners/add-pannars/1');
    await page.getByRole('button', { name: text(lang, 'toolkit:rows.add') }).waitFor();
    expect(await page.getByRole('heading', { name: text(lang, 'common:not_found.title') }).count()).toBe(0);
    await screenshot(page, 'store-banners-add-phone', lang);
    await page.context().close();
  });
});
