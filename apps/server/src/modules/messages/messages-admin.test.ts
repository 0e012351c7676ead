import type { AddressInfo } from 'node:net';
import { BRAND } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, logActions, websiteContacts } from '../../db/schema/index';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../test/auth';
import { storedMessageId } from '../../test/fixtures/messages-writes';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let token: string;
let nextIp = 1;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx?.close());

const freshIp = () => `203.0.113.${nextIp++}`;

function submit(app: TestContext['app'], url: string, body: Record<string, string>, locale = 'ar') {
  return app.inject({ method: 'POST', url, payload: body, headers: { locale, 'x-forwarded-for': freshIp() } });
}

function call(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  options: { payload?: object; locale?: string; as?: string } = {},
) {
  return ctx.app.inject({
    method,
    url,
    payload: options.payload,
    headers: { ...authHeader(options.as ?? token), locale: options.locale ?? 'ar' },
  });
}

const logsOf = (id: number) =>
  ctx.app.db
    .select()
    .from(logActions)
    .where(and(eq(logActions.subject, 'messages'), eq(logActions.subjectId, id)));

const message = (overrides: Record<string, string> = {}) => ({
  name: 'أحمد الشهري',
  email: 'ahmad@example.com',
  phone: '0551112233',
  title: 'استفسار عن الصيدلية',
  message: 'هل تتوفر خدمة التوصيل؟',
  ...overrides,
});

