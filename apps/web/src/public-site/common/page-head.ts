import { BRAND } from '@app/contracts/brand';
import { localizedPath, PAGE_LANGS, type PageLang } from '@app/contracts/page-addresses';
import { type HeadTag, type PageHead, SITE_SHARE_IMAGE } from '@app/contracts/page-render';

export type { PageHead } from '@app/contracts/page-render';

/**
 * What a public page says about itself in <head>: its title and description, the canonical address
 * and its other language, the preview a shared link shows (Open Graph, Twitter card) and its
 * structured data. The server writes these tags into the first HTML; after an in-app navigation the
 * browser replaces them with the next page's (page-meta.ts), built by the same function.
 */
export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Keeps the page out of search results (error pages). */
  noindex?: boolean;
  /** The page is the answer to an address that names nothing (served with 404). */
  notFound?: boolean;
  /**
   * The page's own picture for a shared link: a site path (`/uploads/...`) or an absolute URL.
   * Without one, the site's picture (SITE_SHARE_IMAGE) is named: every page has a preview.
   */
  image?: string | null;
  /** The page's path in each language when it differs by language (an article's slug). */
  paths?: Partial<Record<PageLang, string>>;
  /**
   * The query parameters its canonical address keeps, in this order (a list's filters that are the
   * same in both languages); `page` (a list's page number above 1) unless named otherwise.
   */
  canonicalQuery?: readonly string[];
  /** `article` for a magazine article or a news item. */
  type?: 'website' | 'article';
  /** The trail from the home page to this page (schema.org BreadcrumbList); the home page has none. */
  breadcrumbs?: readonly { name: string; path: string }[];
  /** schema.org objects of the page itself, given the site's origin (the Organization is on every page). */
  structuredData?: (origin: string) => readonly Record<string, unknown>[];
}

export interface PageHeadContext {
  /** The site's origin: `https://example.com`. */
  origin: string;
  lang: PageLang;
  /** The page's path without its language prefix, with the query it is canonical with. */
  path: string;
}

const OG_LOCALE: Record<PageLang, string> = { ar: 'ar_SA', en: 'en_US' };

function documentTitle(title: string, lang: PageLang): string {
  const site = BRAND.name[lang];
  return title && title !== site ? `${title} | ${site}` : site;
}

function decodedPath(path: string): string {
  try {
    return decodeURI(path);
  } catch {
    return path;
  }
}

/** A site path as an absolute URL, percent-encoded once (slugs are Arabic words); absolute URLs stay. */
export function absoluteUrl(origin: string, url: string): string {
  if (/^https?:\/\//i.test(url)) return url;
  return `${origin}${encodeURI(decodedPath(url.startsWith('/') ? url : `/${url}`))}`;
}

/** The Organization every page names (schema.org), in the page's language. */
function organizationData(origin: string, lang: PageLang): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    '@id': `${origin}/#organization`,
    name: BRAND.name[lang],
    alternateName: BRAND.name[lang === 'ar' ? 'en' : 'ar'],
    url: absoluteUrl(origin, localizedPath(lang, '/')),
    logo: `${origin}/favicon.svg`,
    slogan: BRAND.tagline[lang],
  };
}

/** What an article or a news item page says of itself to search engines. */
export interface ArticleFacts {
  type: 'Article' | 'NewsArticle';
  title: string;
  description: string;
  image?: string | null | undefined;
  /** ISO date and time. */
  published: string;
  lang: PageLang;
  /** The page's own path in its language, without the language prefix (`/news/2-ten-new-branches`). */
  path: string;
  /** Further properties of the kind (an article's section and keywords). */
  more?: Record<string, unknown>;
}

/**
 * An Article or NewsArticle (schema.org), published and written by the group itself, at its
 * address in its own language (`/en/news/...` for the English page).
 */
