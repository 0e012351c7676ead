import { z } from 'zod';
import { dataAnswer, listAnswer, pageAnswer } from './answers';
import { flag, id, integer, LOCALES, MAX_PAGE_LIMIT, optionalId, pageQuery } from './common';
import { richTextInput } from './rich-text';
import { translationAnswer, translationInput } from './translations';

/** Plain text a person types: trimmed, bounded, never blank. */
const title = z.string().trim().min(1).max(250);
/** Rich text (HTML) written in the editor; sanitized by the server before it is stored. */
const richText = richTextInput;
/** One tag: short plain text. */
const tag = z.string().trim().max(100);

/**
 * An article's tags in one language: a list (`tags[0]`, `tags[1]`, … or a JSON array) or one string
 * separated by commas (Arabic or Latin). Blanks are dropped; the server removes duplicates.
 */
const tagList = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return [];
    if (typeof value === 'string') return value.split(/[,،]/);
    if (typeof value === 'object' && !Array.isArray(value)) return Object.values(value);
    return value;
  },
  z
    .array(tag)
    .max(30)
    .transform((tags) => tags.filter((t) => t.length > 0)),
);

const nameOnly = z.array(translationAnswer({ name: z.string() }, 'locale'));

// ---------------------------------------------------------------------------------------------
// Sections (categories)

/** POST /admin/magazineCategory and POST /admin/magazineCategory/{id}. */
export const magazineCategoryBody = z.object({ translation: translationInput({ name: title }) });
export type MagazineCategoryBody = z.infer<typeof magazineCategoryBody>;

export const magazineCategoryItem = z.object({
  id,
  code: z.string(),
  /** Subsections and articles in the section (a section with either cannot be deleted). */
  subcategories_count: z.number().int(),
  articles_count: z.number().int(),
  translation: nameOnly,
});
export type MagazineCategoryItem = z.infer<typeof magazineCategoryItem>;

// ---------------------------------------------------------------------------------------------
// Subsections (subcategories)

/** POST /admin/magazineSubcategory and POST /admin/magazineSubcategory/{subID}. */
export const magazineSubcategoryBody = z.object({
  magazine_category_id: id,
  translation: translationInput({ name: title }),
});
export type MagazineSubcategoryBody = z.infer<typeof magazineSubcategoryBody>;

/** GET /admin/magazineSubcategory: `limit`, `page`, and the section. */
export const magazineSubcategoryQuery = pageQuery.extend({ magazine_category_id: optionalId });
export type MagazineSubcategoryQuery = z.infer<typeof magazineSubcategoryQuery>;

export const magazineSubcategoryItem = z.object({
  id,
  magazine_category_id: id,
  articles_count: z.number().int(),
  translation: nameOnly,
});
export type MagazineSubcategoryItem = z.infer<typeof magazineSubcategoryItem>;

// ---------------------------------------------------------------------------------------------
// Articles

const articleTranslationInput = translationInput({ name: title, description: richText, tags: tagList });

/**
 * POST /admin/article and POST /admin/article/{id} with `_method=PUT` (multipart; the image, when sent,
 * is a file part): `category_id`, `subcategory_id` (optional, of that category), `active`,
 * `translation[i][locale, name, description, tags]`.
 */
export const articleBody = z.object({
  category_id: id,
  subcategory_id: optionalId,
  active: flag.default(1),
  translation: articleTranslationInput,
});
export type ArticleBody = z.infer<typeof articleBody>;

export const articleItem = z.object({
  id,
  image: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  category_id: id,
  subcategory_id: id.nullable(),
  /** Names in the request language. */
  category: z.object({ id, name: z.string() }),
  subcategory: z.object({ id, name: z.string() }).nullable(),
  translation: z.array(
    translationAnswer({ name: z.string(), description: z.string(), tags: z.array(z.string()) }, 'locale'),
  ),
});
export type ArticleItem = z.infer<typeof articleItem>;

/** GET /admin/article: paging, and an optional name search and section filter. */
export const articleAdminQuery = pageQuery.extend({
  name: z.string().max(200).optional(),
  category_id: optionalId,
  subcategory_id: optionalId,
});
export type ArticleAdminQuery = z.infer<typeof articleAdminQuery>;

/** Queries and answers of the public medical magazine. */

const locale = z.enum(LOCALES);
const nameEntry = z.object({ name: z.string(), locale });

/** GET /api/magazineSubcategory query. */
export const publicSubcategoryQuery = z.object({ magazine_category_id: optionalId });

/** GET /api/article query: a page, a name search, the category, subcategory and tag filters. */
export const articleQuery = pageQuery.extend({
  name: z.string().max(200).optional(),
  category_id: optionalId,
  subcategory_id: optionalId,
  tag: z.string().max(100).optional(),
});
export type ArticleListQuery = z.infer<typeof articleQuery>;

/** GET /api/article/tags query. */
export const articleTagQuery = z.object({
  limit: integer(1, MAX_PAGE_LIMIT).default(30),
  category_id: optionalId,
  subcategory_id: optionalId,
});

const magazineCategoryAnswer = z.object({
  id: z.number().int(),
  code: z.string(),
  /** In the request language. */
  name: z.string(),
  translation: z.array(nameEntry),
});
export type MagazineCategoryAnswer = z.infer<typeof magazineCategoryAnswer>;
export const magazineCategoriesAnswer = listAnswer(magazineCategoryAnswer);

const magazineSubcategoryAnswer = z.object({
  id: z.number().int(),
  magazine_category_id: z.number().int(),
  name: z.string(),
  translation: z.array(nameEntry),
});
export type MagazineSubcategoryAnswer = z.infer<typeof magazineSubcategoryAnswer>;
export const magazineSubcategoriesAnswer = listAnswer(magazineSubcategoryAnswer);

/** An article's texts in one language; the description was sanitized when staff saved it. */
const articleTranslationAnswer = z.object({
  name: z.string(),
  description: z.string(),
  tags: z.array(z.string()),
  locale,
});
export type ArticleTranslationAnswer = z.infer<typeof articleTranslationAnswer>;

const namedRef = z.object({ id: z.number().int(), name: z.string() });

const articleAnswer = z.object({
  id: z.number().int(),
  image: z.string().nullable(),
  active: z.union([z.literal(0), z.literal(1)]),
  created_at: z.string(),
  category_id: z.number().int(),
  subcategory_id: z.number().int().nullable(),
  /** Names in the request language. */
  category: namedRef,
  subcategory: namedRef.nullable(),
  translation: z.array(articleTranslationAnswer),
});
export type ArticleAnswer = z.infer<typeof articleAnswer>;
export const articlesPage = pageAnswer(articleAnswer);
/** GET /api/article/{id} (addition): one active article, for its own page. */
export const articleData = dataAnswer(articleAnswer);
export type ArticlesPage = z.infer<typeof articlesPage>;

const articleTagAnswer = z.object({ name: z.string(), count: z.number().int() });
export type ArticleTagAnswer = z.infer<typeof articleTagAnswer>;
export const articleTagsAnswer = listAnswer(articleTagAnswer);
