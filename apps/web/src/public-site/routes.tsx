import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { loadNamespaces } from '../shared/i18n';
import PublicRouteError from './errors/route-error';

/**
 * The public website's route table. This file stays tiny (it is part of the entry chunk): the
 * layout and every page are lazy chunks that bring their own strings with them.
 */

/** Strings the layout and every public page use. */
export const PUBLIC_NAMESPACES = ['common', 'public'] as const;

type PageModule = { default: ComponentType };

/** A lazy page: its code and its namespaces load together, so the page never suspends on strings. */
function page(load: () => Promise<PageModule>, namespaces: readonly string[]): RouteObject['lazy'] {
  return async () => {
    const [module] = await Promise.all([load(), loadNamespaces([...PUBLIC_NAMESPACES, ...namespaces])]);
    return { Component: module.default };
  };
}

const notFound = page(() => import('./errors/not-found-page'), []);

export const publicRoutes: RouteObject[] = [
  {
    id: 'public',
    lazy: async () => {
      const [layout] = await Promise.all([import('./layout/public-layout'), loadNamespaces(PUBLIC_NAMESPACES)]);
      return { Component: layout.default };
    },
    children: [
      {
        // A failing page shows its error inside the layout, so the menu stays usable.
        id: 'public-pages',
        ErrorBoundary: PublicRouteError,
        children: [
          { index: true, lazy: page(() => import('./home'), ['home']) },
          { path: 'about-us', lazy: page(() => import('./about'), ['about']) },
          { path: 'investor-relations', lazy: page(() => import('./investor'), ['investor']) },
          { path: 'contact-us', lazy: page(() => import('./contact'), ['contact']) },
          { path: 'branches', lazy: page(() => import('./branches'), ['branches']) },
          { path: 'form', lazy: page(() => import('./career'), ['career']) },
          { path: 'medical-journal', lazy: page(() => import('./magazine'), ['magazine']) },
          { path: 'Error', lazy: page(() => import('./errors/store-error-page'), []) },
          { path: 'Not-found', lazy: notFound },
          { path: '*', lazy: notFound },
        ],
      },
    ],
  },
];
