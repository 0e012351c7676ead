import type {
  Locale,
  StoreCategoryBody,
  StoreCategoryItem,
  StoreCategoryQuery,
  StoreSubcategoryBody,
  StoreSubcategoryItem,
  StoreSubcategoryQuery,
} from '@app/contracts';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { storeCategories, storeSubcategories } from '../../../db/schema/index';
import { AppError, fieldError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern, searchKey } from '../../../lib/arabic-search';
import { STORE_CATALOGUE_TAG } from '../../../lib/cache-tags';
import { fromTranslations, pick, toTranslations } from '../../../lib/translations';
import type { UploadedFile } from '../../../lib/uploads';
import { imageRule } from '../../../plugins/storage';

type Mode = 'create' | 'update' | 'delete';
type Action = 'add products categories' | 'update products categories' | 'delete products categories';

const write = (action: Action, mode: Mode, subject: 'store categories' | 'store subcategories') => ({
  action,
  mode,
  subject,
  invalidates: [STORE_CATALOGUE_TAG],
});

const fileUrl = (ctx: AdminContext, key: string | null) => (key ? ctx.files.publicUrl(key) : null);

// ---------------------------------------------------------------------------------------------
// Main categories

// Written out in full: inside a subquery, column references must name their tables.
const subcategoryCount = sql<number>`(select count(*)::int from store_subcategories s where s.category_id = store_categories.id)`;
const categoryProductCount = sql<number>`(select count(*)::int from products p join store_subcategories s on s.id = p.subcategory_id where s.category_id = store_categories.id)`;

const categoryColumns = { row: storeCategories, subcategories: subcategoryCount, products: categoryProductCount };
type CategoryRow = { row: typeof storeCategories.$inferSelect; subcategories: number; products: number };

function toCategory(ctx: AdminContext, { row, subcategories, products }: CategoryRow): StoreCategoryItem {
  return {
    id: row.id,
    image: fileUrl(ctx, row.image),
    banner: fileUrl(ctx, row.banner),
    active: row.active ? 1 : 0,
    link: row.link,
    is_featured: row.isFeatured ? 1 : 0,
    subcategories_count: Number(subcategories),
    products_count: Number(products),
    translation: toTranslations({ name: row.name, title: row.title, content: row.content }, { key: 'local' }),
  };
}

export function listCategories(ctx: AdminContext, query: StoreCategoryQuery) {
  const pattern = containsPattern(query.name);
  const where = pattern ? like(storeCategories.nameKey, pattern) : undefined;
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select(categoryColumns)
          .from(storeCategories)
          .where(where)
          .orderBy(asc(storeCategories.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(storeCategories).where(where))[0]?.n ?? 0,
    },
    (row) => toCategory(ctx, row),
  );
}

async function readCategory(ctx: AdminContext, db: DbOrTx, id: number): Promise<StoreCategoryItem> {
  const [row] = await db.select(categoryColumns).from(storeCategories).where(eq(storeCategories.id, id));
  if (!row) throw notFound();
  return toCategory(ctx, row);
}

export const getCategory = (ctx: AdminContext, id: number) => readCategory(ctx, ctx.db, id);

export type CategoryWrite = StoreCategoryBody & { image?: UploadedFile; banner?: UploadedFile };

function categoryFields(input: StoreCategoryBody) {
  const { name, title, content } = fromTranslations(input.translation, ['name', 'title', 'content']);
  return {
    name,
    title,
    content,
    nameKey: searchKey(name.ar, name.en),
    active: input.active === 1,
    link: input.link ?? null,
  };
}

export async function createCategory(ctx: AdminContext, input: CategoryWrite): Promise<StoreCategoryItem> {
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  const banner = input.banner ? await ctx.files.prepare(input.banner, imageRule) : undefined;
  return mutate(ctx, write('add products categories', 'create', 'store categories'), async (scope) => {
    const fields = categoryFields(input);
    const imageKey = image ? (await scope.saveFile(image, { folder: 'store-categories' })).key : null;
    const bannerKey = banner ? (await scope.saveFile(banner, { folder: 'store-categories' })).key : null;
    const [row] = await scope.tx
      .insert(storeCategories)
      .values({ ...fields, image: imageKey, banner: bannerKey })
      .returning({ id: storeCategories.id });
    scope.describe(row!.id, fields.name.ar);
    return readCategory(ctx, scope.tx, row!.id);
  });
}

