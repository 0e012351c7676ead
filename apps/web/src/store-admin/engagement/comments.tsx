import type { ReviewItem } from '@app/contracts';
import { Switch, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { notifyError } from '../../shared/alerts/notify';
import { LtrText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import type { Column } from '../../shared/data-table/types';
import { useFormat } from '../../shared/format';
import { PageHeader } from '../../shared/page-header';
import { reviews, useReviewStatus } from './api';

/** The show/hide switch: sends the new status at once, and the list refreshes (a failure says so). */
function StatusSwitch({ review }: { review: ReviewItem }) {
  const { t } = useTranslation('store-engagement');
  const change = useReviewStatus(review.id, { onError: (error) => notifyError(error, t('comments.show')) });
  const shown = change.isPending ? change.variables === 1 : review.status === 1;
  return (
    <Switch
      checked={shown}
      disabled={change.isPending}
      aria-label={`${t('comments.show')}: ${review.name}`}
      onChange={(event) => change.mutate(event.currentTarget.checked ? 1 : 0)}
    />
  );
}

function ReviewDate({ value }: { value: string }) {
  return <>{useFormat().date(value)}</>;
}

const columns: Column<ReviewItem>[] = [
  { key: 'name', header: 'store-engagement:comments.columns.name' },
  { key: 'email', header: 'store-engagement:comments.columns.email', render: (row) => <LtrText>{row.email}</LtrText> },
  { key: 'date', header: 'store-engagement:comments.columns.date', render: (row) => <ReviewDate value={row.date} /> },
  {
    key: 'comment',
    header: 'store-engagement:comments.columns.comment',
    render: (row) => (
      // A customer writes in either language: each comment takes its own direction.
      <Text size="sm" dir="auto" style={{ whiteSpace: 'pre-line' }}>
        {row.rating ? `${'★'.repeat(row.rating)} ` : ''}
        {row.comment}
      </Text>
    ),
  },
  { key: 'product', header: 'store-engagement:comments.columns.product', render: (row) => row.product.name },
  { key: 'status', header: 'store-engagement:comments.columns.status', render: (row) => <StatusSwitch review={row} /> },
];

/** /store-admin/comments: customers' reviews with the switch that decides whether customers see each. */
export default function CommentsScreen() {
  const { t } = useTranslation('store-engagement');
  return (
    <>
      <PageHeader title="store-engagement:comments.title" />
      <Text size="sm" c="dimmed" mb="md">
        {t('comments.hint')}
      </Text>
      <DataTable
        resource={reviews}
        label="store-engagement:comments.title"
        columns={columns}
        filters={[{ type: 'text', name: 'search', label: 'store-engagement:comments.search' }]}
        empty="store-engagement:comments.empty"
        rowLabel={(row) => row.name}
        minWidth={900}
      />
    </>
  );
}
