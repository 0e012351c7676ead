/**
 * The new-order alert with the app running as two instances on one database (PostgreSQL): staff
 * streams are open on both, a customer checks out on the first, and every signed-in staff member
 * who may list orders hears of it on whichever instance they are connected to, while the others do
 * not; the bell's read marker is each staff member's own, whichever instance they mark it on. On the
 * embedded database, which one process alone can open, the same checks run on one instance.
 */
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, type SignedIn, signInAs } from '../../../test/auth';
import { createTestContext, secondInstance, type TestContext } from '../../../test/harness';
import { openStaffStream } from '../../../test/staff-stream';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';

const onPostgres = Boolean(process.env.DATABASE_URL);
let ctx: TestContext;
/** A and B: two instances on PostgreSQL, the same one twice on the embedded database. */
let apps: [FastifyInstance, FastifyInstance];
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const second = await secondInstance(ctx);
  if (second) cleanups.push(second.close);
  apps = [ctx.app, second?.app ?? ctx.app];
  for (const app of new Set(apps)) await app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(async () => {
  // The keep-alive sockets fetch keeps open to the listening servers would hold their closing.
  for (const app of new Set(apps)) app.server.closeAllConnections();
  for (const cleanup of cleanups) await cleanup();
  await ctx?.close();
});

const feedOf = async (app: FastifyInstance, staff: SignedIn) => {
  const answer = await app.inject({
    method: 'GET',
    url: '/api/admin/notifications',
    headers: { ...authHeader(staff.token), locale: 'en' },
  });
  expect(answer.statusCode).toBe(200);
  return answer.json() as { data: Array<{ id: number; title: string }>; unread: number };
};

describe(`new-order alerts (${onPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'})`, () => {
  it('reach every staff member who may list orders on either instance, and only them; each marks their own bell read', async () => {
    const [a, b] = apps;
    const clerkOnB = await signInAs(ctx.app, { permissions: ['list orders'], name: 'Clerk on B' });
    const clerkOnA = await signInAs(ctx.app, { permissions: ['list orders', 'manage orders'], name: 'Clerk on A' });
    // May open the stream (messages), may not list orders.
    const receptionist = await signInAs(ctx.app, { permissions: ['list messages'], name: 'Receptionist on B' });
    const streams = {
      clerkOnB: await openStaffStream(b, clerkOnB.token),
      clerkOnA: await openStaffStream(a, clerkOnA.token),
      receptionist: await openStaffStream(b, receptionist.token),
    };
    try {
      const world = await shopWorld(a);
      const product = await shopProduct(a, world, 10, { price: 4_500 });
      const customer = await shopCustomer(a, world, 'سارة العنزي');
      const shop = asCustomer(a, customer);
      expect((await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 2 })).statusCode).toBe(200);
      const placed = await shop('POST', '/api/shop/checkout', {
        address_id: customer.addressId,
        payment_method: 'cash',
      });
      expect(placed.statusCode).toBe(201);
      const order = placed.json().data.order;

      // 2 × 45.00 + 15.00 delivery.
      const expected = {
        event: 'admin.order.created',
        data: {
          id: order.id,
          title: `طلب جديد رقم ${order.id}`,
          body: 'سارة العنزي — 105.00 ر.س',
          customer_name: 'سارة العنزي',
          total: '105.00',
          created_at: expect.stringMatching(/Z$/),
          route: `/store-admin/requests?order=${order.id}`,
        },
      };
      const onB = await streams.clerkOnB.next();
      expect(onB).toEqual(expected);
      expect(await streams.clerkOnA.next()).toEqual(onB);

      // A visitor's message after the order: the first thing the receptionist hears, so the order never reached them.
      const sent = await a.inject({
        method: 'POST',
        url: '/api/contactUs',
        payload: {
          name: 'Visitor',
          email: 'visitor@example.com',
          phone: '0551112233',
          title: 'Opening hours',
          message: 'When do you open?',
        },
        headers: { 'x-forwarded-for': '203.0.113.61' },
      });
      expect(sent.statusCode).toBe(201);
      expect(await streams.receptionist.next()).toEqual({
        event: 'admin.message.received',
        data: { id: sent.json().data.id, kind: 'contact' },
      });

      // The bell's stored feed holds the same notification on both instances.
      const feedOnB = await feedOf(b, clerkOnB);
      expect(feedOnB.data[0]).toMatchObject({ id: order.id, title: `New order #${order.id}` });
      expect(feedOnB.unread).toBe(1);
      expect(await feedOf(b, receptionist)).toEqual({ data: [], unread: 0, seen_at: null });

      // The clerk on B opens the bell through A: read for them on both instances, unread for the other clerk.
      const seen = await a.inject({
        method: 'POST',
        url: '/api/admin/notifications/seen',
        payload: { notification_id: order.id },
        headers: authHeader(clerkOnB.token),
      });
      expect(seen.statusCode).toBe(200);
      expect((await feedOf(b, clerkOnB)).unread).toBe(0);
      expect((await feedOf(a, clerkOnB)).unread).toBe(0);
      expect((await feedOf(b, clerkOnA)).unread).toBe(1);
    } finally {
      for (const stream of Object.values(streams)) stream.close();
    }
  });
});
