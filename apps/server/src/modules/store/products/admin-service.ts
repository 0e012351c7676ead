import {
  halalasToText,
  type Locale,
  type ProductAdminQuery,
  type ProductBody,
  type ProductItem,
  type ProductPickerItem,
  type ProductPickerQuery,
  type ProductUpdateBody,
  type StockAnswer,
} from '@app/contracts';
import { and, asc, count, desc, eq, inArray, like, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { productCount, productStock, products, storeCategories, storeSubcategories } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern, prefixPattern, searchKey } from '../../../lib/arabic-search';
import { STORE_CATALOGUE_TAG } from '../../../lib/cache-tags';
import { fromTranslations, mergeTranslations, pick, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';

type Action = 'add products' | 'update products' | 'delete products';

const write = (action: Action, mode: 'create' | 'update' | 'delete') => ({
  action,
  mode,
  subject: 'products',
  invalidates: [STORE_CATALOGUE_TAG],
});

function productSelect(db: DbOrTx) {
  return db
    .select({ product: products, subcategory: storeSubcategories, category: storeCategories })
    .from(products)
    .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
    .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId));
}

type ProductRow = Awaited<ReturnType<ReturnType<typeof productSelect>['execute']>>[number];

function toProduct(ctx: AdminContext, { product, subcategory, category }: ProductRow): ProductItem {
  const locale: Locale = ctx.locale;
  return {
    id: product.id,
    code: product.code,
    image: product.image ? ctx.files.publicUrl(product.image) : null,
    price: halalasToText(product.price),
    active: product.active ? 1 : 0,
    is_featured: product.isFeatured ? 1 : 0,
    wasfy: product.wasfy ? 1 : 0,
    category_id: category.id,
    subcategory_id: subcategory.id,
    category: { id: category.id, name: pick(category.name, locale) },
    subcategory: { id: subcategory.id, name: pick(subcategory.name, locale) },
    stock: product.stockTotal,
    translation: toTranslations({ name: product.name, description: product.description }, { key: 'local' }),
  };
}

function productFilter(query: ProductAdminQuery, outOfStock: boolean): SQL | undefined {
  const conditions: SQL[] = [];
  if (outOfStock) conditions.push(eq(products.stockTotal, 0));
  const name = containsPattern(query.name);
  if (name) conditions.push(like(products.nameKey, name));
  const code = prefixPattern(query.code);
  if (code) conditions.push(like(products.code, code));
  if (query.subcategory_id !== undefined) conditions.push(eq(products.subcategoryId, query.subcategory_id));
  if (query.category_id !== undefined) conditions.push(eq(storeSubcategories.categoryId, query.category_id));
  return conditions.length ? and(...conditions) : undefined;
}

/** The products list (newest first), or only those out of stock in every branch. */
export function listProducts(ctx: AdminContext, query: ProductAdminQuery, options: { outOfStock?: boolean } = {}) {
  const where = productFilter(query, options.outOfStock ?? false);
  const byCategory = query.category_id !== undefined;
  return pageOf(
    query,
    {
      // The page's ids first, from the products alone (an index walk even 40,000 rows deep), then
      // only those ten joined to their categories: joining every skipped row made deep pages slow.
      rows: (limit, offset) => {
        if (options.outOfStock && containsPattern(query.name)) {
          // Few products are out of stock: their name matches come from the partial trigram index
          // and are sorted, rather than walking every product newest first for a rare name
          // (`offset 0` keeps the planner from folding the inner query into that walk).
          const ids = sql`select id from (select ${products.id} as id from ${products} where ${where} offset 0) as matches order by id desc limit ${limit} offset ${offset}`;
          return productSelect(ctx.db).where(sql`${products.id} in (${ids})`).orderBy(desc(products.id));
        }
        const base = ctx.db.select({ id: products.id }).from(products);
        const ids = (
          byCategory ? base.innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId)) : base
        )
          .where(where)
          .orderBy(desc(products.id))
          .limit(limit)
          .offset(offset);
        return productSelect(ctx.db).where(inArray(products.id, ids)).orderBy(desc(products.id));
      },
      count: async () => {
        // Unfiltered, the total is the triggers' exact count (migration 0022), not a count of every row.
        if (!where) {
          const [row] = await ctx.db.select({ n: productCount.n }).from(productCount);
          return Number(row?.n ?? 0);
        }
        const base = ctx.db.select({ n: count() }).from(products);
        const counted = !byCategory
          ? base.where(where)
          : base.innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId)).where(where);
        return (await counted)[0]?.n ?? 0;
      },
    },
    (row) => toProduct(ctx, row),
  );
}

async function readProduct(ctx: AdminContext, db: DbOrTx, id: number): Promise<ProductItem> {
  const [row] = await productSelect(db).where(eq(products.id, id));
  if (!row) throw notFound();
  return toProduct(ctx, row);
}

export const getProduct = (ctx: AdminContext, id: number) => readProduct(ctx, ctx.db, id);

async function requireSubcategory(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db
    .select({ id: storeSubcategories.id })
    .from(storeSubcategories)
    .where(eq(storeSubcategories.id, id));
  if (!row) throw fieldError('subcategory_id', 'invalid');
}

