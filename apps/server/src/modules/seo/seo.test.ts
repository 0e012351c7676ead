import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@app/contracts';
import { slugOf } from '@app/contracts/page-addresses';
import { SITE_SHARE_IMAGE } from '@app/contracts/page-render';
import { eq } from 'drizzle-orm';
import xmlParser from 'fast-xml-parser';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoBranches } from '../../cli/demo/branches';
import { seedDemoInvestor } from '../../cli/demo/investor';
import { seedDemoMagazine } from '../../cli/demo/magazine';
import { articles, branches, news } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import seoRoutes from './public-routes';

const PUBLIC_URL = 'https://www.pharmacy.example';
const STATIC_ROBOTS = 'User-agent: *\nDisallow: /\n';

/** A web build that still carries a static robots.txt, to prove the route is not shadowed by it. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seo-dist-'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><html><body><div id="root"></div></body></html>');
  fs.writeFileSync(path.join(dir, 'robots.txt'), STATIC_ROBOTS);
  return dir;
}

/** Registers the module unless the application already does (it is wired in app.ts before the web plugin). */
async function registerOnce(app: FastifyInstance): Promise<void> {
  if (!app.hasRoute({ method: 'GET', url: '/robots.txt' })) await app.register(seoRoutes);
}

let dist: string;
let ctx: TestContext;

beforeAll(async () => {
  dist = fakeDist();
  ctx = await createTestContext({ publicUrl: PUBLIC_URL, webDist: dist }, { extraRoutes: registerOnce });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

describe('GET /robots.txt', () => {
  it('allows the pages, keeps crawlers out of the API, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    expect(lines).toContain('Disallow: /api/');
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // No rule shuts out a page: the staff app's shells answer `X-Robots-Tag: noindex`, which a
    // crawler kept out by robots.txt would never read (and could list the address anyway).
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toEqual(['Disallow: /api/']);
    expect(res.body).not.toBe(STATIC_ROBOTS);
  });

  it('needs no token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap:');
  });
});

