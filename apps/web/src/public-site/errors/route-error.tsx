import { useRouteError } from 'react-router';
import { ErrorPanel } from '../../shared/error-page';

/**
 * A public page that failed to render or to load (e.g. a chunk gone after a deployment), shown
 * inside the public layout. Reuses the app's error panel, which the entry chunk already carries.
 */
export default function PublicRouteError() {
  return <ErrorPanel error={useRouteError()} />;
}
