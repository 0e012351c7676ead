import { hydrate } from '@tanstack/react-query';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter, matchRoutes, useRoutes } from 'react-router';
import { showPagePaths } from '../public-site/common/page-paths';
import { hydrateInParts } from '../shared/hydrate-later';
import { initI18n } from '../shared/i18n';
import { publicAppRoutes } from './app-routes';
import { elementRoutes, preloadRoutes } from './element-routes';
import { enterPublicPage, pageQueriesAsOfNow, readPageState } from './page-state';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';

const routes = elementRoutes(publicAppRoutes);

function PublicApp() {
  return useRoutes(routes);
}

/** Hydrates the public page the server rendered (or renders it, if the server could not). */
export async function startPublic(): Promise<void> {
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  const { lang, basename } = enterPublicPage(window.location.pathname);

  const state = readPageState();
  const queryClient = createQueryClient({ serverRendered: state !== null });
  // The header's language switch links where the server's did (an item's own address in the other language).
  showPagePaths(state?.paths ?? null);
  // The current address's modules first, so hydration renders the server's tree, not a loading state.
  await Promise.all([initI18n(lang), preloadRoutes(matchRoutes(routes, window.location, basename))]);
  if (state) hydrate(queryClient, pageQueriesAsOfNow(state));

  const app = (
    <AppProviders queryClient={queryClient}>
      <BrowserRouter basename={basename}>
        <PublicApp />
      </BrowserRouter>
    </AppProviders>
  );
  if (state) hydrateInParts(() => hydrateRoot(root, app));
  else createRoot(root).render(app);
}
