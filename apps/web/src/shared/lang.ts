/** The active UI language. Stored in localStorage so every area (and the inline script in index.html) agrees. */
export type Lang = 'ar' | 'en';

export const LANGS: readonly Lang[] = ['ar', 'en'];
const STORAGE_KEY = 'lang';

export function isLang(value: unknown): value is Lang {
  return value === 'ar' || value === 'en';
}

function readStored(): string | null {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be unavailable (privacy modes); Arabic is the default then.
    return null;
  }
}

/**
 * The language a public page's address names (`/en/...` English, else Arabic): it wins over the
 * stored choice, so a page reads the same in the browser as the server rendered it.
 */
let pageLang: Lang | null = null;

export function setPageLang(lang: Lang | null): void {
  pageLang = lang;
}

export function getLang(): Lang {
  if (pageLang) return pageLang;
  const stored = readStored();
  return isLang(stored) ? stored : 'ar';
}

export function dirOf(lang: Lang): 'rtl' | 'ltr' {
  return lang === 'ar' ? 'rtl' : 'ltr';
}

/** Stores the language without reloading; used when the URL carries `?lang=`. */
export function storeLang(lang: Lang): void {
  try {
    localStorage.setItem(STORAGE_KEY, lang);
  } catch {
    // Nothing to do: the choice then lasts for this page only.
  }
}

/** Switching reloads so every lazily loaded namespace, direction-dependent style and query refetches in the new language. */
export function setLang(lang: Lang): void {
  storeLang(lang);
  window.location.reload();
}

/** Puts `dir` and `lang` on <html>; index.html does the same inline before first paint. */
export function applyDocumentLang(lang: Lang = getLang()): void {
  const root = document.documentElement;
  root.setAttribute('lang', lang);
  root.setAttribute('dir', dirOf(lang));
}

/**
 * Honors a `?lang=ar|en` query parameter: stores it and removes it from the address bar
 * (history.replaceState, no reload) so shared links keep working and the URL stays clean.
 * Returns the language now in force.
 */
export function consumeLangParam(): Lang {
  const url = new URL(window.location.href);
  const requested = url.searchParams.get('lang');
  if (requested !== null) {
    if (isLang(requested)) storeLang(requested);
    url.searchParams.delete('lang');
    window.history.replaceState(window.history.state, '', `${url.pathname}${url.search}${url.hash}`);
  }
  return getLang();
}

/** The Intl locale for a language (used by the formatters); Arabic with Latin digits and the Gregorian calendar. */
export function intlLocale(lang: Lang = getLang()): string {
  return lang === 'ar' ? 'ar-SA-u-nu-latn-ca-gregory' : 'en-GB';
}
