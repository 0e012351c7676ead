import { createHash } from 'node:crypto';
import { VISIT_PAGE_KEYS, type VisitItem, type VisitPageKey } from '@app/contracts';
import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { visitKeys, visits } from '../../db/schema/index';
import { groupDay } from '../../kernel/group-time';

/** The pages whose visits are counted. */
export const VISIT_PAGES = VISIT_PAGE_KEYS;
export type VisitPage = VisitPageKey;

/**
 * The calendar day ('YYYY-MM-DD') of an instant in the group's time zone: days are counted there, so a
 * day's figure matches the visitors' day.
 */
export function visitDay(at: Date = new Date()): string {
  return groupDay(at);
}

/** A visitor counts once per page per period: calls of the same page within it are one visit. */
export const VISIT_PERIOD_MS = 30 * 60_000;

/**
 * Who a visit is from: a SHA-256 of the address and the browser's user agent (several people behind
 * one office address usually differ by browser). Neither is stored.
 */
export function visitorKey(ip: string, userAgent: string | undefined): string {
  return createHash('sha256')
    .update(`visitor ${ip}\n${userAgent ?? ''}`)
    .digest('hex');
}

/** When this process last removed visitors older than the period (at most once a minute). */
let lastPurgeAt = 0;

/**
 * Counts a visit of a page, unless the same visitor's last counted visit of that page is less than
 * VISIT_PERIOD_MS old. One statement: the visitor's row is claimed (an upsert that only moves a row
 * older than the period, so of parallel calls exactly one wins) and the day's counter incremented
 * only when it was; the answer is the page's figures including this visit.
 */
export async function recordVisit(
  db: DbOrTx,
  page: VisitPage,
  visitor: string,
  at: Date = new Date(),
): Promise<VisitItem> {
  const day = visitDay(at);
  const periodStart = new Date(at.getTime() - VISIT_PERIOD_MS);
  const fresh = db.$with('fresh').as(
    db
      .insert(visitKeys)
      .values({ page, visitor, countedAt: at })
      .onConflictDoUpdate({
        target: [visitKeys.page, visitKeys.visitor],
        set: { countedAt: at },
        setWhere: sql`${visitKeys.countedAt} <= ${periodStart}`,
      })
      .returning({ page: visitKeys.page }),
  );
  const counted = db.$with('counted').as(
    db
      .insert(visits)
      .select(sql`select ${page}, ${day}::date, 1 from fresh`)
      .onConflictDoUpdate({ target: [visits.page, visits.day], set: { count: sql`${visits.count} + 1` } })
      .returning({ count: visits.count }),
  );
  const [row] = await db
    .with(fresh, counted)
    .select({
      // The statement's snapshot does not see its own upsert: today is the new count when this visit
      // was counted, the stored one otherwise; other days are summed apart.
      today: sql<number>`coalesce((select count from counted), (select v.count from ${visits} v where v.page = ${page} and v.day = ${day}::date), 0)::int`,
      others: sql<number>`coalesce((select sum(v.count) from ${visits} v where v.page = ${page} and v.day <> ${day}::date), 0)::int`,
    })
    .from(sql`(select 1) as one`);
  if (at.getTime() - lastPurgeAt > 60_000) {
    lastPurgeAt = at.getTime();
    await db.delete(visitKeys).where(lt(visitKeys.countedAt, periodStart));
  }
  const today = Number(row!.today);
  return { page, today, total: today + Number(row!.others) };
}

export interface VisitPageStatistics {
  page: VisitPage;
  total: number;
  today: number;
  /** One entry per day of the window, oldest first, days without visits included as 0. */
  daily: { day: string; count: number }[];
}

/** Totals and the daily series of the last `days` days for every counted page (staff statistics). */
export async function visitStatistics(
  db: DbOrTx,
  options: { days?: number; now?: Date } = {},
): Promise<VisitPageStatistics[]> {
  const days = Math.min(Math.max(Math.trunc(options.days ?? 30), 1), 366);
  const now = options.now ?? new Date();
  const today = visitDay(now);
  const window: string[] = [];
  const cursor = new Date(`${today}T00:00:00Z`);
  for (let i = days - 1; i >= 0; i--) {
    window.push(new Date(cursor.getTime() - i * 86_400_000).toISOString().slice(0, 10));
  }
  const first = window[0]!;

  const [totals, daily] = await Promise.all([
    db
      .select({ page: visits.page, total: sql<number>`sum(${visits.count})::int` })
      .from(visits)
      .where(inArray(visits.page, [...VISIT_PAGES]))
      .groupBy(visits.page),
    db
      .select({ page: visits.page, day: visits.day, count: visits.count })
      .from(visits)
      .where(and(inArray(visits.page, [...VISIT_PAGES]), gte(visits.day, first)))
      .orderBy(asc(visits.day)),
  ]);
  return VISIT_PAGES.map((page) => {
    const byDay = new Map(daily.filter((d) => d.page === page).map((d) => [d.day, d.count]));
    return {
      page,
      total: Number(totals.find((t) => t.page === page)?.total ?? 0),
      today: byDay.get(today) ?? 0,
      daily: window.map((day) => ({ day, count: byDay.get(day) ?? 0 })),
    };
  });
}

/** Visits of one page on one day (tests and reports). */
export async function visitsOn(db: DbOrTx, page: VisitPage, day: string): Promise<number> {
  const [row] = await db
    .select({ count: visits.count })
    .from(visits)
    .where(and(eq(visits.page, page), eq(visits.day, day)));
  return row?.count ?? 0;
}
