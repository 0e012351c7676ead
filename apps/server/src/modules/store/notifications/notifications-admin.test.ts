import { NOTIFICATIONS_FEED_SIZE, type StoreNotificationsAnswer } from '@app/contracts';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logActions, orders } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { type SignedIn, signInAs } from '../../../test/auth';
import {
  asCustomer,
  type ShopCustomer,
  type ShopWorld,
  shopCustomer,
  shopProduct,
  shopWorld,
} from '../../../test/store-orders';
import { feedRows } from './service';

const t = adminTestContext();
let world: ShopWorld;
let productId: number;
let nora: ShopCustomer;
let clerk: SignedIn;
let colleague: SignedIn;

beforeAll(async () => {
  world = await shopWorld(t.app);
  productId = (await shopProduct(t.app, world, 1_000, { price: 2_300 })).id;
  nora = await shopCustomer(t.app, world, 'نورة القحطاني');
  clerk = await signInAs(t.app, { permissions: ['list orders'] });
  colleague = await signInAs(t.app, { permissions: ['list orders', 'manage orders'] });
});

/** An order of `quantity` × 23.00 (+ 15.00 delivery) placed through the shop's checkout, cash on delivery. */
async function placeOrder(quantity = 1): Promise<number> {
  const shop = asCustomer(t.app, nora);
  expect((await shop('POST', '/api/shop/cart', { product_id: productId, quantity })).statusCode).toBe(200);
  const placed = await shop('POST', '/api/shop/checkout', { address_id: nora.addressId, payment_method: 'cash' });
  expect(placed.statusCode).toBe(201);
  return placed.json().data.order.id;
}

async function feed(as: SignedIn, locale = 'ar'): Promise<StoreNotificationsAnswer> {
  const answer = await t.get('/api/admin/notifications', { as: as.token, locale });
  expect(answer.statusCode).toBe(200);
  return answer.json();
}

const markSeen = (as: SignedIn, notificationId: unknown, locale = 'ar') =>
  t.call('POST', '/api/admin/notifications/seen', { notification_id: notificationId }, { as: as.token, locale });

describe('the notifications bell (GET admin/notifications, POST admin/notifications/seen)', () => {
  it('lists new orders newest first in the request language, and marks them read for one staff member only', async () => {
    expect(await feed(clerk)).toEqual({ data: [], unread: 0, seen_at: null });
    const first = await placeOrder(1);
    const second = await placeOrder(2);

    const arabic = await feed(clerk);
    expect(arabic.unread).toBe(2);
    expect(arabic.seen_at).toBeNull();
    expect(arabic.data.map((n) => n.id)).toEqual([second, first]);
    // 2 × 23.00 + 15.00 delivery.
    expect(arabic.data[0]).toEqual({
      id: second,
      title: `طلب جديد رقم ${second}`,
      body: 'نورة القحطاني — 61.00 ر.س',
      customer_name: 'نورة القحطاني',
      total: '61.00',
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
      route: `/store-admin/requests?order=${second}`,
    });
    const [row] = await t.app.db.select({ createdAt: orders.createdAt }).from(orders).where(eq(orders.id, second));
    expect(arabic.data[0]!.created_at).toBe(row!.createdAt.toISOString());
    const english = await feed(clerk, 'en');
    expect(english.data[1]).toMatchObject({ title: `New order #${first}`, body: 'نورة القحطاني — SAR 38.00' });

    // The clerk opens the bell: theirs is read, their colleague's is not.
    const logged = await t.app.db.$count(logActions);
    const marked = await markSeen(clerk, second);
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({ unread: 0, seen_at: arabic.data[0]!.created_at });
    expect(marked.json().data).toHaveLength(2);
    expect(await t.app.db.$count(logActions)).toBe(logged + 1);
    expect((await feed(colleague)).unread).toBe(2);

    // A new order is unread again; marking an older one seen does not move the marker back.
    const third = await placeOrder(1);
    expect(await feed(clerk)).toMatchObject({ unread: 1, seen_at: arabic.data[0]!.created_at });
    expect((await markSeen(clerk, first)).json()).toMatchObject({ unread: 1, seen_at: arabic.data[0]!.created_at });
    expect((await markSeen(clerk, third)).json().unread).toBe(0);
    expect((await feed(colleague)).unread).toBe(3);
  });

  it('holds only orders staff were told of: an online payment counts when it is confirmed', async () => {
    const waiting = await placeOrder(1);
    const later = await placeOrder(1);
    // As checkout leaves an order paid online: no alert until the gateway confirms the payment.
    await t.app.db
      .update(orders)
      .set({ paymentMethod: 'online_card', paymentStatus: 'awaiting', paidAt: null })
      .where(eq(orders.id, waiting));
    const before = await feed(colleague);
    expect(before.data.map((n) => n.id)).not.toContain(waiting);
    expect(before.data[0]!.id).toBe(later);
    await expect(markSeen(colleague, waiting).then((r) => r.statusCode)).resolves.toBe(422);

    // Confirmed after the later order was placed: announced then, so it comes first.
    await new Promise((resolve) => setTimeout(resolve, 5));
    const paidAt = new Date();
    await t.app.db.update(orders).set({ paymentStatus: 'paid', paidAt }).where(eq(orders.id, waiting));
    const after = await feed(colleague);
    expect(after.data.slice(0, 2).map((n) => n.id)).toEqual([waiting, later]);
    expect(after.data[0]!.created_at).toBe(paidAt.toISOString());
  });

  it(`keeps the ${NOTIFICATIONS_FEED_SIZE} newest, read from the end of its index`, async () => {
    const placed: number[] = [];
    for (let i = 0; i < NOTIFICATIONS_FEED_SIZE + 1; i++) placed.push(await placeOrder(1));
    const answer = await feed(colleague);
    expect(answer.data.map((n) => n.id)).toEqual(placed.slice(1).reverse());
    expect(answer.unread).toBe(NOTIFICATIONS_FEED_SIZE);

    // With sequential scans priced out, the plan shows whether the query can use the index at all.
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain ${feedRows(tx, colleague.adminId)}`);
      const { rows } = result as unknown as { rows: Array<Record<string, string>> };
      return rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using orders_announced_idx/);
  });

  it('gives staff who may not list orders an empty feed, and refuses them and bad ids the marker', async () => {
    const packer = await signInAs(t.app, { permissions: ['list products'] });
    expect(await feed(packer)).toEqual({ data: [], unread: 0, seen_at: null });
    expect((await markSeen(packer, 1)).statusCode).toBe(403);

    const missing = await markSeen(clerk, 2_147_483_647, 'en');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toEqual({ notification_id: ['The selected notification is invalid.'] });
    const malformed = await markSeen(clerk, 'newest');
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors.notification_id[0]).toMatch(/الإشعار/);
    expect((await t.call('POST', '/api/admin/notifications/seen', {}, { as: clerk.token })).statusCode).toBe(422);
  });
});
