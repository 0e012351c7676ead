import { normalizeSaudiMobile, ORDER_STATUS } from '@app/contracts';
import { and, desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { customers, logActions, orders } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader, signInAs } from '../../../test/auth';
import { placeTestOrder } from '../../../test/fixtures/store-orders-writes';
import { insertCustomer, uniqueMobile } from '../../../test/store-customers';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';

const t = adminTestContext();

const local = (stored: string) => `0${stored.slice(4)}`;

describe('Saudi mobile numbers', () => {
  it('are kept in one form whatever the spelling, and anything else is refused', () => {
    for (const spelling of [
      '0551234567',
      '551234567',
      '+966551234567',
      '00966551234567',
      '966 55 123 4567',
      '٠٥٥١٢٣٤٥٦٧',
    ]) {
      expect(normalizeSaudiMobile(spelling)).toBe('+966551234567');
    }
    for (const wrong of ['0451234567', '05512345', '+971551234567', 'abc'])
      expect(normalizeSaudiMobile(wrong)).toBeNull();
  });
});

describe('store users', () => {
  it('adds a customer with the mobile in one form, refuses the same number spelled otherwise, in both languages', async () => {
    const mobile = uniqueMobile();
    const res = await t.call('POST', '/api/admin/user', {
      name: 'نورة القحطاني',
      mobile: local(mobile),
      email: 'Noura@Example.com',
      password: 'Secret-pass-1',
      birth: '1990-04-12',
      gender: 'female',
      city: 'الرياض',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      mobile,
      email: 'noura@example.com',
      role: 'customer',
      active: 1,
      points: 0,
      wallet_balance: '0.00',
      buying_amount: '0.00',
      health_visible: 1,
      food_allergies: null,
    });
    const again = await t.call(
      'POST',
      '/api/admin/user',
      { name: 'Other', mobile: mobile.replace('+966', '00966'), password: 'Secret-pass-1' },
      { locale: 'en' },
    );
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.mobile[0]).toBe('The mobile has already been taken.');
    const bad = await t.call('POST', '/api/admin/user', {
      name: 'X y',
      mobile: '0451234567',
      password: 'Secret-pass-1',
    });
    expect(bad.json().errors.mobile[0]).toMatch(/جوال سعودي/);
  });

  it('finds customers by Arabic-folded name, e-mail or mobile as typed locally', async () => {
    const { mobile } = await insertCustomer(t.app, { name: 'أحمد الزهراني', searchKey: '' });
    // The search key is written by the service: edit once so it is.
    const [row] = await t.app.db.select().from(customers).where(eq(customers.mobile, mobile));
    await t.call('PUT', `/api/admin/user/${row!.id}`, { name: 'أحمد الزهراني' });
    for (const search of ['احمد', local(mobile).slice(0, 7)]) {
      const found = await t.get(`/api/admin/user?search=${encodeURIComponent(search)}`);
      expect(found.json().data.map((c: { id: number }) => c.id)).toContain(row!.id);
    }
    expect((await t.get('/api/admin/user?most_buying=1')).json()).toEqual({ data: [], total: 0 });
  });

  it('shows health data only to staff who may see it, logs each such view, and refuses health writes from others', async () => {
    const { id } = await insertCustomer(t.app, { foodAllergies: 'الفول السوداني', symptoms: 'صداع' });
    const clerk = await signInAs(t.app, { permissions: ['list store users', 'update store users'] });
    const plain = (await t.get(`/api/admin/user/${id}`, { as: clerk.token })).json().data;
    expect(plain.health_visible).toBe(0);
    expect(plain).not.toHaveProperty('food_allergies');
    const refused = await t.call('PUT', `/api/admin/user/${id}`, { symptoms: '' }, { as: clerk.token });
    expect(refused.statusCode).toBe(403);

    const views = () =>
      t.app.db.$count(
        logActions,
        and(eq(logActions.subjectId, id), eq(logActions.action, 'show customer health data')),
      );
    const before = await views();
    const pharmacist = await signInAs(t.app, { permissions: ['list store users', 'show customer health data'] });
    const full = (await t.get(`/api/admin/user/${id}`, { as: pharmacist.token })).json().data;
    expect(full).toMatchObject({ health_visible: 1, food_allergies: 'الفول السوداني', symptoms: 'صداع' });
    expect(await views()).toBe(before + 1);
    // The list never carries health data.
    const list = (await t.get('/api/admin/user?limit=100', { as: pharmacist.token })).json().data;
    expect(list.find((c: { id: number }) => c.id === id)).not.toHaveProperty('symptoms');
  });

  it('keeps what an edit does not send', async () => {
    const { id } = await insertCustomer(t.app, { city: 'جدة', gender: 'male', medicineAllergies: 'البنسلين' });
    const res = await t.call('PUT', `/api/admin/user/${id}`, { active: 0 });
    expect(res.json().data).toMatchObject({ active: 0, city: 'جدة', gender: 'male', medicine_allergies: 'البنسلين' });
  });
});

