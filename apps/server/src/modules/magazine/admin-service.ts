import type {
  ArticleAdminQuery,
  ArticleBody,
  ArticleItem,
  MagazineCategoryBody,
  MagazineCategoryItem,
  MagazineSubcategoryBody,
  MagazineSubcategoryItem,
  MagazineSubcategoryQuery,
  PageQuery,
} from '@app/contracts';
import { and, asc, count, desc, eq, like, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { articles, magazineCategories, magazineSubcategories } from '../../db/schema/index';
import { AppError, fieldError, notFound } from '../../errors';
import type { AdminContext } from '../../kernel/context';
import { publicFileUrl } from '../../kernel/file-urls';
import { mutate } from '../../kernel/mutate';
import { pageOf } from '../../kernel/paging';
import { containsPattern } from '../../lib/arabic-search';
import { fromTranslations, toTranslations } from '../../lib/translations';
import type { UploadedFile } from '../../lib/uploads';
import { imageRule } from '../../plugins/storage';
import { articleAnswerOf, createArticle, MAGAZINE_TAG, updateArticle } from './service';

type Mode = 'create' | 'update' | 'delete';

/** Every public magazine answer (categories, subcategories, articles, tags) carries the one tag. */
const write = (action: string, mode: Mode, subject: string) => ({
  action,
  mode,
  subject,
  invalidates: [MAGAZINE_TAG],
});

// ---------------------------------------------------------------------------------------------
// Sections

// Written out in full: inside a subquery, column references must name their tables.
const subcategoryCount = sql<number>`(select count(*)::int from magazine_subcategories s where s.magazine_category_id = magazine_categories.id)`;
const categoryArticleCount = sql<number>`(select count(*)::int from articles a where a.category_id = magazine_categories.id)`;

const categoryColumns = {
  row: magazineCategories,
  subcategories: subcategoryCount,
  articles: categoryArticleCount,
};

type CategoryRow = { row: typeof magazineCategories.$inferSelect; subcategories: number; articles: number };

function toCategory({ row, subcategories, articles: articleCount }: CategoryRow): MagazineCategoryItem {
  return {
    id: row.id,
    code: row.code,
    subcategories_count: Number(subcategories),
    articles_count: Number(articleCount),
    translation: toTranslations({ name: row.name }),
  };
}

export function listCategories(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select(categoryColumns)
          .from(magazineCategories)
          .orderBy(asc(magazineCategories.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(magazineCategories))[0]?.n ?? 0,
    },
    toCategory,
  );
}

async function readCategory(db: DbOrTx, id: number): Promise<MagazineCategoryItem> {
  const [row] = await db.select(categoryColumns).from(magazineCategories).where(eq(magazineCategories.id, id));
  if (!row) throw notFound();
  return toCategory(row);
}

export const getCategory = (ctx: AdminContext, id: number) => readCategory(ctx.db, id);

/** A stable code for a new section: its English name in lower-case words, numbered when taken. */
async function newCode(db: DbOrTx, english: string): Promise<string> {
  const base =
    english
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'section';
  const taken = new Set(
    (
      await db
        .select({ code: magazineCategories.code })
        .from(magazineCategories)
        .where(or(eq(magazineCategories.code, base), like(magazineCategories.code, `${base}-%`)))
    ).map((r) => r.code),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

export function createCategory(ctx: AdminContext, input: MagazineCategoryBody): Promise<MagazineCategoryItem> {
  return mutate(ctx, write('add articles sections', 'create', 'articles sections'), async (scope) => {
    const { name } = fromTranslations(input.translation, ['name']);
    const [row] = await scope.tx
      .insert(magazineCategories)
      .values({ code: await newCode(scope.tx, name.en), name })
      .returning({ id: magazineCategories.id });
    scope.describe(row!.id, name.ar);
    return readCategory(scope.tx, row!.id);
  });
}

export function updateCategory(ctx: AdminContext, id: number, input: MagazineCategoryBody) {
  return mutate(ctx, write('update articles sections', 'update', 'articles sections'), async (scope) => {
    const { name } = fromTranslations(input.translation, ['name']);
    const updated = await scope.tx
      .update(magazineCategories)
      .set({ name, updatedAt: new Date() })
      .where(eq(magazineCategories.id, id))
      .returning({ id: magazineCategories.id });
    if (updated.length === 0) throw notFound();
    scope.describe(id, name.ar);
    return readCategory(scope.tx, id);
  });
}

/** Refused while the section still has subsections or articles: nothing is deleted along with it. */
export function deleteCategory(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete articles sections', 'delete', 'articles sections'), async (scope) => {
    const [row] = await scope.tx
      .select(categoryColumns)
      .from(magazineCategories)
      .where(eq(magazineCategories.id, id))
      .for('update', { of: magazineCategories });
    if (!row) throw notFound();
    if (Number(row.subcategories) > 0 || Number(row.articles) > 0) throw new AppError(409, 'section_not_empty');
    await scope.tx.delete(magazineCategories).where(eq(magazineCategories.id, id));
    scope.describe(id, row.row.name.ar);
  });
}

