import type { QuestionItem } from '@app/contracts';
import { useTranslation } from 'react-i18next';
import { Route } from 'react-router';
import { ListPage } from '../../shared/data-table/list-page';
import { ScreenRoutes } from '../../shared/staff/screen-routes';
import { questions } from './api';
import { questionColumns } from './columns';
import { QuestionFormPage } from './question-form';

function QuestionsList() {
  return (
    <ListPage<QuestionItem>
      resource={questions}
      title="shell:company.menu.questions"
      columns={questionColumns}
      add={{ label: 'questions:add', permission: 'add investor questions', path: 'add-questions' }}
      edit={{ permission: 'update investor questions', path: (row) => `add-questions/${row.id}` }}
      remove={{ permission: 'delete investor questions', message: 'questions:delete_confirm' }}
      rowLabel={(row) => row.question}
    />
  );
}

/** /admin/questions: the list; .../add-questions and .../add-questions/{id}: the form. */
export default function QuestionsScreen() {
  // The screen's texts arrive before it renders (the namespace is fetched on first use).
  useTranslation('questions');
  return (
    <ScreenRoutes>
      <Route index element={<QuestionsList />} />
      <Route path="add-questions/:id?" element={<QuestionFormPage />} />
    </ScreenRoutes>
  );
}
