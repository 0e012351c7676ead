import { ORDER_STATUS } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logActions, orders, outbox, prescriptions, products, statusHistory } from '../../../db/schema/index';
import { systemActor } from '../../../kernel/actor';
import { systemContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { placeTestOrder } from '../../../test/fixtures/store-orders-writes';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';
import { changeOrderStatus } from './order-service';

const t = adminTestContext();

describe('the orders list (GET admin/orders, GET admin/orderStatus)', () => {
  it('lists orders with their customer, branch, status, moves, figures and lines; filters by status, customer, name and day', async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 10, { price: 2_300, name: { ar: 'شراب سعال', en: 'Cough syrup' } });
    const ahmad = await shopCustomer(t.app, world, 'أحمد الغامدي');
    const sara = await shopCustomer(t.app, world, 'سارة العنزي');
    const ids: number[] = [];
    for (const customer of [ahmad, sara]) {
      const shop = asCustomer(t.app, customer);
      await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 2 });
      const placed = await shop('POST', '/api/shop/checkout', {
        address_id: customer.addressId,
        payment_method: 'cash',
      });
      ids.push(placed.json().data.order.id);
    }
    await mutate(
      systemContext(t.app, 'test'),
      { action: 'update order status', mode: 'update', subject: 'orders' },
      (scope) => changeOrderStatus(scope, ids[1]!, ORDER_STATUS.accepted, systemActor('test')),
    );

    const all = await t.get(`/api/admin/orders?user_id=${ahmad.id}`, { locale: 'en' });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(1);
    // 2 × 23.00 + 15.00 delivery = 61.00; VAT 61.00 × 15 / 115 = 7.9565 → 7.96.
    expect(all.json().data[0]).toMatchObject({
      id: ids[0],
      user: { id: ahmad.id, name: 'أحمد الغامدي' },
      address: null,
      address_text: 'Riyadh, Olaya, شارع التحلية، مبنى 12',
      branch: { id: world.branchId, code: world.store },
      status: { id: ORDER_STATUS.in_progress, name: 'In progress' },
      moves: [
        { id: ORDER_STATUS.accepted, name: 'Accepted' },
        { id: ORDER_STATUS.rejected, name: 'Rejected' },
        { id: ORDER_STATUS.cancelled, name: 'Cancelled' },
      ],
      payment_method: { key: 'cash', translation: { title: 'Cash on delivery' } },
      price: '61.00',
      wasfy: 0,
      discount: '0.00',
      total_before_discount: '46.00',
      delivery_price: '15.00',
      vat: '7.96',
      details: [
        expect.objectContaining({
          product: 'Cough syrup',
          quantity: 2,
          price: '23.00',
          price_before_vat: '20.00',
          amount: '46.00',
        }),
      ],
    });

    const accepted = await t.get(`/api/admin/orders?order_status_id=${ORDER_STATUS.accepted}&limit=100`);
    expect(accepted.json().data.map((o: { id: number }) => o.id)).toEqual([ids[1]]);
    expect(accepted.json().data[0].status.name).toBe('مقبول');
    // The name search folds Arabic: "احمد" finds "أحمد".
    const byName = await t.get(`/api/admin/orders?username=${encodeURIComponent('احمد الغامدي')}`);
    expect(byName.json().data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await t.get(`/api/admin/orders?from=${tomorrow}`)).json()).toEqual({ data: [], total: 0 });
    const reversed = await t.get(`/api/admin/orders?from=${tomorrow}&to=2020-01-01`, { locale: 'en' });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    const badStatus = await t.get('/api/admin/orders?order_status_id=99');
    expect(Object.keys(badStatus.json().errors)).toEqual(['order_status_id']);

    const statuses = await t.get('/api/admin/orderStatus', { locale: 'en' });
    expect(statuses.json().data.map((s: { key: string }) => s.key)).toEqual([
      'awaiting_payment',
      'in_progress',
      'accepted',
      'out_for_delivery',
      'delivered',
      'rejected',
      'cancelled',
    ]);
    expect(statuses.json().data[1]).toEqual({
      id: 1,
      key: 'in_progress',
      name: 'In progress',
      tone: 'processing',
      moves: [2, 3, 4],
    });
  });

  it('exports the filtered list as exported-orders.csv (UTF-8 with a BOM), in the request language', async () => {
    const id = await placeTestOrder(t.app);
    const res = await t.get(`/api/admin/export-orders?order_status_id=${ORDER_STATUS.in_progress}`, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain('filename="exported-orders.csv"');
    expect(res.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      'Order,Date,Customer,Mobile,Address,Branch,Status,Payment method,Total (SAR),VAT (SAR),Order type',
    );
    expect(lines.some((line) => line.startsWith(`${id},`) && line.includes('In progress,Cash on delivery'))).toBe(true);
    const arabic = await t.get(
      `/api/admin/export-orders?order_status_id=${ORDER_STATUS.delivered}&user_id=${2147483647}`,
    );
    expect(arabic.body.replace(/^\uFEFF/, '').trim()).toBe(
      'رقم الطلب,التاريخ,العميل,الجوال,العنوان,الفرع,الحالة,طريقة الدفع,الإجمالي (ر.س),الضريبة (ر.س),نوع الطلب',
    );
    expect((await t.get('/api/admin/export-orders?order_status_id=42')).statusCode).toBe(422);
  });

  it("dates the export in the group's time zone, not UTC", async () => {
    const id = await placeTestOrder(t.app);
    // 23:22 UTC on 25 November is 02:22 on 26 November in Riyadh.
    await t.app.db
      .update(orders)
      .set({ createdAt: new Date('2026-11-25T23:22:00Z') })
      .where(eq(orders.id, id));
    const res = await t.get(`/api/admin/export-orders?order_status_id=${ORDER_STATUS.in_progress}`, { locale: 'en' });
    const line = res.body.split('\r\n').find((row) => row.startsWith(`${id},`));
    expect(line?.split(',')[1]).toBe('2026-11-26 02:22');
    // The day filter is the group's day too.
    const listed = await t.get(`/api/admin/orders?from=2026-11-26&to=2026-11-26&limit=100`);
    expect(listed.json().data.map((order: { id: number }) => order.id)).toContain(id);
  });

  it('needs the orders permission', async () => {
    const clerk = await signInAs(t.app, { permissions: ['list store users'] });
    expect((await t.get('/api/admin/orders', { as: clerk.token })).statusCode).toBe(403);
    expect((await t.get('/api/admin/orderStatus', { as: clerk.token })).statusCode).toBe(403);
    const reader = await signInAs(t.app, { permissions: ['list orders'] });
    expect((await t.get('/api/admin/orders', { as: reader.token })).statusCode).toBe(200);
  });
});

