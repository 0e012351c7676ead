import { localizedPath } from '@app/contracts/page-addresses';
import { createContext, useContext, useEffect, useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { getLang } from '../../shared/lang';
import { type PageMeta, pageHead } from './page-head';
import { type PagePaths, shownPagePaths, showPagePaths, subscribePagePaths } from './page-paths';

export type { PageMeta } from './page-head';
export type { PagePaths } from './page-paths';

/**
 * While the server renders a page, usePageMeta hands the page's meta to this collector (render is
 * synchronous there and effects never run); in the browser there is none and the effect writes <head>.
 */
export interface PageMetaCollector {
  meta: PageMeta | null;
  /** A status other than the route's (404 for an article that does not exist). */
  status: number | null;
  /** The canonical address of a page reached by another spelling (an article's old slug). */
  redirect: string | null;
  /**
   * The page's paths per language, for the header's language switch. The header renders before
   * the page names them, so the server renders once more with them (entry-server.tsx).
   */
  paths: PagePaths | null;
}

export const PageMetaContext = createContext<PageMetaCollector | null>(null);

/** Marks the head elements a page owns, so the next page replaces exactly those. */
const PAGE_HEAD_ATTRIBUTE = 'data-page-head';

/**
 * A page's path with the query its canonical address keeps: the parameters named in `keep` that
 * have a value, in that order, and of them `page` only as a whole number above 1 (a list's first
 * page is the list's own address). By default only `page`.
 */
export function canonicalPath(pathname: string, search: string, keep: readonly string[] = ['page']): string {
  const params = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const name of keep) {
    const value = params.get(name);
    if (!value) continue;
    if (name === 'page') {
      const page = Number(value);
      if (Number.isInteger(page) && page > 1) kept.set(name, String(page));
    } else kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${pathname}?${query}` : pathname;
}

function applyHead(meta: PageMeta, path: string): void {
  const lang = getLang();
  const head = pageHead(meta, { origin: window.location.origin, lang, path });
  document.title = head.title;
  for (const old of document.head.querySelectorAll(`[${PAGE_HEAD_ATTRIBUTE}]`)) old.remove();
  for (const { tag, attrs, text } of head.tags) {
    const element = document.createElement(tag);
    for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
    element.setAttribute(PAGE_HEAD_ATTRIBUTE, '');
    if (text !== undefined) element.textContent = text;
    document.head.appendChild(element);
  }
}

/**
 * The current page's paths per language, for the language switch in the header: from the
 * collector while the server renders, from what the page last named in the browser. They belong
 * to a page only while its path in this language is the address shown (the caller checks).
 */
export function usePagePaths(): PagePaths | null {
  const collector = useContext(PageMetaContext);
  const shown = useSyncExternalStore(subscribePagePaths, shownPagePaths, shownPagePaths);
  return collector ? collector.paths : shown;
}

/** Sets the page's title, description, addresses, link preview and structured data in its language. */
export function usePageMeta(meta: PageMeta): void {
  const collector = useContext(PageMetaContext);
  const { pathname, search } = useLocation();
  if (collector) {
    collector.meta = meta;
    if (meta.notFound) collector.status = 404;
  }
  const path = canonicalPath(pathname, search, meta.canonicalQuery);
  const key = JSON.stringify({ ...meta, structuredData: meta.structuredData?.('') ?? null });

  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` stands for every field of `meta`
  useEffect(() => {
    applyHead(meta, path);
    showPagePaths(meta.paths ?? null);
  }, [key, path]);
}

/**
 * Sends a page reached by another spelling of its address to the canonical one: a 301 from the
 * server, a replacing navigation in the browser. `to` is a path without the language prefix.
 */
export function useCanonicalAddress(to: string | null): void {
  const collector = useContext(PageMetaContext);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const differs = to !== null && safeDecode(to) !== safeDecode(pathname);
  if (collector && differs) collector.redirect = localizedPath(getLang(), to);
  useEffect(() => {
    if (differs && to !== null) navigate(to, { replace: true });
  }, [differs, to, navigate]);
}

export function safeDecode(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}
