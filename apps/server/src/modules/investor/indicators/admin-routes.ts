import {
  dataAnswer,
  idParam,
  indicatorBody,
  indicatorCreateBody,
  indicatorItem,
  indicatorPageQuery,
  messageAnswer,
  pageAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { createIndicator, deleteIndicator, getIndicator, listIndicators, updateIndicator } from './admin-service';

registerFieldLabels({
  ar: { value: 'الرقم', description: 'الوصف' },
  en: { value: 'number', description: 'description' },
});

const one = dataAnswer(indicatorItem);
const url = '/api/admin/indicatorPerformance';
const list = ['list key indicators', 'list key performance indicators'] as const;
const update = ['update key indicators', 'update key performance indicators'] as const;

/**
 * Company back-office: key metrics and KPIs (company-admin.md, Indicators). The route admits either
 * list's permission; the service then checks the one of the indicator's category.
 */
export default async function indicatorsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'indicators');

  route.get(
    url,
    {
      permission: list,
      summary: 'Indicators of a category (key_metrics or kpis), in their order',
      query: indicatorPageQuery,
      response: pageAnswer(indicatorItem),
    },
    (ctx, { query }) => listIndicators(ctx, query),
  );
  route.get(
    `${url}/:id`,
    { permission: [...list, ...update], summary: 'One indicator', params: idParam, response: one },
    async (ctx, { params }) => ({ data: await getIndicator(ctx, params.id) }),
  );
  route.post(
    url,
    {
      permission: update,
      summary: 'Add an indicator (the KPI list by default)',
      body: indicatorCreateBody,
      response: one,
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createIndicator(ctx, body) }),
  );
  route.put(
    `${url}/:id`,
    { permission: update, summary: 'Edit an indicator', params: idParam, body: indicatorBody, response: one },
    async (ctx, { params, body }) => ({ data: await updateIndicator(ctx, params.id, body) }),
  );
  route.delete(
    `${url}/:id`,
    { permission: update, summary: 'Delete an indicator', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteIndicator(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