export function articleData(origin: string, facts: ArticleFacts): Record<string, unknown> {
  const organization = { '@id': `${origin}/#organization` };
  const url = absoluteUrl(origin, localizedPath(facts.lang, facts.path));
  return {
    '@context': 'https://schema.org',
    '@type': facts.type,
    // Search engines show headlines of up to 110 characters.
    headline: facts.title.slice(0, 110),
    description: facts.description,
    ...(facts.image ? { image: [absoluteUrl(origin, facts.image)] } : {}),
    datePublished: facts.published,
    inLanguage: facts.lang,
    ...facts.more,
    url,
    mainEntityOfPage: url,
    publisher: organization,
    author: organization,
  };
}

/**
 * JSON for a <script type="application/ld+json">: `<` is escaped so no value can close the
 * element, whatever staff typed into a title.
 */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function pageHead(meta: PageMeta, { origin, lang, path }: PageHeadContext): PageHead {
  const title = documentTitle(meta.title, lang);
  const pathIn = (other: PageLang) => meta.paths?.[other] ?? path;
  const url = absoluteUrl(origin, localizedPath(lang, pathIn(lang)));
  const tags: HeadTag[] = [{ tag: 'meta', attrs: { name: 'description', content: meta.description } }];
  if (meta.noindex) {
    tags.push({ tag: 'meta', attrs: { name: 'robots', content: 'noindex' } });
  } else {
    tags.push({ tag: 'link', attrs: { rel: 'canonical', href: url } });
    for (const other of PAGE_LANGS) {
      tags.push({
        tag: 'link',
        attrs: { rel: 'alternate', hreflang: other, href: absoluteUrl(origin, localizedPath(other, pathIn(other))) },
      });
    }
    // Arabic is the site's default language.
    tags.push({
      tag: 'link',
      attrs: { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(origin, pathIn('ar')) },
    });
  }
  const property = (name: string, content: string) => tags.push({ tag: 'meta', attrs: { property: name, content } });
  const named = (name: string, content: string) => tags.push({ tag: 'meta', attrs: { name, content } });
  property('og:type', meta.type ?? 'website');
  property('og:site_name', BRAND.name[lang]);
  property('og:title', meta.title || BRAND.name[lang]);
  property('og:description', meta.description);
  property('og:url', url);
  property('og:locale', OG_LOCALE[lang]);
  property('og:locale:alternate', OG_LOCALE[lang === 'ar' ? 'en' : 'ar']);
  // The page's own picture (its size is not known here), else the site's, whose size is.
  const image = meta.image ? absoluteUrl(origin, meta.image) : absoluteUrl(origin, SITE_SHARE_IMAGE.path);
  const imageAlt = meta.image ? meta.title || BRAND.name[lang] : BRAND.name[lang];
  property('og:image', image);
  if (!meta.image) {
    property('og:image:type', SITE_SHARE_IMAGE.type);
    property('og:image:width', String(SITE_SHARE_IMAGE.width));
    property('og:image:height', String(SITE_SHARE_IMAGE.height));
  }
  property('og:image:alt', imageAlt);
  named('twitter:card', 'summary_large_image');
  named('twitter:title', meta.title || BRAND.name[lang]);
  named('twitter:description', meta.description);
  named('twitter:image', image);
  named('twitter:image:alt', imageAlt);
  const data = [organizationData(origin, lang), ...(meta.structuredData?.(origin) ?? [])];
  if (meta.breadcrumbs?.length) {
    data.push(breadcrumbData(origin, lang, [{ name: BRAND.shortName[lang], path: '/' }, ...meta.breadcrumbs]));
  }
  for (const item of data) {
    tags.push({ tag: 'script', attrs: { type: 'application/ld+json' }, text: jsonForScript(item) });
  }
  return { title, tags };
}

/** A breadcrumb trail (schema.org BreadcrumbList) from the home page to this one. */
function breadcrumbData(
  origin: string,
  lang: PageLang,
  trail: readonly { name: string; path: string }[],
): Record<string, unknown> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, localizedPath(lang, crumb.path)),
    })),
  };
}
