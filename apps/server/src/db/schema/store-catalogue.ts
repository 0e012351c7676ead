import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, halalas, notNegative, updatedAt } from './columns';

/** The store's main categories (medicines, vitamins, mother and baby …). */
export const storeCategories = pgTable(
  'store_categories',
  {
    id: serial('id').primaryKey(),
    /** Storage keys in public uploads. */
    image: text('image'),
    banner: text('banner'),
    active: boolean('active').notNull().default(true),
    /** Where the banner leads in the shop app: an https address or an app path. */
    link: text('link'),
    isFeatured: boolean('is_featured').notNull().default(false),
    name: jsonb('name').$type<Bilingual>().notNull(),
    title: jsonb('title').$type<Bilingual>().notNull(),
    content: jsonb('content').$type<Bilingual>().notNull(),
    /** Folded names of both languages (lib/arabic-search), written on every save. */
    nameKey: text('name_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('store_categories_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops'))],
);

export const storeSubcategories = pgTable(
  'store_subcategories',
  {
    id: serial('id').primaryKey(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'restrict' }),
    image: text('image'),
    active: boolean('active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    name: jsonb('name').$type<Bilingual>().notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('store_subcategories_category_idx').on(t.categoryId, t.id)],
);

/**
 * The products of the store. A product sits in one sub-category (its main category is the
 * sub-category's). `stock_total` is the sum of its rows in `product_stock`, kept by every stock write
 * in the same transaction, so the out-of-stock list is an index read at any catalogue size.
 */
export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    /** The ERP item number that stock and orders refer to. */
    code: text('code').notNull().unique(),
    image: text('image'),
    /** VAT-inclusive price in halalas. */
    price: halalas('price').notNull(),
    active: boolean('active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Prescription-only ("wasfy"): sold against a prescription. */
    wasfy: boolean('wasfy').notNull().default(false),
    subcategoryId: integer('subcategory_id')
      .notNull()
      .references(() => storeSubcategories.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<Bilingual>().notNull(),
    description: jsonb('description').$type<Bilingual>().notNull(),
    nameKey: text('name_key').notNull().default(''),
    stockTotal: integer('stock_total').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    notNegative(t.price),
    notNegative(t.stockTotal),
    index('products_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops')),
    // Code prefix search (`code like 'A12%'`) reads this index whatever the database's collation.
    index('products_code_prefix_idx').on(t.code.op('text_pattern_ops')),
    index('products_subcategory_idx').on(t.subcategoryId, t.id),
    index('products_out_of_stock_idx').on(t.id.desc()).where(sql`${t.stockTotal} = 0`),
    // A name searched among the out-of-stock products only: without it, a name no out-of-stock
    // product has walked every product.
    index('products_out_of_stock_name_trgm').using('gin', t.nameKey.op('gin_trgm_ops')).where(sql`${t.stockTotal} = 0`),
  ],
);

/**
 * Stock per product code and store (a company branch's code), as the group's ERP reports it. Keyed by
 * code rather than product id: the ERP knows codes, and a figure outlives a product's re-creation.
 */
export const productStock = pgTable(
  'product_stock',
  {
    code: text('code').notNull(),
    storeNo: text('store_no').notNull(),
    actualStock: integer('actual_stock').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.code, t.storeNo] }), notNegative(t.actualStock)],
);

/** Insurance companies the shop works with; an insured customer's prescription names one. */
export const insuranceCompanies = pgTable(
  'insurance_companies',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<Bilingual>().notNull(),
    /** Both names folded for search (`searchKey`). */
    nameKey: text('name_key').notNull().default(''),
    logo: text('logo'),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('insurance_companies_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops'))],
);

/**
 * The number of products, kept exact by statement triggers on `products` (migration 0022, written
 * by hand: drizzle-kit does not write triggers). Declared here so queries can read it.
 */
export const productCount = pgTable('product_count', {
  id: integer('id').primaryKey(),
  n: bigint('n', { mode: 'number' }).notNull(),
});
