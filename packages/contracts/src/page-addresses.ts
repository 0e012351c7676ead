/**
 * Addresses of the public website per language: Arabic (the default) at the bare paths, English
 * under `/en`. The server renders each address in its language and the web app hydrates it with
 * the same reading; the staff areas keep one address for both languages (the choice is stored).
 * No zod here: the public site's bundle imports this module.
 */

export type PageLang = 'ar' | 'en';

export const PAGE_LANGS: readonly PageLang[] = ['ar', 'en'];

/** The path prefix of each language's pages; Arabic has none. */
export const LANG_PREFIX: Readonly<Record<PageLang, '' | '/en'>> = { ar: '', en: '/en' };

/** The staff app's areas: one address for both languages, which the app reads from `?lang=` or its stored choice. */
const STAFF_AREAS = ['/admin', '/store-admin', '/login'];

/** Paths that belong to the staff app or to files, never to a public page. */
const NOT_PUBLIC_PAGES = [...STAFF_AREAS, '/api', '/uploads', '/assets'];

function under(pathname: string, prefix: string): boolean {
  return pathname === prefix || pathname.startsWith(`${prefix}/`);
}

/** Whether an address (without a language prefix) is one of the staff app's (`/login`, `/admin/...`). */
export function isStaffPath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return STAFF_AREAS.some((prefix) => under(lower, prefix));
}

/** Whether an address is a page of the public website (an unknown one is its not-found page). */
export function isPublicPagePath(pathname: string): boolean {
  const lower = pathname.toLowerCase();
  return !NOT_PUBLIC_PAGES.some((prefix) => under(lower, prefix));
}

/**
 * The first segment of each public page's address as the route table spells it, by its lower-case
 * form: the site's own pages (the error pages keep the capitals the spec gave them), and the lists
 * whose items have pages under them. Routes match without regard to case, so `/About-Us` would
 * otherwise be a page of its own; it is another spelling of `/about-us`.
 */
const PAGE_SEGMENTS: Readonly<Record<string, string>> = {
  'about-us': 'about-us',
  'investor-relations': 'investor-relations',
  'contact-us': 'contact-us',
  branches: 'branches',
  form: 'form',
  'medical-journal': 'medical-journal',
  error: 'Error',
  'not-found': 'Not-found',
};
/** Segments with item pages under them (`/news/{slug}`, `/branches/{city}/{slug}`); the items' own parts keep their case. */
const ITEM_SEGMENTS: Readonly<Record<string, string>> = {
  branches: 'branches',
  'medical-journal': 'medical-journal',
  news: 'news',
};

/** A path with its first segment spelled as the route table spells it, when it names a known page. */
function spelledAsRouted(path: string): string {
  const end = path.indexOf('/', 1);
  const first = end === -1 ? path.slice(1) : path.slice(1, end);
  const lower = first.toLowerCase();
  const spelling = end === -1 ? PAGE_SEGMENTS[lower] : ITEM_SEGMENTS[lower];
  return spelling === undefined || spelling === first ? path : `/${spelling}${end === -1 ? '' : path.slice(end)}`;
}

export interface PageAddress {
  lang: PageLang;
  /** The page's path without its language prefix: `/`, `/about-us`. */
  path: string;
  /** Whether the address is spelled as its canonical form (else the server redirects to it). */
  canonical: boolean;
}

/**
 * Reads a public address: `/en/about-us` is the English about page, `/about-us` the Arabic one;
 * `/ar/about-us`, `/en/`, a trailing slash and `/About-Us` are other spellings of a canonical address.
 */
