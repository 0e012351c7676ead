import { BRAND, type Locale, SYSTEM_ACTORS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer, { type Transporter } from 'nodemailer';
import type { MailConfig } from '../config';
import type { Database, DbOrTx, Tx } from '../db/client';
import { type OutboxChannel, outbox } from '../db/schema/index';

/**
 * The outbox: every message to the outside world (e-mail now; push notifications and SMS later)
 * is a row written in the transaction of the change that causes it, so it exists exactly when the
 * change does. After the commit an `outbox.enqueued` event wakes the worker of every instance; a
 * worker claims due rows with `FOR UPDATE SKIP LOCKED`, marks them `sending` with a lease, sends
 * each through its channel's handler and marks it `sent`, or schedules a retry with exponential
 * backoff, or after the last attempt (or a permanent refusal) marks it `failed` with the reason.
 *
 * Two instances never take the same row at once. A row whose sender crashed mid-send is taken
 * again when its lease runs out, so a message is sent at least once and, barring such a crash
 * between the remote server's acceptance and the `sent` mark, exactly once.
 */

/** Published after a commit that enqueued messages: wakes the worker of every instance. */
export const OUTBOX_WAKE_EVENT = 'outbox.enqueued';

export interface OutboxMessage {
  channel: OutboxChannel;
  /** What the channel's handler sends (see EmailPayload for e-mail). */
  payload: Record<string, unknown>;
  /** A message with a key already in the outbox is not enqueued again. */
  dedupeKey?: string;
}

/** Writes messages into the outbox inside the caller's transaction; nothing is sent until it commits. */
export async function enqueue(tx: DbOrTx, ...messages: OutboxMessage[]): Promise<void> {
  if (messages.length === 0) return;
  await tx
    .insert(outbox)
    .values(messages.map((m) => ({ channel: m.channel, payload: m.payload, dedupeKey: m.dedupeKey ?? null })))
    .onConflictDoNothing({ target: outbox.dedupeKey });
}

/** A send that did not happen: `reason` is stored and logged, so it names no person. */
export class SendFailure extends Error {
  constructor(
    readonly reason: string,
    /** Retrying cannot help (nothing configured, the server refused the recipient...). */
    readonly permanent = false,
  ) {
    super(reason);
  }
}

/** A channel with nothing configured: the operator's choice (e.g. a demo without SMTP), not a fault. */
export class ChannelNotConfigured extends SendFailure {
  constructor(channel: OutboxChannel, setting: string) {
    super(`${channel} not configured (${setting} is not set)`, true);
  }
}

/** What the worker tells a handler about the row it is sending, and how the handler keeps its progress. */
export interface OutboxDelivery {
  /** This is the row's last attempt: what fails now is not tried again. */
  lastAttempt: boolean;
  /**
   * Keeps the progress of a message sent in parts, in one transaction: `payload` is merged into the
   * row's (so a retry sends only what is left) and `write` records the handler's own side of it.
   */
  progress(payload: Record<string, unknown>, write?: (tx: Tx) => Promise<void>): Promise<void>;
}

export interface ChannelHandler {
  /** Sends one message; throws SendFailure (or any error, reduced to its code) when it cannot. */
  send(payload: Record<string, unknown>, delivery: OutboxDelivery): Promise<void>;
  close?(): Promise<void> | void;
}

/** The handler of a channel nothing is configured for: every message fails plainly, nothing is pretended. */
export function notConfigured(channel: OutboxChannel, setting: string): ChannelHandler {
  return {
    async send() {
      throw new ChannelNotConfigured(channel, setting);
    },
  };
}

/** The reason of an unexpected error: its code only (messages of remote servers can quote addresses). */
function reasonOf(error: unknown): { reason: string; permanent: boolean } {
  if (error instanceof SendFailure) return { reason: error.reason, permanent: error.permanent };
  const e = error as { code?: unknown; responseCode?: unknown };
  const code = typeof e?.code === 'string' && /^[A-Z0-9_]{1,40}$/.test(e.code) ? e.code : 'ERROR';
  const response = typeof e?.responseCode === 'number' ? e.responseCode : undefined;
  return {
    reason: response === undefined ? code : `${code} ${response}`,
    // An SMTP 5xx answer is final; 4xx and network failures are worth another try.
    permanent: response !== undefined && response >= 500 && response < 600,
  };
}

// ---------------------------------------------------------------------------------------------
// E-mail

/** An e-mail in the outbox. `to: null` means nobody could be named when it was written. */
export interface EmailPayload extends Record<string, unknown> {
  to: string | null;
  replyTo?: { name: string; address: string };
  subject: string;
  text: string;
  /** The sender's display name and the Content-Language follow it. */
  language: Locale;
}

/** A bare sender address gets the group's name as its display name; a full "Name <address>" is kept. */
export function senderOf(from: string, locale: Locale): string | { name: string; address: string } {
  return from.includes('<') ? from : { name: BRAND.name[locale], address: from };
}

/** The SMTP handler of the e-mail channel (SMTP_URL), or the not-configured one. */
function emailHandler(config: MailConfig | undefined): ChannelHandler {
  if (!config) return notConfigured('email', 'SMTP_URL');
  const transport: Transporter = nodemailer.createTransport(config.smtpUrl);
  return {
    async send(raw) {
      const mail = raw as EmailPayload;
      if (!mail.to) throw new SendFailure('email has no recipient (set MAIL_TO or the website contact e-mail)', true);
      const language: Locale = mail.language === 'en' ? 'en' : 'ar';
      await transport.sendMail({
        from: senderOf(config.from, language),
        to: mail.to,
        ...(mail.replyTo ? { replyTo: mail.replyTo } : {}),
        subject: mail.subject,
        text: mail.text,
        headers: { 'Content-Language': language },
      });
    },
    close: () => transport.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// The worker

export interface OutboxOptions {
  /** Attempts before a message is marked failed (default 8). */
  maxAttempts: number;
  /** Wait after the first failure, doubled after each further one (default 30 s)... */
  baseDelayMs: number;
  /** ...up to this (default 1 hour). */
  maxDelayMs: number;
  /** How long a claimed row is left to its sender before another instance may take it (default 5 minutes). */
  leaseMs: number;
  /** Rows claimed per query (default 10). */
  batchSize: number;
  /** How often due retries and expired leases are looked for without a wake-up (default 10 s; 0: never). */
  pollMs: number;
}

const DEFAULT_OUTBOX_OPTIONS: OutboxOptions = {
  maxAttempts: 8,
  baseDelayMs: 30_000,
  maxDelayMs: 60 * 60_000,
  leaseMs: 5 * 60_000,
  batchSize: 10,
  pollMs: 10_000,
};

/** The wait before the attempt after `attempts` failed ones. */
export function retryDelay(attempts: number, options: Pick<OutboxOptions, 'baseDelayMs' | 'maxDelayMs'>): number {
  return Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** Math.max(0, attempts - 1));
}

interface Claimed {
  id: number;
  channel: OutboxChannel;
  payload: Record<string, unknown>;
  attempts: number;
}

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

export class OutboxWorker {
  private running: Promise<number> | null = null;
  private again = false;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly handlers: Readonly<Record<OutboxChannel, ChannelHandler>>,
    private readonly log: FastifyBaseLogger,
    readonly options: OutboxOptions = DEFAULT_OUTBOX_OPTIONS,
  ) {}

  start(): void {
    this.stopped = false;
    this.wake();
  }

  /** One look for due retries and expired leases (the scheduler's `outbox-retries` job). */
  async poll(): Promise<void> {
    if (!this.stopped) await this.drain();
  }

  /** Looks for due messages soon, without waiting for the result. */
  wake(): void {
    if (this.stopped) return;
    void this.drain().catch((error) => this.log.error({ err: error }, 'outbox worker failed'));
  }

  /**
   * Sends every due message, then answers how many were handled. One pass runs at a time in this
   * process; a call during a pass gets one more pass after it, so nothing enqueued meanwhile waits.
   */
  drain(): Promise<number> {
    if (this.running) {
      this.again = true;
      return this.running.then(() => this.drain());
    }
    const pass = (async () => {
      let handled = 0;
      try {
        do {
          this.again = false;
          for (;;) {
            const claimed = await this.claim();
            if (claimed.length === 0) break;
            for (const row of claimed) await this.sendOne(row);
            handled += claimed.length;
            if (this.stopped) return handled;
          }
        } while (this.again && !this.stopped);
      } finally {
        this.running = null;
      }
      return handled;
    })();
    this.running = pass;
    return pass;
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running?.catch(() => 0);
  }

  private async claim(): Promise<Claimed[]> {
    const { leaseMs, batchSize } = this.options;
    const result = await this.db.execute(sql`
      update ${outbox}
      set status = 'sending', attempts = attempts + 1,
          next_attempt_at = now() + ${leaseMs}::float8 * interval '1 millisecond'
      where id in (
        select id from ${outbox}
        where status in ('pending', 'sending') and next_attempt_at <= now()
        order by next_attempt_at, id
        limit ${batchSize}::int
        for update skip locked
      )
      returning id, channel, payload, attempts`);
    return rowsOf<Claimed>(result).map((r) => ({ ...r, id: Number(r.id) }));
  }

  private deliveryOf(row: Claimed): OutboxDelivery {
    return {
      lastAttempt: row.attempts >= this.options.maxAttempts,
      progress: (payload, write) =>
        this.db.transaction(async (tx) => {
          await tx.execute(sql`
            update ${outbox} set payload = payload || ${JSON.stringify(payload)}::jsonb
            where id = ${row.id}::bigint`);
          await write?.(tx);
        }),
    };
  }

  private async sendOne(row: Claimed): Promise<void> {
    const handler = this.handlers[row.channel];
    try {
      if (!handler) throw new SendFailure(`${row.channel} has no handler`, true);
      await handler.send(row.payload, this.deliveryOf(row));
    } catch (error) {
      const { reason, permanent } = reasonOf(error);
      const final = permanent || row.attempts >= this.options.maxAttempts;
      const delay = retryDelay(row.attempts, this.options);
      // Only while this worker still holds the row: a lease taken over by another instance is theirs.
      await this.db.execute(sql`
        update ${outbox}
        set status = ${final ? 'failed' : 'pending'}, last_error = ${reason},
            next_attempt_at = now() + ${final ? 0 : delay}::float8 * interval '1 millisecond'
        where id = ${row.id}::bigint and status = 'sending' and attempts = ${row.attempts}::int`);
      const line = { outboxId: row.id, channel: row.channel, attempts: row.attempts, reason };
      if (error instanceof ChannelNotConfigured) this.log.warn(line, 'outbox message not sent: channel not configured');
      else if (final) this.log.error(line, 'outbox message failed');
      else this.log.warn({ ...line, retryInMs: delay }, 'outbox message not sent; will retry');
      return;
    }
    await this.db.execute(sql`
      update ${outbox} set status = 'sent', sent_at = now(), last_error = null
      where id = ${row.id}::bigint and status = 'sending' and attempts = ${row.attempts}::int`);
  }
}

// ---------------------------------------------------------------------------------------------
// The plugin: one worker per instance, started when the app is ready, stopped when it closes.

declare module 'fastify' {
  interface FastifyInstance {
    outbox: OutboxWorker;
  }
}

interface OutboxPluginOptions {
  options?: Partial<OutboxOptions>;
  /** Handlers replacing the configured ones (the app gives push its own, from the store's push module; SMS has none yet). */
  handlers?: Partial<Record<OutboxChannel, ChannelHandler>>;
}

async function outboxPlugin(app: FastifyInstance, opts: OutboxPluginOptions): Promise<void> {
  const handlers: Record<OutboxChannel, ChannelHandler> = {
    email: emailHandler(app.config.mail),
    push: notConfigured('push', 'a push provider'),
    sms: notConfigured('sms', 'an SMS provider'),
    refund: notConfigured('refund', 'a payment gateway'),
    ...opts.handlers,
  };
  const worker = new OutboxWorker(app.db, handlers, app.log, { ...DEFAULT_OUTBOX_OPTIONS, ...opts.options });
  app.decorate('outbox', worker);
  const unsubscribe = app.events.subscribe(OUTBOX_WAKE_EVENT, () => worker.wake());
  // Due retries and the rows of an instance that stopped while sending, looked for by one instance at a time.
  if (worker.options.pollMs > 0) {
    app.scheduler.add({
      name: 'outbox-retries',
      everyMs: worker.options.pollMs,
      actor: SYSTEM_ACTORS.outbox,
      run: () => worker.poll(),
    });
  }
  app.addHook('onReady', async () => worker.start());
  app.addHook('onClose', async () => {
    unsubscribe();
    await worker.stop();
    await Promise.all(Object.values(handlers).map((h) => h.close?.()));
  });
}

export default fp(outboxPlugin, {
  name: 'outbox',
  fastify: '5.x',
  decorators: { fastify: ['config', 'db', 'events', 'scheduler'] },
});
