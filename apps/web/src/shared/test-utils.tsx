import { COMPANY_PERMISSIONS, type ProfileAnswer, STORE_PERMISSIONS } from '@app/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { type Location, MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';
import arCommon from '../locales/ar/common.json';
import arLogs from '../locales/ar/logs.json';
import arToolkit from '../locales/ar/toolkit.json';
import arUsers from '../locales/ar/users.json';
import enCommon from '../locales/en/common.json';
import enLogs from '../locales/en/logs.json';
import enToolkit from '../locales/en/toolkit.json';
import enUsers from '../locales/en/users.json';
import type { Lang } from './lang';
import { PROFILE_KEY, SessionProvider } from './session';

// Saving waits for the list to refresh before a popup closes; leave room for that on busy machines.
configure({ asyncUtilTimeout: 4000 });

const resources = {
  ar: { common: arCommon, toolkit: arToolkit, users: arUsers, logs: arLogs },
  en: { common: enCommon, toolkit: enToolkit, users: enUsers, logs: enLogs },
};

/** An i18next instance with the namespaces loaded up front, so nothing suspends in tests. */
export function createTestI18n(lang: Lang = 'en'): I18n {
  const instance = i18next.createInstance();
  instance.use(initReactI18next).init({
    lng: lang,
    resources,
    ns: Object.keys(resources.en),
    defaultNS: 'common',
    fallbackLng: false,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Number.POSITIVE_INFINITY }, mutations: { retry: false } },
  });
}

export const ALL_PERMISSIONS: readonly string[] = [...COMPANY_PERMISSIONS, ...STORE_PERMISSIONS];

export interface RenderOptions {
  /** Initial URL, e.g. '/admin/admin-users?page=2'. */
  route?: string;
  lang?: Lang;
  /** The signed-in user's permissions; everything by default. */
  permissions?: readonly string[];
  queryClient?: QueryClient;
}

function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders inside the app's providers: Mantine (test mode: no transitions), TanStack Query, a memory
 * router, i18n with the toolkit/users/logs/common namespaces, and a signed-in session.
 * `location()` returns the router's current location.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', lang = 'en', permissions = ALL_PERMISSIONS } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = createTestI18n(lang);
  localStorage.setItem('lang', lang);
  localStorage.setItem('token', 'test-token');
  const profile: ProfileAnswer = {
    id: 1,
    name: 'Test Admin',
    email: 'admin@example.com',
    image: null,
    role: ['Administrator'],
    permissions: [...permissions],
  };
  queryClient.setQueryData(PROFILE_KEY, profile);

  let current: Location | undefined;
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <Notifications />
          <SessionProvider>
            <MemoryRouter initialEntries={[route]}>
              <Routes>
                <Route path="*" element={ui} />
              </Routes>
              <LocationProbe
                onLocation={(location) => {
                  current = location;
                }}
              />
            </MemoryRouter>
          </SessionProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );

  return {
    ...result,
    queryClient,
    i18n,
    /** Current pathname + search, e.g. '/?page=2'. */
    location: () => `${current?.pathname ?? ''}${current?.search ?? ''}`,
  };
}

/** Clears toasts between tests (the notifications store is module-global). */
export function cleanNotifications(): void {
  act(() => notifications.clean());
}

// ---- network ----------------------------------------------------------------------------------

export interface MockRequest {
  method: string;
  url: URL;
  /** Parsed JSON, a FormData, or undefined. */
  body: unknown;
  headers: Record<string, string>;
}

export interface MockAnswer {
  status?: number;
  body?: unknown;
}

export interface MockRoute {
  method?: string;
  /** Path under /api, e.g. '/admin/admins' or a pattern such as /^\/admin\/admins\/\d+$/. */
  path: string | RegExp;
  respond(request: MockRequest): MockAnswer | Promise<MockAnswer>;
}

/**
 * Stubs `fetch` with a small router over /api paths. Unmatched calls answer 404 so a test fails
 * loudly. Returns the mock and the list of requests received, in order.
 */
export function mockApi(routes: MockRoute[]) {
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    const body = typeof rawBody === 'string' ? JSON.parse(rawBody) : (rawBody ?? undefined);
    const request: MockRequest = { method, url, body, headers: (init.headers ?? {}) as Record<string, string> };
    requests.push(request);
    const path = url.pathname.replace(/^\/api/, '');
    const route = routes.find(
      (candidate) =>
        (candidate.method ?? 'GET').toUpperCase() === method &&
        (typeof candidate.path === 'string' ? candidate.path === path : candidate.path.test(path)),
    );
    const answer = route
      ? await route.respond(request)
      : { status: 404, body: { message: `No mock for ${method} ${path}` } };
    const status = answer.status ?? 200;
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}

/** A promise with its resolve exposed, to hold an answer back while asserting the waiting state. */
export function deferred<T = void>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
