import { DEFAULT_TIME_ZONE, isTimeZone, wallClock } from '@app/contracts';
import { type SQL, type SQLWrapper, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

// The group's time zone (TIME_ZONE, Asia/Riyadh by default): its days are the days of every date
// filter, report and export, its wall-clock times those of the store's promotions (schema comments),
// and every date staff see is shown in it (the profile names it to the web).

let zone = DEFAULT_TIME_ZONE;

/** Set once at start from the configuration (checked there to be a known zone). */
export function setGroupTimeZone(name: string): void {
  if (!isTimeZone(name)) throw new RangeError(`unknown time zone ${name}`);
  zone = name;
}

export const groupTimeZone = (): string => zone;

/**
 * The zone in SQL, read when each query is built. A literal, not a parameter: a parameter would
 * make an expression in both the select list and GROUP BY two different expressions ($1, $2). The
 * name is a checked zone name, so it can be written into the text.
 */
const zoneSql: SQLWrapper = { getSQL: () => sql.raw(`'${zone}'`) };

/** The group's wall-clock time now, in SQL; promotion dates are wall-clock times of the group. */
export const groupNow = sql`(now() at time zone ${zoneSql})`;

/** The group's wall-clock time now, as pricing compares it with promotions' dates. */
export const groupWallClockNow = (): string => wallClock(new Date(), zone);

/** Inside its dates now, as the pricing reads them (docs/pricing.md): from the start, up to but not including the end. */
export function withinDates(start: AnyPgColumn, end: AnyPgColumn): SQL<boolean> {
  return sql<boolean>`(${start} <= ${groupNow} and ${groupNow} < ${end})`;
}

/** A stored date-time as the API spells it: `YYYY-MM-DD HH:mm:ss` (the drivers differ in separator). */
export function dateTimeText(value: string): string;
export function dateTimeText(value: string | null): string | null;
export function dateTimeText(value: string | null): string | null {
  return value === null ? null : value.replace('T', ' ').slice(0, 19);
}

/** The instant a day of the group (`YYYY-MM-DD`) starts: a day filter's lower bound. */
export const groupDayStart = (day: string) => sql`(${day}::date::timestamp at time zone ${zoneSql})`;

/** The instant the group's day after `day` starts: a day filter's upper bound (exclusive). */
export const groupNextDayStart = (day: string) => sql`((${day}::date + 1)::timestamp at time zone ${zoneSql})`;

/** An instant column as the group's local time (a timestamp without zone), for days and hours. */
export const atGroupTime = (column: AnyPgColumn | SQL) => sql`(${column} at time zone ${zoneSql})`;

/** An instant as the group's clocks read it, `YYYY-MM-DD HH:mm` (exports, documents). */
export const groupDateTime = (instant: Date): string => wallClock(instant, zone).slice(0, 16);

/** An instant's day in the group, `YYYY-MM-DD`. */
export const groupDay = (instant: Date): string => wallClock(instant, zone).slice(0, 10);
