import net from 'node:net';
import { ORDER_STATUS, type StaffEventPayload } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, logActions, orders } from '../../../db/schema/index';
import { systemActor } from '../../../kernel/actor';
import { systemContext } from '../../../kernel/context';
import { append, balanceOf, customerLedger } from '../../../kernel/ledger';
import { type FakePaytabs, startFakePaytabs } from '../../../test/fake-paytabs';
import { createTestContext, type TestContext } from '../../../test/harness';
import { asCustomer, type ShopWorld, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';
import { expireUnpaidOrders } from './payment-service';

// Online card payment against a local PayTabs the test starts: the order waits for the gateway's
// signed callback; forged, tampered, mismatched or repeated callbacks change nothing.

let context: TestContext;
let gateway: FakePaytabs;
let world: ShopWorld;
/** The server's log lines at warning and above, parsed. */
const logged: Array<{ level: number; msg: string; order?: number }> = [];

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

beforeAll(async () => {
  gateway = await startFakePaytabs({ serverKey: 'SJ-test-server-key', profileId: 4321 });
  const port = await freePort();
  context = await createTestContext(
    {
      publicUrl: `http://127.0.0.1:${port}`,
      payments: { baseUrl: gateway.url, profileId: 4321, serverKey: 'SJ-test-server-key' },
      logLevel: 'warn',
    },
    { logStream: { write: (line: string) => logged.push(JSON.parse(line)) } },
  );
  await context.app.listen({ port, host: '127.0.0.1' });
  world = await shopWorld(context.app);
});
afterAll(async () => {
  await context?.close();
  await gateway?.close();
});

/** Posts a callback body as the gateway would, with the signature given. */
const postCallback = (payload: string, signature?: string) =>
  context.app.inject({
    method: 'POST',
    url: '/api/shop/payments/callback',
    headers: { 'content-type': 'application/json', ...(signature === undefined ? {} : { signature }) },
    payload,
  });

const orderRow = async (id: number) => (await context.app.db.select().from(orders).where(eq(orders.id, id)))[0]!;

/** The refunds the gateway was asked for, of one sale. */
const refundsOf = (saleTranRef: string) => [...gateway.refunds.values()].filter((r) => r.saleTranRef === saleTranRef);

/** Runs the outbox, then checks the order was refunded once, in full, through the gateway, and logged. */
async function expectRefunded(orderId: number, saleTranRef: string, amount: number) {
  await context.app.outbox.drain();
  const approved = refundsOf(saleTranRef).filter((r) => r.approved);
  expect(approved).toEqual([{ saleTranRef, cartId: `order-${orderId}`, amount, approved: true }]);
  const refundRef = [...gateway.refunds.entries()].find(([, r]) => r === approved[0])![0];
  expect(await orderRow(orderId)).toMatchObject({ paymentStatus: 'refunded', refundRef });
  const [row] = await context.app.db
    .select()
    .from(logActions)
    .where(and(eq(logActions.action, 'refund payment'), eq(logActions.subjectId, orderId)));
  expect(row).toMatchObject({ actorKind: 'system', subjectName: `#${orderId}` });
}

/** Collects the staff alerts of refunds until `stop()`. */
function watchRefundAlerts() {
  const seen: StaffEventPayload<'admin.payment.returned'>[] = [];
  const unsubscribe = context.app.events.subscribe('admin.payment.returned', (event) => {
    seen.push(event.payload as StaffEventPayload<'admin.payment.returned'>);
  });
  return {
    stop() {
      unsubscribe();
      return seen;
    },
  };
}

/** A customer with 10.00 in the wallet and a cart of 2 × 40.00; checks out online paying 5.00 by wallet. */
async function onlineOrder(couponCode?: string) {
  const customer = await shopCustomer(context.app, world);
  await context.app.db.transaction((tx) =>
    append(tx, customerLedger('wallet', customer.id), {
      delta: 1_000,
      reason: 'bonus',
      idempotencyKey: `pay-test-${customer.id}`,
      actor: systemActor('test'),
    }),
  );
  const product = await shopProduct(context.app, world, 4, { price: 4_000 });
  const shop = asCustomer(context.app, customer, 'en');
  await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 2 });
  const placed = await shop('POST', '/api/shop/checkout', {
    address_id: customer.addressId,
    payment_method: 'online_card',
    wallet_amount: '5.00',
    ...(couponCode ? { coupon_code: couponCode } : {}),
  });
  return { customer, shop, placed, product };
}

