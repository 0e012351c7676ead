import { localizedPath } from '@app/contracts/page-addresses';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, baseUrl, eventually, LANGS, type Lang, launchBrowser } from '../support/browser';
import { text } from '../support/locales';
import { PHONE } from '../support/session';

/**
 * What a search engine and a visitor without JavaScript find at the edges of the public site: the
 * spellings of its addresses, the staff app's shells, the pages of a list, the report files, the
 * phone menu and the home page's figures; and the language switch of an item's page, with and
 * without scripts.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const DESKTOP = { width: 1280, height: 900 };

interface Item {
  id: number;
  translation: { name: string; locale?: string }[];
}

/** A page in a context that runs no script (a crawler, or a visitor who turned scripts off). */
async function noScriptPage(viewport = DESKTOP): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, viewport });
  return context.newPage();
}

/** A page of a browser that runs the app: `go` opens an address once the app has taken over. */
async function scriptedPage(): Promise<{ page: Page; go: (path: string) => Promise<void> }> {
  const context = await browser.newContext({ baseURL: baseUrl(), viewport: DESKTOP });
  const page = await context.newPage();
  const go = async (path: string) => {
    await page.goto(path);
    await page.waitForSelector('html[data-app="ready"]', { state: 'attached' });
  };
  return { page, go };
}

/** The answer to a GET of `path` as a browser asks for a page, redirects not followed. */
function get(path: string, accept = 'text/html'): Promise<Response> {
  return fetch(`${baseUrl()}${path}`, { headers: { accept }, redirect: 'manual' });
}

const pathOf = (location: string | null) => {
  const url = new URL(location ?? '', baseUrl());
  return `${url.pathname}${url.search}`;
};

describe('addresses', () => {
  it('sends mixed-case spellings of its pages to the lower-case address, keeping the query', async () => {
    for (const [asked, canonical] of [
      ['/About-Us', '/about-us'],
      ['/EN/About-Us?x=1', '/en/about-us?x=1'],
      ['/en/CONTACT-us', '/en/contact-us'],
      ['/Medical-Journal?page=2', '/medical-journal?page=2'],
      ['/Investor-Relations', '/investor-relations'],
      ['/FORM', '/form'],
      ['/en/Branches/Jeddah', '/en/branches/Jeddah'],
    ] as const) {
      const res = await get(asked);
      expect(res.status, asked).toBe(301);
      const location = res.headers.get('location') ?? '';
      // Always a path on this site, never another host.
      expect(location.startsWith('/') && !location.startsWith('//'), asked).toBe(true);
      expect(decodeURI(pathOf(location)), asked).toBe(canonical);
      expect((await get(location)).status, canonical).toBe(200);
    }
    // A city and an Arabic slug have no case to fold: they answer as they are.
    const [article] = (await apiCall<{ data: Item[] }>('GET', '/article?limit=1', { locale: 'ar' })).body.data;
    const arabic = await get(`/medical-journal/${article?.id}`);
    expect(arabic.status).toBe(301);
    expect((await get(arabic.headers.get('location') ?? '')).status).toBe(200);
  });

  it("keeps the staff app's shells out of search results and sends /index.html home", async () => {
    for (const [asked, staff] of [
      ['/en/login', '/login?lang=en'],
      ['/en/admin', '/admin?lang=en'],
      ['/en/store-admin', '/store-admin?lang=en'],
      ['/en/admin/admin-users?page=2', '/admin/admin-users?page=2&lang=en'],
      ['/ar/login', '/login?lang=ar'],
    ] as const) {
      const res = await get(asked);
      expect(res.status, asked).toBe(301);
      expect(pathOf(res.headers.get('location')), asked).toBe(staff);
    }
    for (const shell of ['/login', '/admin', '/admin/admin-users', '/store-admin', '/store-admin/orders']) {
      const res = await get(shell);
      expect(res.status, shell).toBe(200);
      expect(res.headers.get('x-robots-tag'), shell).toContain('noindex');
    }
    const index = await get('/index.html');
    expect(index.status).toBe(301);
    expect(pathOf(index.headers.get('location'))).toBe('/');
    // The public pages stay indexable, and robots.txt lets crawlers read the shells' noindex.
    for (const page of ['/', '/en/about-us']) expect((await get(page)).headers.get('x-robots-tag'), page).toBeNull();
    const robots = await (await get('/robots.txt', 'text/plain')).text();
    for (const shell of ['/login', '/admin', '/store-admin']) expect(robots).not.toContain(`Disallow: ${shell}\n`);
  });
});

