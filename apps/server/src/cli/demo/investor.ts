import type { Locale } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import {
  financeMarket,
  indicators,
  investigators,
  investorQuestions,
  news,
  reportFiles,
  reports,
} from '../../db/schema/index';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { newStorageKey, type Storage } from '../../plugins/storage';
import { simplePdf } from './assets';
import { FINANCE_MARKET, INDICATORS, INVESTIGATOR, NEWS, QUESTIONS, REPORTS } from './investor-content';
import { DEMO_SEED_LOCK, storeDemoImage } from './site';

const DAY_MS = 24 * 3600_000;

const INVESTOR_TABLES = [news, indicators, reports, reportFiles, financeMarket, investigators, investorQuestions];

async function hasInvestorContent(tx: DbOrTx): Promise<boolean> {
  for (const table of INVESTOR_TABLES) {
    const [row] = await tx.select({ present: sql<number>`1` }).from(table).limit(1);
    if (row) return true;
  }
  return false;
}

/**
 * Demo investor-relations content: news, key metrics and KPIs, reports with PDF
 * documents, money-market links, the investigator entry and the FAQ in both
 * languages; rich text is stored through the same sanitizing writes as staff input.
 * Does nothing when any of it exists (so content staff deleted is not brought back).
 * Returns the number of rows created.
 */
export async function seedDemoInvestor(db: DbOrTx, storage: Storage): Promise<{ created: number }> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_SEED_LOCK})`);
    if (await hasInvestorContent(tx)) return { created: 0 };
    const now = Date.now();

    for (const [i, item] of NEWS.entries()) {
      const when = new Date(now - item.daysAgo * DAY_MS);
      await seedNews(tx, {
        image: await storeDemoImage(storage, 'news', i, { width: 800, height: 450 }),
        name: item.name,
        content: item.content,
        createdAt: when,
      });
    }

    await tx.insert(indicators).values(
      INDICATORS.map((item, i) => ({
        category: item.category,
        value: item.value,
        title: item.title,
        description: item.description,
        sortOrder: i + 1,
      })),
    );

    for (const [i, report] of REPORTS.entries()) {
      // The first listed is the newest.
      const when = new Date(now - i * DAY_MS);
      const [row] = await tx
        .insert(reports)
        .values({
          image: await storeDemoImage(storage, 'reports', i, { width: 293, height: 189 }),
          title: report.title,
          createdAt: when,
          updatedAt: when,
        })
        .returning({ id: reports.id });
      for (const [j, file] of report.files.entries()) {
        const key = newStorageKey('reports/files', 'pdf');
        await storage.putPublic(key, simplePdf(file.pdfTitle, file.lines));
        await tx.insert(reportFiles).values({ reportId: row!.id, file: key, title: file.title, sortOrder: j + 1 });
      }
    }

    await tx
      .insert(financeMarket)
      .values(
        FINANCE_MARKET.map((item, i) => ({ url: item.url, name: item.name, createdAt: new Date(now - i * DAY_MS) })),
      );

    await seedInvestigator(tx, {
      image: await storeDemoImage(storage, 'investigator', 4, { width: 400, height: 400 }),
      name: INVESTIGATOR.name,
      content: INVESTIGATOR.content,
    });

    for (const locale of ['ar', 'en'] as const) {
      await seedQuestions(
        tx,
        QUESTIONS[locale].map((item) => ({ locale, ...item })),
      );
    }
    let created = 0;
    for (const table of INVESTOR_TABLES) created += await tx.$count(table);
    return { created };
  });
}

// ---------------------------------------------------------------------------------------------
// The demo's (and tests') own writers: no action-log row, the HTML through the same allowlist as
// staff writes.

const cleanBilingual = (value: Bilingual): Bilingual => ({
  ar: sanitizeRichText(value.ar),
  en: sanitizeRichText(value.en),
});

export interface NewsInput {
  image: string | null;
  name: Bilingual;
  /** HTML; sanitized here. */
  content: Bilingual;
  createdAt?: Date;
}

export async function seedNews(db: DbOrTx, input: NewsInput): Promise<number> {
  const [row] = await db
    .insert(news)
    .values({
      image: input.image,
      name: input.name,
      content: cleanBilingual(input.content),
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
    })
    .returning({ id: news.id });
  return row!.id;
}

export interface InvestigatorInput {
  image: string | null;
  name: Bilingual;
  /** HTML; sanitized here. */
  content: Bilingual;
}

export async function seedInvestigator(db: DbOrTx, input: InvestigatorInput): Promise<number> {
  const [row] = await db
    .insert(investigators)
    .values({ image: input.image, name: input.name, content: cleanBilingual(input.content) })
    .returning({ id: investigators.id });
  return row!.id;
}

export interface QuestionInput {
  locale: Locale;
  question: string;
  /** HTML; sanitized here. */
  answer: string;
  sortOrder?: number;
}

export async function seedQuestions(db: DbOrTx, input: readonly QuestionInput[]): Promise<number[]> {
  if (input.length === 0) return [];
  const rows = await db
    .insert(investorQuestions)
    .values(
      input.map((item, i) => ({
        locale: item.locale,
        question: item.question.trim(),
        answer: sanitizeRichText(item.answer),
        sortOrder: item.sortOrder ?? i + 1,
      })),
    )
    .returning({ id: investorQuestions.id });
  return rows.map((row) => row.id);
}
