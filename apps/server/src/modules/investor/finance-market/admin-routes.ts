import {
  dataAnswer,
  financeMarketBody,
  financeMarketItem,
  idParam,
  messageAnswer,
  pageAnswer,
  pageQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import {
  createFinanceMarket,
  deleteFinanceMarket,
  getFinanceMarket,
  listFinanceMarket,
  updateFinanceMarket,
} from './admin-service';

registerFieldLabels({ ar: { url: 'الرابط' }, en: { url: 'link' } });

const one = dataAnswer(financeMarketItem);

/** Company back-office: money-market disclosure links (company-admin.md, Content management). */
export default async function financeMarketAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'finance market');

  route.get(
    '/api/admin/financeMarket',
    {
      permission: 'list finance market',
      summary: 'Disclosure links, newest first',
      query: pageQuery,
      response: pageAnswer(financeMarketItem),
    },
    (ctx, { query }) => listFinanceMarket(ctx, query),
  );
  route.get(
    '/api/admin/financeMarket/:id',
    {
      permission: ['list finance market', 'update finance market'],
      summary: 'One disclosure link',
      params: idParam,
      response: one,
    },
    async (ctx, { params }) => ({ data: await getFinanceMarket(ctx, params.id) }),
  );
  route.post(
    '/api/admin/financeMarket',
    {
      permission: 'add finance market',
      summary: 'Add a disclosure link (JSON: url, translation[] of name and local)',
      body: financeMarketBody,
      response: one,
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createFinanceMarket(ctx, body) }),
  );
  route.put(
    '/api/admin/financeMarket/:id',
    {
      permission: 'update finance market',
      summary: 'Edit a disclosure link',
      params: idParam,
      body: financeMarketBody,
      response: one,
    },
    async (ctx, { params, body }) => ({ data: await updateFinanceMarket(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/financeMarket/:id',
    {
      permission: 'delete finance market',
      summary: 'Delete a disclosure link',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteFinanceMarket(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
