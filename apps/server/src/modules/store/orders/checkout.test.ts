import { ORDER_STATUS, riyadhNow, type StaffEventPayload } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cartItems,
  coupons,
  loyaltySettings,
  offerProducts,
  offers,
  orderLines,
  orders,
  prescriptions,
  products,
  statusHistory,
} from '../../../db/schema/index';
import { systemActor } from '../../../kernel/actor';
import { systemContext } from '../../../kernel/context';
import { append, balanceOf, customerLedger } from '../../../kernel/ledger';
import { mutate } from '../../../kernel/mutate';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader } from '../../../test/auth';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';
import { changeOrderStatus } from './order-service';

const t = adminTestContext();
const hour = 3_600_000;
const at = (offset: number) => riyadhNow(new Date(Date.now() + offset));

async function credit(customerId: number, wallet: number, points: number) {
  await t.app.db.transaction(async (tx) => {
    if (wallet) {
      await append(tx, customerLedger('wallet', customerId), {
        delta: wallet,
        reason: 'bonus',
        idempotencyKey: `test-wallet-${customerId}`,
        actor: systemActor('test'),
      });
    }
    if (points) {
      await append(tx, customerLedger('points', customerId), {
        delta: points,
        reason: 'points_adjustment',
        idempotencyKey: `test-points-${customerId}`,
        actor: systemActor('test'),
      });
    }
  });
}

const balances = async (customerId: number) => ({
  wallet: await balanceOf(t.app.db, customerLedger('wallet', customerId)),
  points: await balanceOf(t.app.db, customerLedger('points', customerId)),
});

async function setLoyalty() {
  await t.app.db
    .insert(loyaltySettings)
    .values({ id: 1, sarToLoyaltyPoints: 20, minimumLoyaltyPoints: 10, maximumLoyaltyPoints: 1000 })
    .onConflictDoUpdate({
      target: loyaltySettings.id,
      set: { sarToLoyaltyPoints: 20, minimumLoyaltyPoints: 10, maximumLoyaltyPoints: 1000 },
    });
}

