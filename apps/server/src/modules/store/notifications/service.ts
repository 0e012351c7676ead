import {
  halalasToText,
  NOTIFICATIONS_FEED_SIZE,
  newOrderRoute,
  newOrderTexts,
  type StoreNotificationsAnswer,
} from '@app/contracts';
import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, orderAnnouncedAt, orders, staffNotificationsSeen } from '../../../db/schema/index';
import { fieldError } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';

/** The permission whose holders hear of new orders (as the staff event `admin.order.created`). */
const ORDERS_PERMISSION = 'list orders';

const announcedAt = orderAnnouncedAt(orders);

/** The staff member's marker, read in SQL: compared there, microseconds and all. */
const seenAtOf = (adminId: number) =>
  sql`(select ${staffNotificationsSeen.seenAt} from ${staffNotificationsSeen} where ${staffNotificationsSeen.adminId} = ${adminId})`;

/**
 * The newest orders staff were told of, in the order they were told, each marked unread when it
 * came after the staff member's marker. Spelled as `orders_announced_idx` is built, so the rows are
 * read from the index's end whatever the number of orders.
 */
export function feedRows(db: DbOrTx, adminId: number) {
  const seenAt = seenAtOf(adminId);
  return db
    .select({
      id: orders.id,
      customerName: customers.name,
      total: orders.totalAfterVat,
      announcedAt: sql<Date>`${announcedAt}`.mapWith(orders.createdAt),
      unread: sql<boolean>`(${seenAt} is null or ${announcedAt} > ${seenAt})`,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(isNotNull(announcedAt))
    .orderBy(desc(announcedAt), desc(orders.id))
    .limit(NOTIFICATIONS_FEED_SIZE);
}

/**
 * GET /admin/notifications: the bell's feed, derived from the orders (no copy is kept), phrased in
 * the request's language as the live event phrases them. Staff who may not list orders hear of no
 * order, so theirs is empty.
 */
export async function listNotifications(ctx: AdminContext): Promise<StoreNotificationsAnswer> {
  if (!ctx.actor.permissions.has(ORDERS_PERMISSION)) return { data: [], unread: 0, seen_at: null };
  const [rows, marker] = await Promise.all([
    feedRows(ctx.db, ctx.actor.id),
    ctx.db
      .select({ seenAt: staffNotificationsSeen.seenAt })
      .from(staffNotificationsSeen)
      .where(eq(staffNotificationsSeen.adminId, ctx.actor.id)),
  ]);
  return {
    data: rows.map((row) => {
      const fields = { id: row.id, customer_name: row.customerName, total: halalasToText(row.total) };
      return {
        ...newOrderTexts(ctx.locale, fields),
        ...fields,
        created_at: row.announcedAt.toISOString(),
        route: newOrderRoute(row.id),
      };
    }),
    unread: rows.filter((row) => row.unread).length,
    seen_at: marker[0]?.seenAt.toISOString() ?? null,
  };
}

/**
 * POST /admin/notifications/seen: everything announced up to the given notification (the newest the
 * bell showed) is seen by this staff member; other staff keep their own mark. The marker never
 * moves back, so a tab left open with an older list cannot mark newer orders unread again. A
 * notification that is not one (no such order, or one whose online payment never came) is refused.
 */
export async function markNotificationsSeen(
  ctx: AdminContext,
  notificationId: number,
): Promise<StoreNotificationsAnswer> {
  await mutate(ctx, { action: ORDERS_PERMISSION, mode: 'update', subject: 'order notifications' }, async (scope) => {
    const [marked] = await scope.tx
      .insert(staffNotificationsSeen)
      .select(
        scope.tx
          .select({
            adminId: sql<number>`${ctx.actor.id}::integer`.as('admin_id'),
            seenAt: sql`${announcedAt}`.as('seen_at'),
          })
          .from(orders)
          .where(and(eq(orders.id, notificationId), isNotNull(announcedAt))),
      )
      .onConflictDoUpdate({
        target: staffNotificationsSeen.adminId,
        set: { seenAt: sql`greatest(${staffNotificationsSeen.seenAt}, excluded.seen_at)` },
      })
      .returning({ adminId: staffNotificationsSeen.adminId });
    if (!marked) throw fieldError('notification_id', 'invalid_choice');
    scope.describe(notificationId, `#${notificationId}`);
  });
  return listNotifications(ctx);
}
