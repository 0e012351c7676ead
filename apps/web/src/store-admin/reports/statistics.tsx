import { DASHBOARD_PERIODS, type DashboardPeriod, ORDER_MACHINE, type StatusTone, statusOf } from '@app/contracts';
import { Group, SegmentedControl, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { BarChartCard } from '../../shared/charts/bar-chart';
import { StatCards } from '../../shared/charts/stat-cards';
import { useFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { halalasOf, useDashboard, useShortDay } from './api';

/** A status's bar in the colour of its tone, as the orders list colours it. */
const TONE_COLORS: Record<StatusTone, string> = { processing: 'blue.6', success: 'teal.6', cancel: 'red.6' };

const isPeriod = (value: string | null): value is DashboardPeriod =>
  DASHBOARD_PERIODS.includes(value as DashboardPeriod);

/**
 * /store-admin/statistics, the store's dashboard: the orders, sales and new customers of today, this
 * week or this month (`?period=`), the sales of each day and the period's orders by status.
 */
export default function StoreStatisticsPage() {
  const { t } = useTranslation('store-stats');
  const format = useFormat();
  const shortDay = useShortDay();
  const [params, setParams] = useSearchParams();
  const asked = params.get('period');
  const period: DashboardPeriod = isPeriod(asked) ? asked : 'today';
  const dashboard = useDashboard(period);
  const data = dashboard.data;

  const choose = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === 'today') next.delete('period');
        else next.set('period', value);
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="md">
      <PageHeader
        title="shell:store.statistics.title"
        action={
          <SegmentedControl
            aria-label={t('dashboard.period')}
            value={period}
            onChange={choose}
            data={DASHBOARD_PERIODS.map((value) => ({ value, label: t(`dashboard.periods.${value}`) }))}
          />
        }
      />
      <ErrorAlert error={dashboard.error} />
      {dashboard.isPending ? (
        <Skeleton h={360} />
      ) : data ? (
        <>
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Text fw={500} data-testid="dashboard-range">
              {data.from === data.to
                ? format.date(`${data.from}T12:00:00Z`)
                : t('dashboard.range', {
                    from: format.date(`${data.from}T12:00:00Z`),
                    to: format.date(`${data.to}T12:00:00Z`),
                  })}
            </Text>
            <Text size="sm" c="dimmed">
              {t('dashboard.week_note')}
            </Text>
          </Group>
          <StatCards
            stats={[
              { key: 'orders', label: t('dashboard.orders'), value: data.no_of_orders },
              { key: 'sales', label: t('dashboard.sales'), value: halalasOf(data.sales), format: 'money' },
              { key: 'users', label: t('dashboard.users'), value: data.no_of_users },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <BarChartCard
              title={t('dashboard.sales_per_day')}
              categoryLabel={t('dashboard.day')}
              valueFormat="money"
              empty={data.no_of_orders === 0 ? t('dashboard.no_orders') : t('dashboard.no_sales')}
              data={data.sales_per_day.map((day) => ({ label: shortDay(day.day), sales: halalasOf(day.sales) }))}
              series={[{ key: 'sales', label: t('dashboard.sales') }]}
            />
            <BarChartCard
              title={t('dashboard.orders_by_status')}
              categoryLabel={t('dashboard.status')}
              layout="rows"
              empty={t('dashboard.no_orders')}
              data={data.orders_by_status.map((entry) => ({
                label: entry.status.name,
                orders: entry.count,
                color: TONE_COLORS[statusOf(ORDER_MACHINE, entry.status.id)?.tone ?? 'processing'],
              }))}
              series={[{ key: 'orders', label: t('dashboard.orders') }]}
            />
          </SimpleGrid>
        </>
      ) : null}
    </Stack>
  );
}
