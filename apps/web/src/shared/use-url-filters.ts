import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { PAGE_PARAM } from './use-page-param';

type FilterValues<Name extends string> = Record<Name, string>;

export interface UrlFilters<Name extends string> {
  /** Current values; a filter that is not set is ''. */
  values: FilterValues<Name>;
  /** True when any filter has a value (the table then says "no results" rather than "no records"). */
  active: boolean;
  /** Sets some filters; blank values remove the parameter. Any change returns the list to page 1. */
  setFilters(patch: Partial<Record<Name, string | null | undefined>>): void;
  clear(): void;
}

/**
 * Search and filters kept in the query string next to `?page`, so they survive a refresh and can be
 * shared. Changes replace the history entry: typing in a search box must not fill the back button.
 */
export function useUrlFilters<Name extends string>(
  names: readonly Name[],
  pageParam: string = PAGE_PARAM,
): UrlFilters<Name> {
  const [params, setParams] = useSearchParams();
  // React Router hands a functional update the params of the last render, and applies URL changes
  // in a transition: two quick changes (clear the search, then pick a city) would lose the first.
  // The latest params we asked for are kept here until the router renders with new ones.
  const latest = useRef({ rendered: params, pending: params });
  if (latest.current.rendered !== params) latest.current = { rendered: params, pending: params };
  // Lists and values are compared as JSON text, so a render with the same URL keeps the same objects.
  const namesKey = JSON.stringify(names);
  // biome-ignore lint/correctness/useExhaustiveDependencies: compared by content, so callers may pass an inline list.
  const stableNames = useMemo(() => [...names], [namesKey]);
  const snapshot = JSON.stringify(stableNames.map((name) => params.get(name) ?? ''));

  const values = useMemo(() => {
    const current = JSON.parse(snapshot) as string[];
    return Object.fromEntries(stableNames.map((name, index) => [name, current[index] ?? ''])) as FilterValues<Name>;
  }, [stableNames, snapshot]);

  const setFilters = useCallback(
    (patch: Partial<Record<Name, string | null | undefined>>) => {
      const updated = new URLSearchParams(latest.current.pending);
      for (const name of stableNames) {
        if (!(name in patch)) continue;
        const value = patch[name]?.trim() ?? '';
        if (value === '') updated.delete(name);
        else updated.set(name, value);
      }
      updated.delete(pageParam);
      latest.current.pending = updated;
      setParams(updated, { replace: true, preventScrollReset: true });
    },
    [setParams, stableNames, pageParam],
  );

  const clear = useCallback(() => {
    setFilters(Object.fromEntries(stableNames.map((name) => [name, null])) as Partial<Record<Name, null>>);
  }, [setFilters, stableNames]);

  return { values, active: Object.values<string>(values).some((value) => value !== ''), setFilters, clear };
}
