import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { outbox, websiteContacts } from '../db/schema/index';
import { findAdminByToken } from '../plugins/staff-sessions';
import { signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { type AdminContext, fileService } from './context';
import { mutate } from './mutate';
import { type ChannelHandler, enqueue, OutboxWorker, retryDelay } from './outbox';

/** A local SMTP server that keeps what it receives; `listen(port)` may reuse a port another one had. */
function mailServer() {
  const inbox: ParsedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push(mail);
          done();
        })
        .catch(done);
    },
  });
  return {
    inbox,
    async listen(port = 0): Promise<number> {
      await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
      return (server.server.address() as AddressInfo).port;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

async function freePort(): Promise<number> {
  const probe = mailServer();
  const port = await probe.listen();
  await probe.close();
  return port;
}

const message = (title: string) => ({
  name: 'Sara Ali',
  email: 'sara@example.com',
  phone: '0551112233',
  title,
  message: 'Do you deliver to Riyadh?',
});

let ip = 1;
const submit = (ctx: TestContext, title: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/contactUs',
    payload: message(title),
    headers: { locale: 'en', 'x-forwarded-for': `198.51.100.${ip++}` },
  });

const rowsOf = (ctx: TestContext) => ctx.app.db.select().from(outbox).orderBy(outbox.id);

describe('contact-form e-mail through the outbox', () => {
  let ctx: TestContext;
  let port: number;
  const lines: string[] = [];
  const smtp = mailServer();

  beforeAll(async () => {
    port = await freePort();
    ctx = await createTestContext(
      {
        logLevel: 'warn',
        mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@pharmacy.example', to: 'info@pharmacy.example' },
      },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
  });
  afterAll(async () => {
    await ctx?.close();
    await smtp.close();
  });

  it('answers 201 while the SMTP server is down, then delivers each message once when it is up', async () => {
    const first = await submit(ctx, 'First question');
    const second = await submit(ctx, 'Second question');
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    // The wake-up after each commit has run; whatever is due now has been tried.
    await ctx.app.outbox.drain();

    let rows = await rowsOf(ctx);
    expect(rows.map((r) => [r.status, r.attempts])).toEqual([
      ['pending', 1],
      ['pending', 1],
    ]);
    // The reason is the error's code: no address, name or text of the message.
    for (const row of rows) {
      expect(row.lastError).toMatch(/^[A-Z0-9_]+( \d+)?$/);
      expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    }
    const logged = lines.join('\n');
    expect(logged).toContain('outbox message not sent; will retry');
    for (const personal of ['sara@example.com', 'Sara', '0551112233', 'info@pharmacy.example']) {
      expect(logged).not.toContain(personal);
    }

    // The server comes up, and the retries fall due.
    await smtp.listen(port);
    await ctx.app.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await ctx.app.outbox.drain()).toBe(2);
    expect(await ctx.app.outbox.drain()).toBe(0);

    expect(smtp.inbox.map((m) => m.subject).sort()).toEqual([
      expect.stringContaining('First question'),
      expect.stringContaining('Second question'),
    ]);
    expect(smtp.inbox[0]!.to).toMatchObject({ value: [{ address: 'info@pharmacy.example' }] });
    expect(smtp.inbox[0]!.replyTo?.value[0]?.address).toBe('sara@example.com');
    rows = await rowsOf(ctx);
    expect(rows.map((r) => [r.status, r.attempts, r.lastError])).toEqual([
      ['sent', 2, null],
      ['sent', 2, null],
    ]);
    expect(rows.every((r) => r.sentAt !== null)).toBe(true);
  });

  it('sends a new message at once after the commit (the worker is woken, not polled)', async () => {
    const before = smtp.inbox.length;
    const res = await submit(ctx, 'Third question');
    expect(res.statusCode).toBe(201);
    await ctx.app.outbox.drain();
    expect(smtp.inbox.length).toBe(before + 1);
    expect(smtp.inbox.at(-1)!.subject).toContain('Third question');
  });
});

describe('outbox worker', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    // No SMTP_URL: e-mail is not configured.
    ctx = await createTestContext();
  });
  afterAll(() => ctx?.close());

  it('marks an e-mail failed, plainly "not configured", when no SMTP server is set', async () => {
    await ctx.app.db
      .insert(websiteContacts)
      .values({ id: 1, email: 'info@pharmacy.example' })
      .onConflictDoUpdate({ target: websiteContacts.id, set: { email: 'info@pharmacy.example' } });
    // An operator's choice, not a fault: a warning, never an error line per message.
    const log = (
      ctx.app.outbox as unknown as { log: { warn(...args: unknown[]): void; error(...args: unknown[]): void } }
    ).log;
    const warn = vi.spyOn(log, 'warn');
    const error = vi.spyOn(log, 'error');
    const res = await submit(ctx, 'Unsent');
    expect(res.statusCode).toBe(201);
    await ctx.app.outbox.drain();
    expect(warn).toHaveBeenCalledWith(
      expect.objectContaining({ channel: 'email' }),
      expect.stringContaining('not configured'),
    );
    expect(error).not.toHaveBeenCalled();
    warn.mockRestore();
    error.mockRestore();
    const [row] = await rowsOf(ctx);
    expect(row).toMatchObject({
      channel: 'email',
      status: 'failed',
      attempts: 1,
      lastError: 'email not configured (SMTP_URL is not set)',
    });
    expect(row!.payload).toMatchObject({ to: 'info@pharmacy.example' });
    await ctx.app.db.delete(outbox);
  });

  it('lets two workers on one database send each message exactly once', async () => {
    const sent: number[] = [];
    const counting: ChannelHandler = {
      async send(payload) {
        // A slow remote end, so both workers are busy at once.
        await new Promise((resolve) => setTimeout(resolve, 5));
        sent.push(payload.n as number);
      },
    };
    const handlers = { email: counting, push: counting, sms: counting, refund: counting };
    const options = { ...ctx.app.outbox.options, batchSize: 3, pollMs: 0 };
    const a = new OutboxWorker(ctx.app.db, handlers, ctx.app.log, options);
    const b = new OutboxWorker(ctx.app.db, handlers, ctx.app.log, options);
    // The app's own worker must not take part: its handlers are the real ones.
    await ctx.app.outbox.stop();
    const count = 200;
    await enqueue(
      ctx.app.db,
      ...Array.from({ length: count }, (_, n) => ({ channel: 'push' as const, payload: { n } })),
    );
    const started = performance.now();
    const [fromA, fromB] = await Promise.all([a.drain(), b.drain()]);
    // A figure for docs/performance.md, asserted on by nothing.
    console.info(
      `outbox: ${count} messages (5 ms each to send) drained by two workers on ${ctx.database.kind} in ${(performance.now() - started).toFixed(0)} ms (${fromA} + ${fromB})`,
    );
    expect(fromA + fromB).toBe(count);
    expect(sent.sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect(await ctx.app.db.$count(outbox, eq(outbox.status, 'sent'))).toBe(count);
    await ctx.app.db.delete(outbox);
  });

  it('retries with exponential backoff, then marks the message failed with the reason', async () => {
    const failing: ChannelHandler = {
      async send() {
        throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:25 for someone@example.com'), {
          code: 'ECONNECTION',
        });
      },
    };
    const options = { ...ctx.app.outbox.options, maxAttempts: 3, pollMs: 0 };
    const worker = new OutboxWorker(
      ctx.app.db,
      { email: failing, push: failing, sms: failing, refund: failing },
      ctx.app.log,
      options,
    );
    await enqueue(ctx.app.db, { channel: 'sms', payload: { to: '+966551112233' } });
    for (let attempt = 1; attempt <= 3; attempt++) {
      expect(await worker.drain()).toBe(1);
      const [row] = await rowsOf(ctx);
      expect(row).toMatchObject({ attempts: attempt, lastError: 'ECONNECTION' });
      expect(row!.status).toBe(attempt < 3 ? 'pending' : 'failed');
      await ctx.app.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    }
    expect(await worker.drain()).toBe(0);
    expect([1, 2, 3, 20].map((n) => retryDelay(n, { baseDelayMs: 30_000, maxDelayMs: 3_600_000 }))).toEqual([
      30_000, 60_000, 120_000, 3_600_000,
    ]);
    await ctx.app.db.delete(outbox);
  });

  it('takes a row back from a sender whose lease ran out', async () => {
    const sent: unknown[] = [];
    const handler: ChannelHandler = { send: async (p) => void sent.push(p) };
    const worker = new OutboxWorker(
      ctx.app.db,
      { email: handler, push: handler, sms: handler, refund: handler },
      ctx.app.log,
      {
        ...ctx.app.outbox.options,
        pollMs: 0,
      },
    );
    await enqueue(ctx.app.db, { channel: 'push', payload: { n: 1 } });
    // An instance claimed it and died: the row is 'sending', its lease still running...
    await ctx.app.db
      .update(outbox)
      .set({ status: 'sending', attempts: 1, nextAttemptAt: new Date(Date.now() + 60_000) });
    expect(await worker.drain()).toBe(0);
    // ...until the lease is over.
    await ctx.app.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });
    expect(await worker.drain()).toBe(1);
    expect(sent).toEqual([{ n: 1 }]);
    await ctx.app.db.delete(outbox);
  });

  it('enqueues nothing and publishes nothing when the mutation rolls back', async () => {
    const { token } = await signInAsSuperAdmin(ctx.app);
    const actor = (await findAdminByToken(ctx.app.db, token))!;
    const app = ctx.app;
    const adminCtx: AdminContext = {
      db: app.db,
      locale: 'en',
      files: fileService(app),
      invalidate: (tags) => app.invalidatePublic(tags),
      events: app.events,
      log: app.log,
      t: (key) => key,
      actor,
    };
    const heard: string[] = [];
    const stop = app.events.subscribe('test.', (event) => heard.push(event.name));
    try {
      await expect(
        mutate(adminCtx, { action: 'send mobile notifications', mode: 'add', subject: 'push' }, async (scope) => {
          await scope.enqueue({ channel: 'push', payload: { title: 'never' } });
          scope.publish('test.rolled-back', { id: 1 });
          throw new Error('refused');
        }),
      ).rejects.toThrow('refused');
      expect(await app.db.$count(outbox)).toBe(0);

      await mutate(adminCtx, { action: 'send mobile notifications', mode: 'add', subject: 'push' }, async (scope) => {
        await scope.enqueue({ channel: 'push', payload: { title: 'kept' }, dedupeKey: 'push:1' });
        await scope.enqueue({ channel: 'push', payload: { title: 'kept again' }, dedupeKey: 'push:1' });
        scope.publish('test.committed', { id: 2 });
      });
      expect(heard).toEqual(['test.committed']);
      await app.outbox.drain();
      const rows = await rowsOf(ctx);
      // One row for the key; push has no provider yet, which the row says.
      expect(rows.map((r) => [r.payload, r.status, r.lastError])).toEqual([
        [{ title: 'kept' }, 'failed', 'push not configured (a push provider is not set)'],
      ]);
    } finally {
      stop();
    }
  });
});