describe('status changes and cancelling (PUT admin/updateStatus/{id}, admin/delete_order/{id})', () => {
  it('walks an order to delivered, refuses moves the machine does not list, and logs each change', async () => {
    const id = await placeTestOrder(t.app);
    const move = (status: number, locale = 'en') =>
      t.call('PUT', `/api/admin/updateStatus/${id}`, { type: 'order', status }, { locale });
    const skipped = await move(ORDER_STATUS.delivered);
    expect(skipped.statusCode).toBe(422);
    expect(skipped.json().errors.status[0]).toContain('Accepted');
    const arabic = await move(ORDER_STATUS.delivered, 'ar');
    expect(arabic.json().errors.status[0]).toContain('مقبول');
    const before = await t.app.db.$count(logActions);
    const accepted = await move(ORDER_STATUS.accepted);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toEqual({
      id,
      status: { id: ORDER_STATUS.accepted, name: 'Accepted' },
      moves: [
        { id: ORDER_STATUS.out_for_delivery, name: 'Out for delivery' },
        { id: ORDER_STATUS.in_progress, name: 'In progress' },
        { id: ORDER_STATUS.cancelled, name: 'Cancelled' },
      ],
      message: 'The status is now "Accepted".',
    });
    expect(await t.app.db.$count(logActions)).toBe(before + 1);
    await move(ORDER_STATUS.out_for_delivery);
    expect((await move(ORDER_STATUS.delivered)).statusCode).toBe(200);
    const final = await move(ORDER_STATUS.cancelled);
    expect(final.statusCode).toBe(422);
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(row).toMatchObject({ status: ORDER_STATUS.delivered, paymentStatus: 'paid' });
    const history = await t.app.db
      .select()
      .from(statusHistory)
      .where(and(eq(statusHistory.machine, 'order'), eq(statusHistory.entityId, id)));
    expect(history.map((h) => [h.toStatus, h.actorKind])).toEqual([
      [ORDER_STATUS.in_progress, 'customer'],
      [ORDER_STATUS.accepted, 'staff'],
      [ORDER_STATUS.out_for_delivery, 'staff'],
      [ORDER_STATUS.delivered, 'staff'],
    ]);
  });

  it('lets one of two staff win a simultaneous change, and cancels by GET or POST', async () => {
    const id = await placeTestOrder(t.app);
    const [a, b] = await Promise.all([
      t.call('PUT', `/api/admin/updateStatus/${id}`, { type: 'order', status: ORDER_STATUS.accepted }),
      t.call('PUT', `/api/admin/updateStatus/${id}`, { type: 'order', status: ORDER_STATUS.rejected }),
    ]);
    // One wins; the other finds the order moved: 409 when both read it before either wrote (in
    // parallel on PostgreSQL), or 422 when it reads the new status first (one after the other).
    expect([a.statusCode, b.statusCode].filter((code) => code === 200)).toHaveLength(1);
    expect([a.statusCode, b.statusCode].filter((code) => code === 409 || code === 422)).toHaveLength(1);
    const cancelled = await t.get(`/api/admin/delete_order/${id}`, { locale: 'en' });
    const rejected = a.statusCode === 200 ? a : b;
    if (rejected.json().data.status.id === ORDER_STATUS.rejected) {
      expect(cancelled.statusCode).toBe(422);
    } else {
      expect(cancelled.statusCode).toBe(200);
      expect(cancelled.json().data.message).toBe(`Order ${id} has been cancelled and everything it took given back.`);
    }
    const other = await placeTestOrder(t.app);
    const posted = await t.call('POST', `/api/admin/delete_order/${other}`);
    expect(posted.statusCode).toBe(200);
    expect(posted.json().data.status.id).toBe(ORDER_STATUS.cancelled);
    expect((await t.call('POST', '/api/admin/delete_order/2147483647')).statusCode).toBe(404);
  });

  it('moves prescriptions with their own permission, and neither without it', async () => {
    const orderId = await placeTestOrder(t.app);
    const [owner] = await t.app.db.select({ id: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    const [prescription] = await t.app.db
      .insert(prescriptions)
      .values({ customerId: owner!.id, type: 'cash', status: ORDER_STATUS.in_progress })
      .returning();
    const pharmacist = await signInAs(t.app, { permissions: ['list prescriptions', 'manage prescriptions'] });
    const url = `/api/admin/updateStatus/${prescription!.id}`;
    const ok = await t.call(
      'PUT',
      url,
      { type: 'prescription', status: ORDER_STATUS.accepted },
      { as: pharmacist.token },
    );
    expect(ok.statusCode).toBe(200);
    expect(ok.json().data.moves.map((m: { id: number }) => m.id)).toEqual([
      ORDER_STATUS.in_progress,
      ORDER_STATUS.cancelled,
    ]);
    const notOrders = await t.call(
      'PUT',
      `/api/admin/updateStatus/${orderId}`,
      { type: 'order', status: ORDER_STATUS.accepted },
      { as: pharmacist.token },
    );
    expect(notOrders.statusCode).toBe(403);
    expect((await t.get(`/api/admin/delete_order/${orderId}`, { as: pharmacist.token })).statusCode).toBe(403);
    const reader = await signInAs(t.app, { permissions: ['list orders'] });
    const none = await t.call(
      'PUT',
      url,
      { type: 'prescription', status: ORDER_STATUS.cancelled },
      { as: reader.token },
    );
    expect(none.statusCode).toBe(403);
  });

  it('keeps an order that waits for its online payment from being sent on by hand', async () => {
    const id = await placeTestOrder(t.app);
    await t.app.db.update(orders).set({ status: ORDER_STATUS.awaiting_payment }).where(eq(orders.id, id));
    const moved = await t.call(
      'PUT',
      `/api/admin/updateStatus/${id}`,
      { type: 'order', status: ORDER_STATUS.in_progress },
      { locale: 'en' },
    );
    expect(moved.statusCode).toBe(422);
    expect(moved.json().errors.status[0]).toContain('only the payment gateway moves it on');
    expect((await t.get(`/api/admin/delete_order/${id}`)).statusCode).toBe(200);
  });
});

describe("a prescription's medicines into the customer's cart (POST admin/cart)", () => {
  it("sets the lines as the pharmacist's, tells the customer, and lets them check out without another prescription", async () => {
    const world = await shopWorld(t.app);
    const medicine = await shopProduct(t.app, world, 5, { price: 4_500 });
    await t.app.db.update(products).set({ wasfy: true }).where(eq(products.id, medicine.id));
    const customer = await shopCustomer(t.app, world);
    const shop = asCustomer(t.app, customer, 'en');
    await shop('POST', '/api/shop/devices', {
      token: `fcm-device-token-of-customer-${customer.id}`,
      platform: 'android',
    });
    await shop('POST', '/api/shop/cart', { product_id: medicine.id, quantity: 1 });
    const pharmacist = await signInAs(t.app, { permissions: ['list prescriptions', 'manage prescriptions'] });
    const added = await t.call(
      'POST',
      '/api/admin/cart',
      { user_id: customer.id, products: [{ product_id: medicine.id, name: 'x', amount: 3 }] },
      { as: pharmacist.token, locale: 'en' },
    );
    expect(added.statusCode).toBe(200);
    expect(added.json().data.message).toBe("1 product was put in the customer's cart, and the customer was told.");
    const cart = (await shop('GET', '/api/shop/cart')).json().data;
    expect(cart.lines).toEqual([
      expect.objectContaining({ product_id: medicine.id, quantity: 3, source: 'pharmacist' }),
    ]);
    expect(
      await t.app.db.$count(outbox, sql`${outbox.dedupeKey} like ${`push:prescription-cart:${customer.id}:%`}`),
    ).toBe(1);
    const placed = await shop('POST', '/api/shop/checkout', { address_id: customer.addressId, payment_method: 'cash' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order.lines[0]).toMatchObject({ source: 'pharmacist', wasfy: true });

    const refused = await t.call(
      'POST',
      '/api/admin/cart',
      { user_id: customer.id, products: [{ product_id: medicine.id, amount: 0 }] },
      { as: pharmacist.token, locale: 'ar' },
    );
    expect(Object.keys(refused.json().errors)).toEqual(['products[0][amount]']);
    const reader = await signInAs(t.app, { permissions: ['list orders'] });
    const none = await t.call(
      'POST',
      '/api/admin/cart',
      { user_id: customer.id, products: [{ product_id: medicine.id, amount: 1 }] },
      { as: reader.token },
    );
    expect(none.statusCode).toBe(403);
  });
});

describe("the list's kept counts (order_counts, customers.orders_count)", () => {
  const rows = async <Row>(query: ReturnType<typeof sql>) =>
    ((await t.app.db.execute(query)) as unknown as { rows: Row[] }).rows;

  /** The kept counts against a real count, and the list's totals against both. */
  async function expectExactCounts(): Promise<void> {
    const kept = await rows(sql`select status, sum(n)::int as n from order_counts
      group by status having sum(n) <> 0 order by status`);
    const real = await rows<{ status: number; n: number }>(
      sql`select status, count(*)::int as n from orders group by status order by status`,
    );
    expect(kept).toEqual(real);
    const wrongCustomers = await rows(sql`select c.id from customers c
      left join (select customer_id, count(*)::int as n from orders group by customer_id) k on k.customer_id = c.id
      where c.orders_count <> coalesce(k.n, 0)`);
    expect(wrongCustomers).toEqual([]);
    const all = real.reduce((sum, row) => sum + row.n, 0);
    expect((await t.get('/api/admin/orders?limit=1')).json().total).toBe(all);
    for (const status of [ORDER_STATUS.in_progress, ORDER_STATUS.accepted, ORDER_STATUS.cancelled]) {
      const expected = real.find((row) => row.status === status)?.n ?? 0;
      expect((await t.get(`/api/admin/orders?limit=1&order_status_id=${status}`)).json().total).toBe(expected);
    }
  }

  it('stay exact through checkouts, status changes, cancelling, many-row writes and emptying', async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 50, { price: 1_000 });
    const hind = await shopCustomer(t.app, world, 'هند القرشي');
    const shop = asCustomer(t.app, hind);
    const placed: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 1 });
      const answer = await shop('POST', '/api/shop/checkout', { address_id: hind.addressId, payment_method: 'cash' });
      placed.push(answer.json().data.order.id);
    }
    await expectExactCounts();
    expect((await t.get(`/api/admin/orders?limit=1&username=${encodeURIComponent('هند القرشى')}`)).json().total).toBe(
      3,
    );

    expect(
      (await t.call('PUT', `/api/admin/updateStatus/${placed[0]}`, { type: 'order', status: ORDER_STATUS.accepted }))
        .statusCode,
    ).toBe(200);
    expect((await t.call('POST', `/api/admin/delete_order/${placed[1]}`)).statusCode).toBe(200);
    await expectExactCounts();
    // A name with another filter is counted, not read from the kept counts.
    const named = `username=${encodeURIComponent('هند')}&order_status_id=${ORDER_STATUS.cancelled}`;
    expect((await t.get(`/api/admin/orders?limit=1&${named}`)).json().total).toBe(1);

    // Many rows in one statement: copies of every order, moved on together, then deleted together.
    const [{ top } = { top: 0 }] = await rows<{ top: number }>(sql`select max(id) as top from orders`);
    await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`create temp table order_copies on commit drop as select * from orders`);
      await tx.execute(sql`update order_copies set id = nextval(pg_get_serial_sequence('orders', 'id')),
        idempotency_key = null, tran_ref = null`);
      await tx.execute(sql`insert into orders select * from order_copies`);
    });
    await expectExactCounts();
    await t.app.db.execute(sql`update orders set status = ${ORDER_STATUS.rejected}
      where id > ${top} and status = ${ORDER_STATUS.in_progress}`);
    await expectExactCounts();
    await t.app.db.execute(sql`delete from orders where id > ${top}`);
    await expectExactCounts();

    await t.app.db.execute(sql`truncate orders cascade`);
    await expectExactCounts();
    expect((await t.get('/api/admin/orders')).json()).toMatchObject({ data: [], total: 0 });
  });
});
