import type { RouteObject } from 'react-router';
import { AREA_NAMESPACES, loadNamespaces } from '../shared/i18n';
import { appRoutes } from './app-routes';

/**
 * Each area is its own lazy chunk and brings its strings with it: the public pages never import
 * staff code, and /admin/* and /store-admin/* keep their route tables inside their own chunk.
 */
export const routes: RouteObject[] = appRoutes([
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
]);