export async function updateCategory(ctx: AdminContext, id: number, input: CategoryWrite): Promise<StoreCategoryItem> {
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  const banner = input.banner ? await ctx.files.prepare(input.banner, imageRule) : undefined;
  return mutate(ctx, write('update products categories', 'update', 'store categories'), async (scope) => {
    const [old] = await scope.tx.select().from(storeCategories).where(eq(storeCategories.id, id)).for('update');
    if (!old) throw notFound();
    const fields = categoryFields(input);
    let imageKey = old.image;
    if (image) {
      imageKey = (await scope.saveFile(image, { folder: 'store-categories' })).key;
      if (old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    }
    let bannerKey = old.banner;
    if (banner) {
      bannerKey = (await scope.saveFile(banner, { folder: 'store-categories' })).key;
      if (old.banner) scope.removeAfterCommit({ visibility: 'public', key: old.banner });
    }
    await scope.tx
      .update(storeCategories)
      .set({ ...fields, image: imageKey, banner: bannerKey, updatedAt: new Date() })
      .where(eq(storeCategories.id, id));
    scope.describe(id, fields.name.ar);
    return readCategory(ctx, scope.tx, id);
  });
}

/** A category holding sub-categories is refused with their number (its products are inside them). */
export function deleteCategory(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete products categories', 'delete', 'store categories'), async (scope) => {
    const [row] = await scope.tx
      .select(categoryColumns)
      .from(storeCategories)
      .where(eq(storeCategories.id, id))
      .for('update', { of: storeCategories });
    if (!row) throw notFound();
    const held = Number(row.subcategories);
    if (held > 0) throw new AppError(409, 'category_has_subcategories', { count: held });
    await scope.tx.delete(storeCategories).where(eq(storeCategories.id, id));
    for (const key of [row.row.image, row.row.banner]) {
      if (key) scope.removeAfterCommit({ visibility: 'public', key });
    }
    scope.describe(id, row.row.name.ar);
  });
}

/** Marks a category featured in the shop; there is no way back (specification section 4). */
export function featureCategory(ctx: AdminContext, id: number): Promise<StoreCategoryItem> {
  return mutate(ctx, write('update products categories', 'update', 'store categories'), async (scope) => {
    const [row] = await scope.tx
      .update(storeCategories)
      .set({ isFeatured: true, updatedAt: new Date() })
      .where(eq(storeCategories.id, id))
      .returning({ name: storeCategories.name });
    if (!row) throw notFound();
    scope.describe(id, row.name.ar);
    return readCategory(ctx, scope.tx, id);
  });
}

// ---------------------------------------------------------------------------------------------
// Sub-categories

const subcategoryProductCount = sql<number>`(select count(*)::int from products p where p.subcategory_id = store_subcategories.id)`;

const subcategoryColumns = {
  row: storeSubcategories,
  categoryName: storeCategories.name,
  products: subcategoryProductCount,
};
type SubcategoryRow = {
  row: typeof storeSubcategories.$inferSelect;
  categoryName: { ar: string; en: string };
  products: number;
};

function toSubcategory(ctx: AdminContext, { row, categoryName, products }: SubcategoryRow): StoreSubcategoryItem {
  const locale: Locale = ctx.locale;
  return {
    id: row.id,
    image: fileUrl(ctx, row.image),
    active: row.active ? 1 : 0,
    category_id: row.categoryId,
    category: { id: row.categoryId, name: pick(categoryName, locale) },
    is_featured: row.isFeatured ? 1 : 0,
    products_count: Number(products),
    translation: toTranslations({ name: row.name }, { key: 'local' }),
  };
}

function subcategorySelect(db: DbOrTx) {
  return db
    .select(subcategoryColumns)
    .from(storeSubcategories)
    .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId));
}

