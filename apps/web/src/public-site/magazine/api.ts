import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import type { PagedAnswer } from '../common/api-types';
import { usePublicData } from '../common/queries';

export interface MagazineCategory {
  id: number;
  code: string;
  /** In the request language. */
  name: string;
}

export interface MagazineSubcategory {
  id: number;
  magazine_category_id: number;
  name: string;
}

export interface ArticleTranslation {
  locale: 'ar' | 'en';
  name: string | null;
  /** Sanitized by the server when staff saved it. */
  description: string | null;
  tags: string[] | null;
}

export interface Article {
  id: number;
  image: string | null;
  created_at: string;
  category: { id: number; name: string };
  subcategory: { id: number; name: string } | null;
  translation: ArticleTranslation[];
}

export interface ArticleTag {
  name: string;
  count: number;
}

export interface ArticleFilters {
  name: string;
  category_id: string;
  subcategory_id: string;
  tag: string;
}

/** Articles per page: a full grid at one, two, three and four columns. */
export const ARTICLES_PER_PAGE = 12;

export const magazineKeys = {
  categories: ['public', 'magazine', 'categories'] as const,
  subcategories: (categoryId: string) => ['public', 'magazine', 'subcategories', categoryId] as const,
  tags: ['public', 'magazine', 'tags'] as const,
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

export function useArticleTags() {
  return usePublicData<ArticleTag[]>(magazineKeys.tags, '/article/tags');
}

export function useArticles(filters: ArticleFilters, page: number) {
  return useQuery({
    queryKey: magazineKeys.articles(filters, page),
    queryFn: ({ signal }) => fetchArticles(filters, page, signal),
    // The current cards stay (dimmed) while the next filter or page loads.
    placeholderData: keepPreviousData,
  });
}
