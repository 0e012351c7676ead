import { APP_SCRIPTS_ELEMENT_ID } from '@app/contracts/page-addresses';

/** Lets the browser paint and answer input before the next step. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The libraries every page runs, evaluated one at a time, each in a task of its own: as one
 * static graph they were a single task of a few hundred milliseconds on a phone, during which a
 * server-rendered page on screen could not answer a tap. Each is a chunk of its own (vite.config.ts).
 * Only a server-rendered page is on screen meanwhile (it lists its scripts, all preloaded at once);
 * the staff app loads the app and its libraries in one go, without a request per step. The two
 * builds differ in the router's part they start from (`router`).
 */
export async function loadLibrariesStepwise(router: () => Promise<unknown>): Promise<void> {
  if (!document.getElementById(APP_SCRIPTS_ELEMENT_ID)) return;
  // One name each: a whole namespace would keep every export of the library in the build.
  const libraries = [
    () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
    router,
    () => import('i18next').then(({ default: i18next }) => i18next),
    () => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient),
  ];
  for (const load of libraries) {
    await load();
    await nextTask();
  }
}
