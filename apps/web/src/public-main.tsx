/**
 * The entry of the public site's own build (vite.public.config.ts): the server lists it in every
 * page it renders. The same components as the whole app's build, run on Preact's React-compatible
 * runtime and React Router's component routes, which is what keeps a phone's download for `/`
 * within its budget; the staff areas are left to the whole app's build (a link to them loads it).
 */
import './app/base-styles';
import { loadLibrariesStepwise } from './app/library-steps';

await loadLibrariesStepwise(() => import('react-router').then(({ BrowserRouter }) => BrowserRouter));
const { startPublic } = await import('./app/public-start');
await startPublic();
