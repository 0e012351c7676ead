import { OPEN_ORDER_STATUSES } from '@app/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  cartItems,
  coupons,
  customerAddresses,
  ledgerEntries,
  logActions,
  orderLines,
  orders,
} from '../../../db/schema/index';
import { systemActor } from '../../../kernel/actor';
import { append, customerLedger, findAccount } from '../../../kernel/ledger';
import { issueCustomerToken } from '../../../plugins/customer-sessions';
import { adminTestContext } from '../../../test/admin-context';
import { insertCustomer } from '../../../test/store-customers';
import { asCustomer, type ShopCustomer, type ShopWorld, shopProduct, shopWorld } from '../../../test/store-orders';

// Checkouts fired at once, as a sale brings them. On PostgreSQL the requests really run in parallel
// (each in its own transaction on its own connection); on the embedded database they interleave
// one statement at a time. Either way the counts, the coupon's uses and every ledger must be exact.

const t = adminTestContext();
let world: ShopWorld;
/** Made once for the file; each case empties their carts first. */
let crowd: ShopCustomer[];

/** A signed-in customer with an address in the world's district, written directly (no password to hash). */
async function customerOf(): Promise<ShopCustomer> {
  const { id } = await insertCustomer(t.app);
  const { token } = await issueCustomerToken(t.app.db, id, t.app.config.tokenTtlMs);
  const [address] = await t.app.db
    .insert(customerAddresses)
    .values({ customerId: id, cityId: world.cityId, districtId: world.districtId, details: 'شارع التحلية' })
    .returning({ id: customerAddresses.id });
  return { id, token, addressId: address!.id };
}

const newCustomers = (n: number) => Promise.all(Array.from({ length: n }, customerOf));

beforeAll(async () => {
  world = await shopWorld(t.app);
  crowd = await newCustomers(50);
});

beforeEach(async () => {
  await t.app.db.delete(cartItems).where(
    inArray(
      cartItems.customerId,
      crowd.map((c) => c.id),
    ),
  );
});

async function fillCarts(who: readonly ShopCustomer[], productId: number, quantity = 1) {
  const added = await Promise.all(
    who.map((customer) => asCustomer(t.app, customer)('POST', '/api/shop/cart', { product_id: productId, quantity })),
  );
  expect(statuses(added)).toEqual({ 200: who.length });
}

/** Every customer checks out at the same moment; the answers in the customers' order. */
function checkoutAll(who: readonly ShopCustomer[], extra: object = {}) {
  return Promise.all(
    who.map((customer) =>
      asCustomer(t.app, customer, 'en')('POST', '/api/shop/checkout', {
        address_id: customer.addressId,
        payment_method: 'cash',
        ...extra,
      }),
    ),
  );
}

const statuses = (answers: readonly { statusCode: number }[]) =>
  answers.reduce<Record<number, number>>((count, a) => {
    count[a.statusCode] = (count[a.statusCode] ?? 0) + 1;
    return count;
  }, {});

/** Orders still holding stock that have a line of the product, and the units they hold. */
async function held(productId: number) {
  const [row] = await t.app.db
    .select({
      orders: sql<number>`count(distinct ${orders.id})::int`,
      units: sql<number>`coalesce(sum(${orderLines.quantity}), 0)::int`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(eq(orderLines.productId, productId), inArray(orders.status, [...OPEN_ORDER_STATUSES])));
  return row!;
}

/** The ERP's figure for the product at the world's store, through the staff endpoint the ERP calls. */
async function pushStock(code: string, quantity: number) {
  const pushed = await t.call('PUT', '/api/admin/stock', { items: [{ code, store_no: world.store, quantity }] });
  expect(pushed.statusCode).toBe(200);
}

async function creditWallet(customerId: number, halalas: number) {
  await t.app.db.transaction((tx) =>
    append(tx, customerLedger('wallet', customerId), {
      delta: halalas,
      reason: 'bonus',
      idempotencyKey: `bonus-${customerId}`,
      actor: systemActor('test'),
    }),
  );
}

/** The wallet's entries, checked to start at zero and each to begin where the one before ended. */
async function unbrokenWallet(customerId: number) {
  const ref = customerLedger('wallet', customerId);
  const account = await findAccount(t.app.db, ref);
  const entries = await t.app.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountId, account!.id))
    .orderBy(asc(ledgerEntries.id));
  let balance = 0;
  for (const entry of entries) {
    expect(entry.balanceBefore).toBe(balance);
    expect(entry.balanceAfter).toBe(entry.balanceBefore + entry.delta);
    balance = entry.balanceAfter;
  }
  expect(account!.balance).toBe(balance);
  expect(account!.version).toBe(entries.length);
  return { balance, entries };
}

