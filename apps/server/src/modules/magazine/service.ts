import type {
  ArticleListQuery,
  ArticlesPage,
  ArticleTagAnswer,
  Locale,
  MagazineCategoryAnswer,
  MagazineSubcategoryAnswer,
} from '@app/contracts';
import { and, asc, count, desc, eq, like, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import type { Bilingual } from '../../db/schema/columns';
import { articles, type BilingualTags, magazineCategories, magazineSubcategories } from '../../db/schema/index';
import { fieldError, notFound } from '../../errors';
import type { FileUrl } from '../../kernel/file-urls';
import { containsPattern, normalizeArabic, searchKey } from '../../lib/arabic-search';
import { sanitizeRichText } from '../../lib/sanitize-html';
import { pick, toTranslations } from '../../lib/translations';

/** Cache tag of every public answer built from categories, subcategories or articles. */
export const MAGAZINE_TAG = 'magazine';

const flag = (value: boolean): 0 | 1 => (value ? 1 : 0);

export async function listMagazineCategories(db: DbOrTx, locale: Locale): Promise<MagazineCategoryAnswer[]> {
  const rows = await db.select().from(magazineCategories).orderBy(asc(magazineCategories.id));
  return rows.map((row) => ({
    id: row.id,
    code: row.code,
    name: pick(row.name, locale),
    translation: toTranslations({ name: row.name }),
  }));
}

/** Subcategories of one category, or of all when no category is given. */
export async function listMagazineSubcategories(
  db: DbOrTx,
  locale: Locale,
  categoryId?: number,
): Promise<MagazineSubcategoryAnswer[]> {
  const rows = await db
    .select()
    .from(magazineSubcategories)
    .where(categoryId === undefined ? undefined : eq(magazineSubcategories.magazineCategoryId, categoryId))
    .orderBy(asc(magazineSubcategories.magazineCategoryId), asc(magazineSubcategories.id));
  return rows.map((row) => ({
    id: row.id,
    magazine_category_id: row.magazineCategoryId,
    name: pick(row.name, locale),
    translation: toTranslations({ name: row.name }),
  }));
}

const subcategory = alias(magazineSubcategories, 'subcategory');

function articleConditions(query: Omit<ArticleListQuery, 'page' | 'limit'>): SQL[] {
  const conditions: SQL[] = [eq(articles.active, true)];
  if (query.category_id !== undefined) conditions.push(eq(articles.categoryId, query.category_id));
  if (query.subcategory_id !== undefined) conditions.push(eq(articles.subcategoryId, query.subcategory_id));
  // LIKE '%…%' on the folded key is answered from the trigram index.
  const pattern = containsPattern(query.name);
  if (pattern) conditions.push(like(articles.nameKey, pattern));
  const tagKey = normalizeArabic(query.tag);
  // Containment is answered from the GIN index on the array.
  if (tagKey) conditions.push(sql`${articles.tagKeys} @> array[${tagKey}]::text[]`);
  return conditions;
}

const articleColumns = { article: articles, category: magazineCategories, subcategory };
type ArticleRow = {
  article: typeof articles.$inferSelect;
  category: typeof magazineCategories.$inferSelect;
  subcategory: typeof magazineSubcategories.$inferSelect | null;
};

/** An article as the public and staff lists answer it. */
export function articleAnswerOf({ article, category, subcategory: sub }: ArticleRow, fileUrl: FileUrl, locale: Locale) {
  return {
    id: article.id,
    image: fileUrl(article.image),
    active: flag(article.active),
    created_at: article.createdAt.toISOString(),
    category_id: article.categoryId,
    subcategory_id: article.subcategoryId,
    category: { id: category.id, name: pick(category.name, locale) },
    subcategory: sub ? { id: sub.id, name: pick(sub.name, locale) } : null,
    translation: toTranslations({ name: article.name, description: article.description, tags: article.tags }),
  };
}

/** Active articles, newest first, filtered and paged. */
export async function listPublicArticles(
  db: DbOrTx,
  fileUrl: FileUrl,
  locale: Locale,
  query: ArticleListQuery,
): Promise<ArticlesPage> {
  const where = and(...articleConditions(query));
  const [rows, totals] = await Promise.all([
    db
      .select(articleColumns)
      .from(articles)
      .innerJoin(magazineCategories, eq(magazineCategories.id, articles.categoryId))
      .leftJoin(subcategory, eq(subcategory.id, articles.subcategoryId))
      .where(where)
      .orderBy(desc(articles.createdAt), desc(articles.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(articles).where(where),
  ]);
  return { data: rows.map((row) => articleAnswerOf(row, fileUrl, locale)), total: Number(totals[0]?.total ?? 0) };
}

/** One active article (its own page); an inactive or unknown one is not found. */
export async function getPublicArticle(db: DbOrTx, fileUrl: FileUrl, locale: Locale, id: number) {
  const [row] = await db
    .select(articleColumns)
    .from(articles)
    .innerJoin(magazineCategories, eq(magazineCategories.id, articles.categoryId))
    .leftJoin(subcategory, eq(subcategory.id, articles.subcategoryId))
    .where(and(eq(articles.id, id), eq(articles.active, true)));
  if (!row) throw notFound();
  return articleAnswerOf(row, fileUrl, locale);
}

/**
 * Tags of active articles in the request language, most used first. Spellings that
 * fold to the same key count as one tag, shown in their most used spelling.
 */
export async function listArticleTags(
  db: DbOrTx,
  locale: Locale,
  limit: number,
  filter: { category_id?: number | undefined; subcategory_id?: number | undefined } = {},
): Promise<ArticleTagAnswer[]> {
  // The tags of the articles the current filter shows, so choosing a category narrows them.
  const rows = await db
    .select({ tag: sql<string>`t.tag`, uses: sql<number>`count(*)::int` })
    .from(sql`${articles} cross join lateral jsonb_array_elements_text(${articles.tags} -> ${locale}::text) as t(tag)`)
    .where(and(...articleConditions(filter)))
    .groupBy(sql`t.tag`);
  const groups = new Map<string, { name: string; best: number; count: number }>();
  for (const row of rows) {
    const key = normalizeArabic(row.tag);
    if (!key) continue;
    const uses = Number(row.uses);
    const group = groups.get(key) ?? { name: row.tag, best: 0, count: 0 };
    group.count += uses;
    if (uses > group.best) {
      group.best = uses;
      group.name = row.tag;
    }
    groups.set(key, group);
  }
  const collator = new Intl.Collator(locale);
  return [...groups.values()]
    .sort((a, b) => b.count - a.count || collator.compare(a.name, b.name))
    .slice(0, limit)
    .map(({ name, count: uses }) => ({ name, count: uses }));
}

export async function createMagazineCategory(db: DbOrTx, input: { code: string; name: Bilingual }): Promise<number> {
  const [row] = await db
    .insert(magazineCategories)
    .values({ code: input.code.trim(), name: input.name })
    .returning({ id: magazineCategories.id });
  return row!.id;
}

export async function createMagazineSubcategory(
  db: DbOrTx,
  input: { magazineCategoryId: number; name: Bilingual },
): Promise<number> {
  const [row] = await db
    .insert(magazineSubcategories)
    .values({ magazineCategoryId: input.magazineCategoryId, name: input.name })
    .returning({ id: magazineSubcategories.id });
  return row!.id;
}

export interface ArticleInput {
  categoryId: number;
  subcategoryId?: number | null;
  name: Bilingual;
  /** HTML per language; sanitized here before it is stored. */
  description: Bilingual;
  tags?: BilingualTags;
  /** Storage key of an already stored public image. */
  image?: string | null;
  active?: boolean;
  /** Back-dated publication (demo data, imports); now when absent. */
  createdAt?: Date;
}

/** Trimmed, de-duplicated (by folded key) tags without empties. */
function cleanTags(tags: string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of tags) {
    const tag = raw.trim().replace(/\s+/g, ' ');
    const key = normalizeArabic(tag);
    if (!key || seen.has(key)) continue;
    seen.add(key);
    result.push(tag);
  }
  return result;
}

/** The columns an article write sets: sanitized HTML and the search keys. */
async function articleValues(db: DbOrTx, input: ArticleInput) {
  if (input.subcategoryId != null) {
    const [sub] = await db
      .select({ categoryId: magazineSubcategories.magazineCategoryId })
      .from(magazineSubcategories)
      .where(eq(magazineSubcategories.id, input.subcategoryId));
    if (!sub) throw fieldError('subcategory_id', 'invalid_choice');
    if (sub.categoryId !== input.categoryId) throw fieldError('subcategory_id', 'invalid_choice');
  }
  const tags = { ar: cleanTags(input.tags?.ar ?? []), en: cleanTags(input.tags?.en ?? []) };
  return {
    categoryId: input.categoryId,
    subcategoryId: input.subcategoryId ?? null,
    name: { ar: input.name.ar.trim(), en: input.name.en.trim() },
    description: { ar: sanitizeRichText(input.description.ar), en: sanitizeRichText(input.description.en) },
    tags,
    image: input.image ?? null,
    active: input.active ?? true,
    ...articleKeys({ name: input.name, tags }),
  };
}

/** The folded search keys of an article: its names, and each tag once. */
function articleKeys(input: { name: Bilingual; tags: { ar: string[]; en: string[] } }) {
  return {
    nameKey: searchKey(input.name.ar, input.name.en),
    tagKeys: [...new Set([...input.tags.ar, ...input.tags.en].map(normalizeArabic))],
  };
}

/**
 * Re-keys articles whose stored keys differ from what the current normalizer gives (run at
 * start-up, after a change of the folding rules); answers how many rows changed.
 */
export async function rekeyArticles(db: DbOrTx): Promise<number> {
  const rows = await db
    .select({
      id: articles.id,
      name: articles.name,
      tags: articles.tags,
      nameKey: articles.nameKey,
      tagKeys: articles.tagKeys,
    })
    .from(articles);
  let changed = 0;
  for (const row of rows) {
    const keys = articleKeys({ name: row.name, tags: { ar: row.tags?.ar ?? [], en: row.tags?.en ?? [] } });
    if (keys.nameKey === row.nameKey && keys.tagKeys.join('\n') === (row.tagKeys ?? []).join('\n')) continue;
    await db.update(articles).set(keys).where(eq(articles.id, row.id));
    changed += 1;
  }
  return changed;
}

/** Stores an article (HTML sanitized, keys folded); answers its id. */
export async function createArticle(db: DbOrTx, input: ArticleInput): Promise<number> {
  const values = await articleValues(db, input);
  const [row] = await db
    .insert(articles)
    .values({ ...values, ...(input.createdAt ? { createdAt: input.createdAt } : {}) })
    .returning({ id: articles.id });
  return row!.id;
}

/** Replaces an article's fields; false when it does not exist. */
export async function updateArticle(db: DbOrTx, id: number, input: ArticleInput): Promise<boolean> {
  const values = await articleValues(db, input);
  const updated = await db
    .update(articles)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(articles.id, id))
    .returning({ id: articles.id });
  return updated.length > 0;
}
