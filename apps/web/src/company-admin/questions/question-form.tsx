import { QUESTIONS_PER_REQUEST, type QuestionItem, questionBody, questionsCreateBody } from '@app/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { RichTextField } from '../../shared/fields/rich-text-field';
import { SelectField } from '../../shared/fields/select-field';
import { TextField } from '../../shared/fields/text-field';
import { FormPage, useRecordForm } from '../../shared/form/form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import type { Lang } from '../../shared/lang';
import { ViewOnSite } from '../site-content/view-on-site';
import { QUESTIONS_LIST, questions } from './api';

function QuestionFields({ prefix }: { prefix: string }) {
  const { t } = useTranslation('questions');
  const locales = (['ar', 'en'] as const).map((value) => ({ value, label: t(`locales.${value}`) }));
  // The question and answer are written in the row's language, whatever the screen's.
  const lang: Lang = useWatch({ name: `${prefix}locale` }) === 'en' ? 'en' : 'ar';
  const dir = lang === 'ar' ? 'rtl' : 'ltr';
  return (
    <>
      <SelectField name={`${prefix}locale`} options={locales} required />
      <TextField name={`${prefix}question`} lang={lang} dir={dir} required />
      <RichTextField name={`${prefix}answer`} lang={lang} dir={dir} required />
    </>
  );
}

type Row = { question: string; answer: string; locale: 'ar' | 'en' };
const newRow = (): Row => ({ question: '', answer: '', locale: 'ar' });

/** Sends `questions[]`: several questions in one save. */
function AddQuestionsForm({ onDone }: { onDone(): void }) {
  const { t } = useTranslation('questions');
  const save = questions.useSave(null);
  const controller = useResourceForm({
    schema: questionsCreateBody,
    defaultValues: { questions: [newRow()] },
    fields: 'questions:fields',
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

/** One question, sent as PUT `question`, `answer`, `locale`. */
function EditQuestionForm({ item, onDone }: { item: QuestionItem; onDone(): void }) {
  const { t } = useTranslation('questions');
  const save = questions.useSave(item.id);
  const controller = useResourceForm({
    schema: questionBody,
    defaultValues: { question: item.question, answer: item.answer, locale: item.locale },
    fields: 'questions:fields',
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

/** /admin/questions/add-questions (several at once) and .../add-questions/{id}; back to the list once saved. */
export function QuestionFormPage() {
  const page = useRecordForm(questions, QUESTIONS_LIST);
  return (
    <FormPage
      title={page.id ? 'questions:edit' : 'questions:add'}
      action={<ViewOnSite path="/investor-relations" />}
      {...page.status}
    >
      {page.id === null ? (
        <AddQuestionsForm onDone={page.backToList} />
      ) : (
        page.item && <EditQuestionForm key={page.id} item={page.item} onDone={page.backToList} />
      )}
    </FormPage>
  );
}
