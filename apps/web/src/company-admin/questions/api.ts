import type { QuestionBody, QuestionItem, QuestionsCreateBody } from '@app/contracts';
import { createResource } from '../../shared/resource';

export const questions = createResource<QuestionItem, QuestionsCreateBody | QuestionBody>({
  key: 'investor-questions',
  path: '/admin/investor_relation_questions',
});

export const QUESTIONS_LIST = '/admin/questions';
