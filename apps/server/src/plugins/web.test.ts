import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';

const INDEX =
  '<!doctype html><html lang="ar" dir="rtl"><head><script type="module" src="/assets/index-4f2a9c.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;

/** A web build as Vite leaves it, with the .br/.gz siblings of the build step. */
function fakeDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), INDEX);
  fs.writeFileSync(path.join(dir, 'index.html.br'), zlib.brotliCompressSync(INDEX));
  fs.writeFileSync(path.join(dir, 'assets', 'index-4f2a9c.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'assets', 'index-4f2a9c.js.br'), zlib.brotliCompressSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'assets', 'index-4f2a9c.js.gz'), zlib.gzipSync(SCRIPT));
  fs.writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  return dir;
}

let dist: string;
let ctx: TestContext;
let bare: TestContext;

beforeAll(async () => {
  dist = fakeDist();
  ctx = await createTestContext({ webDist: dist });
});
afterAll(async () => {
  await ctx?.close();
  await bare?.close();
  fs.rmSync(dist, { recursive: true, force: true });
});

const page = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', ...headers } });

describe('web app', () => {
  it('serves index.html at / without long caching', async () => {
    const res = await page('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toBe(INDEX);
  });

  it('serves index.html for deep links (history fallback)', async () => {
    for (const url of ['/admin/admin-users?page=2', '/store-admin/orders/15', '/about-us', '/login?lang=en']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toBe(INDEX);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
  });

  it('uses the pre-compressed sibling when the browser accepts it', async () => {
    const res = await page('/admin/admin-users?page=2', { 'accept-encoding': 'br, gzip' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(INDEX);
  });

  it('serves hashed assets pre-compressed and cached forever', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-4f2a9c.js',
      headers: { 'accept-encoding': 'br' },
    });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gz = await ctx.app.inject({
      method: 'GET',
      url: '/assets/index-4f2a9c.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    const plain = await ctx.app.inject({ method: 'GET', url: '/assets/index-4f2a9c.js' });
    expect(plain.body).toBe(SCRIPT);
  });

  it('serves other build files with revalidation', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/favicon.svg' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('keeps JSON 404s for the API, media, missing assets, non-page requests and other methods', async () => {
    const cases: Array<[string, string, Record<string, string>]> = [
      ['GET', '/api/nope', {}],
      ['GET', '/api/admin/nothing-here', {}],
      ['GET', '/uploads/missing.png', {}],
      ['GET', '/assets/missing-123.js', {}],
      ['GET', '/admin/admin-users', { accept: 'application/json' }],
      ['POST', '/admin/admin-users', {}],
    ];
    for (const [method, url, headers] of cases) {
      const res = await ctx.app.inject({
        method: method as 'GET' | 'POST',
        url,
        headers: { accept: 'text/html', locale: 'en', ...headers },
      });
      expect(res.statusCode, url).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested path does not exist.' });
    }
  });

  it('still answers the API', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.status).toBe('ok');
  });

  it('answers deep links with the JSON 404 when no web build is configured or found', async () => {
    bare = await createTestContext({ webDist: path.join(dist, 'missing') });
    const res = await bare.app.inject({
      method: 'GET',
      url: '/admin/admin-users?page=2',
      headers: { accept: 'text/html', locale: 'en' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'The requested path does not exist.' });
  });
});
