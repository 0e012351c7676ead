import { type Locale, PUBLIC_PAGE_PATHS } from '@app/contracts';
import { ITEM_PATHS, slugOf } from '@app/contracts/page-addresses';
import { asc, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { articles, branches, news } from '../../db/schema/index';

/** One page of the sitemap: its path in each language and when it last changed. */
export interface SitemapPage {
  paths: Record<Locale, string>;
  lastmod?: Date | null;
}

const latest = (dates: readonly (Date | null | undefined)[]): Date | null =>
  dates.reduce<Date | null>((max, date) => (date && (!max || date > max) ? date : max), null);

/**
 * Every public page: the site's own pages, each published article and news item, each city of the
 * branch finder and each active branch.
 */
export async function sitemapPages(db: DbOrTx): Promise<SitemapPage[]> {
  const [articleRows, newsRows, branchRows] = await Promise.all([
    db
      .select({ id: articles.id, name: articles.name, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.active, true))
      .orderBy(desc(articles.id)),
    db.select({ id: news.id, name: news.name, updatedAt: news.updatedAt }).from(news).orderBy(desc(news.id)),
    db
      .select({
        id: branches.id,
        name: branches.name,
        city: branches.city,
        keyAr: branches.cityKeyAr,
        keyEn: branches.cityKeyEn,
        updatedAt: branches.updatedAt,
      })
      .from(branches)
      .where(eq(branches.active, true))
      .orderBy(asc(branches.id)),
  ]);
  const both = (path: (lang: Locale) => string): Record<Locale, string> => ({ ar: path('ar'), en: path('en') });
  const named = (name: Bilingual, lang: Locale) => name[lang]?.trim() || name.ar?.trim() || name.en?.trim() || '';
  const articlePages = articleRows.map((row) => ({
    paths: both((lang) => ITEM_PATHS.article(slugOf(row.id, named(row.name, lang)))),
    lastmod: row.updatedAt,
  }));
  const newsPages = newsRows
    .filter((row) => named(row.name, 'ar'))
    .map((row) => ({
      paths: both((lang) => ITEM_PATHS.news(slugOf(row.id, named(row.name, lang)))),
      lastmod: row.updatedAt,
    }));
  // A city is named as GET /api/branches/cities names it: by the first branch of those whose city
  // folds to the same keys; each branch's page sits under that name.
  const cities = new Map<string, { city: Bilingual; lastmod: Date }>();
  const branchPages = branchRows.map((row) => {
    const key = `${row.keyAr}\n${row.keyEn}`;
    let city = cities.get(key);
    if (!city) {
      city = { city: row.city, lastmod: row.updatedAt };
      cities.set(key, city);
    } else if (row.updatedAt > city.lastmod) city.lastmod = row.updatedAt;
    const cityName = city.city;
    return {
      paths: both((lang) => ITEM_PATHS.branch(named(cityName, lang), slugOf(row.id, named(row.name, lang)))),
      lastmod: row.updatedAt,
    };
  });
  const cityPages = [...cities.values()].map((entry) => ({
    paths: both((lang) => ITEM_PATHS.city(named(entry.city, lang))),
    lastmod: entry.lastmod,
  }));
  // A list page changed when the newest of its items did; the other pages' dates are not known.
  const listed: Record<string, Date | null> = {
    '/': latest([...articlePages, ...newsPages, ...cityPages].map((page) => page.lastmod)),
    '/medical-journal': latest(articlePages.map((page) => page.lastmod)),
    '/investor-relations': latest(newsPages.map((page) => page.lastmod)),
    '/branches': latest(cityPages.map((page) => page.lastmod)),
  };
  const sitePages = PUBLIC_PAGE_PATHS.map((path) => ({ paths: both(() => path), lastmod: listed[path] ?? null }));
  return [...sitePages, ...cityPages, ...branchPages, ...articlePages, ...newsPages];
}
