import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One counter per counted page per day. Increments are a single
 * `INSERT ... ON CONFLICT (page, day) DO UPDATE`, exact under concurrency.
 */
export const visits = pgTable(
  'visits',
  {
    page: text('page').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.page, t.day] })],
);

/**
 * The last counted visit of each visitor to each page, so a visitor counts once per page per period.
 * `visitor` is a SHA-256 of the address and the browser's user agent, never either of them; rows
 * older than the period are removed.
 */
export const visitKeys = pgTable(
  'visit_keys',
  {
    page: text('page').notNull(),
    visitor: text('visitor').notNull(),
    countedAt: timestamp('counted_at', { withTimezone: true, mode: 'date' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.page, t.visitor] }), index('visit_keys_counted_at_idx').on(t.countedAt)],
);
