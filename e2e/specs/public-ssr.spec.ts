import { PUBLIC_PAGE_PATHS } from '@app/contracts';
import { localizedPath } from '@app/contracts/page-addresses';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiCall, baseUrl, eventually, LANGS, launchBrowser } from '../support/browser';
import { text } from '../support/locales';

/**
 * The public site as a search engine, a link preview or a browser without JavaScript reads it:
 * every page arrives rendered in its language, with its addresses, preview tags and structured data.
 */

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface Item {
  id: number;
  translation: { name: string; locale?: string; local?: string }[];
}

/** The first demo branch in Jeddah, as the finder lists it. */
async function jeddahBranch(): Promise<Item> {
  const branches = await apiCall<{ data: Item[] }>('GET', `/branches?city=${encodeURIComponent('جدة')}`);
  const branch = branches.body.data[0];
  if (!branch) throw new Error('the demo data has branches in Jeddah');
  return branch;
}

/** The pages of items (an article, a news item, a city, a branch), found through the API as a visitor's links would. */
async function itemPages(): Promise<string[]> {
  const articles = await apiCall<{ data: Item[] }>('GET', '/article?limit=1');
  const news = await apiCall<{ data: Item[] }>('GET', '/listNews?limit=1');
  const article = articles.body.data[0];
  const item = news.body.data[0];
  if (!article || !item) throw new Error('the demo data has articles and news');
  // The bare id is a valid address: it is redirected to the slug of the page's language.
  return [
    `/medical-journal/${article.id}`,
    `/news/${item.id}`,
    '/branches/جدة',
    `/branches/جدة/${(await jeddahBranch()).id}`,
  ];
}

/**
 * The addresses of pages that a page's structured data names (its own, its trail's, its
 * branches'), leaving out what belongs to no language: the organization's id, pictures and files.
 */
function pageAddresses(data: unknown): string[] {
  const found: string[] = [];
  const walk = (value: unknown, key: string) => {
    if (typeof value === 'string') {
      if (['url', 'mainEntityOfPage', 'item', '@id'].includes(key) && /^https?:\/\//.test(value)) {
        const { pathname, hash } = new URL(value);
        if (hash !== '#organization' && !/^\/(uploads|assets)\/|\.(svg|png|webp|jpe?g)$/.test(pathname))
          found.push(value);
      }
    } else if (Array.isArray(value)) {
      for (const entry of value) walk(entry, key);
    } else if (value && typeof value === 'object') {
      for (const [name, entry] of Object.entries(value)) walk(entry, name);
    }
  };
  walk(data, '');
  return found;
}

/** The language of a page's address: English under /en, else Arabic. */
function languageOf(address: string): 'ar' | 'en' {
  return /^\/en(\/|$)/.test(new URL(address).pathname) ? 'en' : 'ar';
}

async function noScriptPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: baseUrl(), javaScriptEnabled: false, locale: 'en-US' });
  return context.newPage();
}

interface Head {
  lang: string | null;
  dir: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
  og: Record<string, string>;
  data: { '@type': string; [key: string]: unknown }[];
  h1: string;
  mainText: string;
  scripts: number;
}

async function readPage(page: Page): Promise<Head> {
  return page.evaluate(() => {
    const attr = (selector: string, name: string) => document.querySelector(selector)?.getAttribute(name) ?? null;
    const alternates: Record<string, string> = {};
    for (const link of document.querySelectorAll('link[rel="alternate"][hreflang]')) {
      alternates[link.getAttribute('hreflang') ?? ''] = link.getAttribute('href') ?? '';
    }
    const og: Record<string, string> = {};
    for (const meta of document.querySelectorAll('meta[property^="og:"], meta[name^="twitter:"]')) {
      og[meta.getAttribute('property') ?? meta.getAttribute('name') ?? ''] = meta.getAttribute('content') ?? '';
    }
    return {
      lang: document.documentElement.getAttribute('lang'),
      dir: document.documentElement.getAttribute('dir'),
      canonical: attr('link[rel="canonical"]', 'href'),
      alternates,
      og,
      data: [...document.querySelectorAll('script[type="application/ld+json"]')].map((s) =>
        JSON.parse(s.textContent ?? 'null'),
      ),
      h1: document.querySelector('h1')?.textContent?.trim() ?? '',
      mainText: document.querySelector('main')?.textContent?.replace(/\s+/g, ' ').trim() ?? '',
      scripts: document.querySelectorAll('script[type="module"]').length,
    };
  });
}

