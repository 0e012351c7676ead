import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createResource, fillPath, type Id, pageOfAll, withMethodOverride } from './resource';
import { createTestQueryClient, mockApi } from './test-utils';

interface News {
  id: number;
  name: string;
}

function setup() {
  const client = createTestQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, wrapper };
}

describe('createResource', () => {
  it('builds hierarchical query keys', () => {
    const news = createResource<News>({ key: 'news', path: '/admin/news' });
    expect(news.keys.all).toEqual(['news']);
    expect(news.keys.lists).toEqual(['news', 'list']);
    expect(news.keys.list({ page: 2, limit: 10 })).toEqual(['news', 'list', { page: 2, limit: 10 }]);
    expect(news.keys.details).toEqual(['news', 'detail']);
    expect(news.keys.detail(7)).toEqual(['news', 'detail', '7']);
  });

  it('reads lists as {data, total} and details as {data}', async () => {
    const { requests } = mockApi([
      { path: '/admin/news', respond: () => ({ body: { data: [{ id: 1, name: 'A' }], total: 11 } }) },
      { path: '/admin/news/1', respond: () => ({ body: { data: { id: 1, name: 'A' } } }) },
    ]);
    const news = createResource<News>({ key: 'news', path: '/admin/news' });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({ list: news.useList({ page: 2, limit: 10, name: 'x', city: '' }), detail: news.useDetail(1) }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.detail.isSuccess).toBe(true));
    expect(result.current.list.data).toEqual({ data: [{ id: 1, name: 'A' }], total: 11 });
    expect(result.current.detail.data).toEqual({ id: 1, name: 'A' });
    expect(requests[0]!.url.search).toBe('?page=2&limit=10&name=x');
  });

  it('cuts the page from a whole list when the server does not page', async () => {
    const all = Array.from({ length: 12 }, (_, index) => ({ id: index + 1, name: `R${index + 1}` }));
    const { requests } = mockApi([{ path: '/admin/reports', respond: () => ({ body: { data: all } }) }]);
    const reports = createResource<News>({ key: 'reports', path: '/admin/reports', listing: 'all' });
    const { wrapper } = setup();
    const { result } = renderHook(() => reports.useList({ page: 2, limit: 10 }), { wrapper });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(result.current.data).toEqual({ data: all.slice(10), total: 12 });
    expect(requests[0]!.url.search).toBe('');
    expect(pageOfAll(all, { page: 3, limit: 10 })).toEqual({ data: [], total: 12 });
  });

  it('does not fetch a detail without an id', () => {
    const { fetchMock } = mockApi([]);
    const news = createResource<News>({ key: 'news', path: '/admin/news' });
    const { wrapper } = setup();
    const { result } = renderHook(() => news.useDetail(null), { wrapper });
    expect(result.current.fetchStatus).toBe('idle');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('updates with PUT, or with POST and _method=PUT, and refreshes the list and the record', async () => {
    const { requests } = mockApi([
      { path: '/admin/news', respond: () => ({ body: { data: [], total: 0 } }) },
      { path: '/admin/news/3', respond: () => ({ body: { data: { id: 3, name: 'old' } } }) },
      { method: 'PUT', path: '/admin/news/3', respond: () => ({ body: { data: { id: 3, name: 'B' } } }) },
      { method: 'POST', path: '/admin/news/3', respond: () => ({ body: { data: { id: 3, name: 'C' } } }) },
    ]);
    const byPut = createResource<News>({ key: 'news', path: '/admin/news' });
    const byOverride = createResource<News>({ key: 'news', path: '/admin/news', update: 'method-override' });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        list: byPut.useList({ page: 1, limit: 10 }),
        detail: byPut.useDetail(3),
        put: byPut.useUpdate(),
        post: byOverride.useUpdate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.list.isSuccess && result.current.detail.isSuccess).toBe(true));
    const before = requests.length;

    await act(() => result.current.put.mutateAsync({ id: 3, body: { name: 'B' } }));
    const put = requests.find((request) => request.method === 'PUT')!;
    expect(put.body).toEqual({ name: 'B' });
    await waitFor(() => expect(requests.filter((r) => r.method === 'GET').length).toBe(before + 2));

    const form = new FormData();
    form.append('translation[0][name]', 'C');
    await act(() => result.current.post.mutateAsync({ id: 3, body: form }));
    const post = requests.find((request) => request.method === 'POST')!;
    expect(post.url.pathname).toBe('/api/admin/news/3');
    const sent = post.body as FormData;
    expect(sent.get('_method')).toBe('PUT');
    expect(sent.get('translation[0][name]')).toBe('C');
    // The caller's FormData is left as it was.
    expect(form.has('_method')).toBe(false);
  });

  it('creates or updates through useSave, and deletes by path or by query', async () => {
    const { requests } = mockApi([
      { method: 'POST', path: '/admin/branch', respond: () => ({ status: 201, body: { data: { id: 9, name: 'N' } } }) },
      { method: 'POST', path: '/admin/branch/9', respond: () => ({ body: { data: { id: 9, name: 'N' } } }) },
      { method: 'DELETE', path: '/admin/branch', respond: () => ({ status: 204 }) },
      { method: 'DELETE', path: '/admin/news/4', respond: () => ({ status: 204 }) },
    ]);
    const branches = createResource<News>({
      key: 'branches',
      path: '/admin/branch',
      update: 'method-override',
      deleteBy: 'query',
    });
    const news = createResource<News>({ key: 'news', path: '/admin/news' });
    const { wrapper } = setup();
    const { result } = renderHook(
      () => ({
        create: branches.useSave(null),
        edit: branches.useSave(9),
        removeBranch: branches.useDelete(),
        removeNews: news.useDelete(),
      }),
      { wrapper },
    );

    await act(() => result.current.create.mutateAsync({ name: 'N' }));
    await act(() => result.current.edit.mutateAsync({ name: 'N' }));
    await act(() => result.current.removeBranch.mutateAsync(9));
    await act(() => result.current.removeNews.mutateAsync(4));

    expect(requests.map((request) => `${request.method} ${request.url.pathname}${request.url.search}`)).toEqual([
      'POST /api/admin/branch',
      'POST /api/admin/branch/9',
      'DELETE /api/admin/branch?id=9',
      'DELETE /api/admin/news/4',
    ]);
    expect(requests[1]!.body).toEqual({ name: 'N', _method: 'PUT' });
  });

  it('adds the override to plain bodies too', () => {
    expect(withMethodOverride({ url: 'x' })).toEqual({ url: 'x', _method: 'PUT' });
  });

  it('nests a resource under its parent: path parameters, separate caches, the right list refreshed', async () => {
    const { requests } = mockApi([
      { path: '/admin/customers/7/wallet', respond: () => ({ body: { data: [{ id: 1, name: 'seven' }], total: 1 } }) },
      { path: '/admin/customers/8/wallet', respond: () => ({ body: { data: [{ id: 2, name: 'eight' }], total: 1 } }) },
      { method: 'POST', path: '/admin/customers/7/wallet', respond: () => ({ body: { data: { id: 3, name: 'n' } } }) },
    ]);
    const wallet = createResource<News, { name: string }, { userId: Id }>({
      key: 'wallet',
      path: '/admin/customers/{userId}/wallet',
    });
    // @ts-expect-error a missing path parameter is a type error
    expect(() => wallet.with({})).toThrow('userId');
    expect(wallet.with({ userId: 7 })).toBe(wallet.with({ userId: '7' }));
    expect(wallet.with({ userId: 7 }).keys.list({ page: 1, limit: 10 })).toEqual([
      'wallet',
      { userId: '7' },
      'list',
      { page: 1, limit: 10 },
    ]);

    const { wrapper, client } = setup();
    const { result } = renderHook(
      () => ({
        seven: wallet.with({ userId: 7 }).useList({ page: 1, limit: 10 }),
        eight: wallet.with({ userId: 8 }).useList({ page: 1, limit: 10 }),
        add: wallet.with({ userId: 7 }).useCreate(),
      }),
      { wrapper },
    );
    await waitFor(() => expect(result.current.seven.isSuccess && result.current.eight.isSuccess).toBe(true));
    expect(result.current.seven.data?.data[0]?.name).toBe('seven');
    expect(result.current.eight.data?.data[0]?.name).toBe('eight');

    await act(() => result.current.add.mutateAsync({ name: 'n' }));
    const gets = () => requests.filter((r) => r.method === 'GET').map((r) => r.url.pathname);
    await waitFor(() =>
      expect(gets()).toEqual([
        '/api/admin/customers/7/wallet',
        '/api/admin/customers/8/wallet',
        '/api/admin/customers/7/wallet',
      ]),
    );
    expect(client.getQueryState(wallet.with({ userId: 8 }).keys.list({ page: 1, limit: 10 }))?.isInvalidated).toBe(
      false,
    );
  });

  it('builds a nested path from a function, and fills templates with encoded values', () => {
    const points = createResource<News, News, { userId: Id; kind: string }>({
      key: 'points',
      path: ({ userId, kind }) => `/admin/customers/${userId}/${kind}`,
    });
    expect(points.with({ userId: 5, kind: 'points' }).path).toBe('/admin/customers/5/points');
    expect(fillPath('/a/{x}/b', { x: 'a b' })).toBe('/a/a%20b/b');
  });
});