export function readPageAddress(pathname: string): PageAddress {
  let lang: PageLang = 'ar';
  let canonical = true;
  // Repeated slashes are another spelling, and must never become a protocol-relative `//host`.
  if (/\/{2,}/.test(pathname)) {
    pathname = pathname.replace(/\/{2,}/g, '/');
    canonical = false;
  }
  let rest = pathname;
  const lower = pathname.toLowerCase();
  if (under(lower, '/en')) {
    lang = 'en';
    rest = pathname.slice(3);
    if (pathname.slice(0, 3) !== '/en') canonical = false;
  } else if (under(lower, '/ar')) {
    rest = pathname.slice(3);
    canonical = false;
  }
  if (rest === '') rest = '/';
  if (rest.length > 1 && rest.endsWith('/')) {
    rest = rest.replace(/\/+$/, '') || '/';
    canonical = false;
  }
  if (lang === 'en' && pathname === '/en/') canonical = false;
  // `/About-Us` is `/about-us`; a city, a slug or an unknown address keeps its spelling.
  const spelled = spelledAsRouted(rest);
  if (spelled !== rest) {
    rest = spelled;
    canonical = false;
  }
  return { lang, path: rest, canonical };
}

/** The address of a page (path without prefix, query and hash kept) in a language. */
export function localizedPath(lang: PageLang, path: string): string {
  const prefix = LANG_PREFIX[lang];
  if (!prefix) return path;
  return path === '/'
    ? prefix
    : path.startsWith('/?') || path.startsWith('/#')
      ? `${prefix}${path.slice(1)}`
      : `${prefix}${path}`;
}

/** The id of the JSON element a server-rendered page carries its hydration data in. */
export const PAGE_STATE_ELEMENT_ID = 'page-state';

/**
 * The id of the JSON element that lists a server-rendered page's scripts. The inline loader of
 * index.html (which spells the id out) starts them once the page has loaded, so its text and lead
 * picture never share the connection with them.
 */
export const APP_SCRIPTS_ELEMENT_ID = 'app-scripts';

/**
 * The id of a server-rendered page's web-font rules, kept off (`media="not all"`) so a first visit's
 * first paint does not wait for the fonts. index.html's inline font script (which spells the id
 * out) turns them on before the first paint once an earlier visit has fetched the fonts it lists
 * in `data-warm`, and fetches those after the page has loaded otherwise.
 */
export const PAGE_FONTS_ELEMENT_ID = 'page-fonts';

/** What that element holds: the entry script, and the modules to fetch beside it. */
export interface AppScripts {
  entry: string;
  preload: string[];
}

export function isPageLang(value: unknown): value is PageLang {
  return value === 'ar' || value === 'en';
}

/** Longest readable part of a slug, in characters (the id before it is what finds the item). */
const SLUG_WORDS_MAX = 80;

/**
 * The readable address part of an article or a news item: its id, then its title's words in its
 * own script (`12-فوائد-فيتامين-د`, `12-benefits-of-vitamin-d`). The id finds the item, so a
 * renamed item's old links still lead to it (and are redirected to the new slug).
 */
export function slugOf(id: number, title: string | null | undefined): string {
  const words = (title ?? '')
    .normalize('NFC')
    .toLowerCase()
    // Arabic diacritics and the tatweel do not belong in an address.
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .slice(0, SLUG_WORDS_MAX)
    .replace(/^-+|-+$/g, '');
  return words ? `${id}-${words}` : String(id);
}

/** The id a slug starts with (`12-...` → 12), or null. */
export function idOfSlug(slug: string | undefined): number | null {
  const match = /^(\d{1,9})(?:-|$)/.exec(slug ?? '');
  return match ? Number(match[1]) : null;
}

/** Where an article and a news item live, per language (paths without the language prefix). */
export const ITEM_PATHS = {
  article: (slug: string) => `/medical-journal/${slug}`,
  news: (slug: string) => `/news/${slug}`,
  // Written as words (encoded once where an address is written out); only what would end the segment is escaped.
  city: (city: string) => `/branches/${citySegment(city)}`,
  /** A branch's page sits under its city's: `/branches/جدة/12-فرع-الروضة`. */
  branch: (city: string, slug: string) => `/branches/${citySegment(city)}/${slug}`,
} as const;

function citySegment(city: string): string {
  return city.replace(/[/?#%]/g, (c) => encodeURIComponent(c));
}
