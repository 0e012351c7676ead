import {
  financeMarketListAnswer,
  INDICATOR_CATEGORIES,
  idParam,
  indicatorsAnswer,
  investigatorsAnswer,
  LOCALES,
  pageQuery,
  publicNewsData,
  publicNewsPage,
  publicReportsAnswer,
  questionsAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerFieldLabels } from '../../i18n/messages';
import { publicFileUrl } from '../../kernel/file-urls';
import { publicRead } from '../../kernel/routes';
import {
  getNews,
  INVESTOR_TAGS,
  listFinanceMarket,
  listIndicators,
  listInvestigators,
  listNews,
  listQuestions,
  listReports,
} from './service';

registerFieldLabels({
  ar: { category: 'التصنيف', local: 'اللغة', page: 'الصفحة', limit: 'عدد العناصر' },
  en: { local: 'language' },
});

const newsQuery = pageQuery.extend({ local: z.enum(LOCALES).optional() });
const indicatorQuery = z.object({ category: z.enum(INDICATOR_CATEGORIES).optional() });

/** Public investor-relations reads, all served through the public cache. */
export default async function investorRoutes(app: FastifyInstance): Promise<void> {
  const docs = 'investor relations';

  publicRead(
    app,
    docs,
    '/api/listNews',
    {
      cacheTags: [INVESTOR_TAGS.news],
      summary: 'News, newest first; `local` keeps one language',
      query: newsQuery,
      response: publicNewsPage,
    },
    (ctx, { query }) => listNews(ctx.db, query, publicFileUrl(ctx)),
  );

  publicRead(
    app,
    docs,
    '/api/news/:id',
    {
      cacheTags: [INVESTOR_TAGS.news],
      summary: "One news item in both languages (addition: the item's own page)",
      params: idParam,
      response: publicNewsData,
    },
    async (ctx, { params }) => ({ data: await getNews(ctx.db, params.id, publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/indicatorPerformance',
    {
      cacheTags: [INVESTOR_TAGS.indicators],
      summary: 'Key metrics or KPI indicators',
      query: indicatorQuery,
      response: indicatorsAnswer,
    },
    async (ctx, { query }) => ({ data: await listIndicators(ctx.db, query.category, ctx.locale) }),
  );

  publicRead(
    app,
    docs,
    '/api/reportsResults',
    {
      cacheTags: [INVESTOR_TAGS.reports],
      summary: 'Reports and results with their documents',
      response: publicReportsAnswer,
    },
    async (ctx) => ({ data: await listReports(ctx.db, publicFileUrl(ctx), ctx.locale) }),
  );

  publicRead(
    app,
    docs,
    '/api/listFinanceMarket',
    {
      cacheTags: [INVESTOR_TAGS.financeMarket],
      summary: 'Money-market disclosure links',
      response: financeMarketListAnswer,
    },
    async (ctx) => ({ data: await listFinanceMarket(ctx.db) }),
  );

  publicRead(
    app,
    docs,
    '/api/listInvestigator',
    {
      cacheTags: [INVESTOR_TAGS.investigator],
      summary: 'The investor-relations contact entry',
      response: investigatorsAnswer,
    },
    async (ctx) => ({ data: await listInvestigators(ctx.db, publicFileUrl(ctx)) }),
  );

  publicRead(
    app,
    docs,
    '/api/investor_relation_questions',
    {
      cacheTags: [INVESTOR_TAGS.questions],
      summary: 'Investor FAQ in the language of the locale header',
      response: questionsAnswer,
    },
    async (ctx) => ({ data: await listQuestions(ctx.db, ctx.locale) }),
  );
}
