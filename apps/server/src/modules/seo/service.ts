import { type Locale, PUBLIC_PAGE_PATHS } from '@app/contracts';
import { ITEM_PATHS, slugOf } from '@app/contracts/page-addresses';
import { desc, eq, sql } from 'drizzle-orm';
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

/** Every public page: the site's own pages, each published article and news item, each city of the branch finder. */
export async function sitemapPages(db: DbOrTx): Promise<SitemapPage[]> {
  const [articleRows, newsRows, cityRows] = await Promise.all([
    db
      .select({ id: articles.id, name: articles.name, updatedAt: articles.updatedAt })
      .from(articles)
      .where(eq(articles.active, true))
      .orderBy(desc(articles.id)),
    db.select({ id: news.id, name: news.name, updatedAt: news.updatedAt }).from(news).orderBy(desc(news.id)),
    db
      .select({
        city: sql<Bilingual>`(array_agg(${branches.city} order by ${branches.id}))[1]`,
        updatedAt: sql<Date>`max(${branches.updatedAt})`,
      })
      .from(branches)
      .where(eq(branches.active, true))
      .groupBy(branches.cityKeyAr, branches.cityKeyEn),
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
  const cityPages = cityRows.map((row) => ({
    paths: both((lang) => ITEM_PATHS.city(named(row.city, lang))),
    lastmod: new Date(row.updatedAt),
  }));
  // A list page changed when the newest of its items did; the other pages' dates are not known.
  const listed: Record<string, Date | null> = {
    '/': latest([...articlePages, ...newsPages, ...cityPages].map((page) => page.lastmod)),
    '/medical-journal': latest(articlePages.map((page) => page.lastmod)),
    '/investor-relations': latest(newsPages.map((page) => page.lastmod)),
    '/branches': latest(cityPages.map((page) => page.lastmod)),
  };
  const sitePages = PUBLIC_PAGE_PATHS.map((path) => ({ paths: both(() => path), lastmod: listed[path] ?? null }));
  return [...sitePages, ...cityPages, ...articlePages, ...newsPages];
}
