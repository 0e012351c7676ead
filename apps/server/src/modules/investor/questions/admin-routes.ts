import {
  dataAnswer,
  idParam,
  listAnswer,
  messageAnswer,
  pageAnswer,
  pageQuery,
  questionBody,
  questionItem,
  questionsCreateBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { createQuestions, deleteQuestion, getQuestion, listQuestions, updateQuestion } from './admin-service';

registerFieldLabels({
  ar: { question: 'السؤال', answer: 'الإجابة', locale: 'اللغة', questions: 'الأسئلة' },
  en: { question: 'question', answer: 'answer', locale: 'language', questions: 'questions' },
});

const one = dataAnswer(questionItem);
const url = '/api/admin/investor_relation_questions';

/** Company back-office: investor-relations questions (company-admin.md, Content management). */
export default async function questionsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'investor questions');

  route.get(
    url,
    {
      permission: 'list investor questions',
      summary: 'Questions of both languages',
      query: pageQuery,
      response: pageAnswer(questionItem),
    },
    (ctx, { query }) => listQuestions(ctx, query),
  );
  route.get(
    `${url}/:id`,
    {
      permission: ['list investor questions', 'update investor questions'],
      summary: 'One question',
      params: idParam,
      response: one,
    },
    async (ctx, { params }) => ({ data: await getQuestion(ctx, params.id) }),
  );
  route.post(
    url,
    {
      permission: 'add investor questions',
      summary: 'Add one or more questions (questions[] of question, answer, locale)',
      body: questionsCreateBody,
      response: listAnswer(questionItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createQuestions(ctx, body) }),
  );
  route.put(
    `${url}/:id`,
    {
      permission: 'update investor questions',
      summary: 'Edit a question',
      params: idParam,
      body: questionBody,
      response: one,
    },
    async (ctx, { params, body }) => ({ data: await updateQuestion(ctx, params.id, body) }),
  );
  route.delete(
    `${url}/:id`,
    { permission: 'delete investor questions', summary: 'Delete a question', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteQuestion(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
