import { z } from 'zod';
import { id, type Locale } from './common';
import { moneyAnswer } from './money';

// The store back-office's notifications bell (store-admin.md: "Notifications bell", GET
// admin/notifications) and the live new-order alert it shares its entries with (the staff event
// `admin.order.created`, the spec's channel admin.order.notification).

/** How many notifications the bell holds: the newest, newest first. */
export const NOTIFICATIONS_FEED_SIZE = 20;

/** Where a new-order notification leads: the orders screen, opened on the order. */
export const newOrderRoute = (orderId: number) => `/store-admin/requests?order=${orderId}`;

/**
 * A notification of the bell, as the live event delivers it (the spec's Notification: id, title,
 * body, created_at, route). `id` is the order's id, so the stored feed and the live event name the
 * same notification alike. `title` and `body` are in Arabic on the live event; `customer_name` and
 * `total` let a screen phrase them in its own language (`newOrderTexts`). Both are optional so an
 * event from an instance still running an earlier release (a rolling deploy) is still shown.
 */
export const storeNotification = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  body: z.string(),
  created_at: z.string(),
  route: z.string(),
  customer_name: z.string().optional(),
  /** The order's total with VAT, in riyals ("61.00"). */
  total: moneyAnswer.optional(),
});
export type StoreNotification = z.infer<typeof storeNotification>;

/** An entry of the stored feed: always with the fields to phrase it in any language. */
const storeNotificationItem = storeNotification.extend({
  customer_name: z.string(),
  total: moneyAnswer,
});
export type StoreNotificationItem = z.infer<typeof storeNotificationItem>;

/**
 * GET /admin/notifications: the newest new-order notifications, newest first (at most
 * NOTIFICATIONS_FEED_SIZE), titles and bodies in the request's language; `unread` counts those of
 * them announced after `seen_at`, the signed-in staff member's own marker (null: never opened).
 * Staff who may not list orders get an empty feed.
 */
export const storeNotificationsAnswer = z.object({
  data: z.array(storeNotificationItem),
  unread: z.number().int().min(0),
  seen_at: z.string().nullable(),
});
export type StoreNotificationsAnswer = z.infer<typeof storeNotificationsAnswer>;

/**
 * POST /admin/notifications/seen: the newest notification the bell showed when it was opened;
 * everything announced up to it counts as seen, for this staff member only. Answers the feed again.
 */
export const notificationsSeenBody = z.object({ notification_id: id });
export type NotificationsSeenBody = z.infer<typeof notificationsSeenBody>;

/** What a new-order notification says, in one language: the order's number, its customer and total. */
export function newOrderTexts(
  locale: Locale,
  order: { id: number; customer_name: string; total: string },
): { title: string; body: string } {
  const name = order.customer_name.trim();
  if (locale === 'en') {
    const amount = `SAR ${order.total}`;
    return { title: `New order #${order.id}`, body: name ? `${name} — ${amount}` : amount };
  }
  const amount = `${order.total} ر.س`;
  return { title: `طلب جديد رقم ${order.id}`, body: name ? `${name} — ${amount}` : amount };
}

/** A notification's title and body in `locale` when it carries what to phrase them from; as sent otherwise. */
export function notificationTexts(locale: Locale, item: StoreNotification): { title: string; body: string } {
  if (item.customer_name === undefined || item.total === undefined) return { title: item.title, body: item.body };
  return newOrderTexts(locale, { id: item.id, customer_name: item.customer_name, total: item.total });
}
