import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../shared/i18n';
import PublicRouteError from './errors/route-error';

/**
 * The public website's route table. This file stays tiny (it is part of the entry chunk): the
 * layout and every page are lazy chunks that bring their own strings with them. Each lazy route
 * names its module in `handle.module` (its path in the build's manifest), so the server's
 * rendering can put the page's stylesheets and scripts into the first HTML.
 */

/** Strings the layout and every public page use. */
const PUBLIC_NAMESPACES = ['common', 'public'] as const;

type PageModule = { default: ComponentType };

const modules = import.meta.glob<PageModule>([
  './*/index.tsx',
  './magazine/article-page.tsx',
  './investor/news-page.tsx',
  './branches/city-page.tsx',
  './branches/branch-page.tsx',
  './errors/*-page.tsx',
  './layout/public-layout.tsx',
]);

/** What a lazy public route carries for the server's rendering. */
export interface PublicRouteHandle {
  /** The module's path relative to the web app's root, as the build manifest names it. */
  module: string;
  /** The string namespaces it loads with. */
  namespaces: readonly string[];
}

/** A lazy route of `file`: its code and its namespaces load together, so it never suspends on strings. */
function lazyModule(file: string, namespaces: readonly string[]): Pick<RouteObject, 'lazy' | 'handle'> {
  const load = modules[file];
  if (!load) throw new Error(`No public module ${file}`);
  const handle: PublicRouteHandle = {
    module: `src/public-site/${file.slice(2)}`,
    namespaces: [...PUBLIC_NAMESPACES, ...namespaces],
  };
  return {
    handle,
    lazy: async () => {
      const [module] = await Promise.all([load(), loadNamespaces(handle.namespaces)]);
      return { Component: module.default };
    },
  };
}

export const publicRoutes: RouteObject[] = [
  {
    id: 'public',
    ...lazyModule('./layout/public-layout.tsx', []),
    children: [
      {
        // A failing page shows its error inside the layout, so the menu stays usable.
        id: 'public-pages',
        ErrorBoundary: PublicRouteError,
        children: [
          { index: true, ...lazyModule('./home/index.tsx', ['home']) },
          { path: 'about-us', ...lazyModule('./about/index.tsx', ['about']) },
          { path: 'investor-relations', ...lazyModule('./investor/index.tsx', ['investor']) },
          { path: 'news/:slug', ...lazyModule('./investor/news-page.tsx', ['investor']) },
          { path: 'contact-us', ...lazyModule('./contact/index.tsx', ['contact']) },
          { path: 'branches', ...lazyModule('./branches/index.tsx', ['branches']) },
          { path: 'branches/:city', ...lazyModule('./branches/city-page.tsx', ['branches']) },
          { path: 'branches/:city/:slug', ...lazyModule('./branches/branch-page.tsx', ['branches']) },
          { path: 'form', ...lazyModule('./career/index.tsx', ['career']) },
          { path: 'medical-journal', ...lazyModule('./magazine/index.tsx', ['magazine']) },
          { path: 'medical-journal/:slug', ...lazyModule('./magazine/article-page.tsx', ['magazine']) },
          { path: 'Error', ...lazyModule('./errors/store-error-page.tsx', []) },
          { path: 'Not-found', ...lazyModule('./errors/not-found-page.tsx', []) },
          { path: '*', ...lazyModule('./errors/not-found-page.tsx', []) },
        ],
      },
    ],
  },
];