describe('GET /sitemap.xml', () => {
  interface SitemapUrl {
    loc: string;
    lastmod?: string;
    'xhtml:link': { '@_rel': string; '@_hreflang': string; '@_href': string }[];
  }

  async function sitemap(app: FastifyInstance): Promise<SitemapUrl[]> {
    const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(xmlParser.validate(res.body)).toBe(true);
    const parsed = xmlParser.parse(res.body, {
      ignoreAttributes: false,
      attributeNamePrefix: '@_',
      arrayMode: /^(url|xhtml:link)$/,
    });
    expect(parsed.urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    return parsed.urlset.url as SitemapUrl[];
  }

  it('lists every public page in both languages, each with its alternates', async () => {
    const urls = await sitemap(ctx.app);
    const locs = urls.map((url) => url.loc);
    for (const page of PUBLIC_PAGE_PATHS) {
      expect(locs).toContain(`${PUBLIC_URL}${page}`);
      expect(locs).toContain(`${PUBLIC_URL}${page === '/' ? '/en' : `/en${page}`}`);
    }
    expect(locs.some((loc) => /Error|Not-found|admin|login|\?/.test(loc))).toBe(false);
    for (const url of urls) {
      const links = url['xhtml:link'].map((link) => [link['@_hreflang'], link['@_href']]);
      expect(links.map(([lang]) => lang)).toEqual(['ar', 'en', 'x-default']);
      // The page is one of its own alternates, and x-default is the Arabic page.
      expect(links.map(([, href]) => href)).toContain(url.loc);
      expect(links[2]?.[1]).toBe(links[0]?.[1]);
    }
  });

  it('lists each published article and news item and each city, with readable slugs and dates', async () => {
    await seedDemoMagazine(ctx.app.db, ctx.app.storage);
    await seedDemoInvestor(ctx.app.db, ctx.app.storage);
    await seedDemoBranches(ctx.app.db, ctx.app.storage);
    const [draft] = await ctx.app.db
      .insert(articles)
      .values({
        categoryId: (await ctx.app.db.select().from(articles).limit(1))[0]!.categoryId,
        name: { ar: 'مسودة', en: 'Draft' },
        description: { ar: '', en: '' },
        tags: { ar: [], en: [] },
        active: false,
      })
      .returning({ id: articles.id });
    const urls = await sitemap(ctx.app);
    const locs = urls.map((url) => decodeURI(url.loc));

    const published = await ctx.app.db.select().from(articles).where(eq(articles.active, true));
    expect(published.length).toBeGreaterThan(0);
    for (const article of published) {
      expect(locs).toContain(`${PUBLIC_URL}/medical-journal/${slugOf(article.id, article.name.ar)}`);
      expect(locs).toContain(`${PUBLIC_URL}/en/medical-journal/${slugOf(article.id, article.name.en)}`);
    }
    expect(locs.some((loc) => loc.includes(`/medical-journal/${draft!.id}-`))).toBe(false);
    const newsRows = await ctx.app.db.select().from(news);
    for (const item of newsRows) expect(locs).toContain(`${PUBLIC_URL}/news/${slugOf(item.id, item.name.ar)}`);
    expect(locs).toContain(`${PUBLIC_URL}/branches/جدة`);
    expect(locs).toContain(`${PUBLIC_URL}/en/branches/Jeddah`);
    // Each active branch has its page under its city, an inactive one none.
    const activeBranches = await ctx.app.db.select().from(branches).where(eq(branches.active, true));
    expect(activeBranches.length).toBeGreaterThan(10);
    for (const branch of activeBranches) {
      expect(locs).toContain(`${PUBLIC_URL}/branches/${branch.city.ar}/${slugOf(branch.id, branch.name.ar)}`);
      expect(locs).toContain(`${PUBLIC_URL}/en/branches/${branch.city.en}/${slugOf(branch.id, branch.name.en)}`);
    }
    const [closed] = await ctx.app.db
      .update(branches)
      .set({ active: false })
      .where(eq(branches.id, activeBranches[0]!.id))
      .returning();
    const after = (await sitemap(ctx.app)).map((url) => decodeURI(url.loc));
    expect(after.some((loc) => loc.includes(`/${slugOf(closed!.id, closed!.name.ar)}`))).toBe(false);
    await ctx.app.db.update(branches).set({ active: true }).where(eq(branches.id, closed!.id));

    // An article's page names its English address as its alternate, with the English words.
    const first = published[0]!;
    const entry = urls.find((url) =>
      decodeURI(url.loc).endsWith(`/medical-journal/${slugOf(first.id, first.name.ar)}`),
    );
    expect(entry?.lastmod).toBe(first.updatedAt.toISOString());
    expect(decodeURI(entry?.['xhtml:link'][1]?.['@_href'] ?? '')).toBe(
      `${PUBLIC_URL}/en/medical-journal/${slugOf(first.id, first.name.en)}`,
    );
    // The journal's list page changed when its newest article did.
    const journal = urls.find((url) => url.loc === `${PUBLIC_URL}/medical-journal`);
    const newest = new Date(Math.max(...published.map((a) => a.updatedAt.getTime())));
    expect(journal?.lastmod).toBe(newest.toISOString());
  });

  it('follows the configured public URL', async () => {
    const other = await createTestContext({ publicUrl: 'http://localhost:4100' }, { extraRoutes: registerOnce });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.body).toContain('<loc>http://localhost:4100/en/about-us</loc>');
      expect(res.body).not.toContain(PUBLIC_URL);
      const robots = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: http://localhost:4100/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});

describe('GET /share-image.png', () => {
  it("answers the site's picture for shared links: a PNG of the size the pages name", async () => {
    const res = await ctx.app.inject({ method: 'GET', url: SITE_SHARE_IMAGE.path });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    const image = await sharp(res.rawPayload).metadata();
    expect(image).toMatchObject({ format: 'png', width: SITE_SHARE_IMAGE.width, height: SITE_SHARE_IMAGE.height });
    // Small enough for every link-preview robot (WhatsApp takes up to 600 KB).
    expect(res.rawPayload.length).toBeLessThan(300_000);
    const again = await ctx.app.inject({ method: 'GET', url: SITE_SHARE_IMAGE.path });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });
});
