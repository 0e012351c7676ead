import { getTableName, sql } from 'drizzle-orm';
import { type AnyPgColumn, check, integer, timestamp } from 'drizzle-orm/pg-core';

/** A bilingual text value: one jsonb column holding { ar, en }. */
export interface Bilingual {
  ar: string;
  en: string;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/**
 * An amount of money in halalas (1 riyal = 100). PostgreSQL `integer`: up to 21,474,836.47 riyals,
 * the bound the contracts' `money` schema enforces (`MONEY_MAX_HALALAS`), read back as a JS number.
 * Prices, fees and balances that cannot go below zero add `notNegative(t.column)` to the table.
 */
export const halalas = (name: string) => integer(name);

/** The CHECK keeping a money (or count) column at zero or above, named `<table>_<column>_not_negative`. */
export const notNegative = (column: AnyPgColumn) =>
  check(`${getTableName(column.table)}_${column.name}_not_negative`, sql`${column} >= 0`);
/** A list of text literals for a check constraint (`kind in ('wallet', 'points')`), from a list in the contracts. */
export const sqlTextList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
