import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const PAGE_PARAM = 'page';

/** Reads a page number from the query string; anything missing or malformed is page 1. */
export function parsePage(raw: string | null): number {
  if (raw === null || !/^\d+$/.test(raw)) return 1;
  const page = Number(raw);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/**
 * The list page lives in the URL as `?page=N` (page 1 carries no parameter), so a refresh or a
 * shared link opens the same page. Other query parameters are kept.
 */
export function usePageParam(
  name: string = PAGE_PARAM,
): [number, (page: number, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const page = parsePage(params.get(name));

  const setPage = useCallback(
    (next: number, options: { replace?: boolean } = {}) => {
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next <= 1) updated.delete(name);
          else updated.set(name, String(Math.floor(next)));
          return updated;
        },
        { replace: options.replace ?? false, preventScrollReset: true },
      );
    },
    [setParams, name],
  );

  return [page, setPage];
}
