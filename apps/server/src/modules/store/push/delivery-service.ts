import { PUSH_REASONS } from '@app/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { PushConfig } from '../../../config';
import type { Database } from '../../../db/client';
import { deviceTokens, pushNotifications } from '../../../db/schema/index';
import { type ChannelHandler, notConfigured, type OutboxDelivery, SendFailure } from '../../../kernel/outbox';
import { FcmClient, type FcmOutcome } from '../../../lib/fcm';
import { type PushPayload, readPushPayload, textFor } from './public';

/**
 * The outbox's push channel: each outbox row is one batch of devices (public.ts).
 *
 * - Devices are sent to a few at a time; after each group the row's remaining `devices`, the pruned
 *   tokens and the notification's counts are written in one transaction. A retried row (the worker's
 *   backoff) therefore sends only to devices not yet done, and a crash repeats at most one group.
 * - Delivered: counted. Gone (UNREGISTERED, 404, a token FCM calls invalid): the token is deleted
 *   from device_tokens and counted failed. Refused for good (another project's token): counted failed.
 * - 429, 5xx, network or token-endpoint failures: the row is left with what remains and the worker
 *   retries it later; no further group is tried in this attempt (the service is struggling). On the
 *   outbox's last attempt what remains is counted failed instead.
 * - When every device of a notification is counted, it becomes `sent` (at least one delivered) or
 *   `failed`. Reasons are FCM or network codes: no token, name or text ever reaches a log or a row.
 */

export interface PushChannelOptions {
  db: Database;
  /** Unset: push is not configured; every message fails plainly and its notification says so. */
  config: PushConfig | undefined;
  /** Requests to FCM in flight at once for one row (default 10). */
  concurrency?: number;
  fetch?: typeof fetch;
}

const NOT_CONFIGURED_SETTING = 'a push provider';

export function pushChannel(options: PushChannelOptions): ChannelHandler {
  const { db, config } = options;
  if (!config) {
    const fail = notConfigured('push', NOT_CONFIGURED_SETTING);
    return {
      async send(raw, delivery) {
        const payload = readPushPayload(raw);
        if (payload?.notificationId) await markNotConfigured(db, payload.notificationId);
        await fail.send(raw, delivery);
      },
    };
  }
  const client = new FcmClient({ account: config.account, apiUrl: config.apiUrl, fetch: options.fetch });
  const concurrency = Math.max(1, options.concurrency ?? 10);
  return {
    async send(raw, delivery) {
      const payload = readPushPayload(raw);
      if (!payload) throw new SendFailure('push payload is not valid', true);
      await sendBatch(db, client, payload, delivery, concurrency);
    },
  };
}

/** A notification enqueued while push was configured, sent by an instance where it is not. */
async function markNotConfigured(db: Database, notificationId: number): Promise<void> {
  await db
    .update(pushNotifications)
    .set({ status: 'not_configured', lastError: PUSH_REASONS.notConfigured, finishedAt: new Date() })
    .where(and(eq(pushNotifications.id, notificationId), eq(pushNotifications.status, 'pending')));
}

interface Progress {
  /** Devices done in this step (delivered, pruned, refused or given up on). */
  done: number[];
  delivered: number;
  failed: number;
  pruned: number[];
  /** Why devices failed, if any did (the notification keeps the last one). */
  reason: string | null;
}

const emptyProgress = (): Progress => ({ done: [], delivered: 0, failed: 0, pruned: [], reason: null });

async function sendBatch(
  db: Database,
  client: FcmClient,
  payload: PushPayload,
  delivery: OutboxDelivery,
  concurrency: number,
): Promise<void> {
  let remaining = [...new Set(payload.devices)];
  if (remaining.length === 0) return;

  const found = await db
    .select({ id: deviceTokens.id, token: deviceTokens.token, locale: deviceTokens.locale })
    .from(deviceTokens)
    .where(inArray(deviceTokens.id, remaining));
  // Devices deleted since (the customer deleted, the token pruned by another message) are not reached.
  const foundIds = new Set(found.map((d) => d.id));
  const gone = remaining.filter((id) => !foundIds.has(id));
  if (gone.length > 0) {
    remaining = await record(delivery, payload, remaining, { ...emptyProgress(), done: gone, failed: gone.length });
  }

  let retryReason: string | null = null;
  for (let start = 0; start < found.length && retryReason === null; start += concurrency) {
    const group = found.slice(start, start + concurrency);
    const outcomes: FcmOutcome[] = await Promise.all(
      group.map((device) =>
        client.send({
          token: device.token,
          notification: { title: textFor(payload.title, device.locale), body: textFor(payload.body, device.locale) },
          data: payload.data,
        }),
      ),
    );
    const progress = emptyProgress();
    for (const [i, outcome] of outcomes.entries()) {
      const id = group[i]!.id;
      if (outcome.kind === 'retry') {
        retryReason = outcome.reason;
        continue;
      }
      progress.done.push(id);
      if (outcome.kind === 'delivered') {
        progress.delivered += 1;
        continue;
      }
      progress.failed += 1;
      progress.reason = outcome.reason;
      if (outcome.kind === 'invalid-token') progress.pruned.push(id);
    }
    if (progress.done.length > 0) remaining = await record(delivery, payload, remaining, progress);
  }

  if (retryReason === null) return;
  if (!delivery.lastAttempt) throw new SendFailure(retryReason);
  // The last attempt: what is left will not be sent; the notification counts it failed and ends.
  await record(delivery, payload, remaining, {
    ...emptyProgress(),
    done: remaining,
    failed: remaining.length,
    reason: retryReason,
  });
  throw new SendFailure(retryReason, true);
}

/**
 * Writes one step's progress in one transaction: the row's remaining devices, the tokens to forget,
 * and the notification's counts (and its end, once every device is counted). Answers what remains.
 */
async function record(
  delivery: OutboxDelivery,
  payload: PushPayload,
  remaining: number[],
  progress: Progress,
): Promise<number[]> {
  const done = new Set(progress.done);
  const left = remaining.filter((id) => !done.has(id));
  await delivery.progress({ devices: left }, async (tx) => {
    if (progress.pruned.length > 0) await tx.delete(deviceTokens).where(inArray(deviceTokens.id, progress.pruned));
    if (payload.notificationId === null) return;
    const { delivered, failed } = progress;
    // Every expression reads the row as it was: `complete` is whether these counts finish it.
    const complete = sql`${pushNotifications.status} = 'pending' and ${pushNotifications.deliveredCount} + ${delivered}::int + ${pushNotifications.failedCount} + ${failed}::int >= ${pushNotifications.deviceCount}`;
    await tx
      .update(pushNotifications)
      .set({
        deliveredCount: sql`${pushNotifications.deliveredCount} + ${delivered}::int`,
        failedCount: sql`${pushNotifications.failedCount} + ${failed}::int`,
        lastError: progress.reason === null ? undefined : progress.reason,
        status: sql`case when ${complete} then (case when ${pushNotifications.deliveredCount} + ${delivered}::int > 0 then 'sent' else 'failed' end) else ${pushNotifications.status} end`,
        finishedAt: sql`case when ${complete} then now() else ${pushNotifications.finishedAt} end`,
      })
      .where(eq(pushNotifications.id, payload.notificationId));
  });
  return left;
}
