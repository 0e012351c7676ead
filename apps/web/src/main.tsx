import './app/base-styles';
import { loadLibrariesStepwise } from './app/library-steps';

await loadLibrariesStepwise(() => import('react-router').then(({ createBrowserRouter }) => createBrowserRouter));
const { start } = await import('./app/start');
await start();
