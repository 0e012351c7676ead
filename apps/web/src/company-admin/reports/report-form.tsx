import { type ReportItem, reportBody, reportFileInput } from '@app/contracts';
import { SimpleGrid } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { BilingualField } from '../../shared/fields/bilingual-field';
import { FileSlot, ImageSlot } from '../../shared/fields/file-slot';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { TextField } from '../../shared/fields/text-field';
import { fileSlot, type SlotValue, storedFile, toFormData } from '../../shared/form/form-data';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { bilingualNames, translated, translationValues } from '../../shared/translations';
import { REPORTS_LIST, reports, useDeleteReportFile } from './api';

const attachment = reportFileInput.extend({ file: fileSlot });
type Attachment = z.input<typeof attachment>;
const schema = reportBody.extend({ image: fileSlot, attachments: z.array(attachment).max(50) });

const newRow = (): Attachment => ({ title_ar: '', title_en: '', file: null as SlotValue });

/** A stored document as a row: its id and titles are sent back, its file only when replaced. */
function toRow(file: ReportItem['files'][number]): Attachment {
  return {
    id: file.id,
    title_ar: translated(file.translation, 'title', 'ar'),
    title_en: translated(file.translation, 'title', 'en'),
    file: storedFile(file.download_url, file.file.split('/').pop()),
  };
}

function ReportForm({ item, onDone }: { item?: ReportItem; onDone(): void }) {
  const { t } = useTranslation('reports');
  const save = reports.useSave(item?.id);
  const deleteFile = useDeleteReportFile();
  const controller = useResourceForm({
    schema,
    defaultValues: {
      translations: translationValues(item?.translation, ['title'], 'locale'),
      image: storedFile(item?.image),
      attachments: item?.files.map(toRow) ?? [newRow()],
    },
    fields: 'reports:fields',
    // translations[i][title|locale], image and attachments[i][file] only when newly chosen, attachments[i][id] kept.
    onSubmit: (values) => save.mutateAsync(toFormData(values)),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <BilingualField label="reports:fields.title" names={bilingualNames('translations', 'title')} required />
      <ImageSlot name="image" />
      <RepeatableRows<Attachment>
        name="attachments"
        newRow={newRow}
        max={50}
        rowTitle="reports:fields.file_row"
        removeStored={{ message: 'reports:delete_file_confirm', run: (row) => deleteFile.mutateAsync(Number(row.id)) }}
      >
        {({ path }) => (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              <TextField name={`${path}.title_ar`} dir="rtl" required />
              <TextField name={`${path}.title_en`} dir="ltr" required />
            </SimpleGrid>
            <FileSlot name={`${path}.file`} accept=".pdf,application/pdf" required />
          </>
        )}
      </RepeatableRows>
    </ResourceForm>
  );
}

/** .../add-results-and-reports and .../add-results-and-reports/{id}; back to the list once saved. */
export function ReportFormPage() {
  const page = useRecordForm(reports, REPORTS_LIST);
  return (
    <FormPage title={page.id ? 'reports:edit' : 'reports:add'} {...page.status}>
      <ReportForm key={page.id ?? 'new'} item={page.item} onDone={page.backToList} />
    </FormPage>
  );
}
