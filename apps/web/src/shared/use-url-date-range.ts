import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { DateRange } from './fields/date-field';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const dayParam = (value: string | null) => (value && DAY.test(value) ? value : undefined);

/**
 * A period kept in the address as `?from=&to=` (report and statistics screens). A half-picked range
 * (its first day chosen) stays in the picker until its second day is, then both go to the address.
 */
export function useUrlDateRange() {
  const [params, setParams] = useSearchParams();
  const range = { from: dayParam(params.get('from')), to: dayParam(params.get('to')) };
  const [picking, setPicking] = useState<DateRange | null>(null);

  const choose = ([from, to]: DateRange) => {
    if (from && !to) {
      setPicking([from, null]);
      return;
    }
    setPicking(null);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of [
          ['from', from],
          ['to', to],
        ] as const) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  };

  /** What the picker shows: the range being picked, else the one answered (the server's default), else the address's. */
  const shown = (answered?: { from?: string | null; to?: string | null }): DateRange =>
    picking ?? [answered?.from ?? range.from ?? null, answered?.to ?? range.to ?? null];

  return { range, choose, shown };
}
