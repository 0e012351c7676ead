import {
  type PageQuery,
  PUSH_REASONS,
  type PushNotificationBody,
  type PushNotificationItem,
  type PushStatusItem,
} from '@app/contracts';
import { and, asc, count, countDistinct, desc, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, deviceTokens, pushNotifications } from '../../../db/schema/index';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { pushMessages } from './public';

type Row = typeof pushNotifications.$inferSelect;

/** Outbox rows written per statement: 1,000 batches are 100,000 devices. */
const ENQUEUE_CHUNK = 1000;

function toItem(row: Row): PushNotificationItem {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    status: row.status,
    sent_by: row.sentByName,
    device_count: row.deviceCount,
    delivered_count: row.deliveredCount,
    failed_count: row.failedCount,
    reason: row.lastError,
    created_at: row.createdAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
  };
}

/** The store's customers a notification goes to: active, not anonymised. */
const reachable = and(eq(customers.active, true), isNull(customers.anonymisedAt));

function reachableDevices(db: DbOrTx) {
  return db
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .innerJoin(customers, eq(customers.id, deviceTokens.customerId))
    .where(reachable)
    .orderBy(asc(deviceTokens.id));
}

/** GET /admin/notifications/fcm: what was sent, newest first. */
export function listPushNotifications(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db.select().from(pushNotifications).orderBy(desc(pushNotifications.id)).limit(limit).offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(pushNotifications))[0]?.n ?? 0,
    },
    toItem,
  );
}

/** GET /admin/notifications/fcm/status: whether anything would be sent now, and to how many devices. */
export async function pushStatus(ctx: AdminContext, configured: boolean): Promise<PushStatusItem> {
  const [reach] = await ctx.db
    .select({ devices: count(deviceTokens.id), customers: countDistinct(deviceTokens.customerId) })
    .from(deviceTokens)
    .innerJoin(customers, eq(customers.id, deviceTokens.customerId))
    .where(reachable);
  return { configured, devices: reach?.devices ?? 0, customers: reach?.customers ?? 0 };
}

/**
 * POST /admin/notifications/fcm/users: the notification's row and its outbox batches, in one
 * transaction with the log row. The answer is honest about what will happen: `pending` while the
 * outbox sends; `not_configured` when push is not configured (nothing is enqueued: there is nothing
 * to send with); `failed` with `no_devices` when no customer has a device registered.
 */
export function sendToCustomers(
  ctx: AdminContext,
  input: PushNotificationBody,
  configured: boolean,
): Promise<PushNotificationItem> {
  return mutate(
    ctx,
    { action: 'send mobile notifications', mode: 'create', subject: 'push notifications' },
    async (scope) => {
      const devices = (await reachableDevices(scope.tx)).map((d) => d.id);
      const reason = !configured ? PUSH_REASONS.notConfigured : devices.length === 0 ? PUSH_REASONS.noDevices : null;
      const [row] = await scope.tx
        .insert(pushNotifications)
        .values({
          title: input.title,
          body: input.body,
          sentBy: ctx.actor.id,
          sentByName: ctx.actor.name,
          status: reason === null ? 'pending' : reason === PUSH_REASONS.notConfigured ? 'not_configured' : 'failed',
          deviceCount: devices.length,
          lastError: reason,
          finishedAt: reason === null ? null : new Date(),
        })
        .returning();
      const notification = row!;
      if (reason === null) {
        const messages = pushMessages(
          `notification:${notification.id}`,
          notification.id,
          { title: input.title, body: input.body, data: { kind: 'announcement', id: String(notification.id) } },
          devices,
        );
        // A bounded number of rows per statement (PostgreSQL takes at most 65,535 parameters in one).
        for (let start = 0; start < messages.length; start += ENQUEUE_CHUNK) {
          await scope.enqueue(...messages.slice(start, start + ENQUEUE_CHUNK));
        }
      }
      scope.describe(notification.id, input.title);
      return toItem(notification);
    },
  );
}
