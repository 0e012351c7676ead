import { type FinanceMarketBody, type FinanceMarketItem, financeMarketBody } from '@app/contracts';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { LtrText } from '../../shared/data-table/cells';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormDialog, useFormDialog } from '../../shared/dialogs/form-dialog';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { TextField } from '../../shared/fields/text-field';
import type { FieldLabels } from '../../shared/form/labels';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { AddButton, PageHeader } from '../../shared/page-header';
import { createResource } from '../../shared/resource';

export const financeMarket = createResource<FinanceMarketItem, FinanceMarketBody>({
  key: 'finance-market',
  path: '/admin/financeMarket',
});

const nameIn = (row: FinanceMarketItem, local: 'ar' | 'en') => row.translation.find((t) => t.local === local)?.name;

export const financeMarketColumns: Column<FinanceMarketItem>[] = [
  { key: 'name_ar', header: 'finance-market:columns.name_ar', render: (row) => nameIn(row, 'ar') },
  { key: 'name_en', header: 'finance-market:columns.name_en', render: (row) => nameIn(row, 'en') },
  {
    key: 'url',
    header: 'finance-market:columns.url',
    render: (row) => (
      <Anchor href={row.url} target="_blank" rel="noopener noreferrer">
        <LtrText>{row.url}</LtrText>
      </Anchor>
    ),
  },
];

const labels: FieldLabels = {
  url: 'finance-market:fields.url',
  'translation.*.name': 'finance-market:fields.name',
};

function FinanceMarketForm({ item, onDone }: { item?: FinanceMarketItem; onDone(): void }) {
  const { t } = useTranslation('finance-market');
  const save = financeMarket.useSave(item?.id);
  const controller = useResourceForm({
    schema: financeMarketBody,
    defaultValues: {
      url: item?.url ?? '',
      translation: (['ar', 'en'] as const).map((local) => ({ local, name: item ? (nameIn(item, local) ?? '') : '' })),
    },
    labels,
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField
        label="finance-market:fields.name"
        names={{ ar: 'translation.0.name', en: 'translation.1.name' }}
        required
      />
      <TextField name="url" type="url" dir="ltr" placeholder="https://" required />
    </ResourceForm>
  );
}

/** Money-market disclosure links: list, add and edit in a popup, delete with confirmation. */
export default function FinanceMarketPage() {
  const { t } = useTranslation('finance-market');
  const dialog = useFormDialog();
  const editing = financeMarket.useDetail(dialog.id);
  const remove = useDeleteAction<FinanceMarketItem>(financeMarket, {
    permission: 'delete finance market',
    message: 'finance-market:delete_confirm',
  });
  const edit = editAction<FinanceMarketItem>((row) => dialog.openEdit(row.id), 'update finance market');
  return (
    <>
      <PageHeader
        title="finance-market:title"
        action={<AddButton label="finance-market:add" permission="add finance market" onClick={dialog.openCreate} />}
      />
      <DataTable
        resource={financeMarket}
        label="finance-market:title"
        columns={financeMarketColumns}
        actions={[edit, remove]}
        rowLabel={(row) => nameIn(row, 'ar') ?? String(row.id)}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={t(dialog.id ? 'edit' : 'add')}
        loading={dialog.id !== null && editing.isPending}
        error={dialog.id !== null ? editing.error : null}
      >
        <FinanceMarketForm key={dialog.id ?? 'new'} item={dialog.id ? editing.data : undefined} onDone={dialog.close} />
      </FormDialog>
    </>
  );
}
