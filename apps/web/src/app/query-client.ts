import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../shared/api-client';

/**
 * One retry for transient failures only: a 4xx will not change on retry (and a 401 has already
 * sent the user to /login). Admin lists must not refetch when the window regains focus.
 */
export function createQueryClient({ serverRendered = false }: { serverRendered?: boolean } = {}): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A page rendered on the server carries its failed reads as failed (an old link's not-found
        // page): they are shown so, not retried on mount, so the browser's first render is the server's.
        retryOnMount: !serverRendered,
        retry: (failureCount, error) => {
          if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