// ---------------------------------------------------------------------------------------------
// Subsections

const subcategoryArticleCount = sql<number>`(select count(*)::int from articles a where a.subcategory_id = magazine_subcategories.id)`;
const subcategoryColumns = { row: magazineSubcategories, articles: subcategoryArticleCount };
type SubcategoryRow = { row: typeof magazineSubcategories.$inferSelect; articles: number };

function toSubcategory({ row, articles: articleCount }: SubcategoryRow): MagazineSubcategoryItem {
  return {
    id: row.id,
    magazine_category_id: row.magazineCategoryId,
    articles_count: Number(articleCount),
    translation: toTranslations({ name: row.name }),
  };
}

export function listSubcategories(ctx: AdminContext, query: MagazineSubcategoryQuery) {
  const where =
    query.magazine_category_id === undefined
      ? undefined
      : eq(magazineSubcategories.magazineCategoryId, query.magazine_category_id);
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select(subcategoryColumns)
          .from(magazineSubcategories)
          .where(where)
          .orderBy(asc(magazineSubcategories.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(magazineSubcategories).where(where))[0]?.n ?? 0,
    },
    toSubcategory,
  );
}

async function readSubcategory(db: DbOrTx, id: number): Promise<MagazineSubcategoryItem> {
  const [row] = await db.select(subcategoryColumns).from(magazineSubcategories).where(eq(magazineSubcategories.id, id));
  if (!row) throw notFound();
  return toSubcategory(row);
}

export const getSubcategory = (ctx: AdminContext, id: number) => readSubcategory(ctx.db, id);

async function requireCategory(db: DbOrTx, id: number, field: string): Promise<void> {
  const [row] = await db
    .select({ id: magazineCategories.id })
    .from(magazineCategories)
    .where(eq(magazineCategories.id, id));
  if (!row) throw fieldError(field, 'invalid_choice');
}

export function createSubcategory(ctx: AdminContext, input: MagazineSubcategoryBody) {
  return mutate(ctx, write('add articles sections', 'create', 'articles sub sections'), async (scope) => {
    await requireCategory(scope.tx, input.magazine_category_id, 'magazine_category_id');
    const { name } = fromTranslations(input.translation, ['name']);
    const [row] = await scope.tx
      .insert(magazineSubcategories)
      .values({ magazineCategoryId: input.magazine_category_id, name })
      .returning({ id: magazineSubcategories.id });
    scope.describe(row!.id, name.ar);
    return readSubcategory(scope.tx, row!.id);
  });
}

/** A subsection with articles stays in its section (moving it would move them). */
export function updateSubcategory(ctx: AdminContext, id: number, input: MagazineSubcategoryBody) {
  return mutate(ctx, write('update articles sections', 'update', 'articles sub sections'), async (scope) => {
    const [old] = await scope.tx
      .select(subcategoryColumns)
      .from(magazineSubcategories)
      .where(eq(magazineSubcategories.id, id))
      .for('update', { of: magazineSubcategories });
    if (!old) throw notFound();
    if (old.row.magazineCategoryId !== input.magazine_category_id) {
      await requireCategory(scope.tx, input.magazine_category_id, 'magazine_category_id');
      if (Number(old.articles) > 0) throw fieldError('magazine_category_id', 'invalid_choice');
    }
    const { name } = fromTranslations(input.translation, ['name']);
    await scope.tx
      .update(magazineSubcategories)
      .set({ magazineCategoryId: input.magazine_category_id, name, updatedAt: new Date() })
      .where(eq(magazineSubcategories.id, id));
    scope.describe(id, name.ar);
    return readSubcategory(scope.tx, id);
  });
}

