import { z } from 'zod';
import { id } from './common';

// Push notifications to the shop app's users (store-admin.md: mobile notification), sent through
// Firebase Cloud Messaging by the server's outbox.

/**
 * Longest title and text, in characters. FCM refuses a message over 4 KB; 100 + 1000 Arabic
 * characters (two bytes each in UTF-8) stay well under it with the data fields, and phones cut a
 * notification's title after a few dozen characters anyway.
 */
export const PUSH_TITLE_MAX = 100;
export const PUSH_BODY_MAX = 1000;

/** POST /admin/notifications/fcm/users: a notification to every customer's registered devices. */
export const pushNotificationBody = z.object({
  title: z.string().trim().min(1).max(PUSH_TITLE_MAX),
  body: z.string().trim().min(1).max(PUSH_BODY_MAX),
});
export type PushNotificationBody = z.infer<typeof pushNotificationBody>;

/**
 * pending: being sent; sent: every device done, at least one delivered; failed: none delivered (or
 * no device registered); not_configured: push is not configured on the server, nothing was sent.
 */
const PUSH_NOTIFICATION_STATUSES = ['pending', 'sent', 'failed', 'not_configured'] as const;
export type PushNotificationStatus = (typeof PUSH_NOTIFICATION_STATUSES)[number];

/** Why nothing was sent, when it is one of these (else an FCM or network code such as `fcm 503 UNAVAILABLE`). */
export const PUSH_REASONS = { notConfigured: 'not_configured', noDevices: 'no_devices' } as const;

/** GET /admin/notifications/fcm (paged, newest first): what was sent, by whom, and what became of it. */
export const pushNotificationItem = z.object({
  id,
  title: z.string(),
  body: z.string(),
  status: z.enum(PUSH_NOTIFICATION_STATUSES),
  /** The staff member's name as it was when sending; null if unknown. */
  sent_by: z.string().nullable(),
  /** Devices addressed when it was sent. */
  device_count: z.number().int(),
  delivered_count: z.number().int(),
  failed_count: z.number().int(),
  /** Why devices were not reached: a PUSH_REASONS value or a provider's error code; never personal data. */
  reason: z.string().nullable(),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type PushNotificationItem = z.infer<typeof pushNotificationItem>;

/** GET /admin/notifications/fcm/status: whether push is configured, and how many devices would get a message now. */
export const pushStatusItem = z.object({
  configured: z.boolean(),
  devices: z.number().int(),
  customers: z.number().int(),
});
export type PushStatusItem = z.infer<typeof pushStatusItem>;
