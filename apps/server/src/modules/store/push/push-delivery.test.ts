import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { availabilityRequests, deviceTokens, outbox, pushNotifications } from '../../../db/schema/index';
import { systemContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { parseServiceAccount } from '../../../lib/fcm';
import { authHeader, signInAsSuperAdmin } from '../../../test/auth';
import { type FakeFcm, startFakeFcm } from '../../../test/fake-fcm';
import { createTestContext, type TestContext } from '../../../test/harness';
import { insertProduct, insertStore } from '../../../test/store-catalogue';
import { insertAvailabilityRequest, insertCustomer } from '../../../test/store-customers';
import { enqueueCustomerPush } from './public';

// Push through the outbox against a local fake of FCM (fake-fcm.ts): what is delivered, counted,
// forgotten and retried.

let fake: FakeFcm;
let ctx: TestContext;
let token: string;
let serial = 0;

beforeAll(async () => {
  fake = await startFakeFcm();
  ctx = await createTestContext({
    push: { account: parseServiceAccount(fake.serviceAccountJson), apiUrl: fake.apiUrl },
  });
  ({ token } = await signInAsSuperAdmin(ctx.app, { name: 'Huda Al-Harbi' }));
});
afterAll(async () => {
  await ctx?.close();
  await fake?.close();
});
beforeEach(async () => {
  await ctx.app.db.delete(deviceTokens);
  await ctx.app.db.delete(outbox);
  fake.delivered.length = 0;
  fake.unregistered.clear();
  fake.malformed.clear();
  fake.failNext(0);
});

/** A customer with `count` devices; answers their tokens. */
async function customerWithDevices(count: number, values: { locale?: string; active?: boolean } = {}) {
  const customer = await insertCustomer(ctx.app, { active: values.active ?? true });
  const tokens = Array.from({ length: count }, () => `device-${++serial}-${customer.id}`);
  if (count > 0) {
    await ctx.app.db.insert(deviceTokens).values(
      tokens.map((t, i) => ({
        customerId: customer.id,
        token: t,
        platform: i % 2 ? 'ios' : 'android',
        locale: values.locale ?? 'ar',
      })),
    );
  }
  return { id: customer.id, tokens };
}

const send = (payload: object, locale = 'ar') =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/admin/notifications/fcm/users',
    payload,
    headers: { ...authHeader(token), locale },
  });

async function notification(id: number) {
  const [row] = await ctx.app.db.select().from(pushNotifications).where(eq(pushNotifications.id, id));
  return row!;
}

/** Makes every waiting outbox row due now, as if its backoff had passed. */
const dueNow = () => ctx.app.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) });