describe.each(LANGS)('public pages rendered on the server, in %s', (lang) => {
  it('reads every page without JavaScript: its content, language, addresses, preview and structured data', async () => {
    const page = await noScriptPage();
    const paths = [...PUBLIC_PAGE_PATHS, ...(await itemPages())];
    const pictures = new Set<string>();
    for (const path of paths) {
      const response = await page.goto(localizedPath(lang, path));
      expect(response?.status(), path).toBe(200);
      const head = await readPage(page);
      expect(head.lang, path).toBe(lang);
      expect(head.dir, path).toBe(lang === 'ar' ? 'rtl' : 'ltr');
      // The content is there, not a loading state: a heading and the page's text.
      expect(head.h1.length, path).toBeGreaterThan(2);
      expect(head.mainText.length, path).toBeGreaterThan(150);
      expect(await page.locator('main [class*="skeleton"]').count(), path).toBe(0);
      // Its own address, once, with both languages and the default.
      const own = page.url();
      expect(head.canonical, path).toBe(own);
      expect(Object.keys(head.alternates).sort(), path).toEqual(['ar', 'en', 'x-default']);
      expect(head.alternates[lang], path).toBe(own);
      expect(head.alternates['x-default'], path).toBe(head.alternates.ar);
      expect(head.og['og:title'], path).toBeTruthy();
      expect(head.og['og:url'], path).toBe(own);
      expect(head.og['og:locale'], path).toBe(lang === 'ar' ? 'ar_SA' : 'en_US');
      // Every page has a picture for a shared link: its own, or the site's, at an absolute address.
      expect(head.og['og:image'], path).toMatch(/^https?:\/\/[^/]+\//);
      expect(head.og['og:image:alt'], path).toBeTruthy();
      expect(head.og['twitter:image'], path).toBe(head.og['og:image']);
      expect(head.og['twitter:card'], path).toBe('summary_large_image');
      pictures.add(head.og['og:image'] ?? '');
      // Structured data names the pages of this language, never the other language's.
      for (const address of pageAddresses(head.data)) {
        expect(languageOf(address), `${path}: ${address}`).toBe(lang);
      }
      // Structured data parses, and names the organization on every page.
      const types = head.data.map((entry) => entry['@type']);
      expect(types, path).toContain('Organization');
      for (const entry of head.data) expect(entry['@context'], path).toBe('https://schema.org');
      if (path.startsWith('/medical-journal/')) {
        expect(types, path).toEqual(expect.arrayContaining(['Article', 'BreadcrumbList']));
        expect(head.og['og:type'], path).toBe('article');
        expect(head.og['og:image'], path).toMatch(/^http.*\/uploads\//);
        expect(decodeURI(own), path).toMatch(/\/medical-journal\/\d+-[\p{L}\p{N}-]+$/u);
        const data = head.data.find((e) => e['@type'] === 'Article');
        expect(data?.headline).toBe(head.h1);
        expect(data?.url, path).toBe(own);
        expect(data?.mainEntityOfPage, path).toBe(own);
      }
      if (path.startsWith('/news/')) {
        expect(types, path).toEqual(expect.arrayContaining(['NewsArticle', 'BreadcrumbList']));
        expect(decodeURI(own), path).toMatch(/\/news\/\d+-[\p{L}\p{N}-]+$/u);
        const data = head.data.find((e) => e['@type'] === 'NewsArticle');
        expect(data?.url, path).toBe(own);
        expect(data?.mainEntityOfPage, path).toBe(own);
      }
      if (path.startsWith('/branches/')) {
        const pharmacies = head.data.filter((e) => e['@type'] === 'Pharmacy');
        expect(pharmacies.length, path).toBeGreaterThan(0);
        for (const pharmacy of pharmacies) {
          expect(pharmacy.address, path).toMatchObject({ '@type': 'PostalAddress', addressCountry: 'SA' });
          expect(pharmacy.openingHoursSpecification, path).toBeInstanceOf(Array);
        }
        const city = lang === 'ar' ? 'جدة' : 'Jeddah';
        if (path === '/branches/جدة') {
          expect(head.h1, path).toBe(text(lang, 'branches:city_page.title', { city }));
        } else {
          // A branch's own page, under its city in the page's language, with its name's words.
          const branch = await jeddahBranch();
          const name = branch.translation.find((entry) => entry.locale === lang)?.name;
          expect(head.h1, path).toBe(name);
          expect(
            pharmacies.map((pharmacy) => pharmacy.name),
            path,
          ).toEqual([name]);
          expect(pharmacies[0]?.url, path).toBe(own);
          expect(decodeURI(own), path).toMatch(new RegExp(`/branches/${city}/${branch.id}-[\\p{L}\\p{N}-]+$`, 'u'));
          expect(types, path).toContain('BreadcrumbList');
          expect(head.mainText, path).toContain(text(lang, 'branches:card.hours'));
        }
      }
      // The other language's page names this one back.
      const other = lang === 'ar' ? 'en' : 'ar';
      const back = await page.context().request.get(head.alternates[other] ?? '', { headers: { accept: 'text/html' } });
      expect(back.status(), `${path} in ${other}`).toBe(200);
      expect(await back.text(), `${path} in ${other}`).toContain(`hreflang="${lang}" href="${own}"`);
    }
    // Each picture named is there to fetch.
    for (const picture of pictures) {
      const answer = await page.context().request.get(picture.replace(/^https?:\/\/[^/]+/, baseUrl()));
      expect(answer.status(), picture).toBe(200);
      expect(answer.headers()['content-type'], picture).toMatch(/^image\//);
    }
    await page.context().close();
  });

  it('renders a shared link to the branch map with its page; the map itself opens in the browser', async () => {
    const page = await noScriptPage();
    const response = await page.goto(localizedPath(lang, '/branches?map=all'));
    expect(response?.status()).toBe(200);
    const head = await readPage(page);
    expect(head.h1).toBe(text(lang, 'branches:title'));
    const all = (await apiCall<{ data: Item[] }>('GET', '/branches', { locale: lang })).body.data;
    const cards = page.locator('main li article');
    expect(await cards.count()).toBe(Math.min(all.length, 12));
    // "Show more" is a link: without scripts the server renders the longer list.
    expect(all.length).toBeGreaterThan(12);
    await page.getByRole('link', { name: text(lang, 'branches:more.button') }).click();
    expect(new URL(page.url()).searchParams.get('shown')).toBe(String(Math.min(all.length, 24)));
    expect(await cards.count()).toBe(Math.min(all.length, 24));
    await page.context().close();
  });
});

describe('addresses', () => {
  it('redirects old spellings and `?lang=` to the canonical address, and the language switch is a link', async () => {
    const page = await noScriptPage();
    await page.goto('/about-us?lang=en');
    expect(new URL(page.url()).pathname).toBe('/en/about-us');
    await page.goto('/ar/branches');
    expect(new URL(page.url()).pathname).toBe('/branches');
    // Without JavaScript, the switch still leads to the page in the other language.
    await page.getByRole('link', { name: 'English' }).click();
    expect(new URL(page.url()).pathname).toBe('/en/branches');
    expect(await page.locator('html').getAttribute('lang')).toBe('en');
    const [article] = (await apiCall<{ data: Item[] }>('GET', '/article?limit=1')).body.data;
    await page.goto(`/en/medical-journal/${article?.id}-an-old-title`);
    expect(decodeURI(page.url())).toMatch(new RegExp(`/en/medical-journal/${article?.id}-(?!an-old-title)`));
    await page.getByRole('link', { name: 'العربية' }).click();
    expect(decodeURI(page.url())).toMatch(new RegExp(`/medical-journal/${article?.id}-\\p{Script=Arabic}`, 'u'));
    const missing = await page.goto('/medical-journal/999999-gone');
    expect(missing?.status()).toBe(404);
    await page.context().close();
  });

  it('says a form cannot be sent without JavaScript, rather than offering a send that does nothing', async () => {
    const page = await noScriptPage();
    for (const lang of LANGS) {
      await page.goto(localizedPath(lang, '/contact-us'));
      expect(await page.getByRole('button', { name: text(lang, 'public:form.send') }).isDisabled()).toBe(true);
      // (Playwright's text search skips <noscript>, so the line is found by its element.)
      const notice = page.locator('form noscript p');
      expect(await notice.isVisible()).toBe(true);
      expect(await notice.textContent()).toBe(text(lang, 'public:form.needs_script'));
    }
    await page.context().close();
  });

  it("hydrates every page on the server's own markup: each element the server sent is the one left on screen", async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    // The elements as parsed, before any script of the app has run.
    await context.addInitScript(() => {
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { parsed: Element[] }).parsed = [...document.querySelectorAll('#root *')];
      });
    });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    const branchPage = `/branches/جدة/${(await jeddahBranch()).id}`;
    for (const lang of LANGS) {
      for (const pagePath of [...PUBLIC_PAGE_PATHS, branchPage]) {
        await page.goto(localizedPath(lang, pagePath));
        await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
        // Parts of a page hydrate a task apart (shared/hydrate-later.tsx): wait until the last has.
        await page.waitForTimeout(500);
        const { parsed, replaced } = await page.evaluate(() => {
          const before = (window as unknown as { parsed: Element[] }).parsed;
          return {
            parsed: before.length,
            replaced: before.filter((element) => !element.isConnected).map((element) => element.outerHTML.slice(0, 80)),
          };
        });
        expect(parsed, pagePath).toBeGreaterThan(20);
        expect(replaced, `${lang} ${pagePath}`).toEqual([]);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  });

  it('asks for no web font before a first visit has loaded, and shows them from the first paint of the next', async () => {
    const context = await browser.newContext({ baseURL: baseUrl() });
    const page = await context.newPage();
    const fonts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'font' || request.url().endsWith('.woff2')) fonts.push(request.url());
    });
    await page.goto('/about-us');
    expect(fonts).toEqual([]);
    // Fetched after the load, for the next visit; this one keeps the system font.
    await eventually(() => page.evaluate(() => localStorage.getItem('page-fonts'))).toBeTruthy();
    expect(await page.evaluate(() => (document.getElementById('page-fonts') as HTMLStyleElement).media)).toBe(
      'not all',
    );
    await page.goto('/about-us');
    expect(await page.evaluate(() => (document.getElementById('page-fonts') as HTMLStyleElement).media)).toBe('all');
    const shown = await page.evaluate(async () => {
      await document.fonts.ready;
      return [...document.fonts].filter((face) => face.status === 'loaded').map((face) => face.family);
    });
    expect(shown.some((family) => family.includes('IBM Plex Sans Arabic'))).toBe(true);
    await context.close();
  });

  it('lists every page of the sitemap, each answering in its language', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '');
    expect(locs.length).toBeGreaterThan(PUBLIC_PAGE_PATHS.length * 2);
    for (const loc of locs) {
      const res = await fetch(loc.replace(/^https?:\/\/[^/]+/, baseUrl()), {
        headers: { accept: 'text/html' },
        redirect: 'manual',
      });
      expect(res.status, loc).toBe(200);
      const lang = new URL(loc).pathname.startsWith('/en') ? 'en' : 'ar';
      const html = await res.text();
      expect(html, loc).toContain(`<html lang="${lang}"`);
      // Each has a picture for a shared link.
      expect(html, loc).toMatch(/<meta property="og:image" content="https?:\/\/[^"]+"/);
    }
  });
});
