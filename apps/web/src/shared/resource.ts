import type { DataAnswer, PageAnswer } from '@app/contracts';
import { keepPreviousData, type QueryClient, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, type QueryParams } from './api-client';

export type Id = number | string;

/** Query of a paged list: `page` from 1, `limit`, plus any filters (empty values are not sent). */
export type ListParams = QueryParams & { page: number; limit: number };

/** Values of a nested resource's path parameters, e.g. `{ userId: 7 }`. */
export type PathParams = Record<string, Id>;

export interface ResourceOptions<Params extends PathParams | undefined = undefined> {
  /** Root of the query keys; unique per resource. */
  key: string;
  /**
   * API path without `/api`, e.g. `/admin/admins`. A nested resource (a `Params` type given) names
   * its parameters in braces, `/admin/customers/{userId}/wallet`, or builds the path from them.
   */
  path: Params extends PathParams ? string | ((params: Params) => string) : string;
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

interface UpdateVariables<Save> {
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

/**
 * Query keys of a resource; a nested resource's keys start with its path parameters
 * (`['wallet', { userId: '7' }, 'list', …]`), so two parents never share a cache entry and a
 * mutation refreshes only its parent's lists (`keys.all` of the unbound resource covers every parent).
 */
function resourceKeys(key: string, params?: Readonly<Record<string, string>>) {
  const root = params === undefined ? ([key] as const) : ([key, params] as const);
  return {
    all: root,
    lists: [...root, 'list'] as const,
    list: (listParams: ListParams) => [...root, 'list', listParams] as const,
    details: [...root, 'detail'] as const,
    detail: (id: Id) => [...root, 'detail', String(id)] as const,
  };
}

type ResourceKeys = ReturnType<typeof resourceKeys>;

/** `/admin/customers/{userId}/wallet` with `{ userId: 7 }` → `/admin/customers/7/wallet`. */
export function fillPath(template: string, params: PathParams): string {
  return template.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter "${name}" for ${template}`);
    return encodeURIComponent(String(value));
  });
}

/** The plain (hook-free) part of a resource: its keys and requests. */
interface ResourceDefinition<Item, Save> {
  key: string;
  path: string;
  keys: ResourceKeys;
  list(params: ListParams, signal?: AbortSignal): Promise<PageAnswer<Item>>;
  detail(id: Id, signal?: AbortSignal): Promise<Item>;
  create(body: Save | FormData): Promise<DataAnswer<Item>>;
  update(variables: UpdateVariables<Save>): Promise<DataAnswer<Item>>;
  remove(id: Id): Promise<unknown>;
}

function defineResource<Item, Save>(
  options: Omit<ResourceOptions, 'path'>,
  path: string,
  keys: ResourceKeys,
): ResourceDefinition<Item, Save> {
  const { key, update = 'put', deleteBy = 'path', listing = 'paged' } = options;
  const itemPath = (id: Id) => `${path}/${encodeURIComponent(String(id))}`;
  return {
    key,
    path,
    keys,
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

function refreshAfterSave(client: QueryClient, keys: ResourceKeys, id?: Id) {
  return Promise.all([
    client.invalidateQueries({ queryKey: keys.lists }),
    id === undefined ? undefined : client.invalidateQueries({ queryKey: keys.detail(id) }),
  ]);
}

function useResourceList<Item, Save>(
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

function useResourceDetail<Item, Save>(resource: ResourceDefinition<Item, Save>, id: Id | null | undefined) {
  return useQuery({
    queryKey: resource.keys.detail(id ?? ''),
    queryFn: ({ signal }) => resource.detail(id as Id, signal),
    enabled: !isNew(id),
  });
}

function useResourceCreate<Item, Save>(resource: ResourceDefinition<Item, Save>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.create,
    onSuccess: () => refreshAfterSave(client, resource.keys),
  });
}

function useResourceUpdate<Item, Save>(resource: ResourceDefinition<Item, Save>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.update,
    onSuccess: (_answer, variables) => refreshAfterSave(client, resource.keys, variables.id),
  });
}

/** Create when `id` is empty, update otherwise: what an add/edit form needs. */
function useResourceSave<Item, Save>(resource: ResourceDefinition<Item, Save>, id: Id | null | undefined) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: Save | FormData) => (isNew(id) ? resource.create(body) : resource.update({ id, body })),
    onSuccess: () => refreshAfterSave(client, resource.keys, isNew(id) ? undefined : id),
  });
}

function useResourceDelete<Item, Save>(resource: ResourceDefinition<Item, Save>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: resource.remove,
    onSuccess: (_answer, id) => {
      client.removeQueries({ queryKey: resource.keys.detail(id) });
      return client.invalidateQueries({ queryKey: resource.keys.lists });
    },
  });
}

function hooksOf<Item, Save>(definition: ResourceDefinition<Item, Save>) {
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

export type Resource<Item, Save = Partial<Item>> = ReturnType<typeof hooksOf<Item, Save>>;

/**
 * A resource under a parent record (`/admin/customers/{userId}/wallet`): `with(params)` gives the
 * resource of one parent, with every hook of a plain resource (and usable by `DataTable`). The same
 * params give the same object, so it can be called during render.
 */
export interface NestedResource<Item, Save, Params extends PathParams> {
  key: string;
  /** Keys of every parent's records: `invalidateQueries({ queryKey: wallet.keys.all })`. */
  keys: { all: readonly [string] };
  with(params: Params): Resource<Item, Save>;
}

function nestedResource<Item, Save, Params extends PathParams>(
  options: ResourceOptions<Params>,
): NestedResource<Item, Save, Params> {
  const { path } = options;
  const bound = new Map<string, Resource<Item, Save>>();
  return {
    key: options.key,
    keys: { all: [options.key] as const },
    with(params) {
      const keyParams = Object.fromEntries(
        Object.entries(params)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, value]) => [name, String(value)]),
      );
      const cacheKey = JSON.stringify(keyParams);
      let resource = bound.get(cacheKey);
      if (!resource) {
        const filled = typeof path === 'function' ? path(params) : fillPath(path, params);
        resource = hooksOf(defineResource<Item, Save>(options, filled, resourceKeys(options.key, keyParams)));
        bound.set(cacheKey, resource);
      }
      return resource;
    },
  };
}

/**
 * One data module per resource: a query-key factory and the hooks every screen of that resource
 * uses. Mutations refresh the lists (and the edited record), so screens never hand-roll cache keys.
 * Call it once, at module level, in the resource's `api.ts`. With a third type argument, the
 * resource is nested under a parent (`createResource<Entry, EntryBody, { userId: Id }>({ key:
 * 'wallet', path: '/admin/customers/{userId}/wallet' })`) and screens use `wallet.with({ userId })`;
 * a missing parameter is a type error.
 */
export function createResource<Item, Save = Partial<Item>, Params extends PathParams | undefined = undefined>(
  options: ResourceOptions<Params>,
): Params extends PathParams ? NestedResource<Item, Save, Params> : Resource<Item, Save> {
  type Answer = Params extends PathParams ? NestedResource<Item, Save, Params> : Resource<Item, Save>;
  const { path: template } = options as ResourceOptions<PathParams>;
  if (typeof template === 'function' || /\{\w+\}/.test(template)) {
    return nestedResource<Item, Save, PathParams>(options as ResourceOptions<PathParams>) as Answer;
  }
  const path = options.path as string;
  return hooksOf(defineResource<Item, Save>(options, path, resourceKeys(options.key))) as Answer;
}