describe('online card payment (PayTabs hosted page)', () => {
  it('waits for the signed callback, then sends the order to the pharmacy once', async () => {
    const created: unknown[] = [];
    const stop = context.app.events.subscribe('admin.order.created', (event) => {
      created.push(event.payload);
    });
    const { placed, shop, customer } = await onlineOrder();
    expect(placed.statusCode).toBe(201);
    const { order, payment_url } = placed.json().data;
    // 80.00 + 15.00 delivery = 95.00; 5.00 from the wallet; 90.00 on the gateway's page.
    expect(order).toMatchObject({
      status: { id: ORDER_STATUS.awaiting_payment, name: 'Awaiting payment' },
      payment_status: 'awaiting',
      total_after_vat: '95.00',
      wallet_amount: '5.00',
      amount_due: '90.00',
    });
    expect(payment_url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/payment\/page\//);
    const row = await orderRow(order.id);
    const payment = gateway.payments.get(row.tranRef!)!;
    expect(payment).toMatchObject({ cartId: `order-${order.id}`, amount: 9_000, currency: 'SAR' });
    expect(payment.callbackUrl).toBe(`${context.config.publicUrl}/api/shop/payments/callback`);
    // Staff are not told of an order nobody has paid for.
    expect(created).toEqual([]);

    // A forged signature, a tampered amount and a wrong amount change nothing.
    const forged = await gateway.complete(row.tranRef!, { signatureKey: 'not-the-key' });
    expect(forged.status).toBe(401);
    const tampered = gateway.callbackBody(row.tranRef!);
    const altered = await postCallback(tampered.body.replace('"A"', '"D"'), tampered.signature);
    expect(altered.statusCode).toBe(401);
    const short = gateway.callbackBody(row.tranRef!, { amount: 100 });
    const wrongAmount = await postCallback(short.body, short.signature);
    expect(wrongAmount.statusCode).toBe(422);
    expect((await orderRow(order.id)).status).toBe(ORDER_STATUS.awaiting_payment);

    // The genuine callback: paid, in progress, announced; the same callback again changes nothing.
    const genuine = await gateway.complete(row.tranRef!);
    expect(genuine.status).toBe(200);
    const again = gateway.callbackBody(row.tranRef!);
    const repeated = await postCallback(again.body, again.signature);
    expect(repeated.statusCode).toBe(200);
    stop();
    const paid = await shop('GET', `/api/shop/orders/${order.id}`);
    expect(paid.json().data).toMatchObject({
      status: { id: ORDER_STATUS.in_progress },
      payment_status: 'paid',
      tran_ref: row.tranRef,
    });
    expect(paid.json().data.history.map((step: { status: { id: number } }) => step.status.id)).toEqual([
      ORDER_STATUS.awaiting_payment,
      ORDER_STATUS.in_progress,
    ]);
    expect(created).toEqual([expect.objectContaining({ id: order.id })]);
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(500);
  });

  it('cancels a declined payment and gives everything back', async () => {
    await context.app.db
      .insert(coupons)
      .values({ code: 'PAYTEN', discountType: 'fixed_amount', discount: 1_000, authorizedTo: 3 });
    const { placed, customer } = await onlineOrder('PAYTEN');
    const { order } = placed.json().data;
    expect(order.coupon_discount).toBe('10.00');
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(500);
    const row = await orderRow(order.id);
    const declined = await gateway.complete(row.tranRef!, { outcome: 'declined' });
    expect(declined.status).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: ORDER_STATUS.cancelled, paymentStatus: 'failed' });
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(1_000);
    const [coupon] = await context.app.db.select().from(coupons).where(eq(coupons.code, 'PAYTEN'));
    expect(coupon!.usageCount).toBe(0);
    // The decline repeated changes nothing.
    const again = gateway.callbackBody(row.tranRef!, { outcome: 'declined' });
    expect((await postCallback(again.body, again.signature)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: ORDER_STATUS.cancelled, paymentStatus: 'failed' });
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(1_000);
  });

  it('approved, then cancelled: the card payment is refunded through the gateway, logged and told to staff', async () => {
    const alerts = watchRefundAlerts();
    const { placed, shop, customer } = await onlineOrder();
    const { order } = placed.json().data;
    const { tranRef } = await orderRow(order.id);
    expect((await gateway.complete(tranRef!)).status).toBe(200);
    const cancelled = await shop('POST', `/api/shop/orders/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data).toMatchObject({
      status: { id: ORDER_STATUS.cancelled },
      payment_status: 'refund_pending',
    });
    await expectRefunded(order.id, tranRef!, 9_000);
    // The wallet's own part comes back to the wallet, the card's to the card: 5.00 left + 5.00.
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(1_000);
    expect(alerts.stop()).toEqual([
      { order_id: order.id, amount: '90.00', refunded: false },
      { order_id: order.id, amount: '90.00', refunded: true },
    ]);
  });

  it('cancelled, then approved: the late payment is recorded and refunded, once however often it is announced', async () => {
    const alerts = watchRefundAlerts();
    const { placed, shop } = await onlineOrder();
    const { order } = placed.json().data;
    const { tranRef } = await orderRow(order.id);
    expect((await shop('POST', `/api/shop/orders/${order.id}/cancel`)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: ORDER_STATUS.cancelled, paymentStatus: 'failed' });
    const late = await gateway.complete(tranRef!);
    expect(late.status).toBe(200);
    const again = gateway.callbackBody(tranRef!);
    expect((await postCallback(again.body, again.signature)).statusCode).toBe(200);
    expect(await orderRow(order.id)).toMatchObject({ status: ORDER_STATUS.cancelled, paymentStatus: 'refund_pending' });
    await expectRefunded(order.id, tranRef!, 9_000);
    // A callback after the refund changes nothing either.
    expect((await postCallback(again.body, again.signature)).statusCode).toBe(200);
    await context.app.outbox.drain();
    expect(refundsOf(tranRef!)).toHaveLength(1);
    expect(alerts.stop().map((a) => a.refunded)).toEqual([false, true]);
    expect(logged.some((line) => line.level === 40 && line.order === order.id && /refund owed/.test(line.msg))).toBe(
      true,
    );
  });

  it('cancel and approval at once, six times: each order is either paid and in progress, or cancelled and refunded', async () => {
    const races = await Promise.all(Array.from({ length: 6 }, () => onlineOrder()));
    await Promise.all(
      races.map(async ({ placed, shop }) => {
        const { order } = placed.json().data;
        const { tranRef } = await orderRow(order.id);
        await Promise.all([gateway.complete(tranRef!), shop('POST', `/api/shop/orders/${order.id}/cancel`)]);
      }),
    );
    await context.app.outbox.drain();
    for (const { placed } of races) {
      const row = await orderRow(placed.json().data.order.id);
      const refunds = refundsOf(row.tranRef!);
      if (row.status === ORDER_STATUS.in_progress) {
        expect(row.paymentStatus).toBe('paid');
        expect(refunds).toEqual([]);
      } else {
        expect(row).toMatchObject({ status: ORDER_STATUS.cancelled, paymentStatus: 'refunded' });
        expect(refunds).toEqual([expect.objectContaining({ amount: 9_000, approved: true })]);
      }
    }
  });

  it('retries a refund the gateway declined until it is made', async () => {
    const { placed, shop } = await onlineOrder();
    const { order } = placed.json().data;
    const { tranRef } = await orderRow(order.id);
    await gateway.complete(tranRef!);
    gateway.declineNextRefund();
    await shop('POST', `/api/shop/orders/${order.id}/cancel`);
    await context.app.outbox.drain();
    expect((await orderRow(order.id)).paymentStatus).toBe('refund_pending');
    expect(refundsOf(tranRef!)).toEqual([expect.objectContaining({ approved: false })]);
    // The retry, when due.
    await context.app.db.execute(
      sql`update outbox set next_attempt_at = now() where dedupe_key = ${`refund:order:${order.id}`}`,
    );
    await expectRefunded(order.id, tranRef!, 9_000);
  });

  it('places no order when the gateway cannot be reached, and says so', async () => {
    gateway.failNext(503);
    const { placed, customer, product } = await onlineOrder();
    expect(placed.statusCode).toBe(502);
    expect(placed.json().message).toContain('payment gateway could not be reached');
    const [row] = await context.app.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(row).toMatchObject({ status: ORDER_STATUS.cancelled });
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(1_000);
    // Its stock is free again: a second customer takes all four units.
    const other = await shopCustomer(context.app, world);
    const shop = asCustomer(context.app, other);
    await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 4 });
    const ok = await shop('POST', '/api/shop/checkout', { address_id: other.addressId, payment_method: 'cash' });
    expect(ok.statusCode).toBe(201);
  });

  /** Makes the database refuse updates of orders matching `when` (SQL on `old` and `new`) until the answer is called. */
  async function refuseOrderUpdates(name: string, when: string): Promise<() => Promise<void>> {
    await context.database.exec(`
      create function ${name}() returns trigger language plpgsql as $$ begin raise exception 'refused by the test'; end $$;
      create trigger ${name} before update on orders for each row when (${when}) execute function ${name}();`);
    return () => context.database.exec(`drop trigger ${name} on orders; drop function ${name}();`);
  }

  it('a payment page made but not recorded: the order is cancelled, everything comes back, and the error is the app’s', async () => {
    const allow = await refuseOrderUpdates('refuse_tran_ref', 'new.tran_ref is distinct from old.tran_ref');
    const pagesBefore = gateway.payments.size;
    const { placed, customer, product } = await onlineOrder().finally(allow);
    expect(placed.statusCode).toBe(500);
    expect(JSON.stringify(placed.json())).not.toContain('refused by the test');
    // The gateway made a page, which nobody will be shown.
    expect(gateway.payments.size).toBe(pagesBefore + 1);
    const [row] = await context.app.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(row).toMatchObject({ status: ORDER_STATUS.cancelled, tranRef: null });
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(1_000);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: 40, msg: 'payment start failed: compensated', order: row!.id }),
    );
    // Its stock is free again.
    const other = await shopCustomer(context.app, world);
    await asCustomer(context.app, other)('POST', '/api/shop/cart', { product_id: product.id, quantity: 4 });
    const ok = await asCustomer(context.app, other)('POST', '/api/shop/checkout', {
      address_id: other.addressId,
      payment_method: 'cash',
    });
    expect(ok.statusCode).toBe(201);
  });

  it('the gateway away and the cancel refused too: the order waits, the log says who finishes it, and the expiry job does', async () => {
    gateway.failNext(503);
    const allow = await refuseOrderUpdates(
      'refuse_cancel',
      `new.status = ${ORDER_STATUS.cancelled} and old.status = ${ORDER_STATUS.awaiting_payment}`,
    );
    const { placed, customer } = await onlineOrder().finally(allow);
    expect(placed.statusCode).toBe(502);
    const [row] = await context.app.db.select().from(orders).where(eq(orders.customerId, customer.id));
    expect(row).toMatchObject({ status: ORDER_STATUS.awaiting_payment, tranRef: null });
    expect(logged).toContainEqual(
      expect.objectContaining({
        level: 50,
        msg: 'payment start failed and could not be compensated: left to the unpaid-order expiry job',
        order: row!.id,
      }),
    );
    // Past its window the job cancels it (no page to ask the gateway about) and everything comes back.
    await context.app.db
      .update(orders)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(orders.id, row!.id));
    await expireUnpaidOrders(systemContext(context.app, 'test'), context.config.payments);
    expect((await orderRow(row!.id)).status).toBe(ORDER_STATUS.cancelled);
    expect(await balanceOf(context.app.db, customerLedger('wallet', customer.id))).toBe(1_000);
  });

  it('settles orders left awaiting payment: asks the gateway, then cancels what is still unpaid', async () => {
    const paidMeanwhile = await onlineOrder();
    const abandoned = await onlineOrder();
    const paidId = paidMeanwhile.placed.json().data.order.id;
    const abandonedId = abandoned.placed.json().data.order.id;
    const fresh = await onlineOrder();
    const freshId = fresh.placed.json().data.order.id;
    // The first was paid but its callback never arrived; the second was never paid.
    gateway.payments.get((await orderRow(paidId)).tranRef!)!.status = 'approved';
    const hourAgo = new Date(Date.now() - 3_600_000);
    for (const id of [paidId, abandonedId]) {
      await context.app.db.update(orders).set({ createdAt: hourAgo }).where(eq(orders.id, id));
    }
    const cancelled = await expireUnpaidOrders(systemContext(context.app, 'test'), context.config.payments);
    expect(cancelled).toBe(1);
    expect(await orderRow(paidId)).toMatchObject({ status: ORDER_STATUS.in_progress, paymentStatus: 'paid' });
    expect((await orderRow(abandonedId)).status).toBe(ORDER_STATUS.cancelled);
    expect(await balanceOf(context.app.db, customerLedger('wallet', abandoned.customer.id))).toBe(1_000);
    // Within its window an order keeps waiting.
    expect((await orderRow(freshId)).status).toBe(ORDER_STATUS.awaiting_payment);
  });

  it('refuses a callback with no signature or an unreadable body, and shows a plain return page', async () => {
    const bare = await postCallback('{"tran_ref":"X"}');
    expect(bare.statusCode).toBe(401);
    const junk = await postCallback('not json', 'abc');
    expect(junk.statusCode).toBe(400);
    expect(junk.body).not.toMatch(/at .*\.ts/);
    const back = await context.app.inject({ method: 'GET', url: '/api/shop/payments/return?tranRef=X' });
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toContain('text/html');
    expect(back.headers['cache-control']).toContain('no-store');
    // The gateway posts the customer's browser back as a form.
    const posted = await context.app.inject({
      method: 'POST',
      url: '/api/shop/payments/return',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'tranRef=X&respStatus=A&signature=abc',
    });
    expect(posted.statusCode).toBe(200);
  });
});