describe('checkout under concurrency', () => {
  it('30 customers racing for 10 units: 10 orders; a cancel frees one unit; an ERP push keeps what is held', async () => {
    const product = await shopProduct(t.app, world, 10, { price: 2_000, name: { ar: 'فيتامين د', en: 'Vitamin D' } });
    const racers = crowd.slice(0, 30);
    await fillCarts(racers, product.id);

    const answers = await checkoutAll(racers);
    expect(statuses(answers)).toEqual({ 201: 10, 422: 20 });
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().errors.cart).toEqual([
        'Not enough stock now at the branch serving your address: Vitamin D.',
      ]);
    }
    expect(await held(product.id)).toEqual({ orders: 10, units: 10 });
    const winners = racers.filter((_, i) => answers[i]!.statusCode === 201);
    const losers = racers.filter((_, i) => answers[i]!.statusCode === 422);
    // A refused checkout leaves its cart as it was.
    expect(
      await t.app.db.$count(
        cartItems,
        inArray(
          cartItems.customerId,
          losers.map((c) => c.id),
        ),
      ),
    ).toBe(20);

    // One order cancelled: one unit comes back, and only one of the 20 gets it.
    const orderId = answers.find((a) => a.statusCode === 201)!.json().data.order.id;
    const winner = winners.find((c) => answers[racers.indexOf(c)]!.json().data.order.id === orderId)!;
    expect((await asCustomer(t.app, winner)('POST', `/api/shop/orders/${orderId}/cancel`)).statusCode).toBe(200);
    const second = await checkoutAll(losers);
    expect(statuses(second)).toEqual({ 201: 1, 422: 19 });
    expect(await held(product.id)).toEqual({ orders: 10, units: 10 });
    const stillWaiting = losers.filter((_, i) => second[i]!.statusCode === 422);

    // The ERP pushes its figure again (it knows nothing of the open orders): the 10 held stay held.
    await pushStock(product.code, 10);
    expect(statuses(await checkoutAll(stillWaiting))).toEqual({ 422: 19 });

    // Three more arrive while the 19 check out: at no moment more than three more sell.
    const [during, pushed] = await Promise.all([
      checkoutAll(stillWaiting),
      t.call('PUT', '/api/admin/stock', { items: [{ code: product.code, store_no: world.store, quantity: 13 }] }),
    ]);
    expect(pushed.statusCode).toBe(200);
    const soldDuring = during.filter((a) => a.statusCode === 201).length;
    expect(soldDuring).toBeLessThanOrEqual(3);
    const after = await checkoutAll(stillWaiting.filter((_, i) => during[i]!.statusCode === 422));
    expect(soldDuring + after.filter((a) => a.statusCode === 201).length).toBe(3);
    expect(await held(product.id)).toEqual({ orders: 13, units: 13 });
  });

  it('50 customers with a coupon good for 7 uses: 7 orders carry it, the 43 others write nothing', async () => {
    const product = await shopProduct(t.app, world, 500, { price: 5_000 });
    const [coupon] = await t.app.db
      .insert(coupons)
      .values({ code: 'RUSH7', discountType: 'fixed_amount', discount: 1_000, authorizedTo: 7 })
      .returning();
    await fillCarts(crowd, product.id);
    const logBefore = await t.app.db.$count(logActions);

    const answers = await checkoutAll(crowd, { coupon_code: 'rush7' });
    expect(statuses(answers)).toEqual({ 201: 7, 422: 43 });
    for (const placed of answers.filter((a) => a.statusCode === 201)) {
      expect(placed.json().data.order).toMatchObject({ coupon_code: 'RUSH7', coupon_discount: '10.00' });
    }
    for (const refused of answers.filter((a) => a.statusCode === 422)) {
      expect(refused.json().errors).toEqual({ coupon_code: ['This discount code has been used up.'] });
    }
    const [used] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usageCount).toBe(7);
    expect(await t.app.db.$count(orders, eq(orders.couponId, coupon!.id))).toBe(7);
    expect(await held(product.id)).toEqual({ orders: 7, units: 7 });

    // The refused: no order, their carts untouched, and nothing in the action log (7 placed orders only).
    const refused = crowd.filter((_, i) => answers[i]!.statusCode === 422).map((c) => c.id);
    const theirOrders = and(inArray(orders.customerId, refused), eq(orders.couponId, coupon!.id));
    expect(await t.app.db.$count(orders, theirOrders)).toBe(0);
    expect(await t.app.db.$count(cartItems, inArray(cartItems.customerId, refused))).toBe(43);
    expect(await t.app.db.$count(logActions)).toBe(logBefore + 7);
  });

  it('10 retries of one checkout at once (same Idempotency-Key): one order, the wallet debited once', async () => {
    const product = await shopProduct(t.app, world, 50, { price: 3_000 });
    const [customer] = await newCustomers(1);
    await creditWallet(customer!.id, 10_000);
    await fillCarts([customer!], product.id, 2);
    const shop = asCustomer(t.app, customer!, 'en');
    const body = { address_id: customer!.addressId, payment_method: 'cash', wallet_amount: '25.00' };

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => shop('POST', '/api/shop/checkout', body, { 'idempotency-key': 'tap-tap-tap' })),
    );
    expect(statuses(answers)).toEqual({ 201: 10 });
    const ids = new Set(answers.map((a) => a.json().data.order.id));
    expect(ids.size).toBe(1);
    expect(await t.app.db.$count(orders, eq(orders.customerId, customer!.id))).toBe(1);
    // 2 × 30.00 + 15.00 delivery = 75.00: 25.00 from the wallet, 50.00 on delivery.
    expect(answers[0]!.json().data.order).toMatchObject({ wallet_amount: '25.00', amount_due: '50.00' });

    const wallet = await unbrokenWallet(customer!.id);
    expect(wallet.balance).toBe(7_500);
    expect(wallet.entries.map((e) => [e.reason, e.delta])).toEqual([
      ['bonus', 10_000],
      ['order_payment', -2_500],
    ]);
    expect(await held(product.id)).toEqual({ orders: 1, units: 2 });
  });

  it('one customer: 5 checkouts of one cart (different keys) racing 3 cancellations, each sent twice, that refund the wallet', async () => {
    const product = await shopProduct(t.app, world, 50, { price: 2_500 });
    const [customer] = await newCustomers(1);
    await creditWallet(customer!.id, 10_000);
    const shop = asCustomer(t.app, customer!, 'en');
    const body = { address_id: customer!.addressId, payment_method: 'cash' };

    // Three open orders, each paid 30.00 from the wallet: 10.00 left.
    const open: number[] = [];
    for (let i = 0; i < 3; i++) {
      await fillCarts([customer!], product.id);
      const placed = await shop('POST', '/api/shop/checkout', { ...body, wallet_amount: '30.00' });
      expect(placed.statusCode).toBe(201);
      open.push(placed.json().data.order.id);
    }
    await fillCarts([customer!], product.id);

    // 10.00 fits whatever the order the refunds land in; the cart fits one order only.
    const [checkouts, cancels] = await Promise.all([
      Promise.all(
        Array.from({ length: 5 }, (_, i) =>
          shop('POST', '/api/shop/checkout', { ...body, wallet_amount: '10.00' }, { 'idempotency-key': `k-${i}` }),
        ),
      ),
      // Each cancel tapped twice: the second finds it cancelled already.
      Promise.all([...open, ...open].map((id) => shop('POST', `/api/shop/orders/${id}/cancel`))),
    ]);
    expect(statuses(cancels)).toEqual({ 200: 3, 409: 3 });
    expect(statuses(checkouts)).toEqual({ 201: 1, 422: 4 });
    for (const refused of checkouts.filter((a) => a.statusCode === 422)) {
      expect(refused.json().message).toBe('Your cart is empty; add products, then check out.');
    }

    const wallet = await unbrokenWallet(customer!.id);
    expect(wallet.balance).toBe(10_000 - 1_000);
    const byReason = (reason: string) => wallet.entries.filter((e) => e.reason === reason).map((e) => e.delta);
    expect(byReason('order_payment').sort()).toEqual([-3_000, -3_000, -3_000, -1_000].sort());
    expect(byReason('order_payment_return')).toEqual([3_000, 3_000, 3_000]);
    expect(await t.app.db.$count(orders, eq(orders.customerId, customer!.id))).toBe(4);
    expect(await held(product.id)).toEqual({ orders: 1, units: 1 });
  });

  it("a customer's cancellations and a checkout with one coupon and the wallet never deadlock", async () => {
    const product = await shopProduct(t.app, world, 1_000, { price: 2_500 });
    await t.app.db
      .insert(coupons)
      .values({ code: 'BOTH', discountType: 'fixed_amount', discount: 100, authorizedTo: 1_000 });
    for (let round = 0; round < 5; round++) {
      const [customer] = await newCustomers(1);
      await creditWallet(customer!.id, 100_000);
      const shop = asCustomer(t.app, customer!, 'en');
      const body = {
        address_id: customer!.addressId,
        payment_method: 'cash',
        coupon_code: 'BOTH',
        wallet_amount: '5.00',
      };
      const open: number[] = [];
      for (let i = 0; i < 4; i++) {
        await fillCarts([customer!], product.id);
        open.push((await shop('POST', '/api/shop/checkout', body)).json().data.order.id);
      }
      await fillCarts([customer!], product.id);
      const answers = await Promise.all([
        ...open.map((id) => shop('POST', `/api/shop/orders/${id}/cancel`)),
        shop('POST', '/api/shop/checkout', body),
      ]);
      expect(statuses(answers)).toEqual({ 200: 4, 201: 1 });
      await unbrokenWallet(customer!.id);
    }
  });

  it('an open order keeps its units when staff change the product code', async () => {
    const product = await shopProduct(t.app, world, 3);
    const [first, second] = await newCustomers(2);
    await fillCarts([first!], product.id, 2);
    expect(statuses(await checkoutAll([first!]))).toEqual({ 201: 1 });
    const recoded = await t.send(`/api/admin/product/${product.id}`, [
      ['_method', 'PUT'],
      ['code', `${product.code}N`],
    ]);
    expect(recoded.statusCode).toBe(200);
    await pushStock(`${product.code}N`, 3);
    await fillCarts([second!], product.id, 3);
    expect(statuses(await checkoutAll([second!]))).toEqual({ 422: 1 });
  });
});
