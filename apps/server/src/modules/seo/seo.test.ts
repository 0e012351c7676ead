import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PUBLIC_PAGE_PATHS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  it('allows the public pages, keeps crawlers out of staff areas and the API, and names the sitemap', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    const lines = res.body.trim().split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toContain('Allow: /');
    for (const path of ['/admin', '/store-admin', '/login', '/api/']) expect(lines).toContain(`Disallow: ${path}`);
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // No rule shuts out a public page.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(4);
    expect(res.body).not.toBe(STATIC_ROBOTS);
  });

  it('needs no token', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/robots.txt', headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Sitemap:');
  });
});

describe('GET /sitemap.xml', () => {
  it('lists every public page in both languages with hreflang alternates and absolute URLs', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(res.body).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');

    const urls = [...res.body.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1] as string);
    expect(urls).toHaveLength(PUBLIC_PAGE_PATHS.length * 2);
    const locs = urls.map((block) => /<loc>(.*?)<\/loc>/.exec(block)?.[1]);
    for (const page of [
      '/',
      '/about-us',
      '/investor-relations',
      '/branches',
      '/medical-journal',
      '/form',
      '/contact-us',
    ]) {
      for (const lang of ['ar', 'en']) expect(locs).toContain(`${PUBLIC_URL}${page}?lang=${lang}`);
    }
    expect(locs.some((loc) => /Error|Not-found|admin|login/.test(loc ?? ''))).toBe(false);

    for (const block of urls) {
      const loc = /<loc>(.*?)<\/loc>/.exec(block)?.[1] ?? '';
      const page = loc.replace(/\?lang=(ar|en)$/, '');
      const links = [...block.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]+)"\/>/g)].map(
        (m) => [m[1], m[2]],
      );
      expect(links).toEqual([
        ['ar', `${page}?lang=ar`],
        ['en', `${page}?lang=en`],
        ['x-default', page],
      ]);
    }
  });

  it('follows the configured public URL', async () => {
    const other = await createTestContext({ publicUrl: 'http://localhost:4100' }, { extraRoutes: registerOnce });
    try {
      const res = await other.app.inject({ method: 'GET', url: '/sitemap.xml' });
      expect(res.body).toContain('<loc>http://localhost:4100/about-us?lang=en</loc>');
      expect(res.body).not.toContain(PUBLIC_URL);
      const robots = await other.app.inject({ method: 'GET', url: '/robots.txt' });
      expect(robots.body).toContain('Sitemap: http://localhost:4100/sitemap.xml');
    } finally {
      await other.close();
    }
  });
});