describe('wallet', () => {
  it('credits a bonus and a refund, adjusts either way, never below zero, with before and after on each entry', async () => {
    const { id } = await insertCustomer(t.app);
    const post = (type: string, amount: string, locale = 'en') =>
      t.call('POST', `/api/admin/wallet/${type}/${id}`, { amount, description: `${type} test` }, { locale });
    expect((await post('bonus', '25.50')).statusCode).toBe(201);
    expect((await post('refund', '10')).statusCode).toBe(201);
    expect((await post('adjustment', '-5.25')).json().data).toMatchObject({
      amount: '-5.25',
      balance_before: '35.50',
      balance_after: '30.25',
      transaction_type: 'adjustment',
      description: 'adjustment test',
    });
    const tooMuch = await post('adjustment', '-30.26');
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json().errors).toHaveProperty('amount');
    expect((await post('bonus', '-1')).json().errors.amount[0]).toBe('The amount must be greater than zero.');
    expect((await post('bonus', '1.999')).statusCode).toBe(422);

    const page = (await t.get(`/api/admin/wallet/${id}/transactions`)).json();
    expect(page.total).toBe(3);
    expect(page.data.map((e: { balance_after: string }) => e.balance_after)).toEqual(['30.25', '35.50', '25.50']);
    expect((await t.get(`/api/admin/user/${id}`)).json().data.wallet_balance).toBe('30.25');
  });

  it('ends exact after 100 concurrent bonuses and adjustments, with an unbroken before/after chain', async () => {
    const { id } = await insertCustomer(t.app);
    await t.call('POST', `/api/admin/wallet/bonus/${id}`, { amount: '100.00' });
    const calls = Array.from({ length: 100 }, (_, i) =>
      i % 2 === 0
        ? t.call('POST', `/api/admin/wallet/bonus/${id}`, { amount: '1.25' })
        : t.call('POST', `/api/admin/wallet/adjustment/${id}`, { amount: '-0.75' }),
    );
    const answers = await Promise.all(calls);
    expect(answers.every((answer) => answer.statusCode === 201)).toBe(true);
    // 100 + 50 × 1.25 − 50 × 0.75 = 125.00
    expect((await t.get(`/api/admin/user/${id}`)).json().data.wallet_balance).toBe('125.00');
    const entries = (await t.get(`/api/admin/wallet/${id}/transactions?limit=100&page=1`)).json().data as Array<{
      balance_before: string;
      balance_after: string;
    }>;
    const older = (await t.get(`/api/admin/wallet/${id}/transactions?limit=100&page=2`)).json().data as typeof entries;
    const chain = [...entries, ...older].reverse();
    expect(chain).toHaveLength(101);
    for (let i = 1; i < chain.length; i++) expect(chain[i]!.balance_before).toBe(chain[i - 1]!.balance_after);
  });

  it('writes one entry for a retried request with the same Idempotency-Key', async () => {
    const { id } = await insertCustomer(t.app);
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/wallet/bonus/${id}`,
        payload: { amount: '12.00' },
        headers: { ...authHeader(t.token), 'idempotency-key': `bonus-${id}` },
      });
    const [first, second] = [await send(), await send()];
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await t.get(`/api/admin/wallet/${id}/transactions`)).json().total).toBe(1);
  });

  it('anonymises a deleted customer who has wallet history, and erases one who has none', async () => {
    const withHistory = await insertCustomer(t.app, { foodAllergies: 'الحليب' });
    await t.call('POST', `/api/admin/wallet/bonus/${withHistory.id}`, { amount: '5' });
    const without = await insertCustomer(t.app);
    expect((await t.call('DELETE', `/api/admin/user/${withHistory.id}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/user/${without.id}`)).statusCode).toBe(200);
    const [kept] = await t.app.db.select().from(customers).where(eq(customers.id, withHistory.id));
    expect(kept).toMatchObject({ name: `#${withHistory.id}`, email: null, foodAllergies: null, active: false });
    expect(kept!.anonymisedAt).not.toBeNull();
    expect(await t.app.db.$count(customers, eq(customers.id, without.id))).toBe(0);
    expect((await t.get(`/api/admin/user/${withHistory.id}`)).statusCode).toBe(404);
  });
});

