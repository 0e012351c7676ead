import { LOCALES } from '@app/contracts';
import { localizedPath } from '@app/contracts/page-addresses';
import { SITE_SHARE_IMAGE } from '@app/contracts/page-render';
import type { FastifyInstance } from 'fastify';
import { type SitemapPage, sitemapPages } from './service';
import { shareImagePng } from './share-image';

/**
 * GET /robots.txt and GET /sitemap.xml for the public website, and the site's picture for shared
 * links (GET /share-image.png). The first two are built from the configured public URL, so one
 * build serves any host; register this before the web plugin so a static robots.txt in the web
 * build can never take its place.
 */

/**
 * The API is no page. The staff areas and the sign-in page are not listed here: their shell answers
 * `X-Robots-Tag: noindex` (plugins/web.ts), which a crawler shut out by robots.txt would never
 * read, and an address it may not fetch can still be listed from a link to it.
 */
const ROBOTS_DISALLOW = ['/api/'] as const;

/** Crawlers may cache these for an hour. */
const CACHE_CONTROL = 'public, max-age=3600';

function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    ...ROBOTS_DISALLOW.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

function escapeXml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/**
 * One <url> per page and language (`/about-us`, `/en/about-us`), each listing every language
 * version and the Arabic page as x-default, as search engines ask.
 */
function sitemapXml(publicUrl: string, pages: readonly SitemapPage[]): string {
  const url = (path: string) => `${publicUrl}${encodeURI(path)}`;
  const urls: string[] = [];
  for (const page of pages) {
    const alternates = [
      ...LOCALES.map((lang) => ({ hreflang: lang, href: url(localizedPath(lang, page.paths[lang])) })),
      { hreflang: 'x-default', href: url(page.paths.ar) },
    ];
    const links = alternates
      .map((alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hreflang}" href="${escapeXml(alt.href)}"/>`)
      .join('\n');
    const lastmod = page.lastmod ? `\n    <lastmod>${page.lastmod.toISOString()}</lastmod>` : '';
    for (const lang of LOCALES) {
      urls.push(
        `  <url>\n    <loc>${escapeXml(url(localizedPath(lang, page.paths[lang])))}</loc>${lastmod}\n${links}\n  </url>`,
      );
    }
  }
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export default async function seoRoutes(app: FastifyInstance): Promise<void> {
  const robots = robotsTxt(app.config.publicUrl);

  app.get('/robots.txt', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply.header('cache-control', CACHE_CONTROL).type('text/plain; charset=utf-8').send(robots),
  );

  app.get(SITE_SHARE_IMAGE.path, { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', 'public, max-age=86400')
      .type(SITE_SHARE_IMAGE.type)
      .send(await shareImagePng()),
  );

  app.get('/sitemap.xml', { config: { public: true }, schema: { hide: true } }, async (_request, reply) =>
    reply
      .header('cache-control', CACHE_CONTROL)
      .type('application/xml; charset=utf-8')
      .send(sitemapXml(app.config.publicUrl, await sitemapPages(app.db))),
  );
}
