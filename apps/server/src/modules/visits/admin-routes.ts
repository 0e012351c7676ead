import { dataAnswer, visitStatisticsItem, visitStatisticsQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../i18n/messages';
import { adminRouter } from '../../kernel/routes';
import { visitStatisticsFor } from './admin-service';

registerFieldLabels({ ar: { from: 'من تاريخ', to: 'إلى تاريخ' }, en: { from: 'from date', to: 'to date' } });

/** Company back-office: visit statistics of the counted pages (company-admin.md, /admin/main). */
export default async function visitsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'visit statistics');
  route.get(
    '/api/admin/visitStatistics',
    {
      permission: 'show visit statistics',
      summary: 'Total and daily visits of the main, investor-relations and employment pages',
      description: 'from/to are days (YYYY-MM-DD) in the company time zone; the last 30 days by default.',
      query: visitStatisticsQuery,
      response: dataAnswer(visitStatisticsItem),
    },
    async (ctx, { query }) => ({ data: await visitStatisticsFor(ctx, query) }),
  );
}
