import { notificationsSeenBody, storeNotificationsAnswer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { adminRouter } from '../../../kernel/routes';
import { listNotifications, markNotificationsSeen } from './service';

/** Store back-office: the notifications bell (store-admin.md, "Notifications bell"; GET admin/notifications). */
export default async function storeNotificationsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store notifications');
  route.get(
    '/api/admin/notifications',
    {
      // The bell is in every store screen's top bar: staff who may not list orders get an empty feed.
      permission: [],
      summary: 'The newest new-order notifications, newest first, with how many are unread for the caller',
      description:
        'At most 20, titles and bodies in the request language; `unread` counts those announced after ' +
        "`seen_at`, the caller's own marker. Empty for staff without `list orders`.",
      response: storeNotificationsAnswer,
    },
    (ctx) => listNotifications(ctx),
  );
  route.post(
    '/api/admin/notifications/seen',
    {
      permission: 'list orders',
      summary: 'The bell was opened: notifications up to `notification_id` are seen by the caller only',
      description:
        'Answers the feed again. The marker never moves back; an id that is no notification is refused (422).',
      body: notificationsSeenBody,
      response: storeNotificationsAnswer,
    },
    (ctx, { body }) => markNotificationsSeen(ctx, body.notification_id),
  );
}
