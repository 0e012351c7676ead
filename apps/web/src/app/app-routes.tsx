import { useEffect } from 'react';
import type { RouteObject } from 'react-router';
import { publicRoutes } from '../public-site/routes';
import { ErrorPage } from '../shared/error-page';
import { PageLoader } from '../shared/page-loader';
import { RootLayout } from './root-layout';

/** The root route: the public website, its not-found page for every unknown URL, and the given areas. */
export function appRoutes(areas: RouteObject[]): RouteObject[] {
  return [
    {
      id: 'root',
      Component: RootLayout,
      ErrorBoundary: ErrorPage,
      HydrateFallback: PageLoader,
      children: [...publicRoutes, ...areas],
    },
  ];
}

/** The staff areas' addresses. */
const STAFF_PATHS = ['login', 'admin/*', 'store-admin/*'];

/** A staff address reached from a public page: the whole app's build serves it. */
function WholeAppPage() {
  useEffect(() => window.location.reload(), []);
  return <PageLoader />;
}

/**
 * The route table of the public site's build (the server's rendering and the public entry): the
 * staff areas' code is not part of it, and their addresses load the whole app.
 */
export const publicAppRoutes = appRoutes(STAFF_PATHS.map((path): RouteObject => ({ path, Component: WholeAppPage })));
