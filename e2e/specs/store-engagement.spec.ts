import { describe, expect, it } from 'vitest';
import { LANGS, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();

describe.each(LANGS)('store loyalty, ratings, availability and insurance companies in %s', (lang) => {
  it('edits the loyalty settings, shows a review, sees the demo notify-me requests and adds an insurance company', async () => {
    const page = await openSignedIn(lang);

    await page.goto('/store-admin/loyalty');
    const setUp = page.getByRole('button', { name: text(lang, 'store-loyalty:add') });
    const editRow = page.getByRole('row').nth(1);
    await Promise.race([setUp.waitFor(), editRow.waitFor()]);
    if (await setUp.isVisible()) await setUp.click();
    else await editRow.getByRole('button', { name: new RegExp(text(lang, 'toolkit:actions.edit')) }).click();
    await page.locator('input[name="sar_to_loyalty_points"]').fill('25');
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.waitForURL('**/store-admin/loyalty');
    await page.getByText(text(lang, 'store-loyalty:how', { rate: '25' })).waitFor();

    await page.goto('/store-admin/comments');
    await listLoaded(page, lang);
    // The first hidden review, found again by its name once it is shown.
    const label = await page.getByRole('switch', { checked: false }).first().getAttribute('aria-label');
    const review = page.getByRole('switch', { name: label ?? '', exact: true });
    await review.click({ force: true });
    await expect.poll(() => review.isChecked(), { timeout: 10_000 }).toBe(true);
    await screenshot(page, 'store-comments', lang);

    await page.goto('/store-admin/availability');
    await listLoaded(page, lang);
    await page.getByText(text(lang, 'store-engagement:availability.waiting')).first().waitFor();

    const name = lang === 'ar' ? `شركة ${Date.now()}` : `Insurer ${Date.now()}`;
    await page.goto('/store-admin/companies/add-company');
    await page.locator('input[name="translation.0.name"]').fill(name);
    await page.locator('input[name="translation.1.name"]').fill(name);
    await page.getByRole('button', { name: text(lang, 'toolkit:actions.save') }).click();
    await page.waitForURL('**/store-admin/companies');
    await page.getByRole('row', { name: new RegExp(name) }).waitFor();
    await page.context().close();
  });

  it('lays the ratings out on a phone', async () => {
    const page = await openSignedIn(lang, PHONE);
    await page.goto('/store-admin/comments');
    await listLoaded(page, lang);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'store-comments-phone', lang);
    await page.context().close();
  });
});
