import { type LoyaltySettingsItem, loyaltySettingsBody } from '@app/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import type { Column } from '../../shared/data-table/types';
import { NumberField } from '../../shared/fields/number-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { useFormat } from '../../shared/format';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { loyalty } from './api';

const LIST = '/store-admin/loyalty';

function Limit({ value }: { value: number }) {
  const { t } = useTranslation('store-loyalty');
  const format = useFormat();
  return <>{value === 0 ? t('no_limit') : format.number(value)}</>;
}

function Changed({ value }: { value: string | null }) {
  return <>{useFormat().dateTime(value)}</>;
}

const columns: Column<LoyaltySettingsItem>[] = [
  { key: 'sar_to_loyalty_points', header: 'store-loyalty:columns.sar_to_loyalty_points', align: 'center' },
  { key: 'minimum_loyalty_points', header: 'store-loyalty:columns.minimum_loyalty_points', align: 'center' },
  {
    key: 'maximum_loyalty_points',
    header: 'store-loyalty:columns.maximum_loyalty_points',
    align: 'center',
    render: (row) => <Limit value={row.maximum_loyalty_points} />,
  },
  {
    key: 'updated_at',
    header: 'store-loyalty:columns.updated_at',
    render: (row) => <Changed value={row.updated_at} />,
  },
];

/** The three values, in the spec's one-row table with an edit link; set up once when there is none. */
function LoyaltyList() {
  const { t } = useTranslation('store-loyalty');
  const current = loyalty.useList({ page: 1, limit: 1 });
  const rate = current.data?.data[0]?.sar_to_loyalty_points;
  return (
    <ListPage<LoyaltySettingsItem>
      resource={loyalty}
      title="store-loyalty:title"
      columns={columns}
      intro={
        rate ? (
          <Text size="sm" mb="md">
            {t('how', { rate })}
          </Text>
        ) : undefined
      }
      empty="store-loyalty:empty"
      add={current.data?.total === 0 ? { label: 'store-loyalty:add', path: 'add-loyalty' } : undefined}
      edit={{ path: (row) => `add-loyalty/${row.id}` }}
      minWidth={560}
    />
  );
}

function LoyaltyForm({ item, onDone }: { item?: LoyaltySettingsItem; onDone(): void }) {
  const { t } = useTranslation('store-loyalty');
  const save = loyalty.useSave(item?.id);
  const controller = useResourceForm({
    schema: loyaltySettingsBody,
    defaultValues: {
      sar_to_loyalty_points: item?.sar_to_loyalty_points ?? 20,
      minimum_loyalty_points: item?.minimum_loyalty_points ?? 100,
      maximum_loyalty_points: item?.maximum_loyalty_points ?? 0,
    },
    fields: 'store-loyalty:fields',
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      {(['sar_to_loyalty_points', 'minimum_loyalty_points', 'maximum_loyalty_points'] as const).map((name) => (
        <NumberField key={name} name={name} required min={0} allowDecimal={false} description={t(`hints.${name}`)} />
      ))}
    </ResourceForm>
  );
}

function LoyaltyFormPage() {
  const page = useRecordForm(loyalty, LIST);
  return (
    <FormPage title={page.id ? 'store-loyalty:edit' : 'store-loyalty:add'} {...page.status}>
      <LoyaltyForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}

/** /store-admin/loyalty and its form at add-loyalty[/{id}]. */
export default function LoyaltyScreen() {
  useTranslation('store-loyalty');
  return (
    <ScreenRoutes>
      <Route index element={<LoyaltyList />} />
      <Route path="add-loyalty/:id?" element={<LoyaltyFormPage />} />
    </ScreenRoutes>
  );
}
