import { isPublicPagePath } from '@app/contracts/page-addresses';
import { hydrate } from '@tanstack/react-query';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider } from 'react-router';
import { showPagePaths } from '../public-site/common/page-paths';
import { initI18n } from '../shared/i18n';
import { applyDocumentLang, consumeLangParam, type Lang } from '../shared/lang';
import { prefetchStaffProfile } from '../shared/profile-query';
import { enterPublicPage, pageQueriesAsOfNow, readPageState } from './page-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './router';

/**
 * Loads the lazy routes of the current address before the first render, so hydration renders the
 * same tree as the server did instead of a loading state.
 */
async function loadCurrentRoutes(basename: string | undefined): Promise<void> {
  const matches = matchRoutes(routes, window.location, basename) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** Renders the app, or hydrates a page the server rendered. */
export async function start(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');

  // A public page's language is its address's (`/en/...`); the staff areas keep the stored choice.
  const publicPage = isPublicPagePath(window.location.pathname);
  let lang: Lang;
  let basename: string | undefined;
  if (publicPage) {
    ({ lang, basename } = enterPublicPage(window.location.pathname));
  } else {
    // index.html already set dir/lang before first paint; this also stores a `?lang=` and cleans the URL.
    lang = consumeLangParam();
    applyDocumentLang(lang);
  }

  const state = readPageState();
  const queryClient = createQueryClient({ serverRendered: state !== null });
  // The header's language switch links where the server's did (an item's own address in the other language).
  if (state) showPagePaths(state.paths ?? null);
  // A back-office page asks for the profile now, in parallel with its chunks.
  if (!publicPage) prefetchStaffProfile(queryClient);

  if (state) {
    await Promise.all([initI18n(lang), loadCurrentRoutes(basename)]);
    hydrate(queryClient, pageQueriesAsOfNow(state));
  } else {
    void initI18n(lang);
  }

  const app = (
    <StrictMode>
      <AppProviders queryClient={queryClient}>
        <RouterProvider router={createBrowserRouter(routes, { basename })} />
      </AppProviders>
    </StrictMode>
  );
  // Hydrating as a transition lets React yield to the browser every few milliseconds: the page is
  // already on screen, and a tap during hydration is not held up behind one long task.
  if (state) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
