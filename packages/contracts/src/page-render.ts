/**
 * What the server asks of the web build's page renderer (apps/web/src/entry-server.tsx) and what it
 * answers (apps/server/src/plugins/pages.ts writes the document around it).
 */
import type { PageLang } from './page-addresses';

/** A tag of a page's <head>: meta, link, or a JSON-LD script with its text. */
export interface HeadTag {
  tag: 'meta' | 'link' | 'script';
  attrs: Record<string, string>;
  text?: string;
}

export interface PageHead {
  title: string;
  tags: HeadTag[];
}

/** `Transport` is `(url, init: RequestInit) => Promise<Response>` (a fetch; these contracts know no DOM types). */
export interface RenderRequest<Transport> {
  /** The requested path and query, as canonical (`/en/about-us?page=2`). */
  url: string;
  /** The site's public origin, for canonical addresses and link previews. */
  origin: string;
  /** Answers the page's API reads (`/api/...`) in the server's own process. */
  transport: Transport;
}

export type RenderedPage<State = unknown> =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page';
      status: number;
      lang: PageLang;
      head: PageHead;
      /** The inside of #root. */
      html: string;
      /** The data the browser hydrates with. */
      state: State;
      /** The lazy modules the page was built from (layout and page), for their stylesheets and scripts. */
      modules: string[];
      /** The string namespaces those modules load. */
      namespaces: string[];
      /** False when a read failed or a part fell back to the browser: such a page is not kept. */
      complete: boolean;
    };

/**
 * The public site's own client build (apps/web/vite.public.config.ts), beside the whole app's in
 * the same dist: its manifest, relative to the dist, and its entry's key there. Page modules and
 * strings keep their source keys.
 */
export const PUBLIC_BUILD_MANIFEST = '.vite/public-manifest.json';
export const PUBLIC_BUILD_ENTRY = 'src/public-main.tsx';

/**
 * The site's picture for a shared link (Open Graph, Twitter card), named by every public page
 * without a picture of its own; the server draws it from the brand's colours and mark.
 */
export const SITE_SHARE_IMAGE = { path: '/share-image.png', width: 1200, height: 630, type: 'image/png' } as const;
