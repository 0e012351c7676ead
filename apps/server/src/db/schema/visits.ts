import { date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

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
