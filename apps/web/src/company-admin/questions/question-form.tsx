import { QUESTIONS_PER_REQUEST, type QuestionItem, questionBody, questionsCreateBody } from '@app/contracts';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { RepeatableRows } from '../../shared/fields/repeatable-rows';
import { RichTextField } from '../../shared/fields/rich-text-field';
import { SelectField } from '../../shared/fields/select-field';
import { TextField } from '../../shared/fields/text-field';
import type { FieldLabels } from '../../shared/form/labels';
import { RecordFormPage } from '../../shared/form/record-form-page';
import { ResourceForm } from '../../shared/form/resource-form';
import { useResourceForm } from '../../shared/form/use-resource-form';
import type { Lang } from '../../shared/lang';
import { ViewOnSite } from '../site-content/view-on-site';
import { QUESTIONS_LIST, questions } from './api';

const labels: FieldLabels = {
  questions: 'questions:fields.questions',
  'questions.*.question': 'questions:fields.question',
  'questions.*.answer': 'questions:fields.answer',
  'questions.*.locale': 'questions:fields.locale',
  question: 'questions:fields.question',
  answer: 'questions:fields.answer',
  locale: 'questions:fields.locale',
};

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

/** One question, sent as PUT `question`, `answer`, `locale`. */
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

/** /admin/questions/add-questions (several at once) and .../add-questions/{id}; back to the list once saved. */
export function QuestionFormPage() {
  return (
    <RecordFormPage
      resource={questions}
      listPath={QUESTIONS_LIST}
      titles={{ add: 'questions:add', edit: 'questions:edit' }}
      action={<ViewOnSite path="/investor-relations" />}
    >
      {({ id, item, backToList }) =>
        id === null ? (
          <AddQuestionsForm onDone={backToList} />
        ) : (
          item && <EditQuestionForm key={id} item={item} onDone={backToList} />
        )
      }
    </RecordFormPage>
  );
}
