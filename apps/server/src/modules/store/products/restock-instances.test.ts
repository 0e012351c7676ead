/**
 * Back-in-stock messages with the app running as two instances on one database (PostgreSQL): two
 * ERP pushes bringing one product back arrive at once, one on each instance, and both instances'
 * outbox workers are running. Each requester gets exactly one e-mail. On the embedded database,
 * which one process alone can open, the same pushes go to the one instance.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signInAsSuperAdmin } from '../../../test/auth';
import { createTestContext, secondInstance, type TestContext } from '../../../test/harness';
import { insertProduct, insertStore } from '../../../test/store-catalogue';
import { insertAvailabilityRequest } from '../../../test/store-customers';

let smtp: SMTPServer;
const inbox: Array<{ to: string[]; subject: string }> = [];
let ctx: TestContext;
let apps: FastifyInstance[];
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, done) {
      simpleParser(stream)
        .then((mail) => {
          inbox.push({ to: session.envelope.rcptTo.map((r) => r.address), subject: mail.subject ?? '' });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const mail = {
    smtpUrl: `smtp://127.0.0.1:${(smtp.server.address() as AddressInfo).port}`,
    from: 'store@pharmacy.example',
    to: undefined,
  };
  ctx = await createTestContext({ mail });
  const second = await secondInstance(ctx, { mail });
  if (second) cleanups.push(second.close);
  apps = second ? [ctx.app, second.app] : [ctx.app, ctx.app];
});
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await ctx?.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

const instances = process.env.DATABASE_URL ? 'two instances on PostgreSQL' : 'one instance on PGlite';

describe(`the restock notifier (${instances})`, () => {
  it('e-mails each requester once when simultaneous stock pushes on both instances bring a product back', async () => {
    const { token } = await signInAsSuperAdmin(ctx.app);
    const product = await insertProduct(ctx.app, { name: { ar: 'حليب أطفال', en: 'Infant formula' } });
    const store = await insertStore(ctx.app);
    const emails = ['a@example.com', 'b@example.com', 'c@example.com'];
    for (const email of emails) await insertAvailabilityRequest(ctx.app, product.id, { email, locale: 'en' });

    const push = (app: FastifyInstance, quantity: number) =>
      app.inject({
        method: 'PUT',
        url: '/api/admin/stock',
        payload: { items: [{ code: product.code, store_no: store, quantity }] },
        headers: { ...authHeader(token), locale: 'en' },
      });
    const answers = await Promise.all([push(apps[0]!, 4), push(apps[1]!, 6), push(apps[0]!, 8), push(apps[1]!, 3)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200]);

    // Both workers send what is due until nothing is left, whichever of them took each message.
    const sent = () => inbox.filter((m) => m.subject === 'Infant formula is back in stock');
    for (let round = 0; round < 50 && sent().length < emails.length; round++) {
      await Promise.all(apps.map((app) => app.outbox.drain()));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(apps.map((app) => app.outbox.drain()));
    expect(
      sent()
        .flatMap((m) => m.to)
        .sort(),
    ).toEqual(emails);
  });
});
