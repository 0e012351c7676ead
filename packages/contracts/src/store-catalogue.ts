import { z } from 'zod';
import { pageAnswer } from './answers';
import { flag, INT32_MAX, id, integer, MAX_PAGE_LIMIT, optionalId, pageQuery } from './common';
import { money, moneyAnswer } from './money';
import { blankToNull } from './settings';
import { translationAnswer, translationInput } from './translations';

// The store's catalogue as staff manage it (store-admin.md sections 2, 3 and 7): main categories,
// their sub-categories, and products. Names are per language in `translation[]` with `local`, as
// the specification's entities spell it; prices are VAT-inclusive SAR with two decimals.

/** Plain text a person types: trimmed, bounded, never blank. */
const name = z.string().trim().min(1).max(250);
/** A text that may be left empty (stored as empty). */
const optionalText = (max: number) =>
  z.preprocess((v) => (v === null || v === undefined ? '' : v), z.string().trim().max(max));
const zeroOrOne = z.union([z.literal(0), z.literal(1)]);
const namedRef = z.object({ id, name: z.string() });

/**
 * Where a category's banner leads: an https address, or a path of the shop app (`/offers`).
 * Empty means none.
 */
const categoryLink = z.preprocess(
  blankToNull,
  z
    .string()
    .trim()
    .max(500)
    .refine((v) => /^\/[^\s]*$/.test(v) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(v), {
      params: { code: 'invalid_url' },
    })
    .nullable(),
);

// ---------------------------------------------------------------------------------------------
// Main categories

/**
 * POST /admin/category and POST /admin/category/{id} with `_method=PUT` (multipart; `image` and
 * `banner`, when sent, are file parts): `active`, `link`, `translation[i][name|title|content|local]`.
 */
export const storeCategoryBody = z.object({
  active: flag.default(1),
  link: categoryLink.optional(),
  translation: translationInput({ name, title: optionalText(250), content: optionalText(2000) }),
});
export type StoreCategoryBody = z.infer<typeof storeCategoryBody>;

export const storeCategoryItem = z.object({
  id,
  image: z.string().nullable(),
  banner: z.string().nullable(),
  active: zeroOrOne,
  link: z.string().nullable(),
  is_featured: zeroOrOne,
  /** What the category holds (a category holding either is not deleted). */
  subcategories_count: z.number().int(),
  products_count: z.number().int(),
  translation: z.array(translationAnswer({ name: z.string(), title: z.string(), content: z.string() }, 'local')),
});
export type StoreCategoryItem = z.infer<typeof storeCategoryItem>;

/** GET /admin/category: paging, and a name search (Arabic-folded). */
export const storeCategoryQuery = pageQuery.extend({ name: z.string().max(200).optional() });
export type StoreCategoryQuery = z.infer<typeof storeCategoryQuery>;

// ---------------------------------------------------------------------------------------------
// Sub-categories

/** POST /admin/subcategory and POST /admin/subcategory/{id} with `_method=PUT` (multipart, `image`). */
export const storeSubcategoryBody = z.object({
  category_id: id,
  active: flag.default(1),
  translation: translationInput({ name }),
});
export type StoreSubcategoryBody = z.infer<typeof storeSubcategoryBody>;

export const storeSubcategoryItem = z.object({
  id,
  image: z.string().nullable(),
  active: zeroOrOne,
  category_id: id,
  /** The main category's name in the request language. */
  category: namedRef,
  is_featured: zeroOrOne,
  products_count: z.number().int(),
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
});
export type StoreSubcategoryItem = z.infer<typeof storeSubcategoryItem>;

/** GET /admin/subcategory: the sub-categories of `category_id` (all when absent), paged. */
export const storeSubcategoryQuery = pageQuery.extend({ category_id: optionalId });
export type StoreSubcategoryQuery = z.infer<typeof storeSubcategoryQuery>;

// ---------------------------------------------------------------------------------------------
// Products

/**
 * The ERP item number that stock and orders refer to: letters, digits, dots and dashes, case kept
 * as the ERP writes it, unique.
 */
const productCode = z
  .string()
  .trim()
  .min(1)
  .max(50)
  .regex(/^[A-Za-z0-9][A-Za-z0-9._-]*$/);

const productTranslationInput = translationInput({ name, description: optionalText(5000) });

/**
 * POST /admin/product (multipart; `image`, when sent, is a file part): `code`, `active`, `price`
 * (SAR, VAT included), `wasfy` (1 = prescription-only), `subcategory_id`,
 * `translation[i][name|description|local]`.
 */
export const productBody = z.object({
  code: productCode,
  active: flag.default(1),
  price: money,
  wasfy: flag.default(0),
  subcategory_id: id,
  translation: productTranslationInput,
});
export type ProductBody = z.infer<typeof productBody>;

/**
 * POST /admin/product/{id} with `_method=PUT`: the same fields, each optional; a field left out keeps
 * its value (the visibility switch sends only `active` and `subcategory_id`).
 */
