import './shared/zod-config';
import '@fontsource/ibm-plex-sans-arabic/400.css';
import '@fontsource/ibm-plex-sans-arabic/500.css';
import '@fontsource/ibm-plex-sans-arabic/700.css';
import './app/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { createAppRouter } from './app/router';
import { initI18n } from './shared/i18n';
import { applyDocumentLang, consumeLangParam } from './shared/lang';
import { prefetchStaffProfile } from './shared/profile-query';

// index.html already set dir/lang before first paint; this also stores a `?lang=` and cleans the URL.
const lang = consumeLangParam();
applyDocumentLang(lang);
void initI18n(lang);

const queryClient = createQueryClient();
// A back-office page asks for the profile now, in parallel with its chunks.
prefetchStaffProfile(queryClient);

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={createAppRouter()} />
    </AppProviders>
  </StrictMode>,
);
