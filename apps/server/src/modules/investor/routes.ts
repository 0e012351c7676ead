import { LOCALES, pageQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INDICATOR_CATEGORIES } from '../../db/schema/index';
import { registerFieldLabels } from '../../i18n/messages';
import { publicFileUrl } from '../site/routes';
import {
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

export const newsQuery = pageQuery.extend({ local: z.enum(LOCALES).optional() });
export const indicatorQuery = z.object({ category: z.enum(INDICATOR_CATEGORIES).optional() });

/** Public investor-relations reads, all served through the public cache. */
export default async function investorRoutes(app: FastifyInstance): Promise<void> {
  const fileUrl = publicFileUrl(app);
  const docs = ['investor relations'];

  app.publicGet(
    '/api/listNews',
    {
      tags: [INVESTOR_TAGS.news],
      schema: { tags: docs, summary: 'News, newest first; `local` keeps one language', querystring: newsQuery },
    },
    async (request) => listNews(app.db, request.query, fileUrl),
  );

  app.publicGet(
    '/api/indicatorPerformance',
    {
      tags: [INVESTOR_TAGS.indicators],
      schema: { tags: docs, summary: 'Key metrics or KPI indicators', querystring: indicatorQuery },
    },
    async (request) => ({ data: await listIndicators(app.db, request.query.category, request.locale) }),
  );

  app.publicGet(
    '/api/reportsResults',
    { tags: [INVESTOR_TAGS.reports], schema: { tags: docs, summary: 'Reports and results with their documents' } },
    async () => ({ data: await listReports(app.db, fileUrl) }),
  );

  app.publicGet(
    '/api/listFinanceMarket',
    { tags: [INVESTOR_TAGS.financeMarket], schema: { tags: docs, summary: 'Money-market disclosure links' } },
    async () => ({ data: await listFinanceMarket(app.db) }),
  );

  app.publicGet(
    '/api/listInvestigator',
    { tags: [INVESTOR_TAGS.investigator], schema: { tags: docs, summary: 'The investor-relations contact entry' } },
    async () => ({ data: await listInvestigators(app.db, fileUrl) }),
  );

  app.publicGet(
    '/api/investor_relation_questions',
    {
      tags: [INVESTOR_TAGS.questions],
      schema: { tags: docs, summary: 'Investor FAQ in the language of the locale header' },
    },
    async (request) => ({ data: await listQuestions(app.db, request.locale) }),
  );
}
