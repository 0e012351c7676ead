import { BRAND } from '@app/contracts/brand';
import { useEffect } from 'react';
import { getLang } from '../../shared/lang';

export interface PageMeta {
  /** The page's own title; the site name is appended. */
  title: string;
  description: string;
  /** Keeps the page out of search results (error pages). */
  noindex?: boolean;
}

function metaTag(name: string): HTMLMetaElement {
  let tag = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`);
  if (!tag) {
    tag = document.createElement('meta');
    tag.name = name;
    document.head.appendChild(tag);
  }
  return tag;
}

/** Sets <title>, the meta description and, on request, `robots: noindex` in the active language. */
export function usePageMeta({ title, description, noindex = false }: PageMeta): void {
  const site = BRAND.name[getLang()];

  useEffect(() => {
    document.title = title && title !== site ? `${title} | ${site}` : site;
    metaTag('description').content = description;
    if (!noindex) return;
    const robots = metaTag('robots');
    robots.content = 'noindex';
    return () => robots.remove();
  }, [title, description, noindex, site]);
}