export function deleteSubcategory(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete articles sections', 'delete', 'articles sub sections'), async (scope) => {
    const [row] = await scope.tx
      .select(subcategoryColumns)
      .from(magazineSubcategories)
      .where(eq(magazineSubcategories.id, id))
      .for('update', { of: magazineSubcategories });
    if (!row) throw notFound();
    if (Number(row.articles) > 0) throw new AppError(409, 'subsection_not_empty');
    await scope.tx.delete(magazineSubcategories).where(eq(magazineSubcategories.id, id));
    scope.describe(id, row.row.name.ar);
  });
}

// ---------------------------------------------------------------------------------------------
// Articles

export type ArticleAdminInput = ArticleBody & { image?: UploadedFile };

const subcategory = alias(magazineSubcategories, 'subcategory');

function articleSelect(db: DbOrTx) {
  return db
    .select({ article: articles, category: magazineCategories, subcategory })
    .from(articles)
    .innerJoin(magazineCategories, eq(magazineCategories.id, articles.categoryId))
    .leftJoin(subcategory, eq(subcategory.id, articles.subcategoryId));
}

type ArticleRow = Awaited<ReturnType<ReturnType<typeof articleSelect>['execute']>>[number];

function toArticle(ctx: AdminContext, row: ArticleRow): ArticleItem {
  return articleAnswerOf(row, publicFileUrl(ctx), ctx.locale);
}

function articleFilter(query: ArticleAdminQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.category_id !== undefined) conditions.push(eq(articles.categoryId, query.category_id));
  if (query.subcategory_id !== undefined) conditions.push(eq(articles.subcategoryId, query.subcategory_id));
  const pattern = containsPattern(query.name);
  if (pattern) conditions.push(like(articles.nameKey, pattern));
  return conditions.length ? and(...conditions) : undefined;
}

export function listArticles(ctx: AdminContext, query: ArticleAdminQuery) {
  const where = articleFilter(query);
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        articleSelect(ctx.db)
          .where(where)
          .orderBy(desc(articles.createdAt), desc(articles.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(articles).where(where))[0]?.n ?? 0,
    },
    (row) => toArticle(ctx, row),
  );
}

async function readArticle(ctx: AdminContext, db: DbOrTx, id: number): Promise<ArticleItem> {
  const [row] = await articleSelect(db).where(eq(articles.id, id));
  if (!row) throw notFound();
  return toArticle(ctx, row);
}

export const getArticle = (ctx: AdminContext, id: number) => readArticle(ctx, ctx.db, id);

function articleFields(input: ArticleBody) {
  const { name, description } = fromTranslations(input.translation, ['name', 'description']);
  const { tags } = fromTranslations(input.translation, ['tags'], [] as string[]);
  return {
    categoryId: input.category_id,
    subcategoryId: input.subcategory_id ?? null,
    name,
    description,
    tags,
    active: input.active === 1,
  };
}

export async function createAdminArticle(ctx: AdminContext, input: ArticleAdminInput): Promise<ArticleItem> {
  const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('add articles', 'create', 'articles'), async (scope) => {
    await requireCategory(scope.tx, input.category_id, 'category_id');
    const image = upload ? await scope.saveFile(upload, { folder: 'articles' }) : null;
    const fields = articleFields(input);
    const id = await createArticle(scope.tx, { ...fields, image: image?.key ?? null });
    scope.describe(id, fields.name.ar);
    return readArticle(ctx, scope.tx, id);
  });
}

export async function updateAdminArticle(
  ctx: AdminContext,
  id: number,
  input: ArticleAdminInput,
): Promise<ArticleItem> {
  const upload = input.image ? await ctx.files.prepare(input.image, imageRule) : undefined;
  return mutate(ctx, write('update articles', 'update', 'articles'), async (scope) => {
    const [old] = await scope.tx.select().from(articles).where(eq(articles.id, id)).for('update');
    if (!old) throw notFound();
    await requireCategory(scope.tx, input.category_id, 'category_id');
    const image = upload ? await scope.saveFile(upload, { folder: 'articles' }) : null;
    if (image && old.image) scope.removeAfterCommit({ visibility: 'public', key: old.image });
    const fields = articleFields(input);
    await updateArticle(scope.tx, id, { ...fields, image: image?.key ?? old.image, createdAt: old.createdAt });
    scope.describe(id, fields.name.ar);
    return readArticle(ctx, scope.tx, id);
  });
}

export function deleteAdminArticle(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete articles', 'delete', 'articles'), async (scope) => {
    const [row] = await scope.tx.delete(articles).where(eq(articles.id, id)).returning();
    if (!row) throw notFound();
    if (row.image) scope.removeAfterCommit({ visibility: 'public', key: row.image });
    scope.describe(id, row.name.ar);
  });
}
