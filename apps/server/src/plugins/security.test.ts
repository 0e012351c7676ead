import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { contentSecurityPolicy, securityHeaders, tileSource } from './security';

const big = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `فرع رقم ${i}`, city: 'الرياض' }));

function routes(app: FastifyInstance) {
  app.get('/api/test/big', async () => ({ data: big }));
  app.get('/api/test/small', async () => ({ data: { ok: true } }));
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext(
    { mapTileUrl: 'https://{s}.tiles.example.org/{z}/{x}/{y}.png' },
    { extraRoutes: routes },
  );
});
afterAll(() => ctx?.close());

describe('security headers', () => {
  it('sends a CSP fit for the same-origin SPA, with the tile host allowed for images', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/small' });
    const csp = res.headers['content-security-policy'] as string;
    const directives = Object.fromEntries(
      csp.split(';').map((d) => {
        const [name, ...values] = d.trim().split(/\s+/);
        return [name, values];
      }),
    );
    expect(directives['default-src']).toEqual(["'self'"]);
    expect(directives['script-src']).toEqual(["'self'"]);
    expect(directives['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(directives['img-src']).toEqual(["'self'", 'data:', 'blob:', 'https://*.tiles.example.org']);
    expect(directives['connect-src']).toEqual(["'self'"]);
    expect(directives['frame-ancestors']).toEqual(["'none'"]);
    expect(directives['object-src']).toEqual(["'none'"]);
    expect(directives).not.toHaveProperty('upgrade-insecure-requests');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers).not.toHaveProperty('x-powered-by');
  });

  it('sends no CORS headers, even to a cross-origin caller or preflight', async () => {
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/small',
      headers: { origin: 'https://evil.example' },
    });
    expect(get.headers).not.toHaveProperty('access-control-allow-origin');
    const preflight = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/test/small',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.headers).not.toHaveProperty('access-control-allow-origin');
    expect(preflight.headers).not.toHaveProperty('access-control-allow-methods');
  });

  it('derives the tile source from the configured tile URL', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://tile.openstreetmap.org');
    expect(tileSource('https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe('https://*.tile.openstreetmap.org');
    expect(tileSource('http://localhost:8080/tiles/{z}/{x}/{y}.png')).toBe('http://localhost:8080');
    expect(tileSource('/tiles/{z}/{x}/{y}.png')).toBeUndefined();
    expect(tileSource('javascript:alert(1)')).toBeUndefined();
    const https = contentSecurityPolicy({ mapTileUrl: '/t/{z}.png', publicUrl: 'https://pharmacy.example' });
    expect(https['upgrade-insecure-requests']).toEqual([]);
    expect(https['img-src']).toEqual(["'self'", 'data:', 'blob:']);
  });

  it("allows exactly the built page's inline scripts by hash, and no other inline script", () => {
    const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'csp-dist-'));
    const inline = "document.documentElement.dir='rtl';";
    fs.writeFileSync(
      path.join(dist, 'index.html'),
      `<html><head><script>${inline}</script><script type="module" src="/assets/x.js"></script></head></html>`,
    );
    const csp =
      securityHeaders({ mapTileUrl: '/t/{z}.png', publicUrl: 'http://x', webDist: dist })['content-security-policy'] ??
      '';
    const hash = createHash('sha256').update(inline).digest('base64');
    expect(csp).toContain(`script-src 'self' 'sha256-${hash}';`);
    expect(csp).not.toContain("unsafe-inline';script");
    expect(csp.match(/sha256-/g)).toHaveLength(1);
    fs.rmSync(dist, { recursive: true, force: true });
  });
});

describe('compression', () => {
  it('compresses JSON answers over 1 KB with brotli or gzip', async () => {
    const br = await ctx.app.inject({
      method: 'GET',
      url: '/api/test/big',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString()).data).toEqual(big);
    expect(br.rawPayload.length).toBeLessThan(JSON.stringify({ data: big }).length / 3);

    const gzip = await ctx.app.inject({ method: 'GET', url: '/api/test/big', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(zlib.gunzipSync(gzip.rawPayload).toString()).data).toEqual(big);
  });

  it('leaves small answers and clients without compression alone', async () => {
    const small = await ctx.app.inject({ method: 'GET', url: '/api/test/small', headers: { 'accept-encoding': 'br' } });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ data: { ok: true } });
    const plain = await ctx.app.inject({ method: 'GET', url: '/api/test/big' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.json().data).toEqual(big);
  });
});
