import { adminOrderItem, adminOrdersQuery, listAnswer, orderStatusItem, pageAnswer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { adminRouter } from '../../../kernel/routes';
import { listOrders, orderStatuses } from './admin-service';

/** Store back-office: the orders list and the order statuses (store-admin.md, "Orders"). */
export default async function ordersAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store orders');
  route.get(
    '/api/admin/orders',
    {
      permission: 'list orders',
      summary: 'Orders, newest first: `user_id`, `order_status_id`, `username` (Arabic-folded), `from`, `to`',
      query: adminOrdersQuery,
      response: pageAnswer(adminOrderItem),
    },
    (ctx, { query }) => listOrders(ctx, query),
  );
  route.get(
    '/api/admin/orderStatus',
    {
      permission: 'list orders',
      summary: 'The order statuses in the order of the flow, each with the moves staff may make from it',
      response: listAnswer(orderStatusItem),
    },
    (ctx) => ({ data: orderStatuses(ctx.locale) }),
  );
}
