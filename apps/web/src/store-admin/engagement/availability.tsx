import type { AvailabilityItem } from '@app/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { useFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { availabilityRequests } from './api';

function When({ value }: { value: string | null }) {
  const { t } = useTranslation('store-engagement');
  const format = useFormat();
  return value ? (
    format.dateTime(value)
  ) : (
    <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
      {t('availability.waiting')}
    </Text>
  );
}

const columns: Column<AvailabilityItem>[] = [
  { key: 'name', header: 'store-engagement:availability.columns.name' },
  {
    key: 'email',
    header: 'store-engagement:availability.columns.email',
    render: (row) => <LtrText>{row.email}</LtrText>,
  },
  {
    key: 'mobile',
    header: 'store-engagement:availability.columns.mobile',
    render: (row) => <LtrText>{row.mobile}</LtrText>,
  },
  { key: 'product', header: 'store-engagement:availability.columns.product', render: (row) => row.product.name },
  {
    key: 'created_at',
    header: 'store-engagement:availability.columns.created_at',
    render: (row) => <When value={row.created_at} />,
  },
  {
    key: 'notified_at',
    header: 'store-engagement:availability.columns.notified_at',
    render: (row) => <When value={row.notified_at} />,
  },
];

/** /store-admin/availability: notify-me requests, each deleted after the spec's confirmation. */
export default function AvailabilityScreen() {
  const { t } = useTranslation('store-engagement');
  const remove = useDeleteAction<AvailabilityItem>(availabilityRequests, {
    permission: 'list availability requests',
    message: 'store-engagement:availability.delete_confirm',
  });
  return (
    <>
      <PageHeader title="store-engagement:availability.title" />
      <Text size="sm" c="dimmed" mb="md">
        {t('availability.hint')}
      </Text>
      <DataTable
        resource={availabilityRequests}
        label="store-engagement:availability.title"
        columns={columns}
        filters={[{ type: 'text', name: 'search', label: 'store-engagement:availability.search' }]}
        actions={[remove]}
        empty="store-engagement:availability.empty"
        rowLabel={(row) => row.name}
        minWidth={900}
      />
    </>
  );
}
