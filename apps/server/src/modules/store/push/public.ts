import type { Locale } from '@app/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deviceTokens } from '../../../db/schema/index';
import type { OutboxMessage } from '../../../kernel/outbox';

/**
 * Push messages in the outbox. One outbox row carries one batch of up to PUSH_BATCH_SIZE devices of
 * one notification, by their `device_tokens` ids (a device deleted meanwhile is skipped; a token
 * refreshed meanwhile is used as it is now). The push channel removes each device from the row's
 * `devices` as it is done, so a retried row sends only what is left (see delivery-service.ts).
 */

/** Devices per outbox row: FCM v1 takes one device per request; 100 requests take about a second. */
const PUSH_BATCH_SIZE = 100;

/** A text in one language for everyone (staff write one), or per language, chosen by each device's. */
export type PushText = string | Record<Locale, string>;

export interface PushContent {
  title: PushText;
  body: PushText;
  /** Passed to the app with the notification (what to open); FCM data values are strings. */
  data?: Record<string, string>;
}

export interface PushPayload extends Record<string, unknown> {
  /** The row's outbox dedupe key: how the channel finds the row to record its progress on. */
  key: string;
  /** The push_notifications row whose counts this batch adds to; null for a message to one customer. */
  notificationId: number | null;
  title: PushText;
  body: PushText;
  data: Record<string, string>;
  /** `device_tokens` ids not yet done (delivered, refused or given up on). */
  devices: number[];
}

const isText = (value: unknown): value is PushText =>
  typeof value === 'string' ||
  (value !== null &&
    typeof value === 'object' &&
    typeof (value as Record<string, unknown>).ar === 'string' &&
    typeof (value as Record<string, unknown>).en === 'string');

/** The payload of a push row, or null when it is not one (written by hand, or by an older version). */
export function readPushPayload(raw: Record<string, unknown>): PushPayload | null {
  const { key, notificationId, title, body, data, devices } = raw;
  if (typeof key !== 'string' || key === '') return null;
  if (notificationId !== null && !Number.isInteger(notificationId)) return null;
  if (!isText(title) || !isText(body)) return null;
  if (data === null || typeof data !== 'object' || Object.values(data).some((v) => typeof v !== 'string')) return null;
  if (!Array.isArray(devices) || !devices.every((d) => Number.isInteger(d))) return null;
  return raw as PushPayload;
}

/** The text for a device, in its language when there is one per language. */
export function textFor(text: PushText, locale: string): string {
  return typeof text === 'string' ? text : locale === 'en' ? text.en : text.ar;
}

/**
 * The outbox rows of one push: a batch of up to `batchSize` devices each, keyed `push:{key}:{n}`
 * (enqueuing the same key again adds nothing).
 */
export function pushMessages(
  key: string,
  notificationId: number | null,
  content: PushContent,
  deviceIds: readonly number[],
  batchSize = PUSH_BATCH_SIZE,
): OutboxMessage[] {
  const messages: OutboxMessage[] = [];
  for (let start = 0; start < deviceIds.length; start += batchSize) {
    const dedupeKey = `push:${key}:${start / batchSize}`;
    const payload: PushPayload = {
      key: dedupeKey,
      notificationId,
      title: content.title,
      body: content.body,
      data: content.data ?? {},
      devices: deviceIds.slice(start, start + batchSize),
    };
    messages.push({ channel: 'push', payload, dedupeKey });
  }
  return messages;
}

/** What a mutation scope offers for this: its transaction and its outbox. */
export interface PushScope {
  tx: DbOrTx;
  enqueue(...messages: OutboxMessage[]): Promise<void>;
}

/**
 * Enqueues a push to one customer's devices inside a mutation (call it with the `scope` of `mutate`,
 * or the transaction and enqueue of a write that has them): order status changes, back in stock.
 * `key` names the occasion (`order-status:{order}:{status}`), so a second call for it adds nothing.
 * Answers how many devices it addressed: 0 means the customer has none registered and nothing was
 * enqueued.
 */
export async function enqueueCustomerPush(
  scope: PushScope,
  customerId: number,
  message: PushContent & { key: string },
): Promise<number> {
  const devices = await scope.tx
    .select({ id: deviceTokens.id })
    .from(deviceTokens)
    .where(eq(deviceTokens.customerId, customerId))
    .orderBy(asc(deviceTokens.id));
  if (devices.length === 0) return 0;
  await scope.enqueue(
    ...pushMessages(
      message.key,
      null,
      message,
      devices.map((d) => d.id),
    ),
  );
  return devices.length;
}

// ---------------------------------------------------------------------------------------------
// The devices customers register for push messages, written inside the caller's change.

export interface DeviceRegistration {
  customerId: number;
  token: string;
  platform: string | null;
  locale: string;
}

/** A token is one device: registered again (another customer signing in on the same phone) it moves to that customer. */
export async function saveDevice(tx: DbOrTx, device: DeviceRegistration): Promise<void> {
  const values = { ...device, lastSeenAt: new Date() };
  await tx.insert(deviceTokens).values(values).onConflictDoUpdate({ target: deviceTokens.token, set: values });
}

/** Stops messages to one of a customer's devices (another customer's token is left alone). */
export async function forgetDevice(tx: DbOrTx, customerId: number, token: string): Promise<void> {
  await tx.delete(deviceTokens).where(and(eq(deviceTokens.customerId, customerId), eq(deviceTokens.token, token)));
}

/** Stops messages to every device of a customer (their account removed). */
export async function forgetDevicesOf(tx: DbOrTx, customerId: number): Promise<void> {
  await tx.delete(deviceTokens).where(eq(deviceTokens.customerId, customerId));
}
