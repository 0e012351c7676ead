import { dehydrate, hydrate, QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { pageQueriesAsOfNow } from './page-state';

describe('pageQueriesAsOfNow', () => {
  it("counts a page's data as fetched when the page arrived, so a cached page's reads are not stale", async () => {
    const rendered = Date.UTC(2026, 10, 27, 9, 0, 0);
    const server = new QueryClient();
    server.setQueryData(['public', 'branches'], [{ id: 1 }], { updatedAt: rendered });
    await server
      .prefetchQuery({
        queryKey: ['public', 'gone'],
        queryFn: () => Promise.reject(new Error('not found')),
        retry: false,
      })
      .catch(() => {});
    const state = { lang: 'ar' as const, queries: dehydrate(server, { shouldDehydrateQuery: () => true }) };

    // Served from the page cache ten minutes after it was rendered.
    const arrived = rendered + 10 * 60_000;
    const client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
    hydrate(client, pageQueriesAsOfNow(state, arrived));

    const branches = client.getQueryCache().find({ queryKey: ['public', 'branches'] });
    expect(branches?.state.data).toEqual([{ id: 1 }]);
    expect(branches?.state.dataUpdatedAt).toBe(arrived);
    // A failed read keeps its own times: it is shown as failed, as the server rendered it.
    const gone = client.getQueryCache().find({ queryKey: ['public', 'gone'] });
    expect(gone?.state.status).toBe('error');
    expect(gone?.state.dataUpdatedAt).toBe(0);
    // The state read from the page is left as it was.
    expect(state.queries.queries.find((q) => q.queryKey[1] === 'branches')?.state.dataUpdatedAt).toBe(rendered);
  });
});
