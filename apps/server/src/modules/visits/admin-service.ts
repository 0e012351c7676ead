import {
  DEFAULT_VISIT_RANGE_DAYS,
  MAX_VISIT_RANGE_DAYS,
  type VisitStatisticsItem,
  type VisitStatisticsQuery,
} from '@app/contracts';
import { and, asc, gte, inArray, lte, sql } from 'drizzle-orm';
import { visits } from '../../db/schema/index';
import { fieldError } from '../../errors';
import type { AdminContext } from '../../kernel/context';
import { VISIT_PAGES, visitDay } from './service';

const DAY_MS = 86_400_000;
const shift = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);
const daysBetween = (from: string, to: string) =>
  Math.round((new Date(`${to}T00:00:00Z`).getTime() - new Date(`${from}T00:00:00Z`).getTime()) / DAY_MS);

/**
 * The range asked for, days in the company's time zone: `to` defaults to today, `from` to 29 days
 * before `to` (30 days). `from` after `to` or a range longer than a year is refused on that field.
 */
export function visitRange(query: VisitStatisticsQuery, now: Date = new Date()): { from: string; to: string } {
  const to = query.to ?? visitDay(now);
  const from = query.from ?? shift(to, -(DEFAULT_VISIT_RANGE_DAYS - 1));
  if (from > to) throw fieldError('from', 'invalid');
  if (daysBetween(from, to) + 1 > MAX_VISIT_RANGE_DAYS) throw fieldError('from', 'invalid');
  return { from, to };
}

/** Totals, the range's total and the daily series of every counted page. */
export async function visitStatisticsFor(
  ctx: AdminContext,
  query: VisitStatisticsQuery,
  now: Date = new Date(),
): Promise<VisitStatisticsItem> {
  const { from, to } = visitRange(query, now);
  const window: string[] = [];
  for (let day = from; day <= to; day = shift(day, 1)) window.push(day);

  const [totals, daily] = await Promise.all([
    ctx.db
      .select({ page: visits.page, total: sql<number>`sum(${visits.count})::int` })
      .from(visits)
      .where(inArray(visits.page, [...VISIT_PAGES]))
      .groupBy(visits.page),
    ctx.db
      .select({ page: visits.page, day: visits.day, count: visits.count })
      .from(visits)
      .where(and(inArray(visits.page, [...VISIT_PAGES]), gte(visits.day, from), lte(visits.day, to)))
      .orderBy(asc(visits.day)),
  ]);
  return {
    from,
    to,
    pages: VISIT_PAGES.map((page) => {
      const byDay = new Map(daily.filter((d) => d.page === page).map((d) => [d.day, d.count]));
      const series = window.map((day) => ({ day, count: byDay.get(day) ?? 0 }));
      return {
        page,
        total: Number(totals.find((t) => t.page === page)?.total ?? 0),
        range_total: series.reduce((sum, d) => sum + d.count, 0),
        daily: series,
      };
    }),
  };
}