describe('admin messages inbox', () => {
  it('lists messages newest first in the answer shape, filtered by kind and read state', async () => {
    const contact = (await submit(ctx.app, '/api/contactUs', message({ title: 'أول رسالة' }))).json().data.id;
    const investor = (await submit(ctx.app, '/api/contactInvestor', message({ title: 'Dividends' }), 'en')).json().data
      .id;
    const res = await call('GET', '/api/admin/messages?limit=100');
    expect(res.statusCode).toBe(200);
    const { data, total } = res.json();
    expect(total).toBe(data.length);
    expect(data[0]).toEqual({
      id: investor,
      kind: 'investor',
      name: 'أحمد الشهري',
      email: 'ahmad@example.com',
      phone: '0551112233',
      title: 'Dividends',
      message: 'هل تتوفر خدمة التوصيل؟',
      locale: 'en',
      read: false,
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(data[1].id).toBe(contact);

    const investors = (await call('GET', '/api/admin/messages?kind=investor&limit=100')).json();
    expect(investors.data.map((m: { id: number }) => m.id)).toContain(investor);
    expect(investors.data.every((m: { kind: string }) => m.kind === 'investor')).toBe(true);

    await call('POST', `/api/admin/messages/${contact}/read`, { payload: { read: true } });
    const read = (await call('GET', '/api/admin/messages?read=true&limit=100')).json();
    expect(read.data.map((m: { id: number }) => m.id)).toEqual([contact]);
    const unread = (await call('GET', '/api/admin/messages?read=false&limit=100')).json();
    expect(unread.data.map((m: { id: number }) => m.id)).toContain(investor);
    expect(unread.data.map((m: { id: number }) => m.id)).not.toContain(contact);
    // An empty filter is no filter (the web sends the cleared select as `kind=`).
    expect((await call('GET', '/api/admin/messages?kind=&read=&limit=100')).json().total).toBe(total);
  });

  it('searches every field whatever the Arabic spelling', async () => {
    const id = (
      await submit(
        ctx.app,
        '/api/contactUs',
        message({ name: 'فاطمة الزهراء', title: 'شكوى عن فرع الشاطئ', email: 'Fatima.Z@Example.com' }),
      )
    ).json().data.id;
    const found = async (search: string) =>
      (await call('GET', `/api/admin/messages?search=${encodeURIComponent(search)}&limit=100`))
        .json()
        .data.map((m: { id: number }) => m.id);
    expect(await found('فاطمه')).toEqual([id]); // taa marbuta typed as haa
    expect(await found('الشاطىء')).toEqual([id]); // another spelling of the hamza
    expect(await found('fatima.z@')).toEqual([id]); // the e-mail, any case
    expect(await found('فَاطِمَة')).toEqual([id]); // with short vowels
    expect(await found('لا توجد رسالة بهذا النص')).toEqual([]);
    // LIKE's wildcards are plain characters.
    expect(await found('%')).toEqual([]);
  });

  it('marks a message read when it is opened, logged once', async () => {
    const id = await storedMessageId(ctx.app);
    const first = await call('GET', `/api/admin/messages/${id}`);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({ id, read: true, read_at: expect.any(String) });
    expect(await logsOf(id)).toEqual([
      expect.objectContaining({ action: 'list messages', actionMode: 'update', subjectName: 'استفسار' }),
    ]);
    // Opening it again, or several people opening it at once, writes nothing more.
    await Promise.all([1, 2, 3].map(() => call('GET', `/api/admin/messages/${id}`)));
    expect(await logsOf(id)).toHaveLength(1);
    expect((await call('GET', '/api/admin/messages/2147483647')).statusCode).toBe(404);
  });

  it('opened together by several people, an unread message is logged once', async () => {
    const id = await storedMessageId(ctx.app);
    const answers = await Promise.all([1, 2, 3, 4].map(() => call('GET', `/api/admin/messages/${id}`)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);
    expect(answers.every((a) => a.json().data.read === true)).toBe(true);
    expect(await logsOf(id)).toHaveLength(1);
  });

  it('marks a message unread and read again, and counts the unread ones', async () => {
    const id = await storedMessageId(ctx.app, true);
    const count = async () => (await call('GET', '/api/admin/messages/unread-count')).json().data.unread as number;
    const before = await count();
    const unread = await call('POST', `/api/admin/messages/${id}/read`, { payload: { read: false } });
    expect(unread.statusCode).toBe(200);
    expect(unread.json().data).toMatchObject({ id, read: false, read_at: null });
    expect(await count()).toBe(before + 1);
    // Asking for the state it already has changes and logs nothing.
    await call('POST', `/api/admin/messages/${id}/read`, { payload: { read: false } });
    expect(await logsOf(id)).toHaveLength(1);
    await call('POST', `/api/admin/messages/${id}/read`, { payload: { read: true } });
    expect(await count()).toBe(before);
    expect(await logsOf(id)).toHaveLength(2);
  });

  it('refuses a bad body or filter with field messages in both languages', async () => {
    const id = await storedMessageId(ctx.app);
    const ar = await call('POST', `/api/admin/messages/${id}/read`, { payload: {} });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.read[0]).toMatch(/[\u0600-\u06FF]/);
    const en = await call('POST', `/api/admin/messages/${id}/read`, { payload: { read: 'maybe' }, locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors.read[0]).toMatch(/^[ -~]+$/);
    const kind = await call('GET', '/api/admin/messages?kind=spam', { locale: 'en' });
    expect(kind.statusCode).toBe(422);
    expect(Object.keys(kind.json().errors)).toEqual(['kind']);
    const read = await call('GET', '/api/admin/messages?read=perhaps');
    expect(read.statusCode).toBe(422);
    expect(read.json().errors.read[0]).toMatch(/[\u0600-\u06FF]/);
    // Nothing was changed by the refused calls.
    expect((await ctx.app.db.select().from(contactMessages).where(eq(contactMessages.id, id)))[0]!.readAt).toBeNull();
    expect(await logsOf(id)).toHaveLength(0);
  });

  it('deletes one message or several, each a single logged write', async () => {
    const one = await storedMessageId(ctx.app);
    const del = await call('DELETE', `/api/admin/messages/${one}`, { locale: 'en' });
    expect(del.statusCode).toBe(200);
    expect(del.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    expect(await logsOf(one)).toEqual([expect.objectContaining({ action: 'delete messages', actionMode: 'delete' })]);
    expect((await call('GET', `/api/admin/messages/${one}`)).statusCode).toBe(404);

    const a = await storedMessageId(ctx.app);
    const b = await storedMessageId(ctx.app);
    // One missing id refuses the whole call: nothing half-deleted.
    const refused = await call('POST', '/api/admin/messages/bulkDelete', { payload: { ids: [a, 2147483647] } });
    expect(refused.statusCode).toBe(404);
    expect(await ctx.app.db.$count(contactMessages, eq(contactMessages.id, a))).toBe(1);
    const logRows = await ctx.app.db.$count(logActions);
    const bulk = await call('POST', '/api/admin/messages/bulkDelete', { payload: { ids: [a, b] } });
    expect(bulk.statusCode).toBe(200);
    expect(await ctx.app.db.$count(contactMessages, eq(contactMessages.id, b))).toBe(0);
    expect(await ctx.app.db.$count(logActions)).toBe(logRows + 1);
  });

  it('answers 403 without the permissions, 401 without a sign-in', async () => {
    const id = await storedMessageId(ctx.app);
    const other = (await signInAs(ctx.app, { permissions: ['list news'] })).token;
    for (const [method, url] of [
      ['GET', '/api/admin/messages'],
      ['GET', '/api/admin/messages/unread-count'],
      ['GET', `/api/admin/messages/${id}`],
      ['POST', `/api/admin/messages/${id}/read`],
      ['DELETE', `/api/admin/messages/${id}`],
    ] as const) {
      expect((await call(method, url, { as: other, payload: { read: true } })).statusCode, url).toBe(403);
    }
    // Reading does not allow deleting.
    const reader = (await signInAs(ctx.app, { permissions: ['list messages'] })).token;
    expect((await call('GET', `/api/admin/messages/${id}`, { as: reader })).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/messages/${id}`, { as: reader })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/messages' })).statusCode).toBe(401);
  });
});

describe('e-mail of new messages', () => {
  let smtp: SMTPServer;
  let port: number;
  const inbox: Array<{ to: string[]; mail: ParsedMail }> = [];
  let arrived: (() => void) | null = null;
  let mailCtx: TestContext;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, done) {
        simpleParser(stream)
          .then((mail) => {
            inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), mail });
            done();
            arrived?.();
          })
          .catch(done);
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
    mailCtx = await createTestContext({
      mail: { smtpUrl: `smtp://127.0.0.1:${port}`, from: 'site@pharmacy.example', to: undefined },
    });
    // No MAIL_TO: the notification goes to the company address of the website contacts.
    await mailCtx.app.db
      .insert(websiteContacts)
      .values({ id: 1, email: 'info@pharmacy.example' })
      .onConflictDoUpdate({ target: websiteContacts.id, set: { email: 'info@pharmacy.example' } });
  });
  afterAll(async () => {
    await mailCtx?.close();
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  const nextMail = () => new Promise<void>((resolve) => (arrived = resolve));

  it("e-mails a new contact message in the visitor's language", async () => {
    let waiting = nextMail();
    const ar = await submit(mailCtx.app, '/api/contactUs', message());
    expect(ar.statusCode).toBe(201);
    await waiting;
    const arMail = inbox.at(-1)!;
    expect(arMail.to).toEqual(['info@pharmacy.example']);
    // The sender and the subject name the group, from the one brand definition.
    expect(arMail.mail.from?.value[0]).toEqual({ name: BRAND.name.ar, address: 'site@pharmacy.example' });
    expect(arMail.mail.replyTo?.value[0]?.address).toBe('ahmad@example.com');
    expect(arMail.mail.subject).toBe(`[${BRAND.shortName.ar}] رسالة جديدة من صفحة اتصل بنا: استفسار عن الصيدلية`);
    expect(arMail.mail.text?.trimEnd().endsWith(BRAND.name.ar)).toBe(true);
    expect(arMail.mail.text).toContain('الاسم: أحمد الشهري');
    expect(arMail.mail.text).toContain('رقم الجوال: 0551112233');
    expect(arMail.mail.text).toContain('هل تتوفر خدمة التوصيل؟');
    expect(arMail.mail.text).toContain(`رقم الرسالة: ${ar.json().data.id}`);

    waiting = nextMail();
    const en = await submit(
      mailCtx.app,
      '/api/contactInvestor',
      message({ name: 'John Smith', title: 'Annual report\r\nBcc: x@example.com' }),
      'en',
    );
    expect(en.statusCode).toBe(201);
    await waiting;
    const enMail = inbox.at(-1)!;
    // A line break in the subject stays inside the subject: no header can be added by a visitor.
    expect(enMail.mail.subject).toBe(
      `[${BRAND.shortName.en}] New message from the investor relations page: Annual report Bcc: x@example.com`,
    );
    expect(enMail.mail.from?.value[0]?.name).toBe(BRAND.name.en);
    expect(enMail.mail.bcc).toBeUndefined();
    expect(enMail.to).toEqual(['info@pharmacy.example']);
    expect(enMail.mail.text).toContain('Name: John Smith');
  });

  it('still answers 201 and stores the message when the mail server is down, logging no personal data', async () => {
    const lines: string[] = [];
    const down = await createTestContext(
      {
        logLevel: 'warn',
        // A port nothing listens on: the probe server just closed it.
        mail: {
          smtpUrl: `smtp://127.0.0.1:${await closedPort()}`,
          from: 'site@pharmacy.example',
          to: 'x@pharmacy.example',
        },
      },
      { logStream: { write: (line: string) => lines.push(line) } },
    );
    try {
      const res = await submit(down.app, '/api/contactUs', message(), 'en');
      expect(res.statusCode).toBe(201);
      expect(res.json().data.message).toBe('Your message has been sent successfully.');
      const id = res.json().data.id;
      expect(await down.app.db.$count(contactMessages, eq(contactMessages.id, id))).toBe(1);
      // The e-mail waits in the outbox; its first attempt has failed and a retry is scheduled.
      await down.app.outbox.drain();
    } finally {
      await down.close();
    }
    const failure = lines.map((line) => JSON.parse(line)).find((l) => l.msg === 'outbox message not sent; will retry');
    expect(failure).toMatchObject({ channel: 'email', attempts: 1, reason: expect.any(String) });
    const logged = lines.join('\n');
    for (const personal of ['ahmad@example.com', '0551112233', 'أحمد', 'x@pharmacy.example']) {
      expect(logged).not.toContain(personal);
    }
  });
});

async function closedPort(): Promise<number> {
  const probe = new SMTPServer({ logger: false });
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address() as AddressInfo;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}
