import {
  halalasToText,
  OFFER_TYPE_NAMES,
  OFFER_TYPES,
  type OfferBody,
  type OfferDetail,
  type OfferItem,
  type OfferQuery,
  type OfferTypesAnswer,
  type ProductOfferItem,
  type PromotionState,
} from '@app/contracts';
import { and, count, desc, eq, inArray, like, notExists, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { offerProducts, offers, products, storeCategories, storeSubcategories } from '../../../db/schema/index';
import { fieldError, type MessageRef, notFound, validationError } from '../../../errors';
import type { AdminContext, ServiceContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { rekeyRows } from '../../../kernel/search-keys';
import { uploadedSpreadsheetRows } from '../../../kernel/uploaded-spreadsheet';
import { containsPattern, searchKey } from '../../../lib/arabic-search';
import { pick, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { batches, dateTimeText, groupNow, productsOf, requireProducts, withinDates } from './service';

// Offers (store-admin.md: /store-admin/offers, the "newOffer" calls): a rule of one type over the
// chosen products, or over every product of the category when none is chosen. Products are picked
// one by one or read from a spreadsheet of product codes; a file with an unknown code is refused
// whole, before anything is written.

const write = (mode: 'create' | 'update' | 'delete') => ({ action: 'manage offers', mode, subject: 'offers' });

/** Row errors shown for one file at most; the rest are summed up in one line. */
const MAX_ROW_ERRORS = 50;

const activeNow = sql<boolean>`(${offers.status} and ${withinDates(offers.startDate, offers.endDate)})`;
const offerState = sql<PromotionState>`case
  when not ${offers.status} then 'inactive'
  when ${groupNow} < ${offers.startDate} then 'scheduled'
  when ${groupNow} >= ${offers.endDate} then 'expired'
  else 'active' end`;
const productsCount = sql<number>`(select count(*)::int from ${offerProducts} where ${offerProducts.offerId} = ${offers.id})`;

function offerSelect(db: DbOrTx) {
  return db
    .select({
      offer: offers,
      category: { id: storeCategories.id, name: storeCategories.name },
      activeNow,
      state: offerState,
      productsCount,
    })
    .from(offers)
    .innerJoin(storeCategories, eq(storeCategories.id, offers.categoryId));
}

type OfferRow = Awaited<ReturnType<ReturnType<typeof offerSelect>['execute']>>[number];

const moneyOrNull = (value: number | null) => (value === null ? null : halalasToText(value));

function toItem(ctx: ServiceContext, { offer, category, activeNow, state, productsCount }: OfferRow): OfferItem {
  return {
    id: offer.id,
    name: pick(offer.name, ctx.locale),
    translation: toTranslations({ name: offer.name }, { key: 'local' }),
    type: offer.type,
    type_name: OFFER_TYPE_NAMES[offer.type][ctx.locale],
    status: offer.status ? 1 : 0,
    start_date: dateTimeText(offer.startDate),
    end_date: dateTimeText(offer.endDate),
    active_now: activeNow,
    state,
    category: { id: category.id, name: pick(category.name, ctx.locale) },
    discount_amount:
      offer.discountAmount === null
        ? null
        : offer.type === 'percentage'
          ? String(offer.discountAmount)
          : halalasToText(offer.discountAmount),
    min_price_to_apply: moneyOrNull(offer.minPriceToApply),
    max_price_to_apply: moneyOrNull(offer.maxPriceToApply),
    bought_count: offer.boughtCount,
    free_count: offer.freeCount,
    discount_on_second_one: offer.discountOnSecondOne,
    products_count: productsCount,
  };
}

/** GET /api/newOfferTypes: the types in the request's language. */
export function offerTypes(ctx: ServiceContext): OfferTypesAnswer {
  return { data: OFFER_TYPES.map((key) => ({ key, name: OFFER_TYPE_NAMES[key][ctx.locale] })) };
}

/** GET /admin/newOffer: newest first. */
/** GET /admin/newOffer: newest first; `name` matches part of either name, Arabic-folded. */
export function listOffers(ctx: AdminContext, query: OfferQuery) {
  const pattern = containsPattern(query.name);
  const where = pattern ? like(offers.nameKey, pattern) : undefined;
  return pageOf(
    query,
    {
      rows: (limit, offset) => offerSelect(ctx.db).where(where).orderBy(desc(offers.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(offers).where(where))[0]?.n ?? 0,
    },
    (row) => toItem(ctx, row),
  );
}

async function readOffer(ctx: AdminContext, db: DbOrTx, id: number): Promise<OfferDetail> {
  const [row] = await offerSelect(db).where(eq(offers.id, id));
  if (!row) throw notFound();
  const listed = await productsOf(
    db,
    ctx.locale,
    { table: offerProducts, owner: offerProducts.offerId, product: offerProducts.productId },
    [id],
  );
  return { ...toItem(ctx, row), products: listed.get(id) ?? [] };
}

/** GET /admin/newOffer/{id}: the offer with its products (id, name, code). */
export const getOffer = (ctx: AdminContext, id: number) => readOffer(ctx, ctx.db, id);

/**
 * GET /admin/product/{id}/offers: offers listing the product, and offers of its main category that
 * list no product (they cover the whole category); those in force first, then the latest.
 */
export async function offersOfProduct(ctx: AdminContext, productId: number): Promise<ProductOfferItem[]> {
  const [product] = await ctx.db
    .select({ categoryId: storeSubcategories.categoryId })
    .from(products)
    .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
    .where(eq(products.id, productId));
  if (!product) throw notFound();
  const listing = ctx.db
    .select({ id: offerProducts.offerId })
    .from(offerProducts)
    .where(eq(offerProducts.productId, productId));
  const listsAny = ctx.db.select({ one: sql`1` }).from(offerProducts).where(eq(offerProducts.offerId, offers.id));
  const order = [desc(activeNow), desc(offers.endDate), desc(offers.id)] as const;
  const [direct, byCategory] = await Promise.all([
    offerSelect(ctx.db)
      .where(inArray(offers.id, listing))
      .orderBy(...order)
      .limit(100),
    offerSelect(ctx.db)
      .where(and(eq(offers.categoryId, product.categoryId), notExists(listsAny)))
      .orderBy(...order)
      .limit(100),
  ]);
  const items: ProductOfferItem[] = [
    ...direct.map((row) => ({ ...toItem(ctx, row), via: 'product' as const })),
    ...byCategory.map((row) => ({ ...toItem(ctx, row), via: 'category' as const })),
  ];
  return items
    .sort((a, b) => Number(b.active_now) - Number(a.active_now) || b.end_date.localeCompare(a.end_date) || b.id - a.id)
    .slice(0, 100);
}

// ---------------------------------------------------------------------------------------------
// The spreadsheet of product codes

/** Header names of the code column (as the stock import reads them); without one, column A holds codes. */
const CODE_HEADERS = new Set([
  'code',
  'codes',
  'item no',
  'itemno',
  'item',
  'product code',
  'product',
  'رمز المنتج',
  'الرمز',
  'رقم الصنف',
  'كود المنتج',
  'الكود',
]);

const headerName = (cell: string) =>
  cell
    .toLowerCase()
    .replace(/[_\-.]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** A code as a spreadsheet may give it: a number cell written `100001.0` is the code `100001`. */
const codeText = (cell: string) => cell.trim().replace(/^(\d+)\.0+$/, '$1');

/**
 * The products an .xlsx or .csv file names by code: the column headed `code` (or an Arabic or
 * Excel spelling of it), else the first column with no header row. Every code must be a product's;
 * otherwise the whole file is refused with each wrong line named (422 on `products_file`).
 */
async function productIdsFromFile(ctx: AdminContext, file: UploadedFile): Promise<number[]> {
  const rows = await uploadedSpreadsheetRows(ctx.files, file, 'products_file');
  const header = rows[0] ?? [];
  const headed = header.findIndex((cell) => CODE_HEADERS.has(headerName(cell)));
  const column = Math.max(headed, 0);
  // The line as the spreadsheet numbers it (1 is the first).
  const lines = rows
    .map((row, index) => ({ line: index + 1, code: codeText(row[column] ?? '') }))
    .slice(headed >= 0 ? 1 : 0)
    .filter((entry) => entry.code !== '');
  if (lines.length === 0) throw fieldError('products_file', 'stock_empty');

  const ids = new Map<string, number>();
  for (const batch of batches([...new Set(lines.map((entry) => entry.code))])) {
    const found = await ctx.db
      .select({ id: products.id, code: products.code })
      .from(products)
      .where(inArray(products.code, batch));
    for (const row of found) ids.set(row.code, row.id);
  }
  const errors: MessageRef[] = lines
    .filter((entry) => !ids.has(entry.code))
    .map((entry) => ({ key: 'stock_unknown_code', params: { row: entry.line, code: entry.code } }));
  if (errors.length > 0) {
    const shown = errors.slice(0, MAX_ROW_ERRORS);
    if (errors.length > MAX_ROW_ERRORS) shown.push({ key: 'stock_too_many_errors', params: { shown: MAX_ROW_ERRORS } });
    throw validationError({ products_file: shown });
  }
  return [...new Set(lines.map((entry) => ids.get(entry.code)!))];
}

// ---------------------------------------------------------------------------------------------
// Writes

export type OfferWrite = OfferBody & { products_file?: UploadedFile };

function columnsOf(input: OfferBody) {
  const name = { ar: '', en: '' };
  for (const entry of input.translation) {
    const locale = entry.locale ?? entry.local;
    if (locale) name[locale] = entry.name;
  }
  return {
    name,
    nameKey: searchKey(name.ar, name.en),
    type: input.type,
    status: input.status === 1,
    startDate: input.start_date,
    endDate: input.end_date,
    categoryId: input.category_id,
    discountAmount: input.discount_amount,
    minPriceToApply: input.min_price_to_apply,
    maxPriceToApply: input.max_price_to_apply,
    boughtCount: input.bought_count,
    freeCount: input.free_count,
    discountOnSecondOne: input.discount_on_second_one,
  };
}

async function requireCategory(tx: DbOrTx, id: number): Promise<void> {
  const [row] = await tx
    .select({ id: storeCategories.id })
    .from(storeCategories)
    .where(eq(storeCategories.id, id))
    .for('share');
  if (!row) throw fieldError('category_id', 'invalid_choice');
}

/** The offer's products become exactly these. */
async function replaceProducts(tx: DbOrTx, offerId: number, productIds: readonly number[]): Promise<void> {
  await tx.delete(offerProducts).where(eq(offerProducts.offerId, offerId));
  for (const batch of batches(productIds)) {
    await tx.insert(offerProducts).values(batch.map((productId) => ({ offerId, productId })));
  }
}

/**
 * POST /admin/newOffer, and POST /admin/newOffer/{id} with `_method=PUT`: the whole offer as the form
 * shows it. The products become those picked (`products[i]`) and, with `add_method=addExcel`, those
 * the spreadsheet names; none means the whole category. The file is read and checked before the
 * transaction opens.
 */
export async function saveOffer(ctx: AdminContext, id: number | null, input: OfferWrite): Promise<OfferDetail> {
  const fromFile =
    input.add_method === 'addExcel' && input.products_file ? await productIdsFromFile(ctx, input.products_file) : [];
  return mutate(ctx, write(id === null ? 'create' : 'update'), async (scope) => {
    if (id !== null) {
      const [old] = await scope.tx.select({ id: offers.id }).from(offers).where(eq(offers.id, id)).for('update');
      if (!old) throw notFound();
    }
    await requireCategory(scope.tx, input.category_id);
    const productIds = await requireProducts(scope.tx, [...input.products, ...fromFile]);
    const values = columnsOf(input);
    let offerId = id;
    if (offerId === null) {
      const [row] = await scope.tx.insert(offers).values(values).returning({ id: offers.id });
      offerId = row!.id;
    } else {
      await scope.tx
        .update(offers)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(offers.id, offerId));
    }
    await replaceProducts(scope.tx, offerId, productIds);
    scope.describe(offerId, values.name.ar);
    return readOffer(ctx, scope.tx, offerId);
  });
}

/** DELETE /admin/newOffer (the id in the query or the body). */
export function deleteOffer(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete'), async (scope) => {
    const [row] = await scope.tx.delete(offers).where(eq(offers.id, id)).returning({ name: offers.name });
    if (!row) throw notFound();
    scope.describe(id, row.name.ar);
  });
}

/** Keys every offer's names for the staff search (at start-up: rows from before the key, or demo rows). */
export function rekeyOffers(db: DbOrTx): Promise<number> {
  return rekeyRows(
    () => db.select({ id: offers.id, key: offers.nameKey, name: offers.name }).from(offers),
    (row) => searchKey(row.name.ar, row.name.en),
    (id, nameKey) => db.update(offers).set({ nameKey }).where(eq(offers.id, id)),
  );
}
