import type { PageLang } from '@app/contracts/page-addresses';

/**
 * The current page's path in each language, for the language switch in the header, which renders
 * before the page names them. In the browser: set from the server's page state before hydration,
 * then by each page shown (usePageMeta). No imports beyond a type: the whole app's entry seeds it.
 */

/** A page's path in each language, without the language prefix, when it differs by language (an item's slug). */
export type PagePaths = Partial<Record<PageLang, string>>;

let shown: PagePaths | null = null;
const listeners = new Set<() => void>();

function samePaths(a: PagePaths | null, b: PagePaths | null): boolean {
  return a === b || (a !== null && b !== null && a.ar === b.ar && a.en === b.en);
}

/** Hands the header the current page's paths per language (null: the page's path is the same in both). */
export function showPagePaths(paths: PagePaths | null): void {
  if (samePaths(shown, paths)) return;
  shown = paths;
  for (const listener of listeners) listener();
}

export function shownPagePaths(): PagePaths | null {
  return shown;
}

export function subscribePagePaths(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
