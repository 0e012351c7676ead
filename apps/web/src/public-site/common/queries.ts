import { useQuery } from '@tanstack/react-query';
import { api } from '../../shared/api-client';
import { getLang } from '../../shared/lang';
import type {
  DataAnswer,
  Indicator,
  IndicatorCategory,
  MenuItem,
  NewsItem,
  PagedAnswer,
  SliderImage,
  WebsiteContacts,
} from './api-types';

/**
 * Reads shared by several public pages. A failed read leaves `data` undefined and every caller
 * shows its fallback, so a broken endpoint never blanks a page. Changing the language reloads the
 * page, so the keys need no language.
 */
export const publicKeys = {
  menu: ['public', 'menu'] as const,
  contacts: ['public', 'website_contacts'] as const,
  slider: (kind: 'home' | 'investor') => ['public', 'slider', kind] as const,
  news: ['public', 'news'] as const,
  indicators: (category: IndicatorCategory) => ['public', 'indicators', category] as const,
};

/** Content changes rarely; the server caches these answers for a minute as well. */
const CONTENT_STALE_MS = 5 * 60_000;

export function useMenu() {
  return useQuery({
    queryKey: publicKeys.menu,
    queryFn: ({ signal }) => api.get<DataAnswer<MenuItem[]>>('/menu', { signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useWebsiteContacts() {
  return useQuery({
    queryKey: publicKeys.contacts,
    queryFn: ({ signal }) =>
      api.get<DataAnswer<WebsiteContacts>>('/website_contacts', { signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

const SLIDER_PATHS = { home: '/home_page_slider', investor: '/investor_relation_page_slider' } as const;

export function useSlider(kind: 'home' | 'investor') {
  return useQuery({
    queryKey: publicKeys.slider(kind),
    queryFn: ({ signal }) =>
      api.get<DataAnswer<SliderImage[]>>(SLIDER_PATHS[kind], { signal }).then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

/** The latest news (first page), each item narrowed to the active language by `local`. */
export function useLatestNews() {
  return useQuery({
    queryKey: publicKeys.news,
    queryFn: ({ signal }) =>
      api
        .get<PagedAnswer<NewsItem>>('/listNews', { query: { local: getLang() }, signal })
        .then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}

export function useIndicators(category: IndicatorCategory) {
  return useQuery({
    queryKey: publicKeys.indicators(category),
    queryFn: ({ signal }) =>
      api
        .get<DataAnswer<Indicator[]>>('/indicatorPerformance', { query: { category }, signal })
        .then((answer) => answer.data),
    staleTime: CONTENT_STALE_MS,
  });
}