/** Units over every store of a product code, as `product_stock` holds them. */
async function stockTotalOf(db: DbOrTx, code: string): Promise<number> {
  const rows = await db.select({ n: productStock.actualStock }).from(productStock).where(eq(productStock.code, code));
  return rows.reduce((sum, row) => sum + row.n, 0);
}

export type ProductCreate = ProductBody & { image?: UploadedFile };
export type ProductUpdate = ProductUpdateBody & { image?: UploadedFile };

export async function createProduct(ctx: AdminContext, input: ProductCreate): Promise<ProductItem> {
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('add products', 'create'), async (scope) => {
    await requireSubcategory(scope.tx, input.subcategory_id);
    const { name, description } = fromTranslations(input.translation, ['name', 'description']);
    const imageKey = image ? (await scope.saveFile(image, { folder: 'products' })).key : null;
    const [row] = await scope.tx
      .insert(products)
      .values({
        code: input.code,
        image: imageKey,
        price: input.price,
        active: input.active === 1,
        wasfy: input.wasfy === 1,
        subcategoryId: input.subcategory_id,
        name,
        description,
        nameKey: searchKey(name.ar, name.en),
        // Stock the ERP reported for this code before the product was added counts at once.
        stockTotal: await stockTotalOf(scope.tx, input.code),
      })
      .returning({ id: products.id });
    scope.describe(row!.id, name.ar);
    return readProduct(ctx, scope.tx, row!.id);
  });
}

/** A field left out keeps its value: the visibility switch sends only `active` and `subcategory_id`. */
export async function updateProduct(ctx: AdminContext, id: number, input: ProductUpdate): Promise<ProductItem> {
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('update products', 'update'), async (scope) => {
    const [old] = await scope.tx.select().from(products).where(eq(products.id, id)).for('update');
    if (!old) throw notFound();
    if (input.subcategory_id !== undefined) await requireSubcategory(scope.tx, input.subcategory_id);
    const { name, description } = mergeTranslations(input.translation, ['name', 'description'], {
      name: old.name,
      description: old.description,
    });
    let imageKey = old.image;
    if (image) {
      imageKey = (await scope.saveFile(image, { folder: 'products' })).key;
      if (old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    }
    const code = input.code ?? old.code;
    await scope.tx
      .update(products)
      .set({
        code,
        image: imageKey,
        price: input.price ?? old.price,
        active: input.active === undefined ? old.active : input.active === 1,
        wasfy: input.wasfy === undefined ? old.wasfy : input.wasfy === 1,
        subcategoryId: input.subcategory_id ?? old.subcategoryId,
        name,
        description,
        nameKey: searchKey(name.ar, name.en),
        stockTotal: code === old.code ? old.stockTotal : await stockTotalOf(scope.tx, code),
        updatedAt: new Date(),
      })
      .where(eq(products.id, id));
    scope.describe(id, name.ar);
    return readProduct(ctx, scope.tx, id);
  });
}

/**
 * Deletes a product. Orders keep their own copy of each line (name, code, price, VAT), so an order's
 * history never depends on the product still being in the catalogue.
 */
export function deleteProduct(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete products', 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(products).where(eq(products.id, id)).returning();
    if (!row) throw notFound();
    if (row.image) scope.removeAfterCommit({ visibility: 'public', key: row.image });
    scope.describe(id, row.name.ar);
  });
}

/** Marks a product featured in the shop; there is no way back (specification section 4). */
export function featureProduct(ctx: AdminContext, id: number): Promise<ProductItem> {
  return mutate(ctx, write('update products', 'update'), async (scope) => {
    const [row] = await scope.tx
      .update(products)
      .set({ isFeatured: true, updatedAt: new Date() })
      .where(eq(products.id, id))
      .returning({ name: products.name });
    if (!row) throw notFound();
    scope.describe(id, row.name.ar);
    return readProduct(ctx, scope.tx, id);
  });
}

/** GET /admin/stock/{code}: the ERP's figures per store, stores in order. */
export async function getStock(ctx: AdminContext, code: string): Promise<StockAnswer> {
  const rows = await ctx.db
    .select({ storeNo: productStock.storeNo, actualStock: productStock.actualStock })
    .from(productStock)
    .where(eq(productStock.code, code))
    .orderBy(asc(productStock.storeNo));
  return {
    count: rows.reduce((sum, row) => sum + row.actualStock, 0),
    data: rows.map((row) => ({ Store_No: row.storeNo, ActualStock: row.actualStock })),
  };
}

/** GET /api/product: the picker's search by Arabic-folded name or code prefix, every product. */
export function searchProducts(ctx: AdminContext, query: ProductPickerQuery) {
  const name = containsPattern(query.name);
  const code = prefixPattern(query.name);
  const where = and(
    name && code ? or(like(products.nameKey, name), like(products.code, code)) : undefined,
    query.active === undefined ? undefined : eq(products.active, query.active === 1),
  );
  const other: Locale = ctx.locale === 'ar' ? 'en' : 'ar';
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db.select().from(products).where(where).orderBy(desc(products.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(products).where(where))[0]?.n ?? 0,
    },
    (row): ProductPickerItem => ({
      id: row.id,
      code: row.code,
      image: row.image ? ctx.files.publicUrl(row.image) : null,
      price: halalasToText(row.price),
      active: row.active ? 1 : 0,
      translation: [
        { local: ctx.locale, name: row.name[ctx.locale] },
        { local: other, name: row.name[other] },
      ],
    }),
  );
}
