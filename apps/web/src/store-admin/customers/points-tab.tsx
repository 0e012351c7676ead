import type { PointsEntryItem } from '@app/contracts';
import { Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import type { Column } from '../../shared/data-table/types';
import { useFormat } from '../../shared/format';
import { pointsEntries } from './api';
import { EntryDate, EntryType } from './ledger-cells';

const columns: Column<PointsEntryItem>[] = [
  { key: 'points', header: 'store-customers:points.columns.points', align: 'end' },
  { key: 'balance_before', header: 'store-customers:points.columns.balance_before', align: 'end' },
  { key: 'balance_after', header: 'store-customers:points.columns.balance_after', align: 'end' },
  {
    key: 'created_at',
    header: 'store-customers:points.columns.created_at',
    render: (row) => <EntryDate value={row.created_at} />,
  },
  {
    key: 'transaction_type',
    header: 'store-customers:points.columns.transaction_type',
    render: (row) => <EntryType value={row.transaction_type} />,
  },
  { key: 'description', header: 'store-customers:points.columns.description', render: (row) => row.description ?? '—' },
];

/** The user's loyalty points: the balance and every entry (earned, redeemed, adjusted) with before and after. */
export function PointsTab({ userId, balance }: { userId: string; balance: number }) {
  const { t } = useTranslation('store-customers');
  const format = useFormat();
  return (
    <Stack gap="md">
      <Text fw={600}>{t('points.balance', { points: format.number(balance) })}</Text>
      <DataTable
        resource={pointsEntries.with({ userId })}
        label="store-customers:detail_tabs.points"
        columns={columns}
        empty="store-customers:points.empty"
        minWidth={640}
      />
    </Stack>
  );
}
