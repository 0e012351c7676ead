import {
  type IndicatorBody,
  type IndicatorCategory,
  type IndicatorCreateBody,
  type IndicatorItem,
  indicatorBody,
  indicatorCreateBody,
  type Permission,
} from '@app/contracts';
import { useTranslation } from 'react-i18next';
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
import type { TranslationKey } from '../../shared/translation-key';

export const indicators = createResource<IndicatorItem, IndicatorBody | IndicatorCreateBody>({
  key: 'indicators',
  path: '/admin/indicatorPerformance',
});

const textIn = (row: IndicatorItem | undefined, locale: 'ar' | 'en') =>
  row?.translations.find((t) => t.locale === locale);

/** Title and description in the UI language. */
function useColumns(): Column<IndicatorItem>[] {
  const { i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'ar';
  return [
    { key: 'title', header: 'indicators:columns.title', render: (row) => textIn(row, lang)?.title },
    { key: 'value', header: 'indicators:columns.value', render: (row) => <bdi>{row.value}</bdi> },
    { key: 'description', header: 'indicators:columns.description', render: (row) => textIn(row, lang)?.description },
  ];
}

const labels: FieldLabels = {
  value: 'indicators:fields.value',
  'translation.*.title': 'indicators:fields.title',
  'translation.*.description': 'indicators:fields.description',
};

function IndicatorForm({
  item,
  category,
  onDone,
}: {
  item?: IndicatorItem;
  category: IndicatorCategory;
  onDone(): void;
}) {
  const { t } = useTranslation('indicators');
  const save = indicators.useSave(item?.id);
  const controller = useResourceForm({
    schema: item ? indicatorBody : indicatorCreateBody,
    defaultValues: {
      value: item?.value ?? '',
      ...(item ? {} : { category }),
      translation: (['ar', 'en'] as const).map((locale) => ({
        locale,
        title: textIn(item, locale)?.title ?? '',
        description: textIn(item, locale)?.description ?? '',
      })),
    },
    labels,
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField
        label="indicators:fields.title"
        names={{ ar: 'translation.0.title', en: 'translation.1.title' }}
        required
      />
      <TextField name="value" dir="ltr" required description={t('value_hint')} />
      <BilingualField
        label="indicators:fields.description"
        names={{ ar: 'translation.0.description', en: 'translation.1.description' }}
        multiline
        required
      />
    </ResourceForm>
  );
}

const SCREENS: Record<IndicatorCategory, { title: TranslationKey; update: Permission; canAdd: boolean }> = {
  key_metrics: { title: 'indicators:key_metrics', update: 'update key indicators', canAdd: false },
  kpis: { title: 'indicators:kpis', update: 'update key performance indicators', canAdd: true },
};

/** Key metrics (edit only) or KPIs (add, edit, delete): title, value and description. */
export function IndicatorsScreen({ category }: { category: IndicatorCategory }) {
  const { t } = useTranslation('indicators');
  const screen = SCREENS[category];
  const dialog = useFormDialog();
  const editing = indicators.useDetail(dialog.id);
  const edit = editAction<IndicatorItem>((row) => dialog.openEdit(row.id), screen.update);
  const remove = useDeleteAction<IndicatorItem>(indicators, {
    permission: screen.update,
    message: 'indicators:delete_confirm',
  });
  return (
    <>
      <PageHeader
        title={screen.title}
        action={
          screen.canAdd ? (
            <AddButton label="indicators:add" permission={screen.update} onClick={dialog.openCreate} />
          ) : undefined
        }
      />
      <DataTable
        resource={indicators}
        label={screen.title}
        params={{ category }}
        columns={useColumns()}
        actions={screen.canAdd ? [edit, remove] : [edit]}
        rowLabel={(row) => textIn(row, 'ar')?.title ?? String(row.id)}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={t(dialog.id ? 'edit' : 'add')}
        loading={dialog.id !== null && editing.isPending}
        error={dialog.id !== null ? editing.error : null}
      >
        <IndicatorForm
          key={dialog.id ?? 'new'}
          item={dialog.id ? editing.data : undefined}
          category={category}
          onDone={dialog.close}
        />
      </FormDialog>
    </>
  );
}
