import type {
  FinanceMarketAnswer,
  IndicatorAnswer,
  InvestigatorAnswer,
  Locale,
  PublicNewsPage,
  PublicReport,
  QuestionAnswer,
} from '@app/contracts';
import { asc, count, desc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  financeMarket,
  type IndicatorCategory,
  indicators,
  investigators,
  investorQuestions,
  news,
  reportFiles,
  reports,
} from '../../db/schema/index';
import { notFound } from '../../errors';
import type { FileUrl } from '../../kernel/file-urls';
import { toTranslations, translationFor } from '../../lib/translations';
import { publicDownloadUrl } from '../../plugins/storage';

/**
 * Cache tags of the public answers built here; writers invalidate the one they
 * changed after their transaction commits.
 */
export const INVESTOR_TAGS = {
  news: 'news',
  indicators: 'indicators',
  reports: 'reports',
  financeMarket: 'finance_market',
  investigator: 'investigator',
  questions: 'investor_questions',
} as const;

export interface NewsQuery {
  local?: Locale;
  page: number;
  limit: number;
}

/**
 * News, newest first, one page at a time. `local` narrows each item's translation
 * list to that language.
 */
export async function listNews(db: DbOrTx, query: NewsQuery, fileUrl: FileUrl): Promise<PublicNewsPage> {
  const [rows, [totals]] = await Promise.all([
    db
      .select()
      .from(news)
      .orderBy(desc(news.createdAt), desc(news.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(news),
  ]);
  return { data: rows.map((row) => newsItemOf(row, fileUrl, query.local)), total: totals?.total ?? 0 };
}

function newsItemOf(row: typeof news.$inferSelect, fileUrl: FileUrl, only?: Locale) {
  return {
    id: row.id,
    image: fileUrl(row.image),
    created_at: row.createdAt.toISOString(),
    translation: toTranslations({ name: row.name, content: row.content }, { key: 'local', only }),
  };
}

/** One news item in both languages (its own page). */
export async function getNews(db: DbOrTx, id: number, fileUrl: FileUrl) {
  const [row] = await db.select().from(news).where(eq(news.id, id));
  if (!row) throw notFound();
  return newsItemOf(row, fileUrl);
}

/** Indicators of one category (or all), texts in the request's language and in both. */
export async function listIndicators(
  db: DbOrTx,
  category: IndicatorCategory | undefined,
  locale: Locale,
): Promise<IndicatorAnswer[]> {
  const rows = await db
    .select()
    .from(indicators)
    .where(category ? eq(indicators.category, category) : undefined)
    .orderBy(asc(indicators.category), asc(indicators.sortOrder), asc(indicators.id));
  return rows.map((row) => {
    const texts = { title: row.title, description: row.description };
    return {
      id: row.id,
      value: row.value,
      category: row.category,
      translation: translationFor(texts, locale),
      translations: toTranslations(texts),
    };
  });
}

/** Reports and results, newest first, each with its documents in their order. */
/** Documents download under their title in the request's language (see publicDownloadUrl). */
export async function listReports(db: DbOrTx, fileUrl: FileUrl, locale: Locale): Promise<PublicReport[]> {
  const rows = await db.select().from(reports).orderBy(desc(reports.createdAt), desc(reports.id));
  const files = rows.length
    ? await db
        .select()
        .from(reportFiles)
        .where(
          inArray(
            reportFiles.reportId,
            rows.map((r) => r.id),
          ),
        )
        .orderBy(asc(reportFiles.sortOrder), asc(reportFiles.id))
    : [];
  return rows.map((row) => ({
    id: row.id,
    image: fileUrl(row.image),
    translation: toTranslations({ title: row.title }),
    files: files
      .filter((file) => file.reportId === row.id)
      .map((file) => ({
        id: file.id,
        download_url: publicDownloadUrl(fileUrl(file.file) ?? '', file.title[locale]),
        translation: toTranslations({ title: file.title }),
      })),
  }));
}

export async function listFinanceMarket(db: DbOrTx): Promise<FinanceMarketAnswer[]> {
  const rows = await db.select().from(financeMarket).orderBy(desc(financeMarket.createdAt), desc(financeMarket.id));
  return rows.map((row) => ({
    id: row.id,
    url: row.url,
    translation: toTranslations({ name: row.name }, { key: 'local' }),
  }));
}

export async function listInvestigators(db: DbOrTx, fileUrl: FileUrl): Promise<InvestigatorAnswer[]> {
  const rows = await db.select().from(investigators).orderBy(asc(investigators.id));
  return rows.map((row) => ({
    id: row.id,
    image: fileUrl(row.image),
    translation: toTranslations({ name: row.name, content: row.content }, { key: 'local' }),
  }));
}

/** The FAQ written in the request's language. */
export async function listQuestions(db: DbOrTx, locale: Locale): Promise<QuestionAnswer[]> {
  const rows = await db
    .select()
    .from(investorQuestions)
    .where(eq(investorQuestions.locale, locale))
    .orderBy(asc(investorQuestions.sortOrder), asc(investorQuestions.id));
  return rows.map((row) => ({ id: row.id, question: row.question, answer: row.answer, locale: row.locale }));
}
