import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, updatedAt } from './columns';

/** Tags per language: an article's Arabic and English tag lists are independent. */
export interface BilingualTags {
  ar: string[];
  en: string[];
}

export const magazineCategories = pgTable('magazine_categories', {
  id: serial('id').primaryKey(),
  code: text('code').notNull().unique(),
  name: jsonb('name').$type<Bilingual>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const magazineSubcategories = pgTable(
  'magazine_subcategories',
  {
    id: serial('id').primaryKey(),
    magazineCategoryId: integer('magazine_category_id')
      .notNull()
      .references(() => magazineCategories.id, { onDelete: 'cascade' }),
    name: jsonb('name').$type<Bilingual>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('magazine_subcategories_category_idx').on(t.magazineCategoryId)],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    /** Storage key of the cover image in public uploads. */
    image: text('image'),
    active: boolean('active').notNull().default(true),
    categoryId: integer('category_id')
      .notNull()
      .references(() => magazineCategories.id, { onDelete: 'cascade' }),
    /** Optional: an article may sit directly in a category. Must belong to categoryId. */
    subcategoryId: integer('subcategory_id').references(() => magazineSubcategories.id, { onDelete: 'set null' }),
    name: jsonb('name').$type<Bilingual>().notNull(),
    /** Sanitized HTML, per language. */
    description: jsonb('description').$type<Bilingual>().notNull(),
    tags: jsonb('tags').$type<BilingualTags>().notNull().default({ ar: [], en: [] }),
    /** Folded Arabic and English names (see lib/arabic-search), written on every save. */
    nameKey: text('name_key').notNull().default(''),
    /** Folded tags of both languages, for the exact tag filter. */
    tagKeys: text('tag_keys').array().notNull().default(sql`'{}'::text[]`),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('articles_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops')),
    index('articles_tag_keys_gin').using('gin', t.tagKeys),
    index('articles_listing_idx').on(t.active, t.createdAt.desc(), t.id.desc()),
    index('articles_category_idx').on(t.categoryId),
    index('articles_subcategory_idx').on(t.subcategoryId),
  ],
);
