import { Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ErrorAlert } from '../../shared/alerts/error-alert';
import { BarChartCard } from '../../shared/charts/bar-chart';
import { StatCards } from '../../shared/charts/stat-cards';
import { DateRangeInput } from '../../shared/fields/date-field';
import { PageHeader } from '../../shared/page-header';
import { useUrlDateRange } from '../../shared/use-url-date-range';
import { halalasOf, hourLabel, useStoreReport } from './api';

/**
 * /store-admin/reports: customers, open branches and products now; over a range kept in the address
 * (`?from=&to=`, the server's last 30 days when none), the best-selling products, the top customers
 * and the orders by hour of the day.
 */
export default function StoreReportsPage() {
  const { t } = useTranslation('store-stats');
  const { range, choose, shown } = useUrlDateRange();
  const report = useStoreReport(range);
  const data = report.data;

  const placed = data?.most_active_times.reduce((sum, hour) => sum + hour.orders, 0) ?? 0;
  return (
    <Stack gap="md">
      <PageHeader title="store-stats:reports.title" />
      <Group justify="space-between" align="flex-end" wrap="wrap" gap="sm">
        <DateRangeInput label={t('reports.range')} value={shown(data)} onChange={choose} miw={280} />
        <Text size="sm" c="dimmed">
          {t('reports.default_range')}
        </Text>
      </Group>
      <ErrorAlert error={report.error} />
      {report.isPending ? (
        <Skeleton h={360} />
      ) : data ? (
        <>
          <StatCards
            stats={[
              { key: 'users', label: t('reports.users'), value: data.users },
              { key: 'branches', label: t('reports.branches'), value: data.branches },
              { key: 'products', label: t('reports.products'), value: data.products },
            ]}
          />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <BarChartCard
              title={t('reports.most_selling_products')}
              categoryLabel={t('reports.product')}
              layout="rows"
              height={340}
              empty={t('reports.no_sales')}
              data={data.most_selling_products.map((product) => ({
                label: product.name,
                units: product.quantity,
              }))}
              series={[{ key: 'units', label: t('reports.units') }]}
            />
            <BarChartCard
              title={t('reports.most_buying_users')}
              categoryLabel={t('reports.customer')}
              layout="rows"
              height={340}
              valueFormat="money"
              empty={t('reports.no_sales')}
              data={data.most_buying_users.map((customer) => ({
                label: customer.name,
                amount: halalasOf(customer.amount),
                color: 'indigo.6',
              }))}
              series={[{ key: 'amount', label: t('reports.amount') }]}
            />
          </SimpleGrid>
          <BarChartCard
            title={t('reports.most_active_times')}
            categoryLabel={t('reports.hour')}
            empty={placed === 0 ? t('reports.no_orders') : undefined}
            data={data.most_active_times.map((hour) => ({ label: hourLabel(hour.hour), orders: hour.orders }))}
            series={[{ key: 'orders', label: t('reports.orders'), color: 'orange.6' }]}
          />
        </>
      ) : null}
    </Stack>
  );
}