describe.each(LANGS)('in %s, without JavaScript', (lang: Lang) => {
  it('gives each page of the magazine its own title and address, and answers a page past the last with 404', async () => {
    const { total } = (await apiCall<{ total: number }>('GET', '/article?limit=12', { locale: lang })).body;
    const pages = Math.ceil(total / 12);
    expect(pages).toBeGreaterThan(2);
    const page = await noScriptPage();
    const titles = new Set<string>();
    for (let n = 1; n <= pages; n++) {
      const path = localizedPath(lang, n === 1 ? '/medical-journal' : `/medical-journal?page=${n}`);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const title = await page.title();
      titles.add(title);
      if (n > 1) expect(title, path).toContain(text(lang, 'magazine:meta.page', { page: String(n) }));
      expect(await page.locator('link[rel="canonical"]').getAttribute('href'), path).toBe(`${baseUrl()}${path}`);
    }
    expect(titles.size).toBe(pages);
    for (const beyond of [pages + 1, 9]) {
      const path = localizedPath(lang, `/medical-journal?page=${beyond}`);
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      expect(await page.locator('meta[name="robots"]').getAttribute('content'), path).toContain('noindex');
      expect(await page.locator('main').textContent(), path).toContain(text(lang, 'magazine:empty.no_page'));
      // The way back is a link to the list's first page.
      await page.getByRole('link', { name: text(lang, 'magazine:empty.first_page') }).click();
      expect(new URL(page.url()).search).toBe('');
    }
    await page.context().close();
  });

  it('offers every report file as a link that downloads without JavaScript', async () => {
    const reports = (
      await apiCall<{
        data: { files: { download_url: string; translation: { locale: string; title: string }[] }[] }[];
      }>('GET', '/reportsResults', { locale: lang })
    ).body.data;
    const files = reports.flatMap((report) => report.files);
    expect(files.length).toBeGreaterThan(1);
    const page = await noScriptPage();
    await page.goto(localizedPath(lang, '/investor-relations'));
    const section = page.locator('section[aria-labelledby="ir-reports"]');
    const links = section.getByRole('link');
    expect(await links.count()).toBe(files.length);
    for (const [index, file] of files.entries()) {
      const link = links.nth(index);
      expect(await link.getAttribute('href')).toBe(file.download_url);
      expect(await link.textContent()).toContain(file.translation.find((t) => t.locale === lang)?.title);
    }
    // A plain link: following it downloads the file, scripts or not.
    const download = page.waitForEvent('download');
    await links.first().click();
    const saved = await download;
    expect(saved.suggestedFilename()).toMatch(/\.pdf$/);
    expect(await section.locator('select').count()).toBe(0);
    await page.context().close();
  });

  it('opens the phone menu without JavaScript', async () => {
    const page = await noScriptPage(PHONE);
    await page.goto(localizedPath(lang, '/'));
    const nav = page.getByRole('navigation', { name: text(lang, 'public:nav.label') });
    const about = nav.getByRole('link', { name: text(lang, 'public:nav.pages.about') });
    expect(await about.isVisible()).toBe(false);
    // The browser's own disclosure: a button with its expanded state, named "Menu".
    const summary = nav.locator('summary');
    expect(await summary.textContent()).toBe(text(lang, 'public:nav.open'));
    expect(await summary.isVisible()).toBe(true);
    expect(await nav.locator('button').isVisible()).toBe(false);
    await summary.click();
    expect(await about.isVisible()).toBe(true);
    await about.click();
    expect(new URL(page.url()).pathname).toBe(localizedPath(lang, '/about-us'));
    await page.context().close();
  });

  it('writes the home page’s figures in its own language', async () => {
    const page = await noScriptPage();
    await page.goto(localizedPath(lang, '/'));
    // (A no-break space keeps a number and its word together.)
    const main = ((await page.locator('main').textContent()) ?? '').replace(/\u00a0/g, ' ');
    if (lang === 'ar') {
      for (const latin of ['2.4B', '186M', 'K+']) expect(main).not.toContain(latin);
      expect(main).toContain('2.4 مليار');
      expect(main).toContain('186 مليون');
    } else {
      expect(main).toContain('2.4B');
      expect(main).toContain('186M');
    }
    await page.context().close();
  });
});

describe.each(LANGS)('the language switch of an item page in %s', (lang: Lang) => {
  const other: Lang = lang === 'ar' ? 'en' : 'ar';
  const switchLink = (page: Page) =>
    page
      .getByRole('group', { name: text(lang, 'public:language.label') })
      .getByRole('link', { name: text(lang, `public:language.${other}`) });

  /** The switch leads straight to the page in the other language: its alternate address, answered 200. */
  async function expectDirect(page: Page, where: string): Promise<void> {
    const href = (await switchLink(page).getAttribute('href')) ?? '';
    const alternate = await page.locator(`link[rel="alternate"][hreflang="${other}"]`).getAttribute('href');
    expect(new URL(href, baseUrl()).href, where).toBe(alternate);
    expect((await get(href)).status, `${where}: ${href}`).toBe(200);
  }

  it('links to the other language’s own address, with JavaScript and without', async () => {
    const [article] = (await apiCall<{ data: Item[] }>('GET', '/article?limit=1', { locale: lang })).body.data;
    const [news] = (await apiCall<{ data: Item[] }>('GET', '/listNews?limit=1', { locale: lang })).body.data;
    const city = lang === 'ar' ? 'جدة' : 'Jeddah';
    const branches = (
      await apiCall<{ data: Item[] }>('GET', `/branches?city=${encodeURIComponent('جدة')}`, { locale: lang })
    ).body.data;
    const items = [
      `/medical-journal/${article?.id}`,
      `/news/${news?.id}`,
      `/branches/${city}`,
      `/branches/${city}/${branches[0]?.id}`,
    ];
    const bare = await noScriptPage();
    for (const item of items) {
      await bare.goto(localizedPath(lang, item));
      await expectDirect(bare, `${item} without JavaScript`);
    }
    await bare.context().close();

    const { page, go } = await scriptedPage();
    for (const item of items) {
      await go(localizedPath(lang, item));
      await expectDirect(page, `${item} hydrated`);
    }
    // After moving inside the app, from the journal to an article: the switch follows the new page.
    await go(localizedPath(lang, '/medical-journal'));
    const card = page.locator('main article').first();
    await card.locator('h3 a').click();
    await page.waitForURL(/\/medical-journal\/\d+-/);
    // Once the article has rendered (its chunk and data arrive after the address changes), its
    // head names its other-language address and the switch links there, straight to a 200.
    const alternate = page.locator(`link[rel="alternate"][hreflang="${other}"]`);
    await eventually(async () => {
      const href = (await switchLink(page).getAttribute('href')) ?? '';
      const named = await alternate.getAttribute('href');
      return new URL(href, baseUrl()).href === named && (await get(href)).status;
    }).toBe(200);
    await expectDirect(page, 'after an in-app navigation');
    await page.context().close();
  });
});