export const productUpdateBody = z.object({
  code: productCode.optional(),
  active: flag.optional(),
  price: money.optional(),
  wasfy: flag.optional(),
  subcategory_id: id.optional(),
  translation: productTranslationInput.optional(),
});
export type ProductUpdateBody = z.infer<typeof productUpdateBody>;

export const productItem = z.object({
  id,
  code: z.string(),
  image: z.string().nullable(),
  /** SAR with two decimals, VAT included. */
  price: moneyAnswer,
  active: zeroOrOne,
  is_featured: zeroOrOne,
  wasfy: zeroOrOne,
  category_id: id,
  subcategory_id: id,
  /** Names in the request language. */
  category: namedRef,
  subcategory: namedRef,
  /** Units in stock over every branch (the ERP's figures). */
  stock: z.number().int(),
  translation: z.array(translationAnswer({ name: z.string(), description: z.string() }, 'local')),
});
export type ProductItem = z.infer<typeof productItem>;

/** GET /admin/product and GET /api/out_of_stock: paging, an Arabic-folded name and a code prefix. */
export const productAdminQuery = pageQuery.extend({
  name: z.string().max(200).optional(),
  code: z.string().max(50).optional(),
  category_id: optionalId,
  subcategory_id: optionalId,
});
export type ProductAdminQuery = z.infer<typeof productAdminQuery>;

/** DELETE /admin/product: the id in the query or the body. */
export const productDeleteQuery = z.object({ id: id.optional() });

/**
 * GET /api/product: the product picker's search (name or code), 20 a page by default; `active=1`
 * keeps to products shown in the store (a customer's cart), `active=0` to hidden ones.
 */
export const productPickerQuery = z.object({
  name: z.string().max(200).optional(),
  active: flag.optional(),
  page: id.default(1),
  limit: integer(1, MAX_PAGE_LIMIT).default(20),
});
export type ProductPickerQuery = z.infer<typeof productPickerQuery>;

const productPickerItem = z.object({
  id,
  code: z.string(),
  image: z.string().nullable(),
  price: moneyAnswer,
  active: zeroOrOne,
  /** The name in the request language first, then the other. */
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
});
export type ProductPickerItem = z.infer<typeof productPickerItem>;
export const productPickerAnswer = pageAnswer(productPickerItem);

// ---------------------------------------------------------------------------------------------
// Stock

/** A branch's store number, as the ERP names it (the company branch's code). */
const storeNumber = z.string().trim().min(1).max(50);

/** GET /admin/stock/{code}: the product's stock per store, as the ERP reports it. */
export const stockAnswer = z.object({
  /** Units over every store. */
  count: z.number().int(),
  data: z.array(z.object({ Store_No: z.string(), ActualStock: z.number().int() })),
});
export type StockAnswer = z.infer<typeof stockAnswer>;

export const stockCodeParam = z.object({ code: productCode });

/** One stock figure: a product code at a store, never negative. */
const stockLevel = z.object({
  code: productCode,
  store_no: storeNumber,
  quantity: integer(0, INT32_MAX),
});
export type StockLevel = z.infer<typeof stockLevel>;

/** The most stock figures one ERP call may carry; a whole catalogue goes in several calls. */
const MAX_STOCK_ITEMS = 5000;

/**
 * PUT /admin/stock: the ERP pushes figures (`items[]` of code, store number and quantity). Codes the
 * store does not sell yet are kept for when it does; store numbers must be the company's branches.
 */
export const stockUpsertBody = z.object({ items: z.array(stockLevel).min(1).max(MAX_STOCK_ITEMS) });

/** What a stock write changed: figures written, products whose totals moved, products back in stock. */
export const stockWriteAnswer = z.object({
  data: z.object({
    rows: z.number().int(),
    products: z.number().int(),
    restocked: z.number().int(),
    message: z.string(),
  }),
});
export type StockWriteAnswer = z.infer<typeof stockWriteAnswer>;

// ---------------------------------------------------------------------------------------------
// Insurance companies (the prescriptions of insured customers name one)

/** POST /admin/companies and POST /admin/companies/{id} with `_method=PUT` (multipart, `logo`). */
export const insuranceCompanyBody = z.object({
  active: flag.default(1),
  translation: translationInput({ name }),
});
export type InsuranceCompanyBody = z.infer<typeof insuranceCompanyBody>;

export const insuranceCompanyItem = z.object({
  id,
  logo: z.string().nullable(),
  active: zeroOrOne,
  translation: z.array(translationAnswer({ name: z.string() }, 'local')),
});
export type InsuranceCompanyItem = z.infer<typeof insuranceCompanyItem>;

/** GET /admin/companies: `name` matches part of either name, Arabic-folded. */
export const insuranceCompanyQuery = pageQuery.extend({ name: z.string().max(200).optional() });
export type InsuranceCompanyQuery = z.infer<typeof insuranceCompanyQuery>;
