import { useQuery } from '@tanstack/react-query';
import { api, type QueryParams } from '../../shared/api-client';
import { getLang } from '../../shared/lang';
import type {
  DataAnswer,
  Indicator,
  IndicatorCategory,
  MenuItem,
  NewsItem,
  SliderImage,
  WebsiteContacts,
} from './api-types';

/**
 * Reads shared by several public pages. A failed read leaves `data` undefined and every caller
 * shows its fallback, so a broken endpoint never blanks a page. Changing the language reloads the
 * page, so the keys need no language.
 */
const publicKeys = {
  menu: ['public', 'menu'] as const,
  contacts: ['public', 'website_contacts'] as const,
  slider: (kind: 'home' | 'investor') => ['public', 'slider', kind] as const,
  news: ['public', 'news'] as const,
  indicators: (category: IndicatorCategory) => ['public', 'indicators', category] as const,
};

/** Content changes rarely; the server caches these answers for a minute as well. */
const CONTENT_STALE_MS = 5 * 60_000;

/** The `data` of a public content answer (`{ data }`, or the first page of a paged list). */
export function usePublicData<T>(
  queryKey: readonly unknown[],
  path: string,
  { query, enabled = true }: { query?: QueryParams; enabled?: boolean } = {},
) {
  return useQuery({
    queryKey,
    queryFn: ({ signal }) => api.get<DataAnswer<T>>(path, { query, signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
    enabled,
  });
}

export function useMenu() {
  return usePublicData<MenuItem[]>(publicKeys.menu, '/menu');
}

export function useWebsiteContacts() {
  return usePublicData<WebsiteContacts>(publicKeys.contacts, '/website_contacts');
}

const SLIDER_PATHS = { home: '/home_page_slider', investor: '/investor_relation_page_slider' } as const;

export function useSlider(kind: 'home' | 'investor') {
  return usePublicData<SliderImage[]>(publicKeys.slider(kind), SLIDER_PATHS[kind]);
}

/** The latest news (first page), each item narrowed to the active language by `local`. */
export function useLatestNews() {
  return usePublicData<NewsItem[]>(publicKeys.news, '/listNews', { query: { local: getLang() } });
}

export function useIndicators(category: IndicatorCategory) {
  return usePublicData<Indicator[]>(publicKeys.indicators(category), '/indicatorPerformance', { query: { category } });
}

/** One news item in both languages (GET /api/news/{id}); `id` null asks for nothing. */
export function useNewsItem(id: number | null) {
  return usePublicData<NewsItem>(['public', 'news', id], `/news/${id}`, { enabled: id !== null });
}
