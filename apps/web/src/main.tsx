import './app/base-styles';
import { loadLibrariesStepwise } from './app/library-steps';

// One name each: a whole namespace would keep every export of the library in the build.
await loadLibrariesStepwise([
  () => import('react-dom/client').then(({ hydrateRoot }) => hydrateRoot),
  () => import('react-router').then(({ createBrowserRouter }) => createBrowserRouter),
  () => import('i18next').then(({ default: i18next }) => i18next),
  () => import('@tanstack/react-query').then(({ QueryClient }) => QueryClient),
]);
const { start } = await import('./app/start');
await start();
