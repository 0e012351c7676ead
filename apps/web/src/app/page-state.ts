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

/** A public page's language is its address's (`/en/...`): set for the page, and its router's basename. */
export function enterPublicPage(pathname: string): { lang: Lang; basename: string | undefined } {
  const lang = readPageAddress(pathname).lang;
  setPageLang(lang);
  // The staff areas open in the language last read.
  storeLang(lang);
  applyDocumentLang(lang);
  return { lang, basename: LANG_PREFIX[lang] || undefined };
}
