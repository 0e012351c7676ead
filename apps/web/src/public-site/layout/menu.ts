import type { Lang } from '../../shared/lang';
import type { MenuItem } from '../common/api-types';

export interface NavEntry {
  key: string;
  href: string;
  label: string;
  external: boolean;
}

const EXTERNAL = /^(https?:)?\/\//i;

/** A menu uri as a path: `about-us` and `/about-us/` both become `/about-us`; full URLs stay as they are. */
function normalizeUri(uri: string): string {
  const trimmed = uri.trim();
  if (EXTERNAL.test(trimmed)) return trimmed;
  const path = `/${trimmed.replace(/^\/+/, '')}`.replace(/\/+$/, '');
  return path === '' ? '/' : path;
}

/** The item the current URL belongs to: `/` only on the home page, others also for their sub-paths. */
export function isActive(href: string, pathname: string): boolean {
  if (EXTERNAL.test(href)) return false;
  const current = pathname.toLowerCase().replace(/\/+$/, '') || '/';
  const target = href.toLowerCase();
  if (target === '/') return current === '/';
  return current === target || current.startsWith(`${target}/`);
}

export function menuEntries(items: readonly MenuItem[], lang: Lang): NavEntry[] {
  return items
    .filter((item) => item.uri?.trim())
    .map((item) => {
      const href = normalizeUri(item.uri);
      const label = (lang === 'en' ? item.title_en : item.title_ar) || item.title_ar || item.title_en;
      return { key: String(item.id), href, label, external: EXTERNAL.test(href) };
    });
}
