import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  financeMarket,
  indicators,
  investigators,
  investorQuestions,
  news,
  reportFiles,
  reports,
} from '../../db/schema/index';
import { seedInvestigator, seedNews, seedQuestions } from '../../modules/investor/service';
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
