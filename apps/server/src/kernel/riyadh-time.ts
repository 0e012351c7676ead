import { type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The store's promotions start and end at Riyadh wall-clock times (schema comments): what the
// promotions screens, the shop's offers and checkout's pricing all read them against.

/** The business's wall-clock time now; promotion dates are Riyadh wall-clock times (schema comments). */
export const riyadhNow = sql`(now() at time zone 'Asia/Riyadh')`;

/** Inside its dates now, as the pricing reads them (docs/pricing.md): from the start, up to but not including the end. */
export function withinDates(start: AnyPgColumn, end: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(${start} <= ${riyadhNow} and ${riyadhNow} < ${end})`;
}

/** A stored date-time as the API spells it: `YYYY-MM-DD HH:mm:ss` (the drivers differ in separator). */
export function dateTimeText(value: string): string;
export function dateTimeText(value: string | null): string | null;
export function dateTimeText(value: string | null): string | null {
  return value === null ? null : value.replace('T', ' ').slice(0, 19);
}

/** The instant a Riyadh day (`YYYY-MM-DD`) starts: a day filter's lower bound. */
export const riyadhDayStart = (day: string) => sql`(${day}::date::timestamp at time zone 'Asia/Riyadh')`;

/** The instant the Riyadh day after `day` starts: a day filter's upper bound (exclusive). */
export const riyadhNextDayStart = (day: string) => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Riyadh')`;
