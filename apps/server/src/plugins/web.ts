/**
 * Serves the built web app when `config.webDist` is an existing directory: pre-compressed `.br`/`.gz`
 * siblings when the browser accepts them, hashed `/assets/*` cached forever, everything else (index.html,
 * robots.txt, icons) revalidated on every load. Deep links (`/admin/admin-users?page=2`) get index.html
 * through the one not-found handler (plugins/errors.ts); the API and media keep their JSON 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import { isPublicPagePath } from '@app/contracts/page-addresses';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { markRoutesPublic } from '../lib/public-routes';
import { loadPageRenderer } from './pages';
import { PUBLIC_URL_PREFIX } from './storage';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths that are files or API calls, never pages of the app. */
const NOT_PAGES = ['/api/', PUBLIC_URL_PREFIX, '/assets/'];

function acceptsHtml(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return typeof accept === 'string' && accept.includes('text/html');
}

/**
 * Whether a request for a public page's address gets the page. Link-preview robots (WhatsApp, X,
 * Facebook) and many crawlers accept any type (a star for type and subtype) or send no Accept at
 * all: they get the page too, or a shared link would show no preview. Only a client that names
 * other types and not HTML gets the JSON 404.
 */
function acceptsPublicPage(request: FastifyRequest): boolean {
  const accept = request.headers.accept;
  return accept === undefined || accept.includes('text/html') || accept.includes('*/*');
}

async function webPlugin(app: FastifyInstance): Promise<void> {
  const dist = app.config.webDist;
  if (!dist) return;
  const root = path.resolve(dist);
  if (!fs.existsSync(root) || !fs.statSync(root).isDirectory()) {
    app.log.warn({ webDist: root }, 'web build not found; serving the API only');
    return;
  }

  const assetsDir = path.join(root, 'assets') + path.sep;
  const setHeaders = (reply: FastifyReply, filePath: string) => {
    reply.header('cache-control', filePath.startsWith(assetsDir) ? IMMUTABLE : 'no-cache');
  };
  const shared = { root, preCompressed: true, cacheControl: false, dotfiles: 'ignore', setHeaders } as const;

  // Root-level, no routes: gives reply.sendFile to the not-found handler, which runs in the root context.
  await app.register(fastifyStatic, { ...shared, serve: false });

  await app.register(async (web) => {
    markRoutesPublic(web);
    await web.register(fastifyStatic, {
      ...shared,
      prefix: '/',
      decorateReply: false,
      // `/` is a page: the server renders it (pages.ts), like every other public address.
      index: false,
      list: false,
    });
  });

  if (!fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn({ webDist: root }, 'web build has no index.html; deep links will get 404');
    return;
  }
  const servedIndex = new WeakSet<FastifyRequest>();
  const clientShell = (reply: FastifyReply) => reply.code(200).sendFile('index.html');
  // The staff app's shell (sign-in, back-offices) is of no use in search results. robots.txt does
  // not shut crawlers out of it, so that they read this and drop the address.
  const staffShell = (reply: FastifyReply) => clientShell(reply.header('x-robots-tag', 'noindex, nofollow'));
  const pages = await loadPageRenderer(app, root, clientShell);
  const page = (request: FastifyRequest, reply: FastifyReply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    // Public pages are rendered on the server; the staff areas are the client-rendered app.
    if (!isPublicPagePath(pathname)) return staffShell(reply);
    return pages ? pages.serve(request, reply) : clientShell(reply);
  };
  app.notFoundFallback.handler = (request, reply) => {
    const pathname = request.url.split('?', 1)[0] ?? '/';
    if (NOT_PAGES.some((prefix) => pathname.startsWith(prefix))) return undefined;
    const wanted = pages && isPublicPagePath(pathname) ? acceptsPublicPage(request) : acceptsHtml(request);
    if (!wanted) return undefined;
    // Once per request: should index.html vanish, the second pass ends in the JSON 404.
    if (servedIndex.has(request)) return undefined;
    servedIndex.add(request);
    return page(request, reply);
  };
  // The home page is a page like the others (the file server would answer a directory listing refusal).
  await app.register(async (home) => {
    markRoutesPublic(home);
    home.get('/', { schema: { hide: true } }, page);
    // The build's index.html is the template of every page, not a page: its address is the home page's.
    home.get('/index.html', { schema: { hide: true } }, (request, reply) => {
      const queryAt = request.url.indexOf('?');
      return reply
        .code(301)
        .header('cache-control', 'public, max-age=86400')
        .header('location', `/${queryAt === -1 ? '' : request.url.slice(queryAt)}`)
        .send();
    });
  });
}

export default fp(webPlugin, { name: 'web', fastify: '5.x', dependencies: ['errors'] });
