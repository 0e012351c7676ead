import type { VisitPageKey } from '@app/contracts';
import { useEffect, useRef } from 'react';
import { api } from '../../shared/api-client';

/**
 * Counts one visit of `page` per page view (GET /api/visits?page=…). The ref keeps React's
 * development double-run of effects from counting twice; a new visit of the page mounts anew.
 * A failed count is not the visitor's concern, so errors are dropped.
 */
export function useCountVisit(page: VisitPageKey): void {
  const counted = useRef(false);
  useEffect(() => {
    if (counted.current) return;
    counted.current = true;
    api.get('/visits', { query: { page } }).catch(() => {});
  }, [page]);
}
