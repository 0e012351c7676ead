import type { FastifyInstance } from 'fastify';
import { financeMarket, indicators, investigators, investorQuestions } from '../../db/schema/index';
import { multipartPayload } from '../../lib/multipart-payload';
import { MISSING_ID, type WriteFixture } from '../../test/write-fixtures';

const bilingual = (ar: string, en: string) => ({ ar, en });

const linkBody = {
  url: 'https://www.saudiexchange.sa/disclosure',
  translation: [
    { local: 'ar', name: 'تداول' },
    { local: 'en', name: 'Tadawul' },
  ],
};
const questionBody = { question: 'ما هو رمز السهم؟', answer: '<p>الرمز 4163</p>', locale: 'ar' };
const indicatorBody = {
  value: '25+',
  translation: [
    { locale: 'ar', title: 'فرع', description: 'فروع في المملكة' },
    { locale: 'en', title: 'Branches', description: 'Branches in the kingdom' },
  ],
};

async function investigatorForm(url: string) {
  const { payload, headers } = await multipartPayload([
    ['translation[0][local]', 'ar'],
    ['translation[0][name]', 'مسؤول علاقات المستثمرين'],
    ['translation[0][content]', '<p>نص</p>'],
    ['translation[1][local]', 'en'],
    ['translation[1][name]', 'Investor relations officer'],
    ['translation[1][content]', '<p>Text</p>'],
  ]);
  return { url, payload, headers };
}

async function linkId(app: FastifyInstance) {
  const [row] = await app.db
    .insert(financeMarket)
    .values({ url: linkBody.url, name: bilingual('تداول', 'Tadawul') })
    .returning();
  return row!.id;
}
async function investigatorId(app: FastifyInstance) {
  const [row] = await app.db
    .insert(investigators)
    .values({ name: bilingual('مسؤول', 'Officer'), content: bilingual('<p>نص</p>', '<p>Text</p>') })
    .returning();
  return row!.id;
}
async function questionId(app: FastifyInstance) {
  const [row] = await app.db
    .insert(investorQuestions)
    .values({ locale: 'ar', question: 'سؤال', answer: '<p>جواب</p>' })
    .returning();
  return row!.id;
}
async function indicatorId(app: FastifyInstance) {
  const [row] = await app.db
    .insert(indicators)
    .values({ category: 'kpis', value: '1', title: bilingual('مؤشر', 'KPI'), description: bilingual('وصف', 'About') })
    .returning();
  return row!.id;
}

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/financeMarket': {
    valid: async () => ({ url: '/api/admin/financeMarket', payload: linkBody }),
    refused: async () => ({ url: '/api/admin/financeMarket', payload: { ...linkBody, url: 'http://example.com' } }),
  },
  'PUT /api/admin/financeMarket/:id': {
    valid: async (app) => ({ url: `/api/admin/financeMarket/${await linkId(app)}`, payload: linkBody }),
    refused: async () => ({ url: `/api/admin/financeMarket/${MISSING_ID}`, payload: linkBody }),
  },
  'DELETE /api/admin/financeMarket/:id': {
    valid: async (app) => ({ url: `/api/admin/financeMarket/${await linkId(app)}` }),
  },
  'POST /api/admin/investigator': { valid: () => investigatorForm('/api/admin/investigator') },
  'PUT /api/admin/investigator/:id': {
    valid: async (app) => investigatorForm(`/api/admin/investigator/${await investigatorId(app)}`),
    refused: () => investigatorForm(`/api/admin/investigator/${MISSING_ID}`),
  },
  'DELETE /api/admin/investigator/:id': {
    valid: async (app) => ({ url: `/api/admin/investigator/${await investigatorId(app)}` }),
  },
  'POST /api/admin/investor_relation_questions': {
    valid: async () => ({
      url: '/api/admin/investor_relation_questions',
      payload: { questions: [questionBody, { ...questionBody, locale: 'en', question: 'What is the symbol?' }] },
    }),
  },
  'PUT /api/admin/investor_relation_questions/:id': {
    valid: async (app) => ({
      url: `/api/admin/investor_relation_questions/${await questionId(app)}`,
      payload: questionBody,
    }),
    refused: async () => ({ url: `/api/admin/investor_relation_questions/${MISSING_ID}`, payload: questionBody }),
  },
  'DELETE /api/admin/investor_relation_questions/:id': {
    valid: async (app) => ({ url: `/api/admin/investor_relation_questions/${await questionId(app)}` }),
  },
  'POST /api/admin/indicatorPerformance': {
    valid: async () => ({ url: '/api/admin/indicatorPerformance', payload: indicatorBody }),
  },
  'PUT /api/admin/indicatorPerformance/:id': {
    valid: async (app) => ({
      url: `/api/admin/indicatorPerformance/${await indicatorId(app)}`,
      payload: indicatorBody,
    }),
    refused: async () => ({ url: `/api/admin/indicatorPerformance/${MISSING_ID}`, payload: indicatorBody }),
  },
  'DELETE /api/admin/indicatorPerformance/:id': {
    valid: async (app) => ({ url: `/api/admin/indicatorPerformance/${await indicatorId(app)}` }),
  },
};