describe('loyalty points by hand', () => {
  /** An order placed through the shop's checkout, and the customer who placed it. */
  async function customerWithOrder() {
    const orderId = await placeTestOrder(t.app);
    const [order] = await t.app.db.select({ customerId: orders.customerId }).from(orders).where(eq(orders.id, orderId));
    return { orderId, customerId: order!.customerId };
  }
  const points = (type: string, userId: number, body: object, options: { locale?: string; as?: string } = {}) =>
    t.call('POST', `/api/admin/points/${type}/${userId}`, body, { locale: 'en', ...options });
  const history = async (userId: number) => (await t.get(`/api/admin/points/${userId}/transactions`)).json();

  it('adds and deducts points with a reason and an order of the customer, each with before and after, and logs both', async () => {
    const { orderId, customerId } = await customerWithOrder();
    const added = await points('add', customerId, {
      points: '120',
      description: 'Goodwill: late delivery',
      order_id: `#${orderId}`,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({
      points: 120,
      balance_before: 0,
      balance_after: 120,
      transaction_type: 'points_adjustment',
      description: 'Goodwill: late delivery',
      order_id: orderId,
      by_kind: 'staff',
    });
    // Arabic-Indic digits as typed on an Arabic keyboard; no order.
    const taken = await points('deduct', customerId, { points: '٤٥', description: 'نقاط أضيفت بالخطأ' });
    expect(taken.statusCode).toBe(201);
    expect(taken.json().data).toMatchObject({ points: -45, balance_before: 120, balance_after: 75, order_id: null });

    const page = await history(customerId);
    expect(page.total).toBe(2);
    expect(page.data.map((e: { description: string; order_id: number | null }) => [e.description, e.order_id])).toEqual(
      [
        ['نقاط أضيفت بالخطأ', null],
        ['Goodwill: late delivery', orderId],
      ],
    );
    expect(page.data[0].by).toEqual(expect.any(String));
    expect((await t.get(`/api/admin/user/${customerId}`)).json().data.points).toBe(75);

    const logged = await t.app.db
      .select({ action: logActions.action, mode: logActions.actionMode })
      .from(logActions)
      .where(and(eq(logActions.subjectId, customerId), eq(logActions.action, 'manage customer points')))
      .orderBy(desc(logActions.id));
    expect(logged.map((row) => row.mode)).toEqual(['deduct_points', 'add_points']);
  });

  it('refuses to take the balance below zero, naming what is available, in the request language', async () => {
    const { id } = await insertCustomer(t.app);
    await points('add', id, { points: 30, description: 'Welcome points' });
    const refused = await points('deduct', id, { points: 31, description: 'Returned order' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.points).toEqual([
      'The available balance (30 points) is not enough for this operation.',
    ]);
    const arabic = await points('deduct', id, { points: 31, description: 'طلب مرتجع' }, { locale: 'ar' });
    expect(arabic.json().errors.points).toEqual(['الرصيد المتاح (30 نقطة) لا يكفي لهذه العملية.']);
    expect((await points('deduct', id, { points: 30, description: 'Returned order' })).json().data.balance_after).toBe(
      0,
    );
    expect((await history(id)).total).toBe(2);
  });

  it("refuses another customer's order, an unknown one, no reason and no points, each on its field", async () => {
    const mine = await customerWithOrder();
    const other = await customerWithOrder();
    const foreign = await points('add', mine.customerId, {
      points: 5,
      description: 'Missed points',
      order_id: other.orderId,
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors.order_id).toEqual([`Order ${other.orderId} is not one of this customer's orders.`]);
    const unknown = await points(
      'add',
      mine.customerId,
      { points: 5, description: 'نقاط طلب', order_id: 2_000_000 },
      { locale: 'ar' },
    );
    expect(unknown.json().errors.order_id).toEqual(['الطلب رقم 2000000 ليس من طلبات هذا العميل.']);
    const bare = await points('add', mine.customerId, { points: '0', description: ' ', order_id: 'abc' });
    expect(bare.statusCode).toBe(422);
    expect(Object.keys(bare.json().errors).sort()).toEqual(['description', 'order_id', 'points']);
    expect((await points('add', mine.customerId, { points: '-5', description: 'Missed points' })).statusCode).toBe(422);
    expect((await points('remove', mine.customerId, { points: 5, description: 'Missed points' })).statusCode).toBe(404);
    expect((await history(mine.customerId)).total).toBe(0);
  });

  it('writes one entry for a retried request with the same Idempotency-Key, and refuses the key for another change', async () => {
    const { id } = await insertCustomer(t.app);
    const send = (amount: number) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/points/add/${id}`,
        payload: { points: amount, description: 'Goodwill' },
        headers: { ...authHeader(t.token), 'idempotency-key': `points-${id}` },
      });
    const [first, second] = [await send(40), await send(40)];
    expect(second.statusCode).toBe(201);
    expect(second.json().data.id).toBe(first.json().data.id);
    expect((await send(50)).statusCode).toBe(409);
    const page = await history(id);
    expect(page.total).toBe(1);
    expect((await t.get(`/api/admin/user/${id}`)).json().data.points).toBe(40);
  });

  it('needs its own permission: the wallet permission does not move points', async () => {
    const { id } = await insertCustomer(t.app);
    const cashier = await signInAs(t.app, { permissions: ['list store users', 'manage customer wallets'] });
    expect((await points('add', id, { points: 5, description: 'Goodwill' }, { as: cashier.token })).statusCode).toBe(
      403,
    );
    const service = await signInAs(t.app, { permissions: ['list store users', 'manage customer points'] });
    expect((await points('add', id, { points: 5, description: 'Goodwill' }, { as: service.token })).statusCode).toBe(
      201,
    );
    expect((await t.get(`/api/admin/points/${id}/transactions`, { as: service.token })).json().total).toBe(1);
  });

  it("shows the order of the system's and the customer's entries, and a staff key never stands in for an order's points", async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 5, { price: 4_000 });
    const customer = await shopCustomer(t.app, world);
    await t.call('POST', `/api/admin/wallet/bonus/${customer.id}`, { amount: '5.00', description: 'Welcome' });
    const shop = asCustomer(t.app, customer);
    await shop('POST', '/api/shop/cart', { product_id: product.id });
    const placed = await shop('POST', '/api/shop/checkout', {
      address_id: customer.addressId,
      payment_method: 'cash',
      wallet_amount: '5.00',
    });
    expect(placed.statusCode).toBe(201);
    const orderId: number = placed.json().data.order.id;
    const wallet = (await t.get(`/api/admin/wallet/${customer.id}/transactions`)).json().data;
    expect(wallet.map((e: object) => e)).toEqual([
      expect.objectContaining({ transaction_type: 'order_payment', order_id: orderId, by_kind: 'customer' }),
      expect.objectContaining({ transaction_type: 'bonus', order_id: null, description: 'Welcome', by_kind: 'staff' }),
    ]);

    // A client's key spelled as the system's own key for this order's earned points.
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/admin/points/add/${customer.id}`,
      payload: { points: 3, description: 'Missed points', order_id: orderId },
      headers: { ...authHeader(t.token), 'idempotency-key': `order:${orderId}:earned` },
    });
    expect(early.statusCode).toBe(201);
    for (const status of [ORDER_STATUS.accepted, ORDER_STATUS.out_for_delivery, ORDER_STATUS.delivered]) {
      const moved = await t.call('PUT', `/api/admin/updateStatus/${orderId}`, { type: 'order', status });
      expect(moved.statusCode).toBe(200);
    }
    const earned = (await history(customer.id)).data[0];
    expect(earned).toMatchObject({
      transaction_type: 'points_earned',
      order_id: orderId,
      description: null,
      by_kind: 'system',
    });
    expect(earned.points).toBeGreaterThan(0);
  });
});

describe('loyalty settings', () => {
  it('start empty, are saved once and edited after, and refuse a maximum below the minimum', async () => {
    expect((await t.get('/api/admin/loyalty-points')).json()).toEqual({ data: [] });
    const values = { sar_to_loyalty_points: 20, minimum_loyalty_points: 100, maximum_loyalty_points: 2000 };
    expect((await t.call('POST', '/api/admin/loyalty-points', values)).statusCode).toBe(200);
    const edited = await t.call('POST', '/api/admin/loyalty-points/1', { ...values, sar_to_loyalty_points: '25' });
    expect(edited.json().data).toMatchObject({ id: 1, sar_to_loyalty_points: 25, maximum_loyalty_points: 2000 });
    expect((await t.get('/api/admin/loyalty-points')).json().data).toHaveLength(1);

    const refused = await t.call(
      'POST',
      '/api/admin/loyalty-points/1',
      { ...values, maximum_loyalty_points: 50 },
      { locale: 'en' },
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.maximum_loyalty_points[0]).toBe(
      'The most points redeemed in an order must not be below the minimum (or be 0 for no limit).',
    );
    expect((await t.call('POST', '/api/admin/loyalty-points/2', values)).statusCode).toBe(404);
    const clerk = await signInAs(t.app, { permissions: ['list store users'] });
    expect((await t.get('/api/admin/loyalty-points', { as: clerk.token })).statusCode).toBe(403);
  });
});
