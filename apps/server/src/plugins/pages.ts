/**
 * Public pages rendered on the server in the language of their address (`/en/...` English, else
 * Arabic), by the web build's SSR module (apps/web/src/entry-server.tsx, built to `<dist>-ssr/`).
 * A page is rendered from the same API answers the browser would read (through `inject`, so the
 * public cache answers them), and kept in the public cache with their tags: a staff save that
 * drops an answer drops every page built from it, on every instance.
 */
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isPageLang, isStaffPath, localizedPath, readPageAddress } from '@app/contracts/page-addresses';
import { PUBLIC_BUILD_ENTRY, PUBLIC_BUILD_MANIFEST, type RenderRequest } from '@app/contracts/page-render';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  type DocumentTemplate,
  MAIN_ENTRY,
  type Manifest,
  pageAssets,
  pageDocument,
  parseTemplate,
  type RenderedPage,
} from './page-document';
import { ANSWER_TAGS } from './public-cache';

interface SsrModule {
  render(request: RenderRequest<(url: string, init: RequestInit) => Promise<Response>>): Promise<RenderedPage>;
}

/** Renders waiting beyond this are answered with the client-rendered shell instead (a burst of misses). */
const MAX_WAITING_RENDERS = 16;

/** A redirect to a page's canonical address may be remembered by browsers and crawlers for a day. */
const REDIRECT_CACHE_CONTROL = 'public, max-age=86400';

export interface PageRenderer {
  /** Answers a GET of a public page: a kept or new rendering, or a redirect to its canonical address. */
  serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply>;
}

/** The SSR module beside a client build: `apps/web/dist` → `apps/web/dist-ssr/entry-server.js`. */
export function ssrEntryOf(webDist: string): string {
  return path.join(`${webDist.replace(/[\\/]+$/, '')}-ssr`, 'entry-server.js');
}

/**
 * The renderer of the build at `root`, or null when the build has no SSR module (pages are then
 * rendered in the browser from index.html, as before). Pages load the public site's own client
 * build when the dist has one (PUBLIC_BUILD_MANIFEST), else the main build's.
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  root: string,
  fallback: (reply: FastifyReply) => FastifyReply,
): Promise<PageRenderer | null> {
  const entry = ssrEntryOf(root);
  const publicManifest = path.join(root, PUBLIC_BUILD_MANIFEST);
  const hasPublicBuild = fs.existsSync(publicManifest);
  const manifestFile = hasPublicBuild ? publicManifest : path.join(root, '.vite', 'manifest.json');
  const entryKey = hasPublicBuild ? PUBLIC_BUILD_ENTRY : MAIN_ENTRY;
  if (!fs.existsSync(entry) || !fs.existsSync(manifestFile)) {
    app.log.warn({ ssrEntry: entry }, 'web build has no SSR module; public pages render in the browser');
    return null;
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const template: DocumentTemplate = parseTemplate(
    fs.readFileSync(path.join(root, 'index.html'), 'utf8'),
    manifest,
    entryKey,
  );
  const ssr = (await import(pathToFileURL(entry).href)) as SsrModule;
  const origin = app.config.publicUrl.replace(/\/+$/, '');

  const stylesheets = new Map<string, string>();
  const readCss = (file: string): string => {
    let text = stylesheets.get(file);
    if (text === undefined) {
      // On a public page the web fonts are shown only if they arrive in time for the first paint
      // (`optional`): a late swap reflowed the about page's text under the reader (a 0.15 layout
      // shift). The staff app keeps `swap` from the same stylesheet file.
      text = fs.readFileSync(path.join(root, file), 'utf8').replace(/font-display:\s*swap/g, 'font-display:optional');
      stylesheets.set(file, text);
    }
    return text;
  };

  let waiting = 0;

  async function render(url: string) {
    const tags: string[] = [];
    let untagged = false;
    const transport = async (input: string, init: RequestInit): Promise<Response> => {
      const response = await app.inject({
        method: 'GET',
        url: input,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
      });
      const answerTags = (response.raw.res as unknown as Record<symbol, unknown>)[ANSWER_TAGS];
      if (Array.isArray(answerTags)) tags.push(...(answerTags as string[]));
      else untagged = true;
      const empty = response.statusCode === 204 || response.statusCode === 304;
      return new Response(empty ? null : response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    };
    const mark = app.publicCache.mark();
    const page = await ssr.render({ url, origin, transport });
    // A page built from a read the cache does not keep (or a failed read) cannot be kept: nothing would drop it.
    return { page, tags, keepable: !untagged, mark };
  }

  async function serve(request: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const url = request.url;
    const queryAt = url.indexOf('?');
    const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
    const params = new URLSearchParams(queryAt === -1 ? '' : url.slice(queryAt + 1));
    const address = readPageAddress(pathname);
    const asked = params.get('lang');
    const lang = isPageLang(asked) ? asked : address.lang;
    params.delete('lang');
    if (isStaffPath(address.path)) {
      // `/en/login`: the staff app has one address for both languages and reads the language from `?lang=`.
      params.set('lang', lang);
      return redirect(reply, `${address.path}?${params}`);
    }
    if (asked !== null || !address.canonical) {
      // `?lang=` and other spellings of an address lead to its canonical form.
      const search = params.toString();
      return redirect(reply, `${localizedPath(lang, address.path)}${search ? `?${search}` : ''}`);
    }

    const kept = app.keptPages.get(url);
    if (kept) return app.keptPages.write(request, reply, kept, true);
    if (waiting >= MAX_WAITING_RENDERS) return fallback(reply);

    waiting++;
    let rendered: Awaited<ReturnType<typeof render>>;
    try {
      rendered = await render(url);
    } catch (error) {
      // A page that cannot render on the server still works in the browser.
      request.log.error({ err: error, url }, 'page rendering failed; sending the client-rendered shell');
      return fallback(reply);
    } finally {
      waiting--;
    }
    const { page, tags, keepable, mark } = rendered;
    if (page.kind === 'redirect') {
      const location = new URL(page.location, 'http://page.invalid');
      return reply
        .code(page.status)
        .header('cache-control', REDIRECT_CACHE_CONTROL)
        .header('location', `${location.pathname}${location.search}`)
        .send();
    }
    const assets = pageAssets(manifest, template, page.modules, page.lang, page.namespaces);
    const html = pageDocument(template, page, assets, readCss);
    if (page.status === 200 && page.complete && keepable) {
      const entry = await app.keptPages.keep(url, html, tags, mark);
      return app.keptPages.write(request, reply, entry, false);
    }
    return reply.code(page.status).header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
  }

  return { serve };
}

/** A 301 to a path of this site (never another host: readPageAddress folds repeated slashes). */
function redirect(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(301).header('cache-control', REDIRECT_CACHE_CONTROL).header('location', location).send();
}
