import { dashboardItem, dashboardQuery, dataAnswer, storeReportItem, storeReportQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { dashboard, storeReport } from './service';

registerFieldLabels({ ar: { period: 'الفترة' }, en: { period: 'period' } });

/** Store back-office: the dashboard and the reports (store-admin.md, "Dashboard", "Reports"). */
export default async function storeStatsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store statistics');
  route.get(
    '/api/admin/dashboard',
    {
      permission: 'store management',
      summary: 'Orders, sales (delivered orders) and new customers of today, this week or this month',
      description:
        '`period` is `today`, `week` (from Sunday) or `month` (from the 1st), up to today, in Riyadh time; ' +
        'with the sales and orders of each day and the orders in each status.',
      query: dashboardQuery,
      response: dataAnswer(dashboardItem),
    },
    async (ctx, { query }) => ({ data: await dashboard(ctx, query) }),
  );
  route.get(
    '/api/admin/report',
    {
      permission: 'list store reports',
      summary: 'Customers, branches and products now; best-selling products, best customers and busiest hours',
      description:
        '`from` and `to` are Riyadh days (YYYY-MM-DD, both included): `to` today and `from` 29 days before it ' +
        'unless chosen, at most 366 days. The lists cover the orders placed in the range; sales are delivered orders.',
      query: storeReportQuery,
      response: dataAnswer(storeReportItem),
    },
    async (ctx, { query }) => ({ data: await storeReport(ctx, query) }),
  );
}