export function listSubcategories(ctx: AdminContext, query: StoreSubcategoryQuery) {
  const conditions: SQL[] = [];
  if (query.category_id !== undefined) conditions.push(eq(storeSubcategories.categoryId, query.category_id));
  const where = conditions.length ? and(...conditions) : undefined;
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        subcategorySelect(ctx.db).where(where).orderBy(asc(storeSubcategories.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(storeSubcategories).where(where))[0]?.n ?? 0,
    },
    (row) => toSubcategory(ctx, row),
  );
}

async function readSubcategory(ctx: AdminContext, db: DbOrTx, id: number): Promise<StoreSubcategoryItem> {
  const [row] = await subcategorySelect(db).where(eq(storeSubcategories.id, id));
  if (!row) throw notFound();
  return toSubcategory(ctx, row);
}

export const getSubcategory = (ctx: AdminContext, id: number) => readSubcategory(ctx, ctx.db, id);

async function requireCategory(db: DbOrTx, id: number): Promise<void> {
  const [row] = await db.select({ id: storeCategories.id }).from(storeCategories).where(eq(storeCategories.id, id));
  if (!row) throw fieldError('category_id', 'invalid');
}

export type SubcategoryWrite = StoreSubcategoryBody & { image?: UploadedFile };

function subcategoryFields(input: StoreSubcategoryBody) {
  const { name } = fromTranslations(input.translation, ['name']);
  return { name, categoryId: input.category_id, active: input.active === 1 };
}

export async function createSubcategory(ctx: AdminContext, input: SubcategoryWrite): Promise<StoreSubcategoryItem> {
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('add products categories', 'create', 'store subcategories'), async (scope) => {
    await requireCategory(scope.tx, input.category_id);
    const fields = subcategoryFields(input);
    const imageKey = image ? (await scope.saveFile(image, { folder: 'store-categories' })).key : null;
    const [row] = await scope.tx
      .insert(storeSubcategories)
      .values({ ...fields, image: imageKey })
      .returning({ id: storeSubcategories.id });
    scope.describe(row!.id, fields.name.ar);
    return readSubcategory(ctx, scope.tx, row!.id);
  });
}

export async function updateSubcategory(
  ctx: AdminContext,
  id: number,
  input: SubcategoryWrite,
): Promise<StoreSubcategoryItem> {
  const image = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('update products categories', 'update', 'store subcategories'), async (scope) => {
    const [old] = await scope.tx.select().from(storeSubcategories).where(eq(storeSubcategories.id, id)).for('update');
    if (!old) throw notFound();
    await requireCategory(scope.tx, input.category_id);
    const fields = subcategoryFields(input);
    let imageKey = old.image;
    if (image) {
      imageKey = (await scope.saveFile(image, { folder: 'store-categories' })).key;
      if (old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    }
    await scope.tx
      .update(storeSubcategories)
      .set({ ...fields, image: imageKey, updatedAt: new Date() })
      .where(eq(storeSubcategories.id, id));
    scope.describe(id, fields.name.ar);
    return readSubcategory(ctx, scope.tx, id);
  });
}

/** A sub-category holding products is refused with their number. */
export function deleteSubcategory(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete products categories', 'delete', 'store subcategories'), async (scope) => {
    const [row] = await scope.tx
      .select({ row: storeSubcategories, products: subcategoryProductCount })
      .from(storeSubcategories)
      .where(eq(storeSubcategories.id, id))
      .for('update', { of: storeSubcategories });
    if (!row) throw notFound();
    const held = Number(row.products);
    if (held > 0) throw new AppError(409, 'subcategory_has_products', { count: held });
    await scope.tx.delete(storeSubcategories).where(eq(storeSubcategories.id, id));
    if (row.row.image) scope.removeAfterCommit({ visibility: 'public', key: row.row.image });
    scope.describe(id, row.row.name.ar);
  });
}

export function featureSubcategory(ctx: AdminContext, id: number): Promise<StoreSubcategoryItem> {
  return mutate(ctx, write('update products categories', 'update', 'store subcategories'), async (scope) => {
    const [row] = await scope.tx
      .update(storeSubcategories)
      .set({ isFeatured: true, updatedAt: new Date() })
      .where(eq(storeSubcategories.id, id))
      .returning({ name: storeSubcategories.name });
    if (!row) throw notFound();
    scope.describe(id, row.name.ar);
    return readSubcategory(ctx, scope.tx, id);
  });
}
