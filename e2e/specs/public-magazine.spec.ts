import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { seriousViolations } from '../support/axe';
import { apiCall, eventually, LANGS, type Lang, screenshot } from '../support/browser';
import { text } from '../support/locales';
import { PHONE, useBrowser } from '../support/session';

interface Category {
  id: number;
  name: string;
}
interface Subcategory {
  id: number;
  name: string;
}
interface Article {
  id: number;
  translation: { locale: string; name: string }[];
}
interface Paged<T> {
  data: T[];
  total: number;
}

/** The page shows this many articles at a time. */
const PER_PAGE = 12;

const { openPage } = useBrowser();

const cards = (page: Page) => page.locator('main article');
/** Each card is named by its title (aria-labelledby); descriptions have headings of their own. */
const titles = (page: Page) =>
  cards(page).evaluateAll((nodes) =>
    nodes.map((node) => document.getElementById(node.getAttribute('aria-labelledby') ?? '')?.textContent ?? ''),
  );

async function articles(lang: Lang, query: string): Promise<Paged<Article>> {
  return (await apiCall<Paged<Article>>('GET', `/article?limit=${PER_PAGE}&${query}`, { locale: lang })).body;
}

const titleOf = (article: Article, lang: Lang) => article.translation.find((t) => t.locale === lang)?.name ?? '';

