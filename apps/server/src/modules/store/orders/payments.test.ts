import net from 'node:net';
import { ORDER_STATUS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { coupons, orders } from '../../../db/schema/index';
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
  context = await createTestContext({
    publicUrl: `http://127.0.0.1:${port}`,
    payments: { baseUrl: gateway.url, profileId: 4321, serverKey: 'SJ-test-server-key' },
  });
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
    // An approval arriving after the decline finds the order settled.
    const late = gateway.callbackBody(row.tranRef!, { outcome: 'approved' });
    const answer = await postCallback(late.body, late.signature);
    expect(answer.statusCode).toBe(200);
    expect((await orderRow(order.id)).status).toBe(ORDER_STATUS.cancelled);
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
