import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { vi } from 'vitest';
import type { Lang } from '../shared/lang';
import { createTestQueryClient, TestProviders } from '../test/render';

/** jsdom has no IntersectionObserver; Embla needs one to track the slides in view. */
export function stubIntersectionObserver(): void {
  class IntersectionObserverStub {
    observe() {}
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', IntersectionObserverStub);
}

/**
 * Renders public routes (or one element at `path`) in a memory router with the app's providers and
 * every locale namespace, in the given language. Returns the router to inspect the location.
 */
export function renderPublic(
  ui: ReactElement | RouteObject[],
  { path = '/', lang = 'en' }: { path?: string; lang?: Lang } = {},
) {
  localStorage.setItem('lang', lang);
  stubIntersectionObserver();
  const routes: RouteObject[] = Array.isArray(ui) ? ui : [{ path: '*', element: ui }];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const queryClient = createTestQueryClient();
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}