describe('checkout', () => {
  it('prices a hand-computed basket: offer, capped coupon, delivery, VAT, points and wallet; cancel gives it all back', async () => {
    await setLoyalty();
    const world = await shopWorld(t.app);
    const vitaminC = await shopProduct(t.app, world, 20, {
      price: 1_999,
      name: { ar: 'فيتامين سي', en: 'Vitamin C' },
    });
    const omega = await shopProduct(t.app, world, 5, { price: 8_550, name: { ar: 'أوميغا 3', en: 'Omega 3' } });
    const [buyTwo] = await t.app.db
      .insert(offers)
      .values({
        categoryId: world.categoryId,
        startDate: at(-hour),
        endDate: at(hour),
        name: { ar: 'اشتر 2 واحصل على 1', en: 'Buy 2 get 1' },
        type: 'one_and_other_free',
        boughtCount: 2,
        freeCount: 1,
      })
      .returning();
    await t.app.db.insert(offerProducts).values({ offerId: buyTwo!.id, productId: vitaminC.id });
    const [coupon] = await t.app.db
      .insert(coupons)
      .values({ code: 'TENOFF', discountType: 'percentage', discount: 10, maxDiscount: 2_000, authorizedTo: 5 })
      .returning();

    const customer = await shopCustomer(t.app, world);
    await credit(customer.id, 5_000, 200);
    const shop = asCustomer(t.app, customer, 'en');
    await shop('POST', '/api/shop/cart', { product_id: vitaminC.id, quantity: 5 });
    await shop('POST', '/api/shop/cart', { product_id: omega.id, quantity: 2 });

    const announced: unknown[] = [];
    const stop = t.app.events.subscribe('admin.order.created', (event) => {
      announced.push(event.payload);
    });
    const body = {
      address_id: customer.addressId,
      payment_method: 'cash',
      coupon_code: 'tenoff',
      points: 100,
      wallet_amount: '40.00',
    };
    const preview = await shop('POST', '/api/shop/checkout/preview', body);
    expect(preview.statusCode).toBe(200);
    const placed = await shop('POST', '/api/shop/checkout', body, { 'idempotency-key': 'basket-1' });
    expect(placed.statusCode).toBe(201);
    stop();
    const order = placed.json().data.order;

    // Vitamin C: 5 × 19.99 = 99.95; buy 2 get 1 frees one unit: 79.96.
    // Omega: 2 × 85.50 = 171.00, no offer.
    // Coupon: 10 % of 250.96 = 25.10, capped at 20.00; shared by amount: 20.00 × 79.96 / 250.96 =
    // 6.372 → 6.37 and 13.628 → 13.63 (largest remainder). Goods: 73.59 + 157.37 = 230.96.
    // Delivery 15.00: total 245.96; VAT inside it 245.96 × 15 / 115 = 32.0817 → 32.08; net 213.88.
    // The VAT shared by amount: 9.5985 → 9.60, 20.5255 → 20.52, delivery 1.9564 → 1.96.
    // 100 points at 20 a riyal pay 5.00; the wallet 40.00; due on delivery 245.96 − 45.00 = 200.96.
    expect(order).toMatchObject({
      status: { id: ORDER_STATUS.in_progress, name: 'In progress' },
      payment_method: { key: 'cash', title: 'Cash on delivery' },
      payment_status: 'on_delivery',
      branch: { id: world.branchId, code: world.store },
      coupon_code: 'TENOFF',
      total_before_discount: '270.95',
      offer_discount: '19.99',
      coupon_discount: '20.00',
      discount: '39.99',
      total_after_discount: '230.96',
      delivery_price: '15.00',
      total_after_vat: '245.96',
      vat: '32.08',
      price_before_vat: '213.88',
      points_redeemed: 100,
      points_amount: '5.00',
      wallet_amount: '40.00',
      amount_due: '200.96',
      wasfy: false,
    });
    expect(order.lines).toEqual([
      expect.objectContaining({
        product_id: vitaminC.id,
        name: 'Vitamin C',
        price: '19.99',
        quantity: 5,
        total: '99.95',
        offer_discount: '19.99',
        coupon_discount: '6.37',
        amount: '73.59',
        vat: '9.60',
        price_before_vat: '63.99',
      }),
      expect.objectContaining({
        product_id: omega.id,
        quantity: 2,
        total: '171.00',
        offer_discount: '0.00',
        coupon_discount: '13.63',
        amount: '157.37',
        vat: '20.52',
        price_before_vat: '136.85',
      }),
    ]);
    expect(order.history).toEqual([expect.objectContaining({ status: { id: 1, name: 'In progress' } })]);
    // The preview said the same, step by step.
    const {
      id: _id,
      status: _s,
      created_at: _c,
      payment_status: _p,
      tran_ref: _r,
      history: _h,
      notes: _n,
      prescription_id: _pr,
      lines,
      ...figures
    } = order;
    expect(preview.json().data).toMatchObject({
      ...figures,
      lines: lines.map(({ id: _l, ...line }: { id: number }) => line),
    });

    expect(await balances(customer.id)).toEqual({ wallet: 1_000, points: 100 });
    const [used] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(used!.usageCount).toBe(1);
    expect(await t.app.db.select().from(cartItems).where(eq(cartItems.customerId, customer.id))).toEqual([]);
    expect(announced).toEqual([
      expect.objectContaining({
        id: order.id,
        route: expect.stringContaining(String(order.id)),
      }) as StaffEventPayload<'admin.order.created'>,
    ]);

    // A later price change leaves the order's copy alone.
    const again = await shop('GET', `/api/shop/orders/${order.id}`);
    expect(again.json().data.lines[0]).toMatchObject({ price: '19.99', amount: '73.59' });

    // The same Idempotency-Key answers the same order and writes nothing.
    const retried = await shop('POST', '/api/shop/checkout', body, { 'idempotency-key': 'basket-1' });
    expect(retried.statusCode).toBe(201);
    expect(retried.json().data.order.id).toBe(order.id);
    expect(await t.app.db.$count(orders, eq(orders.customerId, customer.id))).toBe(1);

    // Cancelling gives back exactly what the checkout took.
    const cancelled = await shop('POST', `/api/shop/orders/${order.id}/cancel`);
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().data.status).toEqual({ id: ORDER_STATUS.cancelled, name: 'Cancelled' });
    expect(await balances(customer.id)).toEqual({ wallet: 5_000, points: 200 });
    const [returned] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon!.id));
    expect(returned!.usageCount).toBe(0);
    const again2 = await shop('POST', `/api/shop/orders/${order.id}/cancel`);
    expect(again2.statusCode).toBe(409);
    expect(await balances(customer.id)).toEqual({ wallet: 5_000, points: 200 });
  });

  it('holds the branch stock while the order is open and earns points on delivery', async () => {
    await setLoyalty();
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 3, { price: 4_000 });
    const first = await shopCustomer(t.app, world);
    const second = await shopCustomer(t.app, world);
    const a = asCustomer(t.app, first, 'en');
    const b = asCustomer(t.app, second, 'ar');
    await a('POST', '/api/shop/cart', { product_id: product.id, quantity: 2 });
    const placed = await a('POST', '/api/shop/checkout', {
      address_id: first.addressId,
      payment_method: 'card_on_delivery',
    });
    expect(placed.statusCode).toBe(201);
    const orderId = placed.json().data.order.id;

    // Three in stock, two held: a second customer cannot have two more.
    await b('POST', '/api/shop/cart', { product_id: product.id, quantity: 2 });
    const refused = await b('POST', '/api/shop/checkout', { address_id: second.addressId, payment_method: 'cash' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.cart[0]).toContain('بنادول');
    expect(refused.json().message).toBe(refused.json().errors.cart[0]);
    expect(await t.app.db.$count(orders, eq(orders.customerId, second.id))).toBe(0);

    // Staff move it on; delivered, it earns one point per riyal of goods (80.00 → 80) and is paid.
    const staff = systemContext(t.app, 'test');
    for (const to of [ORDER_STATUS.accepted, ORDER_STATUS.out_for_delivery, ORDER_STATUS.delivered]) {
      await mutate(staff, { action: 'update order status', mode: 'update', subject: 'orders' }, (scope) =>
        changeOrderStatus(scope, orderId, to, systemActor('test')),
      );
    }
    expect(await balances(first.id)).toMatchObject({ points: 80 });
    const [row] = await t.app.db.select().from(orders).where(eq(orders.id, orderId));
    expect(row).toMatchObject({ status: ORDER_STATUS.delivered, paymentStatus: 'paid' });
    expect(
      await t.app.db.$count(
        statusHistory,
        and(eq(statusHistory.machine, 'order'), eq(statusHistory.entityId, orderId)),
      ),
    ).toBe(4);
    // The store users list counts it as bought (80.00 + 15.00 delivery), and the most-buying tab shows them.
    const buyers = await t.get('/api/admin/user?most_buying=1&limit=100');
    expect(buyers.json().data).toContainEqual(expect.objectContaining({ id: first.id, buying_amount: '95.00' }));
    expect(buyers.json().data.map((c: { id: number }) => c.id)).not.toContain(second.id);

    // Delivered, it holds nothing: the second customer's two units now fit (3 in the ERP's figure).
    const now = await b('POST', '/api/shop/checkout', { address_id: second.addressId, payment_method: 'cash' });
    expect(now.statusCode).toBe(201);
    expect(now.json().data.order).toMatchObject({ delivery_price: '15.00', total_after_vat: '95.00' });
  });

  it('refuses what cannot be placed, per field, in the request language, writing nothing', async () => {
    await setLoyalty();
    const world = await shopWorld(t.app);
    const medicine = await shopProduct(t.app, world, 10, { price: 3_000 });
    await t.app.db
      .update((await import('../../../db/schema/index')).products)
      .set({ wasfy: true })
      .where(eq((await import('../../../db/schema/index')).products.id, medicine.id));
    const customer = await shopCustomer(t.app, world);
    const other = await shopCustomer(t.app, world);
    const en = asCustomer(t.app, customer, 'en');
    const ar = asCustomer(t.app, customer, 'ar');
    const base = { address_id: customer.addressId, payment_method: 'cash' };

    const empty = await en('POST', '/api/shop/checkout', base);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().message).toBe('Your cart is empty; add products, then check out.');

    await en('POST', '/api/shop/cart', { product_id: medicine.id, quantity: 1 });
    const needs = await ar('POST', '/api/shop/checkout', base);
    expect(needs.statusCode).toBe(422);
    expect(needs.json().errors.prescription_id[0]).toContain('وصفة');

    const notMine = await en('POST', '/api/shop/checkout', { ...base, address_id: other.addressId });
    expect(notMine.json().errors.address_id).toHaveLength(1);

    const [theirs] = await t.app.db
      .insert(prescriptions)
      .values({ customerId: other.id, type: 'cash', status: 1 })
      .returning();
    const foreign = await en('POST', '/api/shop/checkout', { ...base, prescription_id: theirs!.id });
    expect(foreign.json().errors.prescription_id[0]).toBe('The chosen prescription cannot be used for this order.');

    const [mine] = await t.app.db
      .insert(prescriptions)
      .values({ customerId: customer.id, type: 'mine', status: 1 })
      .returning();
    const withIt = { ...base, prescription_id: mine!.id };
    const unknownCoupon = await en('POST', '/api/shop/checkout', { ...withIt, coupon_code: 'NOPE' });
    expect(unknownCoupon.json().errors.coupon_code[0]).toBe('There is no such discount code.');
    await t.app.db
      .insert(coupons)
      .values({ code: 'GONE', discountType: 'fixed_amount', discount: 500, endDate: at(-hour) });
    const expired = await ar('POST', '/api/shop/checkout', { ...withIt, coupon_code: 'gone' });
    expect(expired.json().errors.coupon_code[0]).toBe('انتهت صلاحية كود الخصم.');
    const fewPoints = await en('POST', '/api/shop/checkout', { ...withIt, points: 5 });
    expect(fewPoints.json().errors.points[0]).toBe('At least 10 points can be redeemed.');
    const noPoints = await en('POST', '/api/shop/checkout', { ...withIt, points: 50 });
    expect(noPoints.json().errors.points).toHaveLength(1);
    const noWallet = await en('POST', '/api/shop/checkout', { ...withIt, payment_method: 'wallet' });
    expect(noWallet.json().errors.wallet_amount).toHaveLength(1);
    const tooMuch = await en('POST', '/api/shop/checkout', { ...withIt, wallet_amount: '1000' });
    expect(tooMuch.json().errors.wallet_amount[0]).toBe('The wallet amount is more than the amount due (SAR 55.00).');
    const online = await en('POST', '/api/shop/checkout', { ...withIt, payment_method: 'online_card' });
    expect(online.json().errors.payment_method[0]).toContain('Online payment is not available');
    const bad = await en('POST', '/api/shop/checkout', {
      address_id: 'x',
      payment_method: 'gold',
      wallet_amount: '1.234',
    });
    expect(Object.keys(bad.json().errors).sort()).toEqual(['address_id', 'payment_method', 'wallet_amount']);

    expect(await t.app.db.$count(orders, eq(orders.customerId, customer.id))).toBe(0);
    expect(await t.app.db.$count(orderLines)).toBeGreaterThanOrEqual(0);

    // With its prescription, the prescription delivery price applies: 30.00 + 25.00.
    const placed = await en('POST', '/api/shop/checkout', withIt);
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order).toMatchObject({
      wasfy: true,
      prescription_id: mine!.id,
      delivery_price: '25.00',
      total_after_vat: '55.00',
    });
    // A prescription is dispensed once.
    await en('POST', '/api/shop/cart', { product_id: medicine.id, quantity: 1 });
    const twice = await en('POST', '/api/shop/checkout', withIt);
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.prescription_id[0]).toBe(
      `This prescription was dispensed with order ${placed.json().data.order.id}; attach a new one.`,
    );
  });

  it('keeps orders to their customer, and customer routes to customers', async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 5);
    const owner = await shopCustomer(t.app, world);
    const stranger = await shopCustomer(t.app, world);
    await asCustomer(t.app, owner)('POST', '/api/shop/cart', { product_id: product.id });
    const placed = await asCustomer(t.app, owner)('POST', '/api/shop/checkout', {
      address_id: owner.addressId,
      payment_method: 'cash',
    });
    const id = placed.json().data.order.id;
    const peek = asCustomer(t.app, stranger);
    expect((await peek('GET', `/api/shop/orders/${id}`)).statusCode).toBe(404);
    expect((await peek('POST', `/api/shop/orders/${id}/cancel`)).statusCode).toBe(404);
    expect((await peek('GET', '/api/shop/orders')).json()).toEqual({ data: [], total: 0 });
    const list = await asCustomer(t.app, owner)('GET', '/api/shop/orders');
    expect(list.json()).toMatchObject({ total: 1, data: [{ id, lines_count: 1, total_after_vat: '27.50' }] });
    const staff = await t.app.inject({ method: 'GET', url: '/api/shop/orders', headers: authHeader(t.admin.token) });
    expect(staff.statusCode).toBe(401);

    // Deleting the account keeps the order (anonymised); a closed order loses its street address.
    await asCustomer(t.app, owner)('POST', `/api/shop/orders/${id}/cancel`);
    const gone = await asCustomer(t.app, owner)('DELETE', '/api/shop/account', { password: 'Secret-pass-1' });
    expect(gone.statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(orders).where(eq(orders.id, id));
    expect(kept).toMatchObject({ customerId: owner.id, addressDetails: '', status: ORDER_STATUS.cancelled });
  });

  it('binds an Idempotency-Key to its request: another request with it is a 422, a key it cannot keep a 400', async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 50, { price: 2_000 });
    const other = await shopProduct(t.app, world, 50, { price: 3_000 });
    const customer = await shopCustomer(t.app, world);
    const shop = asCustomer(t.app, customer, 'en');
    const body = { address_id: customer.addressId, payment_method: 'cash' };
    await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 1 });
    const placed = await shop('POST', '/api/shop/checkout', body, { 'idempotency-key': 'k-first' });
    expect(placed.statusCode).toBe(201);
    const first = placed.json().data.order.id as number;

    // The same request again: the same order (the fields in another order, the coupon-less body as sent).
    const again = await shop(
      'POST',
      '/api/shop/checkout',
      { payment_method: 'cash', address_id: customer.addressId },
      {
        'idempotency-key': 'k-first',
      },
    );
    expect(again.statusCode).toBe(201);
    expect(again.json().data.order.id).toBe(first);

    // Another payment method, or a new basket, with the same key: refused, and the basket stays.
    const otherMethod = await shop(
      'POST',
      '/api/shop/checkout',
      { ...body, payment_method: 'card_on_delivery' },
      { 'idempotency-key': 'k-first' },
    );
    expect(otherMethod.statusCode).toBe(422);
    expect(otherMethod.json().message).toBe(
      `This Idempotency-Key already placed order ${first} with other details; no new order was placed. Send a new key for a new order.`,
    );
    await shop('POST', '/api/shop/cart', { product_id: other.id, quantity: 2 });
    const newBasket = await shop('POST', '/api/shop/checkout', body, { 'idempotency-key': 'k-first' });
    expect(newBasket.statusCode).toBe(422);
    expect((await shop('GET', '/api/shop/cart')).json().data.lines).toEqual([
      expect.objectContaining({ product_id: other.id, quantity: 2 }),
    ]);
    const arabic = await asCustomer(t.app, customer, 'ar')('POST', '/api/shop/checkout', body, {
      'idempotency-key': 'k-first',
    });
    expect(arabic.json().message).toMatch(/[\u0600-\u06FF]/);

    // A key the server cannot keep is refused before anything is written, never ignored.
    for (const key of ['x'.repeat(201), 'two words', 'مفتاح', '']) {
      const refused = await shop('POST', '/api/shop/checkout', body, { 'idempotency-key': key });
      expect(refused.statusCode, JSON.stringify(key)).toBe(400);
      expect(refused.json().message).toMatch(/Idempotency-Key/);
    }
    expect(await t.app.db.$count(orders, eq(orders.customerId, customer.id))).toBe(1);
    // A new key places the new basket.
    const second = await shop('POST', '/api/shop/checkout', body, { 'idempotency-key': 'k-second' });
    expect(second.statusCode).toBe(201);
    expect(second.json().data.order.id).not.toBe(first);
  });

  it('places nothing when the total changed since the customer saw it: a 409 with the new figures to confirm', async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 50, { price: 3_500 });
    const customer = await shopCustomer(t.app, world);
    const shop = asCustomer(t.app, customer, 'en');
    await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 1 });
    const body = { address_id: customer.addressId, payment_method: 'cash' };
    // 35.00 + 15.00 delivery.
    const preview = await shop('POST', '/api/shop/checkout/preview', body);
    expect(preview.json().data.total_after_vat).toBe('50.00');

    // Staff raise the price meanwhile: 198.00 + 15.00.
    await t.app.db.update(products).set({ price: 19_800 }).where(eq(products.id, product.id));
    const changed = await shop(
      'POST',
      '/api/shop/checkout',
      { ...body, expected_total: '50.00' },
      {
        'idempotency-key': 'saw-50',
      },
    );
    expect(changed.statusCode).toBe(409);
    expect(changed.json().message).toBe(
      'The total has changed since you saw it: it is now SAR 213.00 instead of SAR 50.00. Nothing was ordered; check the new total and confirm it to place the order.',
    );
    expect(changed.json().data).toMatchObject({
      total_after_vat: '213.00',
      delivery_price: '15.00',
      lines: [expect.objectContaining({ product_id: product.id, price: '198.00', amount: '198.00' })],
    });
    expect(await t.app.db.$count(orders, eq(orders.customerId, customer.id))).toBe(0);
    expect((await shop('GET', '/api/shop/cart')).json().data.lines).toHaveLength(1);

    // Confirmed at the new total, with the same key (nothing was placed with it), the order is placed.
    const confirmed = await shop(
      'POST',
      '/api/shop/checkout',
      { ...body, expected_total: '213.00' },
      {
        'idempotency-key': 'saw-50',
      },
    );
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().data.order.total_after_vat).toBe('213.00');
    // Without expected_total the shop app's older clients keep working as before.
    await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 1 });
    expect((await shop('POST', '/api/shop/checkout', body)).statusCode).toBe(201);
  });
});
