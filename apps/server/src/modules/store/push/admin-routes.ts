import {
  dataAnswer,
  pageAnswer,
  pageQuery,
  pushNotificationBody,
  pushNotificationItem,
  pushStatusItem,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { listPushNotifications, pushStatus, sendToCustomers } from './admin-service';

registerFieldLabels({ ar: { body: 'نص الإشعار' }, en: { body: 'text' } });

const PERMISSION = 'send mobile notifications';

/** Store back-office: push notifications to the shop app's users (store-admin.md: mobile notification). */
export default async function storePushAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store push notifications');
  const configured = app.config.push !== undefined;
  route.post(
    '/api/admin/notifications/fcm/users',
    {
      permission: PERMISSION,
      summary: 'Send a notification to every customer device (through the outbox)',
      description:
        'The answer is the history row: `pending` while it is being sent, `not_configured` when push is not configured (nothing is sent), `failed` with reason `no_devices` when no device is registered.',
      body: pushNotificationBody,
      response: dataAnswer(pushNotificationItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await sendToCustomers(ctx, body, configured) }),
  );
  route.get(
    '/api/admin/notifications/fcm',
    {
      permission: PERMISSION,
      summary: 'Notifications sent, newest first, with devices addressed, delivered and failed',
      query: pageQuery,
      response: pageAnswer(pushNotificationItem),
    },
    (ctx, { query }) => listPushNotifications(ctx, query),
  );
  route.get(
    '/api/admin/notifications/fcm/status',
    {
      permission: PERMISSION,
      summary: 'Whether push is configured, and the devices and customers a notification would reach now',
      response: dataAnswer(pushStatusItem),
    },
    async (ctx) => ({ data: await pushStatus(ctx, configured) }),
  );
}
