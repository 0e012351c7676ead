import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const OUTBOX_CHANNELS = ['email', 'push', 'sms', 'refund'] as const;
export type OutboxChannel = (typeof OUTBOX_CHANNELS)[number];
export const OUTBOX_STATUSES = ['pending', 'sending', 'sent', 'failed'] as const;
export type OutboxStatus = (typeof OUTBOX_STATUSES)[number];

/**
 * Messages to the outside world (e-mail, push, SMS later, and refunds asked of the payment gateway), written in the transaction of the
 * change that causes them and sent by the outbox worker after commit (kernel/outbox). A row being
 * sent holds a lease in `next_attempt_at`: past it, another instance may take the row again.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: text('channel', { enum: OUTBOX_CHANNELS }).notNull(),
    /** What the channel's handler sends (recipient, subject, text...); may hold personal data. */
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: OUTBOX_STATUSES }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    /** When a pending row is due, or when the lease of a row being sent runs out. */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    /** Why the last attempt failed: an error code or a fixed reason, never personal data. */
    lastError: text('last_error'),
    /** Optional: a second message with the same key is not enqueued. */
    dedupeKey: text('dedupe_key'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    // What the worker scans: rows waiting or being sent, by due time.
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} in ('pending', 'sending')`),
    uniqueIndex('outbox_dedupe_key_unique').on(t.dedupeKey),
    check('outbox_attempts_not_negative', sql`${t.attempts} >= 0`),
    check('outbox_channel_known', sql`${t.channel} in ('email', 'push', 'sms', 'refund')`),
    check('outbox_status_known', sql`${t.status} in ('pending', 'sending', 'sent', 'failed')`),
  ],
);