describe.each(LANGS)('medical journal in %s', (lang) => {
  it('shows articles and filters them by category, subcategory, tag and name', async () => {
    const everything = await articles(lang, '');
    const page = await openPage(lang);
    await page.goto('/medical-journal');
    await page.getByRole('heading', { level: 1, name: text(lang, 'magazine:title') }).waitFor();
    // The page's direction, once the app has started.
    expect(await page.locator('html').getAttribute('dir')).toBe(lang === 'ar' ? 'rtl' : 'ltr');
    await eventually(() => titles(page)).toEqual(everything.data.map((a) => titleOf(a, lang)));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-magazine', lang);

    // A category: the subcategories of that category appear and the list reloads with the filter.
    const categories = (await apiCall<{ data: Category[] }>('GET', '/magazineCategory', { locale: lang })).body.data;
    const category = categories[1] as Category;
    await page
      .getByRole('group', { name: text(lang, 'magazine:categories'), exact: true })
      .getByRole('button', { name: category.name, exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('category_id') === String(category.id));
    const inCategory = await articles(lang, `category_id=${category.id}`);
    await eventually(() => titles(page)).toEqual(inCategory.data.map((a) => titleOf(a, lang)));

    const subcategories = (
      await apiCall<{ data: Subcategory[] }>('GET', `/magazineSubcategory?magazine_category_id=${category.id}`, {
        locale: lang,
      })
    ).body.data;
    const subGroup = page.getByRole('group', { name: text(lang, 'magazine:subcategories'), exact: true });
    await subGroup.waitFor();
    expect(await subGroup.getByRole('button').count()).toBe(subcategories.length + 1);
    const subcategory = subcategories[0] as Subcategory;
    await subGroup.getByRole('button', { name: subcategory.name, exact: true }).click();
    await page.waitForURL((url) => url.searchParams.get('subcategory_id') === String(subcategory.id));
    const inSub = await articles(lang, `category_id=${category.id}&subcategory_id=${subcategory.id}`);
    expect(inSub.total).toBeLessThan(inCategory.total);
    await eventually(() => titles(page)).toEqual(inSub.data.map((a) => titleOf(a, lang)));
    expect(await seriousViolations(page)).toEqual([]);
    await screenshot(page, 'public-magazine-filtered', lang);

    // Back to everything, then a tag.
    await page
      .getByRole('group', { name: text(lang, 'magazine:categories'), exact: true })
      .getByRole('button', { name: text(lang, 'magazine:all_categories') })
      .click();
    await page.waitForURL((url) => !url.searchParams.has('category_id'));
    // As a visitor would, wait for the full list before the next change.
    await eventually(() => titles(page)).toEqual(everything.data.map((a) => titleOf(a, lang)));
    const tags = (await apiCall<{ data: { name: string }[] }>('GET', '/article/tags', { locale: lang })).body.data;
    const tag = tags[0]?.name as string;
    await page
      .getByRole('group', { name: text(lang, 'magazine:tags'), exact: true })
      .getByRole('button', { name: `#${tag}`, exact: true })
      .click();
    await page.waitForURL((url) => url.searchParams.get('tag') === tag);
    const tagged = await articles(lang, `tag=${encodeURIComponent(tag)}`);
    await eventually(() => titles(page)).toEqual(tagged.data.map((a) => titleOf(a, lang)));

    // Name search, kept in the URL.
    await page
      .getByRole('group', { name: text(lang, 'magazine:tags'), exact: true })
      .getByRole('button', { name: text(lang, 'magazine:all_tags') })
      .click();
    await eventually(() => titles(page)).toEqual(everything.data.map((a) => titleOf(a, lang)));
    const wanted = titleOf(everything.data[3] as Article, lang);
    await page.getByRole('searchbox', { name: text(lang, 'magazine:search.label') }).fill(wanted);
    await page.waitForURL((url) => url.searchParams.get('name') === wanted);
    const found = await articles(lang, `name=${encodeURIComponent(wanted)}`);
    expect(found.total).toBeLessThan(everything.total);
    await eventually(() => titles(page)).toEqual(found.data.map((a) => titleOf(a, lang)));
    expect(await titles(page)).toContain(wanted);
    await page.context().close();
  });

  it('pages through the articles and links to the not-found page', async () => {
    const everything = await articles(lang, '');
    expect(everything.total).toBeGreaterThan(PER_PAGE);
    const secondPage = await articles(lang, 'page=2');
    const page = await openPage(lang);
    await page.goto('/medical-journal');
    const nav = page.getByRole('navigation', { name: text(lang, 'magazine:pagination.label') });
    await nav.waitFor();
    await nav.getByRole('link', { name: text(lang, 'magazine:pagination.next') }).click();
    await page.waitForURL((url) => url.searchParams.get('page') === '2');
    await eventually(() => titles(page)).toEqual(secondPage.data.map((a) => titleOf(a, lang)));
    expect(
      await nav
        .getByRole('link', { name: text(lang, 'magazine:pagination.page', { number: '2' }) })
        .getAttribute('aria-current'),
    ).toBe('page');

    // A long description opens in place.
    const card = cards(page).first();
    await card.getByRole('button', { name: text(lang, 'magazine:read_more') }).click();
    expect(
      await card.getByRole('button', { name: text(lang, 'magazine:read_less') }).getAttribute('aria-expanded'),
    ).toBe('true');
    await screenshot(page, 'public-magazine-page-2', lang);

    await page.getByRole('link', { name: text(lang, 'magazine:archive_link') }).click();
    await page.waitForURL('**/Not-found');
    await page.context().close();
  });

  it('shows the tags of the chosen category and one line of pages on a phone; opening a card leaves its row alone', async () => {
    const categories = (await apiCall<{ data: Category[] }>('GET', '/magazineCategory', { locale: lang })).body.data;
    const category = categories[1] as Category;
    const tagNames = async (query: string) =>
      (await apiCall<{ data: { name: string }[] }>('GET', `/article/tags${query}`, { locale: lang })).body.data.map(
        (tag) => `#${tag.name}`,
      );
    // The page asks for the 15 most used tags of the current filter.
    const allTags = await tagNames('?limit=15');
    const categoryTags = await tagNames(`?limit=15&category_id=${category.id}`);
    expect(categoryTags).not.toEqual(allTags);

    const page = await openPage(lang, PHONE);
    await page.goto('/medical-journal');
    const chips = page
      .getByRole('group', { name: text(lang, 'magazine:tags'), exact: true })
      .getByRole('button')
      .filter({ hasText: '#' });
    await eventually(() => chips.allTextContents()).toEqual(allTags);
    await page
      .getByRole('group', { name: text(lang, 'magazine:categories'), exact: true })
      .getByRole('button', { name: category.name, exact: true })
      .click();
    await eventually(() => chips.allTextContents()).toEqual(categoryTags);

    // The pages of the list sit on one line at 390 px.
    await page.goto('/medical-journal?page=2');
    const nav = page.getByRole('navigation', { name: text(lang, 'magazine:pagination.label') });
    await nav.waitFor();
    const middles = await nav
      .locator('li')
      .evaluateAll((items) =>
        items.map((item) => (item.getBoundingClientRect().top + item.getBoundingClientRect().bottom) / 2),
      );
    expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(8);
    await page.context().close();

    // On a desktop, "read more" opens one card without stretching the others of its row.
    const desktop = await openPage(lang);
    await desktop.goto('/medical-journal');
    const [first, second] = [cards(desktop).nth(0), cards(desktop).nth(1)];
    await second.waitFor();
    const before = (await second.boundingBox())?.height;
    await first.getByRole('button', { name: text(lang, 'magazine:read_more') }).click();
    await first.getByRole('button', { name: text(lang, 'magazine:read_less') }).waitFor();
    expect((await second.boundingBox())?.height).toBe(before);
    await desktop.context().close();
  });
});
