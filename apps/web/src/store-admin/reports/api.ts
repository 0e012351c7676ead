import {
  type DashboardItem,
  type DashboardPeriod,
  type DataAnswer,
  riyalsToHalalas,
  type StoreReportItem,
} from '@app/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { api } from '../../shared/api-client';
import { useFormat } from '../../shared/format';
import { intlLocale } from '../../shared/lang';

// The store's dashboard (GET admin/dashboard) and report (GET admin/report). Switching the period
// or the range keeps the figures on screen until the new ones arrive.

export function useDashboard(period: DashboardPeriod) {
  return useQuery({
    queryKey: ['store-stats', 'dashboard', period],
    queryFn: ({ signal }) => api.get<DataAnswer<DashboardItem>>('/admin/dashboard', { query: { period }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

export function useStoreReport(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: ['store-stats', 'report', range.from ?? '', range.to ?? ''],
    queryFn: ({ signal }) =>
      api.get<DataAnswer<StoreReportItem>>('/admin/report', { query: { from: range.from, to: range.to }, signal }),
    select: (answer) => answer.data,
    placeholderData: keepPreviousData,
  });
}

/** Riyals as the API writes them ("19.99") in halalas, for the charts and the cards. */
export const halalasOf = (riyals: string) => riyalsToHalalas(riyals) ?? 0;

/** A calendar day (`YYYY-MM-DD`) as a short "26 Nov" in the UI language, whatever the browser's time zone. */
export function useShortDay(): (day: string) => string {
  const { lang } = useFormat();
  return useMemo(() => {
    const format = new Intl.DateTimeFormat(intlLocale(lang), { day: 'numeric', month: 'short', timeZone: 'UTC' });
    return (day: string) => format.format(new Date(`${day}T00:00:00Z`));
  }, [lang]);
}

/** An hour of the day (0–23) as "08:00". */
export const hourLabel = (hour: number) => `${String(hour).padStart(2, '0')}:00`;
