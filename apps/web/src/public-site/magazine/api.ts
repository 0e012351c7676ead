import type {
  ArticleAnswer,
  ArticleTagAnswer,
  ArticleTranslationAnswer,
  MagazineCategoryAnswer,
  MagazineSubcategoryAnswer,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { PagedAnswer } from '../common/api-types';
import { usePublicData } from '../common/queries';

export type MagazineCategory = MagazineCategoryAnswer;
export type MagazineSubcategory = MagazineSubcategoryAnswer;
export type ArticleTranslation = ArticleTranslationAnswer;
export type Article = ArticleAnswer;
export type ArticleTag = ArticleTagAnswer;

export interface ArticleFilters {
  name: string;
  category_id: string;
  subcategory_id: string;
  tag: string;
}

/** Articles per page: a full grid at one, two, three and four columns. */
export const ARTICLES_PER_PAGE = 12;

const magazineKeys = {
  categories: ['public', 'magazine', 'categories'] as const,
  subcategories: (categoryId: string) => ['public', 'magazine', 'subcategories', categoryId] as const,
  tags: (categoryId: string, subcategoryId: string) =>
    ['public', 'magazine', 'tags', categoryId, subcategoryId] as const,
  articles: (filters: ArticleFilters, page: number) => ['public', 'magazine', 'articles', filters, page] as const,
};

async function fetchArticles(filters: ArticleFilters, page: number, signal: AbortSignal) {
  return api.get<PagedAnswer<Article>>('/article', {
    signal,
    query: { ...filters, page, limit: ARTICLES_PER_PAGE },
  });
}

export function useMagazineCategories() {
  return usePublicData<MagazineCategory[]>(magazineKeys.categories, '/magazineCategory');
}

/** Subcategories of the selected category (spec: loaded for the selected category id). */
export function useMagazineSubcategories(categoryId: string) {
  return usePublicData<MagazineSubcategory[]>(magazineKeys.subcategories(categoryId), '/magazineSubcategory', {
    query: { magazine_category_id: categoryId },
    enabled: categoryId !== '',
  });
}

/** Most tags a filter shows: enough to browse by, few enough to keep the articles in view on a phone. */
const TAGS_SHOWN = 15;

/** The most used tags of the articles the chosen category / subcategory shows. */
export function useArticleTags(categoryId = '', subcategoryId = '') {
  const query: Record<string, string | number> = { limit: TAGS_SHOWN };
  if (categoryId) query.category_id = categoryId;
  if (subcategoryId) query.subcategory_id = subcategoryId;
  return usePublicData<ArticleTag[]>(magazineKeys.tags(categoryId, subcategoryId), '/article/tags', { query });
}

export function useArticles(filters: ArticleFilters, page: number) {
  return useQuery({
    queryKey: magazineKeys.articles(filters, page),
    queryFn: ({ signal }) => fetchArticles(filters, page, signal),
    // The current cards stay (dimmed) while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}

/** One active article (GET /api/article/{id}); `id` null (an address without one) asks for nothing. */
export function useArticle(id: number | null) {
  return usePublicData<Article>(['public', 'magazine', 'article', id], `/article/${id}`, { enabled: id !== null });
}
