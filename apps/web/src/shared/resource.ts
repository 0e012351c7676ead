import type { DataAnswer, PageAnswer } from '@app/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from './api-client';

export type Id = number | string;

/** Query of a paged list: `page` from 1, `limit`, plus any filters (empty values are not sent). */
export type ListParams = QueryParams & { page: number; limit: number };

export interface ResourceOptions {
  /** Root of the query keys; unique per resource. */
  key: string;
  /** API path without `/api`, e.g. `/admin/admins`. */
  path: string;
  /**
   * How edits travel: `put` is `PUT path/{id}`; `method-override` is the spec's `POST path/{id}`
   * with `_method=PUT` (used where the edit carries files as multipart).
   */
  update?: 'put' | 'method-override';
  /** `path` is `DELETE path/{id}`; `query` is `DELETE path?id=…` (a few spec calls, e.g. branches). */
  deleteBy?: 'path' | 'query';
  /**
   * `paged`: the server pages the list (`{ data, total }` for `page` and `limit`); `all`: it answers
   * every record at once (`{ data }`, e.g. reports) and the page shown is cut from that here.
   */
  listing?: 'paged' | 'all';
}

/** One page of a whole list, in the shape of a paged answer. */
export function pageOfAll<Item>(items: readonly Item[], params: Pick<ListParams, 'page' | 'limit'>): PageAnswer<Item> {
  const start = (params.page - 1) * params.limit;
  return { data: items.slice(start, start + params.limit), total: items.length };
}

export interface UpdateVariables<Save> {
  id: Id;
  body: Save | FormData;
}

/** Adds `_method=PUT` without touching the caller's body. */
export function withMethodOverride<Save>(body: Save | FormData): FormData | (Save & { _method: 'PUT' }) {
  if (body instanceof FormData) {
    const copy = new FormData();
    for (const [name, value] of body.entries()) copy.append(name, value);
    copy.set('_method', 'PUT');
    return copy;
  }
  return { ...(body as Save), _method: 'PUT' as const };
}

function resourceKeys(key: string) {
  return {
    all: [key] as const,
    lists: [key, 'list'] as const,
    list: (params: ListParams) => [key, 'list', params] as const,
    details: [key, 'detail'] as const,
    detail: (id: Id) => [key, 'detail', String(id)] as const,
  };
}

/** The plain (hook-free) part of a resource: its keys and requests. */
interface ResourceDefinition<Item, Save> {
  key: string;
  path: string;
  keys: ReturnType<typeof resourceKeys>;
  list(params: ListParams, signal?: AbortSignal): Promise<PageAnswer<Item>>;
  detail(id: Id, signal?: AbortSignal): Promise<Item>;
  create(body: Save | FormData): Promise<DataAnswer<Item>>;
  update(variables: UpdateVariables<Save>): Promise<DataAnswer<Item>>;
  remove(id: Id): Promise<unknown>;
}

function defineResource<Item, Save>(options: ResourceOptions): ResourceDefinition<Item, Save> {
  const { key, path, update = 'put', deleteBy = 'path', listing = 'paged' } = options;
  const itemPath = (id: Id) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    key,
    path,
    keys: resourceKeys(key),
    list: (params, signal) =>
      listing === 'paged'
        ? api.get<PageAnswer<Item>>(path, { query: params, signal })
        : api.get<DataAnswer<Item[]>>(path, { signal }).then((answer) => pageOfAll(answer.data, params)),
    detail: (id, signal) => api.get<DataAnswer<Item>>(itemPath(id), { signal }).then((answer) => answer.data),
    create: (body) => api.post<DataAnswer<Item>>(path, body),
    update: ({ id, body }) =>
      update === 'put'
        ? api.put<DataAnswer<Item>>(itemPath(id), body)
        : api.post<DataAnswer<Item>>(itemPath(id), withMethodOverride(body)),
    remove: (id) => (deleteBy === 'path' ? api.delete(itemPath(id)) : api.delete(path, { query: { id } })),
  };
}

function isNew(id: Id | null | undefined): id is null | undefined | '' {
  return id === null || id === undefined || id === '';
}

function refreshAfterSave(client: QueryClient, keys: ReturnType<typeof resourceKeys>, id?: Id) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.lists }),
    id === undefined ? undefined : client.invalidateQueries({ queryKey: keys.detail(id) }),
  ]);
}

export function useResourceList<Item, Save>(
  resource: ResourceDefinition<Item, Save>,
  params: ListParams,
  options: { enabled?: boolean } = {},
) {
  return useQuery({
    queryKey: resource.keys.list(params),
    queryFn: ({ signal }) => resource.list(params, signal),
    // The previous page stays on screen while the next one loads, instead of a blank table.
    placeholderData: keepPreviousData,
    enabled: options.enabled,
  });
}

export function useResourceDetail<Item, Save>(resource: ResourceDefinition<Item, Save>, id: Id | null | undefined) {
  return useQuery({
    queryKey: resource.keys.detail(id ?? ''),
    queryFn: ({ signal }) => resource.detail(id as Id, signal),
    enabled: !isNew(id),
  });
}

export function useResourceCreate<Item, Save>(resource: ResourceDefinition<Item, Save>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.create,
    onSuccess: () => refreshAfterSave(client, resource.keys),
  });
}

export function useResourceUpdate<Item, Save>(resource: ResourceDefinition<Item, Save>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.update,
    onSuccess: (_answer, variables) => refreshAfterSave(client, resource.keys, variables.id),
  });
}

/** Create when `id` is empty, update otherwise: what an add/edit form needs. */
export function useResourceSave<Item, Save>(resource: ResourceDefinition<Item, Save>, id: Id | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Save | FormData) => (isNew(id) ? resource.create(body) : resource.update({ id, body })),
    onSuccess: () => refreshAfterSave(client, resource.keys, isNew(id) ? undefined : id),
  });
}

export function useResourceDelete<Item, Save>(resource: ResourceDefinition<Item, Save>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.remove,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: resource.keys.detail(id) });
      return client.invalidateQueries({ queryKey: resource.keys.lists });
    },
  });
}

/**
 * One data module per resource: a query-key factory and the hooks every screen of that resource
 * uses. Mutations refresh the lists (and the edited record), so screens never hand-roll cache keys.
 * Call it once, at module level, in the resource's `api.ts`.
 */
export function createResource<Item, Save = Partial<Item>>(options: ResourceOptions) {
  const definition = defineResource<Item, Save>(options);
  return {
    key: definition.key,
    path: definition.path,
    keys: definition.keys,
    useList: (params: ListParams, queryOptions?: { enabled?: boolean }) =>
      useResourceList(definition, params, queryOptions),
    useDetail: (id: Id | null | undefined) => useResourceDetail(definition, id),
    useCreate: () => useResourceCreate(definition),
    useUpdate: () => useResourceUpdate(definition),
    useSave: (id: Id | null | undefined) => useResourceSave(definition, id),
    useDelete: () => useResourceDelete(definition),
  };
}

export type Resource<Item, Save = Partial<Item>> = ReturnType<typeof createResource<Item, Save>>;
