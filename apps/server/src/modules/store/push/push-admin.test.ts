import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedDemoStoreCustomers } from '../../../cli/demo/store-customers';
import { seedDemoStorePush } from '../../../cli/demo/store-push';
import { customers, deviceTokens, logActions, outbox, pushNotifications } from '../../../db/schema/index';
import { ChannelNotConfigured } from '../../../kernel/outbox';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { insertCustomer } from '../../../test/store-customers';
import { pushChannel } from './delivery-service';
import { pushMessages } from './public';

// The screen's calls on a server where push is not configured (no FCM service account), as in the demo.

const t = adminTestContext({ adminName: 'Faisal Al-Otaibi' });
const URL = '/api/admin/notifications/fcm/users';

async function addDevice() {
  const customer = await insertCustomer(t.app);
  await t.app.db.insert(deviceTokens).values({ customerId: customer.id, token: `demo-device-${customer.id}` });
}

describe('mobile notifications without push configured', () => {
  it('says push is not configured, records the notification as not sent, and pretends nothing', async () => {
    await addDevice();
    await addDevice();
    const status = await t.get('/api/admin/notifications/fcm/status');
    expect(status.json().data).toEqual({ configured: false, devices: 2, customers: 2 });

    const logBefore = await t.app.db.$count(logActions);
    const res = await t.call('POST', URL, { title: 'عرض خاص', body: 'خصم على الفيتامينات' });
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toMatchObject({
      status: 'not_configured',
      reason: 'not_configured',
      device_count: 2,
      delivered_count: 0,
      failed_count: 0,
      sent_by: 'Faisal Al-Otaibi',
    });
    expect(data.finished_at).not.toBeNull();
    // Nothing to send with: nothing enqueued.
    expect(await t.app.db.$count(outbox)).toBe(0);

    // One log row, naming the notification.
    expect(await t.app.db.$count(logActions)).toBe(logBefore + 1);
    const [log] = await t.app.db.select().from(logActions).where(eq(logActions.subjectId, data.id));
    expect(log).toMatchObject({
      action: 'send mobile notifications',
      actionMode: 'create',
      subject: 'push notifications',
      subjectName: 'عرض خاص',
      userName: 'Faisal Al-Otaibi',
    });

    const list = await t.get('/api/admin/notifications/fcm?limit=5');
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({ total: 1, data: [{ id: data.id, status: 'not_configured' }] });
  });

  it('marks a notification not configured when its messages reach an instance without push', async () => {
    const [row] = await t.app.db
      .insert(pushNotifications)
      .values({ title: 'x', body: 'y', status: 'pending', deviceCount: 1 })
      .returning();
    const [message] = pushMessages(`notification:${row!.id}`, row!.id, { title: 'x', body: 'y' }, [1]);
    const handler = pushChannel({ db: t.app.db, config: undefined });
    await expect(
      handler.send(message!.payload, { lastAttempt: true, progress: async () => {} }),
    ).rejects.toBeInstanceOf(ChannelNotConfigured);
    const [after] = await t.app.db.select().from(pushNotifications).where(eq(pushNotifications.id, row!.id));
    expect(after).toMatchObject({ status: 'not_configured', lastError: 'not_configured', deliveredCount: 0 });
  });

  it('refuses a blank or too long notification field by field, in the request’s language', async () => {
    const logBefore = await t.app.db.$count(logActions);
    const english = await t.call('POST', URL, { title: '   ', body: 'x'.repeat(1001) }, { locale: 'en' });
    expect(english.statusCode).toBe(422);
    expect(english.json().errors).toEqual({
      title: ['The title field is required.'],
      body: ['The text may not be longer than 1000 characters.'],
    });
    const arabic = await t.call('POST', URL, { title: 'ع'.repeat(101) });
    expect(arabic.statusCode).toBe(422);
    expect(arabic.json().errors).toEqual({
      title: ['يجب ألا يزيد عدد أحرف حقل العنوان عن 100.'],
      body: ['حقل نص الإشعار مطلوب.'],
    });
    expect(await t.app.db.$count(logActions)).toBe(logBefore);
    expect(await t.app.db.$count(pushNotifications, eq(pushNotifications.title, 'ع'.repeat(101)))).toBe(0);
  });

  it('is for staff allowed to send mobile notifications', async () => {
    const other = await signInAs(t.app, { permissions: ['list store users'] });
    const before = await t.app.db.$count(pushNotifications);
    const refused = await t.call('POST', URL, { title: 'a', body: 'b' }, { as: other.token });
    expect(refused.statusCode).toBe(403);
    expect((await t.get('/api/admin/notifications/fcm', { as: other.token })).statusCode).toBe(403);
    expect((await t.get('/api/admin/notifications/fcm/status', { as: other.token })).statusCode).toBe(403);
    expect(await t.app.db.$count(pushNotifications)).toBe(before);

    const sender = await signInAs(t.app, { permissions: ['send mobile notifications'] });
    expect((await t.call('POST', URL, { title: 'a', body: 'b' }, { as: sender.token })).statusCode).toBe(201);
  });
});

describe('the demo', () => {
  it('gives demo customers devices, so the screen shows whom a notification would reach', async () => {
    // The demo seeds customers into a store without any.
    await t.app.db.delete(customers);
    const seeded = await t.app.db.transaction(async (tx) => {
      await seedDemoStoreCustomers(tx);
      return seedDemoStorePush(tx);
    });
    expect(seeded.created).toBeGreaterThan(30);
    // Once only.
    expect(await t.app.db.transaction((tx) => seedDemoStorePush(tx))).toEqual({ created: 0 });
    const { data } = (await t.get('/api/admin/notifications/fcm/status')).json();
    expect(data.configured).toBe(false);
    expect(data.devices).toBe(seeded.created);
    expect(data.customers).toBeGreaterThan(30);
    expect(data.customers).toBeLessThan(data.devices);
  });
});
