import { COMPANY_PERMISSIONS, type ProductPickerItem, type ProfileAnswer, STORE_PERMISSIONS } from '@app/contracts';
import { MantineProvider } from '@mantine/core';
import { Notifications, notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, configure, render } from '@testing-library/react';
import i18next, { type i18n as I18n } from 'i18next';
import type { ReactElement, ReactNode } from 'react';
import { type FieldValues, FormProvider, type UseFormReturn, useForm } from 'react-hook-form';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { createMemoryRouter, type Location, RouterProvider, useLocation } from 'react-router';
import { vi } from 'vitest';
import type { Lang } from './lang';
import { PROFILE_KEY, SessionProvider } from './session';

// Saving waits for the list to refresh before a popup closes; leave room for that on busy machines.
configure({ asyncUtilTimeout: 4000 });

/** Every namespace of both languages, loaded up front (`locales/<lang>/<namespace>.json`). */
const localeFiles = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const resources: Record<Lang, Record<string, Record<string, unknown>>> = { ar: {}, en: {} };
for (const [file, content] of Object.entries(localeFiles)) {
  const [, lang, namespace] = /locales\/(\w+)\/([\w-]+)\.json$/.exec(file) ?? [];
  if ((lang === 'ar' || lang === 'en') && namespace) resources[lang][namespace] = content;
}

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

const ALL_PERMISSIONS: readonly string[] = [...COMPANY_PERMISSIONS, ...STORE_PERMISSIONS];

export interface RenderOptions {
  /** Initial URL, e.g. '/admin/admin-users?page=2'. */
  route?: string;
  lang?: Lang;
  /** The signed-in user's permissions; everything by default. */
  permissions?: readonly string[];
  queryClient?: QueryClient;
  /** A screen's own namespaces, e.g. `{ widgets: { ar: arWidgets, en: enWidgets } }`. */
  namespaces?: Record<string, Record<Lang, object>>;
}

function LocationProbe({ onLocation }: { onLocation(location: Location): void }) {
  onLocation(useLocation());
  return null;
}

/**
 * Renders inside the app's providers: Mantine (test mode: no transitions), TanStack Query, a memory
 * router, i18n with every namespace loaded, and a signed-in session.
 * `location()` returns the router's current location.
 */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const { route = '/', lang = 'en', permissions = ALL_PERMISSIONS } = options;
  const queryClient = options.queryClient ?? createTestQueryClient();
  const i18n = createTestI18n(lang);
  for (const [namespace, texts] of Object.entries(options.namespaces ?? {})) {
    for (const language of ['ar', 'en'] as const) i18n.addResourceBundle(language, namespace, texts[language]);
  }
  localStorage.setItem('lang', lang);
  localStorage.setItem('token', 'test-token');
  const profile: ProfileAnswer = {
    id: 1,
    name: 'Test Admin',
    email: 'admin@example.com',
    image: null,
    role: ['Administrator'],
    permissions: [...permissions],
    time_zone: 'Asia/Riyadh',
  };
  queryClient.setQueryData(PROFILE_KEY, profile);

  let current: Location | undefined;
  // A data router, as the app uses: forms block navigation with unsaved changes (`useBlocker`).
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe
              onLocation={(location) => {
                current = location;
              }}
            />
          </>
        ),
      },
    ],
    { initialEntries: [route] },
  );
  const result = render(
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider env="test">
          <Notifications />
          <SessionProvider>
            <RouterProvider router={router} />
          </SessionProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>,
  );

  return {
    ...result,
    router,
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

// ---- forms ------------------------------------------------------------------------------------

/**
 * A bare react-hook-form around field components, for testing one field without a schema.
 * `onValues` receives the form's current values on every change; `getValues` reads them on demand.
 */
function FormHarness({
  defaultValues,
  children,
  onReady,
}: {
  defaultValues: FieldValues;
  children: ReactNode;
  onReady?(form: UseFormReturn): void;
}) {
  const form = useForm({ defaultValues });
  onReady?.(form);
  return (
    <FormProvider {...form}>
      <form noValidate>{children}</form>
    </FormProvider>
  );
}

/** Renders fields inside `FormHarness`; `values()` returns the form's current values. */
export function renderFields(ui: ReactNode, defaultValues: FieldValues, options: RenderOptions = {}) {
  let form: UseFormReturn | undefined;
  const view = renderWithProviders(
    <FormHarness
      defaultValues={defaultValues}
      onReady={(ready) => {
        form = ready;
      }}
    >
      {ui}
    </FormHarness>,
    options,
  );
  return { ...view, values: () => form!.getValues(), form: () => form! };
}

// ---- layout -----------------------------------------------------------------------------------

/**
 * jsdom has no layout: the rich-text editor (ProseMirror) measures the caret with `getClientRects`
 * and `elementFromPoint`. Empty rectangles stand in, as for an element that is not displayed.
 */
export function stubLayout(): void {
  const emptyRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  const emptyRect = () => new DOMRect(0, 0, 0, 0);
  for (const proto of [Range.prototype, Element.prototype] as { getClientRects?: unknown }[]) {
    if (typeof proto.getClientRects !== 'function') proto.getClientRects = emptyRects;
  }
  if (typeof Range.prototype.getBoundingClientRect !== 'function') Range.prototype.getBoundingClientRect = emptyRect;
  if (typeof document.elementFromPoint !== 'function') document.elementFromPoint = () => null;
}

/** A product as the product picker's search answers it, named `name` in English and `name (ar)` in Arabic. */
export const pickerProduct = (id: number, name: string, active: 0 | 1 = 1): ProductPickerItem => ({
  id,
  code: String(100_000 + id),
  image: null,
  price: '12.50',
  active,
  translation: [
    { name, local: 'en' },
    { name: `${name} (ar)`, local: 'ar' },
  ],
});
