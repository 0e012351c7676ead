import {
  adminCartBody,
  adminOrderDetail,
  adminOrderFilters,
  adminOrderItem,
  adminOrdersQuery,
  dataAnswer,
  idParam,
  listAnswer,
  messageAnswer,
  orderStatusItem,
  pageAnswer,
  statusChangeAnswer,
  updateStatusBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { exportRoute } from '../../../kernel/export/index';
import { adminRouter } from '../../../kernel/routes';
import { addToCustomerCart, cancelOrder, listOrders, orderStatuses, ordersExport, updateStatus } from './admin-service';
import { orderDetail } from './order-detail-service';

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
    '/api/admin/orders/:id',
    {
      permission: 'list orders',
      summary: 'One order with its status history, prescription files and tax invoice (seller and ZATCA QR)',
      params: idParam,
      response: dataAnswer(adminOrderDetail),
    },
    async (ctx, { params }) => ({ data: await orderDetail(ctx, params.id, app.config.invoice) }),
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
  route.put(
    '/api/admin/updateStatus/:id',
    {
      permission: ['manage orders', 'manage prescriptions'],
      summary: 'Move an order or a prescription (`type`) to `status`, as its state machine allows',
      description:
        'A move the machine does not list is refused on `status` (422) naming the moves there are; a record ' +
        'another staff member moved meanwhile answers 409 with its status now. Cancelling or rejecting an ' +
        'order gives back its stock, coupon use, wallet and points; delivering it earns its points.',
      params: idParam,
      body: updateStatusBody,
      response: statusChangeAnswer,
    },
    async (ctx, { params, body }) => ({ data: await updateStatus(ctx, params.id, body) }),
  );
  // The spec cancels with a GET; the same as a POST for clients that keep GETs safe.
  for (const method of ['get', 'post'] as const) {
    route[method](
      '/api/admin/delete_order/:id',
      {
        permission: 'manage orders',
        summary: 'Cancel an order: its stock, coupon use, wallet and points come back',
        params: idParam,
        response: statusChangeAnswer,
      },
      async (ctx, { params }) => ({ data: await cancelOrder(ctx, params.id) }),
    );
  }
  exportRoute(app, {
    url: '/api/admin/export-orders',
    permission: 'list orders',
    tag: 'store orders',
    summary: "The orders matching the list's filters (`exported-orders.csv`, or .xlsx)",
    filters: adminOrderFilters,
    formats: ['csv', 'xlsx'],
    // Customers' names, mobiles and addresses leave the system: handing them out is logged.
    log: { action: 'list orders', subject: 'orders' },
    file: ordersExport,
  });
  route.post(
    '/api/admin/cart',
    {
      permission: 'manage prescriptions',
      summary: "Put a prescription's medicines in the customer's cart (`user_id`, `products`: `product_id`, `amount`)",
      description: "Each line is set to its amount and marked as the pharmacist's; the customer gets a push message.",
      body: adminCartBody,
      response: messageAnswer,
    },
    async (ctx, { body }) => ({ data: { message: (await addToCustomerCart(ctx, body)).message } }),
  );
}
