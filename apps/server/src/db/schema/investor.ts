import { INDICATOR_CATEGORIES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, updatedAt } from './columns';

/** Investor-relations news; `content` holds sanitized HTML. */
export const news = pgTable(
  'news',
  {
    id: serial('id').primaryKey(),
    image: text('image'),
    name: jsonb('name').$type<Bilingual>().notNull(),
    content: jsonb('content').$type<Bilingual>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('news_created_idx').on(t.createdAt, t.id)],
);

export { INDICATOR_CATEGORIES, type IndicatorCategory } from '@app/contracts';

/** Key metrics and key performance indicators. `value` is display text such as "25K+". */
export const indicators = pgTable(
  'indicators',
  {
    id: serial('id').primaryKey(),
    category: text('category', { enum: INDICATOR_CATEGORIES }).notNull(),
    value: text('value').notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('indicators_category_idx').on(t.category, t.sortOrder, t.id),
    check('indicators_category_check', sql`${t.category} in ('key_metrics', 'kpis')`),
  ],
);

/** A report or result row; its documents are in `report_files`. */
export const reports = pgTable('reports', {
  id: serial('id').primaryKey(),
  image: text('image'),
  title: jsonb('title').$type<Bilingual>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** A public document (PDF) of a report; `file` is a public storage key. */
export const reportFiles = pgTable(
  'report_files',
  {
    id: serial('id').primaryKey(),
    reportId: integer('report_id')
      .notNull()
      .references(() => reports.id, { onDelete: 'cascade' }),
    file: text('file').notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('report_files_report_idx').on(t.reportId, t.sortOrder, t.id)],
);

/** Money-market disclosure links. */
export const financeMarket = pgTable('finance_market', {
  id: serial('id').primaryKey(),
  url: text('url').notNull(),
  name: jsonb('name').$type<Bilingual>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The investor-relations officer entry; `content` holds sanitized HTML. */
export const investigators = pgTable('investigators', {
  id: serial('id').primaryKey(),
  image: text('image'),
  name: jsonb('name').$type<Bilingual>().notNull(),
  content: jsonb('content').$type<Bilingual>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Investor FAQ: one row per question in one language; `answer` holds sanitized HTML. */
export const investorQuestions = pgTable(
  'investor_questions',
  {
    id: serial('id').primaryKey(),
    locale: text('locale', { enum: ['ar', 'en'] }).notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('investor_questions_locale_idx').on(t.locale, t.sortOrder, t.id),
    check('investor_questions_locale_check', sql`${t.locale} in ('ar', 'en')`),
  ],
);
