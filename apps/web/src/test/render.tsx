import { DirectionProvider, MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../app/theme';
import { dirOf, getLang } from '../shared/lang';
import { SessionProvider } from '../shared/session';
import { initTestI18n } from './i18n';

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: 30_000 }, mutations: { retry: false } },
  });
}

export function TestProviders({ children, queryClient }: { children: ReactNode; queryClient: QueryClient }) {
  const i18n = initTestI18n(getLang());
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <DirectionProvider initialDirection={dirOf(getLang())} detectDirection={false}>
          <MantineProvider theme={theme} env="test">
            <Notifications />
            <SessionProvider>{children}</SessionProvider>
          </MantineProvider>
        </DirectionProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}

/**
 * Renders routes in a memory router with the app's providers and a signed-in-or-not session
 * (put a `token` in localStorage first for a signed-in one). Returns the router to inspect the URL.
 */
export function renderRoutes(routes: RouteObject[], initialPath: string, queryClient = createTestQueryClient()) {
  const router = createMemoryRouter(routes, { initialEntries: [initialPath] });
  const view = render(
    <TestProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...view, router, queryClient };
}

/** A fetch stub answering JSON per "METHOD /api/path" (query string ignored); unknown calls answer 404. */
export function jsonFetch(handlers: Record<string, (init: RequestInit) => { status?: number; body: unknown }>) {
  return vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${(init.method ?? 'GET').toUpperCase()} ${url.pathname}`;
    const handler = handlers[key];
    const { status = 200, body } = handler
      ? handler(init)
      : { status: 404, body: { message: `No handler for ${key}` } };
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  });
}
