/**
 * The public website rendered on the server: the same routes and components as in the browser,
 * rendered to HTML with their data in the language of the address (`/en/...` English, else
 * Arabic). The server (apps/server, pages plugin) loads this module from the SSR build, asks it
 * for a page, and writes the document around it; the browser hydrates it (public-main.tsx). The
 * build runs it on Preact, as the page's scripts (vite.public.config.ts); written against React's
 * API, it also runs on React, which the two React-only checks below are for.
 */
import './shared/zod-config';
import { readPageAddress } from '@app/contracts/page-addresses';
import type { RenderedPage as RenderedPageOf, RenderRequest as RenderRequestOf } from '@app/contracts/page-render';
import { dehydrate, type Query, type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { publicAppRoutes } from './app/app-routes';
import { createQueryClient } from './app/query-client';
import { pageHead } from './public-site/common/page-head';
import { canonicalPath, type PageMetaCollector, PageMetaContext, type PagePaths } from './public-site/common/page-meta';
import type { PublicRouteHandle } from './public-site/routes';
import { setTransport } from './shared/api-client';
import { i18n, initI18n } from './shared/i18n';
import { type Lang, setPageLang } from './shared/lang';

export type Transport = (url: string, init: RequestInit) => Promise<Response>;
export type RenderRequest = RenderRequestOf<Transport>;

/** What the browser needs to hydrate exactly what the server rendered. */
export interface PageState {
  lang: Lang;
  queries: ReturnType<typeof dehydrate>;
  /** The page's paths per language, which its header's language switch links to (null: the same path in both). */
  paths?: PagePaths | null;
}

export type RenderedPage = RenderedPageOf<PageState>;

/** How React marks a Suspense boundary it gave up rendering on the server (Preact throws instead). */
const CLIENT_RENDERED_BOUNDARY = '<!--$!-->';

/** A development build writes the error and its stack into the page; visitors must never see them. */
function withoutErrorDetails(html: string): string {
  return html.replace(/<template\b[^>]*>/g, (tag) =>
    tag.includes('data-msg') || tag.includes('data-stck') ? '<template>' : tag,
  );
}

/** Reads that lead to other reads (a category, then its subcategories) need a few passes. */
const MAX_PASSES = 4;

/** Reads made by the page's components that have not run yet (enabled, never fetched). */
function unfetched(queryClient: QueryClient, asked: Set<string>): Query[] {
  return queryClient
    .getQueryCache()
    .getAll()
    .filter(
      (query) =>
        query.state.status === 'pending' &&
        query.state.fetchStatus === 'idle' &&
        (query.options as { enabled?: unknown }).enabled !== false &&
        !asked.has(query.queryHash),
    );
}

/**
 * Renders until every read the page makes has its answer: a pass renders, the reads it asked for
 * are fetched, and the next pass renders with them. The last pass is the page.
 */
async function renderWithData(render: () => ReactElement, queryClient: QueryClient): Promise<string> {
  const asked = new Set<string>();
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const html = renderToString(render());
    const reads = unfetched(queryClient, asked);
    if (reads.length === 0) return html;
    await Promise.all(
      reads.map((query) => {
        asked.add(query.queryHash);
        return queryClient.prefetchQuery({ ...query.options, queryKey: query.queryKey, retry: false });
      }),
    );
  }
  return renderToString(render());
}

async function renderPage({ url, origin, transport }: RenderRequest): Promise<RenderedPage> {
  const parsed = new URL(url, origin);
  const address = readPageAddress(parsed.pathname);
  const lang = address.lang;
  const basename = lang === 'en' ? '/en' : undefined;

  setPageLang(lang);
  setTransport(transport);
  await initI18n(lang);
  if (i18n.language !== lang) await i18n.changeLanguage(lang);

  const handler = createStaticHandler(publicAppRoutes, { basename });
  const context = await handler.query(new Request(parsed.href));
  if (context instanceof Response) {
    const location = context.headers.get('Location') ?? '/';
    return { kind: 'redirect', status: context.status === 301 ? 301 : 302, location };
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  const queryClient = createQueryClient({ serverRendered: true });
  const collector: PageMetaCollector = { meta: null, status: null, redirect: null, paths: null };
  const app = () => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <PageMetaContext.Provider value={collector}>
          {/* Hydration data travels in the page's own JSON (a CSP without inline scripts). */}
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </PageMetaContext.Provider>
      </QueryClientProvider>
    </I18nextProvider>
  );

  let html = await renderWithData(app, queryClient);

  if (collector.redirect) return { kind: 'redirect', status: 301, location: collector.redirect };
  // An item's page names its path in each language as it renders, after the header's language
  // switch has: once more with them, so the switch links to the other language's own address.
  const named = collector.meta?.paths ?? null;
  if (named && (named.ar !== collector.paths?.ar || named.en !== collector.paths?.en)) {
    collector.paths = named;
    html = renderToString(app());
  }

  const queries = queryClient.getQueryCache().getAll();
  // A part that failed to render is left to the browser (React marks it `<!--$!-->`): such a page is not kept.
  const complete =
    queries.every((query) => query.state.status === 'success') && !html.includes(CLIENT_RENDERED_BOUNDARY);
  const last = context.matches[context.matches.length - 1];
  const unmatched = last?.route.path === '*';
  const meta = collector.meta ?? { title: '', description: '' };
  const handles = context.matches
    .map((match) => match.route.handle as PublicRouteHandle | undefined)
    .filter((handle): handle is PublicRouteHandle => typeof handle?.module === 'string');

  return {
    kind: 'page',
    status: collector.status ?? (unmatched ? 404 : context.statusCode),
    lang,
    head: pageHead(meta, { origin, lang, path: canonicalPath(address.path, parsed.search, meta.canonicalQuery) }),
    html: withoutErrorDetails(html),
    state: {
      lang,
      queries: dehydrate(queryClient, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' }),
      paths: collector.paths,
    },
    modules: handles.map((handle) => handle.module),
    namespaces: [...new Set(handles.flatMap((handle) => handle.namespaces))],
    complete,
  };
}

/**
 * One page at a time: the language, the i18n instance and the API transport are module state
 * while a page renders. Pages are kept by the server's cache, so renders are rare.
 */
let queue: Promise<unknown> = Promise.resolve();

export function render(request: RenderRequest): Promise<RenderedPage> {
  const next = queue.then(() => renderPage(request));
  queue = next.catch(() => undefined);
  return next;
}