describe('push notifications to the customers', () => {
  it('reaches every device of the active customers once, counts them, and lists who sent it', async () => {
    const first = await customerWithDevices(2);
    const second = await customerWithDevices(1, { locale: 'en' });
    const inactive = await customerWithDevices(1, { active: false });

    const status = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notifications/fcm/status',
      headers: authHeader(token),
    });
    expect(status.json().data).toEqual({ configured: true, devices: 3, customers: 2 });

    const res = await send({ title: '  عروض نهاية الأسبوع ', body: 'خصم 15٪ على منتجات العناية بالبشرة.' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      status: 'pending',
      device_count: 3,
      title: 'عروض نهاية الأسبوع',
      sent_by: 'Huda Al-Harbi',
    });

    await ctx.app.outbox.drain();
    expect(fake.delivered.map((m) => m.token).sort()).toEqual([...first.tokens, ...second.tokens].sort());
    expect(fake.delivered.map((m) => m.token)).not.toContain(inactive.tokens[0]);
    expect(fake.delivered[0]).toMatchObject({
      title: 'عروض نهاية الأسبوع',
      body: 'خصم 15٪ على منتجات العناية بالبشرة.',
      data: { kind: 'announcement', id: String(data.id) },
    });
    expect(await notification(data.id)).toMatchObject({
      status: 'sent',
      deviceCount: 3,
      deliveredCount: 3,
      failedCount: 0,
      lastError: null,
    });
    expect((await notification(data.id)).finishedAt).not.toBeNull();
    const rows = await ctx.app.db.select().from(outbox);
    expect(rows.map((r) => [r.channel, r.status, r.attempts, r.payload])).toEqual([
      ['push', 'sent', 1, expect.objectContaining({ devices: [], notificationId: data.id })],
    ]);

    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/notifications/fcm',
      headers: authHeader(token),
    });
    expect(list.json().data[0]).toMatchObject({
      id: data.id,
      status: 'sent',
      device_count: 3,
      delivered_count: 3,
      failed_count: 0,
      reason: null,
      sent_by: 'Huda Al-Harbi',
    });
    // Each sign-in is kept: one access token served every message so far.
    expect(fake.tokensIssued).toBe(1);
  });

  it('splits many devices into batches and forgets the tokens FCM says are gone', async () => {
    const many = await customerWithDevices(230);
    const [gone, garbled] = [many.tokens[3]!, many.tokens[150]!];
    fake.unregistered.add(gone);
    fake.malformed.add(garbled);

    const { data } = (await send({ title: 'تنبيه', body: 'نص' })).json();
    await ctx.app.outbox.drain();

    const batches = await ctx.app.db.select().from(outbox).orderBy(outbox.id);
    expect(batches.map((b) => [b.dedupeKey, b.status])).toEqual([
      [`push:notification:${data.id}:0`, 'sent'],
      [`push:notification:${data.id}:1`, 'sent'],
      [`push:notification:${data.id}:2`, 'sent'],
    ]);
    expect(fake.delivered).toHaveLength(228);
    expect(new Set(fake.delivered.map((m) => m.token)).size).toBe(228);
    const left = (await ctx.app.db.select({ token: deviceTokens.token }).from(deviceTokens)).map((d) => d.token);
    expect(left).toHaveLength(228);
    expect(left).not.toContain(gone);
    expect(left).not.toContain(garbled);
    expect(await notification(data.id)).toMatchObject({
      status: 'sent',
      deviceCount: 230,
      deliveredCount: 228,
      failedCount: 2,
    });
    // A reason is a code: no device token in it, nor in any outbox row's error.
    const { lastError } = await notification(data.id);
    expect(lastError).toMatch(/^fcm (404 UNREGISTERED|400 INVALID_ARGUMENT)$/);
    expect(batches.every((b) => b.lastError === null)).toBe(true);
  });

  it('retries when FCM is unavailable, sending only to the devices not yet reached', async () => {
    const devices = await customerWithDevices(25);
    // The first three requests of the first group fail; the rest of that group goes through.
    fake.failNext(3, 503);

    const { data } = (await send({ title: 'Back soon', body: 'The service was busy.' }, 'en')).json();
    await ctx.app.outbox.drain();

    let [row] = await ctx.app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'fcm 503 UNAVAILABLE' });
    // The retry waits for the outbox's backoff.
    expect(row!.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 10_000);
    expect(fake.delivered).toHaveLength(7);
    expect((row!.payload as { devices: number[] }).devices).toHaveLength(18);
    expect(await notification(data.id)).toMatchObject({ status: 'pending', deliveredCount: 7, failedCount: 0 });

    await dueNow();
    await ctx.app.outbox.drain();
    [row] = await ctx.app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'sent', attempts: 2, lastError: null });
    const tokens = fake.delivered.map((m) => m.token);
    expect(tokens).toHaveLength(25);
    expect(tokens.sort()).toEqual([...devices.tokens].sort());
    expect(await notification(data.id)).toMatchObject({ status: 'sent', deliveredCount: 25, failedCount: 0 });
  });

  it('counts what is left as failed after the last attempt, and says why', async () => {
    await customerWithDevices(4);
    fake.failNext(1000, 503);
    const { data } = (await send({ title: 'عطل', body: 'لن يصل' })).json();
    await ctx.app.outbox.drain();
    expect(await notification(data.id)).toMatchObject({ status: 'pending', deliveredCount: 0 });

    // The attempts the outbox allows are used up by the next one.
    await ctx.app.db.update(outbox).set({ attempts: ctx.app.outbox.options.maxAttempts - 1 });
    await dueNow();
    await ctx.app.outbox.drain();
    const [row] = await ctx.app.db.select().from(outbox);
    expect(row).toMatchObject({ status: 'failed', lastError: 'fcm 503 UNAVAILABLE' });
    expect(await notification(data.id)).toMatchObject({
      status: 'failed',
      deviceCount: 4,
      deliveredCount: 0,
      failedCount: 4,
      lastError: 'fcm 503 UNAVAILABLE',
    });
    expect(fake.delivered).toHaveLength(0);
    // Devices are kept: the service failed, not them.
    expect(await ctx.app.db.$count(deviceTokens)).toBe(4);
  });

  it('records a notification nobody could receive as failed, with the reason', async () => {
    const { data } = (await send({ title: 'لا أحد', body: 'لا أجهزة مسجلة' })).json();
    expect(data).toMatchObject({ status: 'failed', device_count: 0, reason: 'no_devices' });
    expect(await ctx.app.db.$count(outbox)).toBe(0);
  });

  it('sends one customer a push in each device’s language (the function order and stock changes call)', async () => {
    const customer = await customerWithDevices(1, { locale: 'en' });
    const other = await customerWithDevices(1);
    await ctx.app.db
      .insert(deviceTokens)
      .values({ customerId: customer.id, token: `device-ar-${customer.id}`, locale: 'ar' });
    const system = systemContext(ctx.app, 'order status');
    const push = {
      key: 'order-status:77:accepted',
      title: { ar: 'تم قبول طلبك', en: 'Your order was accepted' },
      body: { ar: 'نجهزه الآن.', en: 'We are preparing it.' },
      data: { kind: 'order', order_id: '77' },
    };
    const addressed = await mutate(system, { action: 'order status', mode: 'update', subject: 'orders' }, (scope) =>
      enqueueCustomerPush(scope, customer.id, push),
    );
    expect(addressed).toBe(2);
    // The same occasion again adds nothing.
    await mutate(system, { action: 'order status', mode: 'update', subject: 'orders' }, (scope) =>
      enqueueCustomerPush(scope, customer.id, push),
    );
    await ctx.app.outbox.drain();
    expect(fake.delivered.map((m) => [m.token, m.title]).sort()).toEqual([
      [customer.tokens[0], 'Your order was accepted'],
      [`device-ar-${customer.id}`, 'تم قبول طلبك'],
    ]);
    expect(fake.delivered.map((m) => m.token)).not.toContain(other.tokens[0]);
    expect(await ctx.app.db.$count(outbox, eq(outbox.dedupeKey, 'push:order-status:77:accepted:0'))).toBe(1);
  });

  it('tells a customer who asked to be notified, on their devices, when the product is back in stock', async () => {
    const product = await insertProduct(ctx.app, { name: { ar: 'شراب السعال', en: 'Cough syrup' } });
    const store = await insertStore(ctx.app);
    const customer = await customerWithDevices(1, { locale: 'en' });
    const withDevice = await insertAvailabilityRequest(ctx.app, product.id, { customerId: customer.id, email: null });
    const bare = await insertCustomer(ctx.app);
    const withoutDevice = await insertAvailabilityRequest(ctx.app, product.id, { customerId: bare.id, email: null });

    const res = await ctx.app.inject({
      method: 'PUT',
      url: '/api/admin/stock',
      payload: { items: [{ code: product.code, store_no: store, quantity: 5 }] },
      headers: authHeader(token),
    });
    expect(res.statusCode).toBe(200);
    await ctx.app.outbox.drain();
    expect(fake.delivered).toEqual([
      {
        token: customer.tokens[0],
        title: 'Cough syrup is back in stock',
        body: 'You can order it now in the shop app.',
        data: { kind: 'back_in_stock', product_id: String(product.id) },
      },
    ]);
    const notified = async (id: number) =>
      (await ctx.app.db.select().from(availabilityRequests).where(eq(availabilityRequests.id, id)))[0]!.notifiedAt;
    expect(await notified(withDevice)).not.toBeNull();
    // Nothing reached the other one: it still waits.
    expect(await notified(withoutDevice)).toBeNull();
    expect(
      await ctx.app.db.$count(outbox, and(eq(outbox.channel, 'push'), like(outbox.dedupeKey, 'push:back-in-stock:%'))),
    ).toBe(1);
  });
});
