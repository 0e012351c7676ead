import type { RouteObject } from 'react-router';
import { publicRoutes } from '../public-site/routes';
import { ErrorPage } from '../shared/error-page';
import { AREA_NAMESPACES, loadNamespaces } from '../shared/i18n';
import { PageLoader } from '../shared/page-loader';
import { RootLayout } from './root-layout';

/**
 * Each area is its own lazy chunk and brings its strings with it: the public pages never import
 * staff code, and /admin/* and /store-admin/* keep their route tables inside their own chunk.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    Component: RootLayout,
    ErrorBoundary: ErrorPage,
    HydrateFallback: PageLoader,
    children: [
      // The public website: its layout, pages and the not-found page for every unknown URL.
      ...publicRoutes,
      {
        id: 'staff',
        lazy: async () => ({ Component: (await import('./staff-layout')).default }),
        children: [
          {
            path: 'login',
            lazy: async () => {
              const [page] = await Promise.all([import('../login/login-page'), loadNamespaces(AREA_NAMESPACES.login)]);
              return { Component: page.default };
            },
          },
          {
            path: 'admin/*',
            lazy: async () => {
              const [area] = await Promise.all([
                import('../company-admin/routes'),
                loadNamespaces(AREA_NAMESPACES.companyAdmin),
              ]);
              return { Component: area.default };
            },
          },
          {
            path: 'store-admin/*',
            lazy: async () => {
              const [area] = await Promise.all([
                import('../store-admin/routes'),
                loadNamespaces(AREA_NAMESPACES.storeAdmin),
              ]);
              return { Component: area.default };
            },
          },
        ],
      },
    ],
  },
];
