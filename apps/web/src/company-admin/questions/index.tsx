import {
  QUESTIONS_PER_REQUEST,
  type QuestionBody,
  type QuestionItem,
  type QuestionsCreateBody,
  questionBody,
  questionsCreateBody,
} from '@app/contracts';
import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { DataTable } from '../../shared/data-table/data-table';
import { editAction, useDeleteAction } from '../../shared/data-table/row-actions';
import type { Column } from '../../shared/data-table/types';
import { FormDialog, useFormDialog } from '../../shared/dialogs/form-dialog';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { RichTextField } from '../../shared/fields/rich-text-field';
import { SelectField } from '../../shared/fields/select-field';
import { TextField } from '../../shared/fields/text-field';
import type { FieldLabels } from '../../shared/form/labels';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import { AddButton, PageHeader } from '../../shared/page-header';
import { createResource } from '../../shared/resource';

export const questions = createResource<QuestionItem, QuestionsCreateBody | QuestionBody>({
  key: 'investor-questions',
  path: '/admin/investor_relation_questions',
});

/** The answer as plain text for the list (the stored HTML is sanitized; tags are dropped here). */
export function plainExcerpt(html: string, max = 140): string {
  const text = html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

const dirOf = (row: QuestionItem) => (row.locale === 'ar' ? 'rtl' : 'ltr');

export const questionColumns: Column<QuestionItem>[] = [
  // Each row is written in its own language, whatever the screen's.
  {
    key: 'question',
    header: 'questions:columns.question',
    render: (row) => (
      <Text size="sm" dir={dirOf(row)}>
        {row.question}
      </Text>
    ),
  },
  {
    key: 'answer',
    header: 'questions:columns.answer',
    render: (row) => (
      <Text size="sm" lineClamp={2} dir={dirOf(row)}>
        {plainExcerpt(row.answer)}
      </Text>
    ),
  },
  { key: 'locale', header: 'questions:columns.locale', render: (row) => <LocaleName locale={row.locale} /> },
];

function LocaleName({ locale }: { locale: 'ar' | 'en' }) {
  const { t } = useTranslation('questions');
  return <>{t(`locales.${locale}`)}</>;
}

const labels: FieldLabels = {
  questions: 'questions:fields.questions',
  'questions.*.question': 'questions:fields.question',
  'questions.*.answer': 'questions:fields.answer',
  'questions.*.locale': 'questions:fields.locale',
  question: 'questions:fields.question',
  answer: 'questions:fields.answer',
  locale: 'questions:fields.locale',
};

function useLocaleOptions() {
  const { t } = useTranslation('questions');
  return (['ar', 'en'] as const).map((value) => ({ value, label: t(`locales.${value}`) }));
}

function QuestionFields({ prefix }: { prefix: string }) {
  return (
    <>
      <SelectField name={`${prefix}locale`} options={useLocaleOptions()} required />
      <TextField name={`${prefix}question`} required />
      <RichTextField name={`${prefix}answer`} required />
    </>
  );
}

type Row = { question: string; answer: string; locale: 'ar' | 'en' };
const newRow = (): Row => ({ question: '', answer: '', locale: 'ar' });

/** Adds several questions at once. */
function AddQuestionsForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('questions');
  const save = questions.useSave(null);
  const controller = useResourceForm({
    schema: questionsCreateBody,
    defaultValues: { questions: [newRow()] },
    labels,
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <RepeatableRows<Row> name="questions" newRow={newRow} max={QUESTIONS_PER_REQUEST} rowTitle="questions:row">
        {({ path }) => <QuestionFields prefix={`${path}.`} />}
      </RepeatableRows>
    </ResourceForm>
  );
}

function EditQuestionForm({ item, onDone }: { item: QuestionItem; onDone(): void }) {
  const { t } = useTranslation('questions');
  const save = questions.useSave(item.id);
  const controller = useResourceForm({
    schema: questionBody,
    defaultValues: { question: item.question, answer: item.answer, locale: item.locale },
    labels,
    onSubmit: (values) => save.mutateAsync(values),
    onSuccess: onDone,
    successNotification: t('saved'),
  });
  return (
    <ResourceForm controller={controller} onCancel={onDone}>
      <QuestionFields prefix="" />
    </ResourceForm>
  );
}

/** Investor-relations questions: list, add several at once, edit one, delete. */
export default function QuestionsPage() {
  const { t } = useTranslation('questions');
  const dialog = useFormDialog();
  const editing = questions.useDetail(dialog.id);
  const remove = useDeleteAction<QuestionItem>(questions, {
    permission: 'delete investor questions',
    message: 'questions:delete_confirm',
  });
  const edit = editAction<QuestionItem>((row) => dialog.openEdit(row.id), 'update investor questions');
  return (
    <>
      <PageHeader
        title="questions:title"
        action={<AddButton label="questions:add" permission="add investor questions" onClick={dialog.openCreate} />}
      />
      <DataTable
        resource={questions}
        label="questions:title"
        columns={questionColumns}
        actions={[edit, remove]}
        rowLabel={(row) => row.question}
      />
      <FormDialog
        opened={dialog.opened}
        onClose={dialog.close}
        title={t(dialog.id ? 'edit' : 'add')}
        size="xl"
        loading={dialog.id !== null && editing.isPending}
        error={dialog.id !== null ? editing.error : null}
      >
        {dialog.id === null ? (
          <AddQuestionsForm onDone={dialog.close} />
        ) : editing.data ? (
          <EditQuestionForm key={dialog.id} item={editing.data} onDone={dialog.close} />
        ) : null}
      </FormDialog>
    </>
  );
}
