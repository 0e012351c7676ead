import { sql } from 'drizzle-orm';
import { customType, timestamp } from 'drizzle-orm/pg-core';

/** A bilingual text value: one jsonb column holding { ar, en }. */
export interface Bilingual {
  ar: string;
  en: string;
}

export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();

/** citext-free case-insensitive e-mail: values are lower-cased before they are written. */
export const lowerText = customType<{ data: string }>({ dataType: () => 'text' });

/** A list of text literals for a check constraint (`kind in ('wallet', 'points')`), from a list in the contracts. */
export const sqlTextList = (values: readonly string[]) =>
  sql.raw(values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', '));
