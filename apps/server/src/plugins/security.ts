import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';

/**
 * The origin of the map tile server, as a CSP source: `https://tile.openstreetmap.org` from
 * `https://tile.openstreetmap.org/{z}/{x}/{y}.png`, `https://*.tile.example.com` for a `{s}` subdomain.
 * A relative tile URL (tiles served by this server) needs no extra source.
 */
export function tileSource(mapTileUrl: string): string | undefined {
  const withoutPlaceholders = mapTileUrl
    .replace(/^(\w+:\/\/)\{s\}\./, '$1wildcard-subdomain.')
    .replace(/\{[^}]*\}/g, '0');
  let url: URL;
  try {
    url = new URL(withoutPlaceholders);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
  return url.origin.replace('wildcard-subdomain.', '*.');
}

/**
 * Hashes of the inline scripts of the built index.html (the tiny script that sets the page
 * direction before the first paint), so the CSP can allow exactly those and nothing else.
 */
function inlineScriptHashes(webDist: string | undefined): string[] {
  if (!webDist) return [];
  const indexFile = path.join(webDist, 'index.html');
  if (!fs.existsSync(indexFile)) return [];
  const html = fs.readFileSync(indexFile, 'utf8');
  const hashes: string[] = [];
  for (const match of html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)) {
    const body = match[1] ?? '';
    if (body.trim()) hashes.push(`'sha256-${createHash('sha256').update(body).digest('base64')}'`);
  }
  return hashes;
}

/** A CSP for the Vite-built React app served from this origin, which also suits the API docs page. */
export function contentSecurityPolicy(config: {
  mapTileUrl: string;
  publicUrl: string;
  webDist?: string | undefined;
  storage?: Config['storage'];
}) {
  const tiles = tileSource(config.mapTileUrl);
  // Public files linked to a CDN or bucket address (S3_PUBLIC_URL) are images of the pages too.
  const files =
    config.storage?.backend === 's3' && config.storage.publicBaseUrl
      ? new URL(config.storage.publicBaseUrl).origin
      : undefined;
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'script-src': ["'self'", ...inlineScriptHashes(config.webDist)],
    'script-src-attr': ["'none'"],
    // Mantine (and Leaflet) inject <style> elements and style attributes at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(tiles ? [tiles] : []), ...(files ? [files] : [])],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // Only behind HTTPS: on a plain-HTTP deployment this would break every same-origin request.
  if (config.publicUrl.startsWith('https://')) directives['upgrade-insecure-requests'] = [];
  return directives;
}

/** The CSP directives as the header's text. */
function cspHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join(';');
}

/**
 * Every security header, computed once at start. (A per-request middleware rebuilt and
 * re-parsed the policy on every answer: about a tenth of the CPU of a cached public read.)
 */
export function securityHeaders(config: { mapTileUrl: string; publicUrl: string; webDist?: string | undefined }) {
  const headers: Record<string, string> = {
    'content-security-policy': cspHeader(contentSecurityPolicy(config)),
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    // The OpenStreetMap tile policy asks for a Referer; the origin alone leaks no page path.
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    // Same rule as frame-ancestors 'none', for browsers that predate CSP.
    'x-frame-options': 'DENY',
    'x-permitted-cross-domain-policies': 'none',
    // The legacy XSS auditor is itself a source of leaks; modern advice is to switch it off.
    'x-xss-protection': '0',
  };
  if (config.publicUrl.startsWith('https://')) {
    headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  }
  return headers;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Every security header, as each answer carries them. */
    securityHeaders: Readonly<Record<string, string>>;
  }
}

async function securityPlugin(app: FastifyInstance): Promise<void> {
  // No CORS plugin on purpose: the web app is served from this origin, so browsers refuse cross-origin API calls.
  const headers = securityHeaders(app.config);
  // Answers written whole outside Fastify's reply (the public cache's hits) include them themselves.
  app.decorate('securityHeaders', headers);
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
  });
}

export default fp(securityPlugin, { name: 'security', fastify: '5.x' });
