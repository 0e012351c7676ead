import { type InvestigatorBody, type InvestigatorItem, investigatorBody } from '@app/contracts';
import { Image } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormDialog, useFormDialog } from '../../shared/dialogs/form-dialog';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { ImageSlot } from '../../shared/fields/file-slot';
import { RichTextBilingualInput } from '../../shared/fields/rich-text-field';
import { type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import type { FieldLabels } from '../../shared/form/labels';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { PageHeader } from '../../shared/page-header';
import { createResource } from '../../shared/resource';

export const investigator = createResource<InvestigatorItem, InvestigatorBody>({
  key: 'investigator',
  path: '/admin/investigator',
  update: 'method-override',
});

const textIn = (row: InvestigatorItem | undefined, local: 'ar' | 'en') =>
  row?.translation.find((t) => t.local === local);

export const investigatorColumns: Column<InvestigatorItem>[] = [
  {
    key: 'image',
    header: 'investigator:columns.image',
    width: 80,
    render: (row) => (row.image ? <Image src={row.image} alt="" w={48} h={48} radius="sm" fit="cover" /> : null),
  },
  { key: 'name_ar', header: 'investigator:columns.name_ar', render: (row) => textIn(row, 'ar')?.name },
  { key: 'name_en', header: 'investigator:columns.name_en', render: (row) => textIn(row, 'en')?.name },
];

/** The form's values: the texts and the image slot (only a newly chosen file is sent). */
const formSchema = investigatorBody.extend({ image: z.custom<SlotValue>().optional() });

const labels: FieldLabels = {
  image: 'investigator:fields.image',
  'translation.*.name': 'investigator:fields.name',
  'translation.*.content': 'investigator:fields.content',
};

function InvestigatorForm({ item, onDone }: { item?: InvestigatorItem; onDone(): void }) {
  const { t } = useTranslation('investigator');
  const save = investigator.useSave(item?.id);
  const controller = useResourceForm({
    schema: formSchema,
    defaultValues: {
      image: storedFile(item?.image),
      translation: (['ar', 'en'] as const).map((local) => ({
        local,
        name: textIn(item, local)?.name ?? '',
        content: textIn(item, local)?.content ?? '',
      })),
    },
    labels,
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <ImageSlot name="image" />
      <BilingualField
        label="investigator:fields.name"
        names={{ ar: 'translation.0.name', en: 'translation.1.name' }}
        required
      />
      <BilingualField
        label="investigator:fields.content"
        names={{ ar: 'translation.0.content', en: 'translation.1.content' }}
        input={RichTextBilingualInput}
        required
      />
    </ResourceForm>
  );
}

/** The investor-relations officer entry: edit only, the first record as the public page shows it. */
export default function InvestigatorPage() {
  const { t } = useTranslation('investigator');
  const dialog = useFormDialog();
  const editing = investigator.useDetail(dialog.id);
  const edit = editAction<InvestigatorItem>((row) => dialog.openEdit(row.id), 'manage investigator');
  return (
    <>
      <PageHeader title="investigator:title" />
      <DataTable
        resource={investigator}
        label="investigator:title"
        columns={investigatorColumns}
        actions={[edit]}
        limit={1}
        rowLabel={(row) => textIn(row, 'ar')?.name ?? String(row.id)}
      />
      <FormDialog
        opened={dialog.opened && dialog.id !== null}
        onClose={dialog.close}
        title={t('edit')}
        size="xl"
        loading={dialog.id !== null && editing.isPending}
        error={dialog.id !== null ? editing.error : null}
      >
        <InvestigatorForm key={dialog.id ?? 'none'} item={editing.data} onDone={dialog.close} />
      </FormDialog>
    </>
  );
}
