import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiCall, eventually, type Lang, listLoaded, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { LAPTOP, PHONE, useAdminToken, useBrowser } from '../support/session';

const { openSignedIn } = useBrowser();
const token = useAdminToken();

/** Arabic on a phone, English on a 1280 px screen: the two ways the store's staff work. */
const SCREENS = [
  { lang: 'ar', name: 'phone', viewport: PHONE },
  { lang: 'en', name: 'desktop', viewport: LAPTOP },
] as const;

/** An Arabic word as people type it: bare alef for hamza forms, haa for taa marbuta, yaa for alef maqsura. */
const typedPlainly = (word: string) => word.replace(/[أإآ]/g, 'ا').replace(/ة/g, 'ه').replace(/ى/g, 'ي');

async function firstRow<T>(path: string, lang: Lang): Promise<T> {
  const answer = await apiCall<{ data: T[] }>('GET', `${path}?limit=1`, { token: token(), locale: lang });
  const [row] = answer.body.data;
  expect(row, path).toBeDefined();
  return row!;
}

/** Types into the list's search box, then waits for the rows to be those of the search. */
async function search(page: Page, lang: Lang, label: string, typed: string, param: string) {
  await page.getByRole('searchbox', { name: text(lang, label) }).fill(typed);
  await page.waitForURL((url) => url.searchParams.get(param) === typed);
  await listLoaded(page, lang);
}

/** The number of rows under the table's header (cards on a phone). */
const rowCount = async (page: Page) => (await page.getByRole('row').count()) - 1;

describe.each(SCREENS)('the store lists in $lang on a $name', ({ lang, name, viewport }) => {
  it('finds offers, insurance companies, reviews and notify-me requests by what staff type', async () => {
    const page = await openSignedIn(lang, viewport);

    // Offers: by a word of the name, typed without hamza.
    const offer = await firstRow<{ name: string }>('/admin/newOffer', lang);
    const offerWord = typedPlainly(offer.name.split(/[\s:]+/)[0]!);
    await page.goto('/store-admin/offers');
    await listLoaded(page, lang);
    const offers = await rowCount(page);
    await search(page, lang, 'store-promotions:offers.search', offerWord, 'name');
    await eventually(() => rowCount(page)).toBeLessThan(offers);
    await page.getByRole('row', { name: new RegExp(offer.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
    await screenshot(page, `store-offers-search-${name}`, lang);

    // Insurance companies: by part of the name in the page's language.
    const company = await firstRow<{ translation: Array<{ local: string; name: string }> }>('/admin/companies', lang);
    const companyName = company.translation.find((entry) => entry.local === lang)!.name;
    await page.goto('/store-admin/companies');
    await listLoaded(page, lang);
    const companies = await rowCount(page);
    await search(page, lang, 'store-catalogue:companies.search', typedPlainly(companyName.slice(0, 4)), 'name');
    await eventually(() => rowCount(page)).toBeLessThan(companies);
    await page.getByText(companyName, { exact: true }).first().waitFor();

    // Reviews: by the reviewer's e-mail.
    const review = await firstRow<{ name: string; email: string }>('/admin/comments', lang);
    await page.goto('/store-admin/comments');
    await listLoaded(page, lang);
    const before = await rowCount(page);
    await search(page, lang, 'store-engagement:comments.search', review.email.toUpperCase(), 'search');
    await page
      .getByRole('row', { name: new RegExp(review.name) })
      .first()
      .waitFor();
    await eventually(() => rowCount(page)).toBeLessThan(before);
    await screenshot(page, `store-comments-search-${name}`, lang);

    // Notify-me requests: by the mobile as people write it locally (05…).
    const request = await firstRow<{ name: string; mobile: string }>('/admin/check-availabilities', lang);
    await page.goto('/store-admin/availability');
    await listLoaded(page, lang);
    await search(page, lang, 'store-engagement:availability.search', request.mobile.replace('+966', '0'), 'search');
    await page
      .getByRole('row', { name: new RegExp(request.name) })
      .first()
      .waitFor();
    // The rows of the search replace the page shown meanwhile.
    await eventually(() => rowCount(page)).toBe(1);
    await screenshot(page, `store-availability-search-${name}`, lang);

    // Nothing matches: the list says so.
    await search(page, lang, 'store-engagement:availability.search', 'zzzz-nothing', 'search');
    await page.getByText(text(lang, 'toolkit:table.no_results'), { exact: true }).waitFor();
    await page.context().close();
  });

  it('shows every badge of the products and orders lists whole', async () => {
    const page = await openSignedIn(lang, viewport);
    for (const path of ['/store-admin/products', '/store-admin/requests']) {
      await page.goto(path);
      await listLoaded(page, lang);
      const cut = await page.$$eval('.mantine-Badge-label', (labels) =>
        labels.filter((label) => label.scrollWidth > label.clientWidth + 1).map((label) => label.textContent),
      );
      expect(cut, path).toEqual([]);
    }
    await screenshot(page, `store-orders-badges-${name}`, lang);
    await page.context().close();
  });
});
