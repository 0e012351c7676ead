import { Group, Skeleton, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { DailyChart, type DailyPoint } from '../../shared/charts/daily-chart';
import { StatCards } from '../../shared/charts/stat-cards';
import { DateRangeInput } from '../../shared/fields/date-field';
import { useUrlDateRange } from '../../shared/use-url-date-range';
import { useVisitStatistics } from './api';

/** One colour per page, so the three lines of the chart can be told apart. */
const COLORS: Record<string, string> = { main_page: '#0ca678', investor_relations: '#1c7ed6', employment: '#e8590c' };

/**
 * Visits of the main, investor-relations and employment pages over a range kept in the address
 * (`?from=&to=`); the server's last 30 days when none is chosen.
 */
export function VisitStatistics() {
  const { t } = useTranslation('widgets');
  const { range, choose, shown } = useUrlDateRange();
  const statistics = useVisitStatistics(range);
  const data = statistics.data;

  const series = (data?.pages ?? []).map((page) => ({
    key: page.page,
    label: t(`visits.pages.${page.page}`),
    color: COLORS[page.page],
  }));
  const points: DailyPoint[] = (data?.pages[0]?.daily ?? []).map((entry, index) => {
    const point: DailyPoint = { date: entry.day };
    for (const page of data?.pages ?? []) point[page.page] = page.daily[index]?.count ?? 0;
    return point;
  });

  return (
    <Stack gap="md" component="section" aria-labelledby="visit-statistics-title">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Title order={2} size="h4" id="visit-statistics-title">
          {t('visits.title')}
        </Title>
        <DateRangeInput label={t('visits.range')} value={shown(data)} onChange={choose} miw={260} />
      </Group>
      <ErrorAlert error={statistics.error} />
      {statistics.isPending ? (
        <Skeleton h={320} />
      ) : data ? (
        <>
          <StatCards
            stats={data.pages.map((page) => ({
              key: page.page,
              label: t('visits.total', { page: t(`visits.pages.${page.page}`) }),
              value: page.total,
            }))}
          />
          <StatCards
            stats={data.pages.map((page) => ({
              key: `${page.page}-range`,
              label: t('visits.in_range', { page: t(`visits.pages.${page.page}`) }),
              value: page.range_total,
            }))}
          />
          <DailyChart title={t('visits.daily')} data={points} series={series} />
        </>
      ) : null}
    </Stack>
  );
}
