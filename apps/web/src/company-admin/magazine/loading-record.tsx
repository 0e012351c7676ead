import type { ReactNode } from 'react';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { PageLoader } from '../../shared/page-loader';

/** An edit form waits for its record (and shows why it failed); an add form shows at once. */
export function LoadingRecord({
  id,
  query,
  children,
}: {
  id: number | null;
  query: { isPending: boolean; error: unknown };
  children: ReactNode;
}) {
  if (id === null) return children;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (query.isPending) return <PageLoader fullHeight={false} />;
  return children;
}
