import { POINTS_ACTIONS, type PointsAction, type PointsEntryItem, pointsActionBody } from '@app/contracts';
import { Input, SegmentedControl, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useRef } from 'react';
import { useController, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { notifySuccess } from '../../shared/alerts/notify';
import { DataTable } from '../../shared/data-table/data-table';
import type { Column } from '../../shared/data-table/types';
import { TextField } from '../../shared/fields/text-field';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useFormat } from '../../shared/format';
import { PermissionGate } from '../../shared/permission-gate';
import { pointsEntries, usePointsAction } from './api';
import { EntryBy, EntryDate, EntryOrder, EntryPoints, EntryType } from './ledger-cells';

const columns: Column<PointsEntryItem>[] = [
  {
    key: 'points',
    header: 'store-customers:points.columns.points',
    align: 'end',
    render: (row) => <EntryPoints value={row.points} />,
  },
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
  {
    key: 'order_id',
    header: 'store-customers:points.columns.order',
    render: (row) => <EntryOrder id={row.order_id} />,
  },
  { key: 'by', header: 'store-customers:points.columns.by', render: (row) => <EntryBy entry={row} /> },
];

const schema = pointsActionBody.extend({ type: z.enum(POINTS_ACTIONS) });
const blank = { type: 'add' as PointsAction, points: '', description: '', order_id: '' };

/** Add or deduct: which way the points go, as two segments. */
function ActionChoice() {
  const { t } = useTranslation('store-customers');
  const { field } = useController({ name: 'type' });
  return (
    <Input.Wrapper label={t('points.action')}>
      <div>
        <SegmentedControl
          mt={4}
          value={field.value}
          onChange={field.onChange}
          data={POINTS_ACTIONS.map((type) => ({ value: type, label: t(`points.actions.${type}`) }))}
        />
      </div>
    </Input.Wrapper>
  );
}

/**
 * Staff add points (a goodwill gesture, a missed order's points) or deduct them (a mistake, a
 * returned order), always with a reason and optionally the order it concerns. One idempotency key
 * per attempt: sending the same values again after a failure reuses it, so a request that did get
 * through is not counted twice; changed values, or a success, start a new one.
 */
function PointsActions({ userId }: { userId: string }) {
  const { t } = useTranslation('store-customers');
  const action = usePointsAction(userId);
  const attempt = useRef<{ values: string; key: string } | null>(null);
  const controller = useResourceForm({
    schema,
    defaultValues: blank as never,
    fields: 'store-customers:points.fields',
    onSubmit: ({ type, ...body }) => {
      const values = JSON.stringify([type, body]);
      if (attempt.current?.values !== values) attempt.current = { values, key: crypto.randomUUID() };
      return action.mutateAsync({ type, body, key: attempt.current.key });
    },
    onSuccess: (answer) => {
      attempt.current = null;
      const entry = (answer as { data: PointsEntryItem }).data;
      const type = entry.points > 0 ? 'add' : 'deduct';
      notifySuccess(t(`points.done.${type}`, { count: Math.abs(entry.points) }));
      controller.form.reset({ ...blank, type } as never);
    },
  });
  const type = useWatch({ control: controller.form.control, name: 'type' }) as PointsAction;
  return (
    <ResourceForm controller={controller} submitLabel={`store-customers:points.actions.${type}`}>
      <Title order={2} size="h5">
        {t('points.form_title')}
      </Title>
      <ActionChoice />
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        <TextField name="points" dir="ltr" inputMode="numeric" autoComplete="off" />
        <TextField
          name="order_id"
          dir="ltr"
          inputMode="numeric"
          autoComplete="off"
          description={t('points.order_hint')}
        />
      </SimpleGrid>
      <TextField name="description" maxLength={250} autoComplete="off" description={t('points.description_hint')} />
    </ResourceForm>
  );
}

/** The user's loyalty points: the balance, the staff's add and deduct form, and every entry with its reason and order. */
export function PointsTab({ userId, balance }: { userId: string; balance: number }) {
  const { t } = useTranslation('store-customers');
  const format = useFormat();
  return (
    <Stack gap="md">
      <Text fw={600}>{t('points.balance', { points: format.number(balance) })}</Text>
      <PermissionGate permission="manage customer points">
        <PointsActions userId={userId} />
      </PermissionGate>
      <DataTable
        resource={pointsEntries.with({ userId })}
        label="store-customers:detail_tabs.points"
        columns={columns}
        empty="store-customers:points.empty"
        minWidth={880}
      />
    </Stack>
  );
}
