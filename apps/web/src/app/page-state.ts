import { LANG_PREFIX, PAGE_STATE_ELEMENT_ID, readPageAddress } from '@app/contracts/page-addresses';
import type { PageState } from '../entry-server';
import { applyDocumentLang, type Lang, setPageLang, storeLang } from '../shared/lang';

/** The data a server-rendered page was rendered with (null for the staff app's shell). */
export function readPageState(): PageState | null {
  const element = document.getElementById(PAGE_STATE_ELEMENT_ID);
  if (!element?.textContent) return null;
  try {
    return JSON.parse(element.textContent) as PageState;
  } catch {
    return null;
  }
}

/**
 * The page's queries, their data counted as fetched now. The server's copy of a page is dropped
 * whenever staff save what it shows, and the browser revalidates every page it loads (`no-cache`),
 * so what a page arrives with is current as it arrives; counted from when the server first
 * rendered it, a cached page's reads were stale at once and each was asked for again, re-rendering
 * its part of the page in the middle of hydration (a branch list of 35 cards: 100 ms on a phone).
 */
export function pageQueriesAsOfNow(state: PageState, now = Date.now()): PageState['queries'] {
  return {
    ...state.queries,
    queries: state.queries.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}

/** A public page's language is its address's (`/en/...`): set for the page, and its router's basename. */
export function enterPublicPage(pathname: string): { lang: Lang; basename: string | undefined } {
  const lang = readPageAddress(pathname).lang;
  setPageLang(lang);
  // The staff areas open in the language last read.
  storeLang(lang);
  applyDocumentLang(lang);
  return { lang, basename: LANG_PREFIX[lang] || undefined };
}
