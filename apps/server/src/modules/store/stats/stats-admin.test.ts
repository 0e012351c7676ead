import { ORDER_STATUS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { branches, customers, orderLines, orders, products } from '../../../db/schema/index';
import type { AdminContext } from '../../../kernel/context';
import { groupDay } from '../../../kernel/group-time';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { insertStore } from '../../../test/store-catalogue';
import { insertCustomer } from '../../../test/store-customers';
import { type ShopWorld, shopProduct, shopWorld } from '../../../test/store-orders';
import { dashboard, periodDays, reportRange } from './service';

const t = adminTestContext();
const S = ORDER_STATUS;

/** A Riyadh wall-clock time (UTC+3 all year) as the instant it is. */
const riyadh = (local: string) => new Date(`${local}+03:00`);

interface Line {
  productId: number | null;
  code: string;
  name: { ar: string; en: string };
  quantity: number;
  /** Halalas. */
  amount: number;
}

/** An order written straight to the database at a chosen time and status, its total the lines' sum. */
async function insertOrder(world: ShopWorld, customerId: number, status: number, at: Date, lines: Line[]) {
  const total = lines.reduce((sum, line) => sum + line.amount, 0);
  const [order] = await t.app.db
    .insert(orders)
    .values({
      customerId,
      status,
      branchId: world.branchId,
      cityId: world.cityId,
      districtId: world.districtId,
      addressDetails: 'شارع التحلية',
      paymentMethod: 'cash',
      paymentStatus: status === S.delivered ? 'paid' : 'on_delivery',
      wasfy: false,
      totalBeforeDiscount: total,
      offerDiscount: 0,
      couponDiscount: 0,
      totalAfterDiscount: total,
      deliveryPrice: 0,
      totalAfterVat: total,
      vat: Math.round((total * 15) / 115),
      priceBeforeVat: total - Math.round((total * 15) / 115),
      amountDue: total,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: orders.id });
  await t.app.db.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order!.id,
      productId: line.productId,
      productCode: line.code,
      name: line.name,
      unitPrice: Math.round(line.amount / line.quantity),
      quantity: line.quantity,
      total: line.amount,
      offerDiscount: 0,
      couponDiscount: 0,
      amount: line.amount,
      priceBeforeVat: line.amount - Math.round((line.amount * 15) / 115),
      vat: Math.round((line.amount * 15) / 115),
      wasfy: false,
      source: 'customer' as const,
    })),
  );
  return order!.id;
}

describe('the periods and the report range, in Riyadh time', () => {
  it('starts the week on Sunday and the month on the 1st, whatever the UTC day', () => {
    // Sunday 00:30 in Riyadh is still Saturday in UTC.
    expect(periodDays('week', new Date('2026-03-14T21:30:00Z'))).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    expect(periodDays('today', new Date('2026-03-14T21:30:00Z'))).toEqual({ from: '2026-03-15', to: '2026-03-15' });
    // Saturday 23:59 is the week's last day.
    expect(periodDays('week', riyadh('2026-03-21T23:59:00'))).toEqual({ from: '2026-03-15', to: '2026-03-21' });
    expect(periodDays('month', riyadh('2026-03-01T00:00:00'))).toEqual({ from: '2026-03-01', to: '2026-03-01' });
    expect(periodDays('month', riyadh('2026-02-28T23:59:59'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('reports the last 30 days unless told, today included', () => {
    const now = new Date('2026-03-14T21:30:00Z'); // 15 March in Riyadh
    expect(reportRange({}, now)).toEqual({ from: '2026-02-14', to: '2026-03-15' });
    expect(reportRange({ to: '2026-03-01' }, now)).toEqual({ from: '2026-01-31', to: '2026-03-01' });
    expect(reportRange({ from: '2026-03-10' }, now)).toEqual({ from: '2026-03-10', to: '2026-03-15' });
  });
});

/**
 * Orders of March 2026, "now" being Wednesday 18 March 13:00 in Riyadh. Amounts in halalas.
 *
 *   o1 A delivered        18 Mar 00:10  100.00  P1 ×2 60.00, P2 ×1 40.00  (UTC: 17 Mar)
 *   o2 B in progress      18 Mar 12:00   50.00  P1 ×1
 *   o3 A delivered        17 Mar 23:30   25.50  P2 ×3                     (UTC: 17 Mar 20:30)
 *   o4 B cancelled        15 Mar 08:00   70.00  P1 ×5                     (Sunday: this week)
 *   o5 C delivered        14 Mar 23:59  120.00  P3 ×4 (product deleted)   (Saturday: last week)
 *   o6 A rejected          1 Mar 00:00   10.00  P2 ×1                     (UTC: 28 Feb 21:00)
 *   o7 B delivered        28 Feb 23:59:59 99.00 P1 ×10                    (last month)
 *   o8 C awaiting payment 16 Mar 10:00   30.00  P2 ×2
 */
describe('figures of hand-placed orders', () => {
  const now = riyadh('2026-03-18T13:00:00');
  let world: ShopWorld;
  const ids: Record<string, number> = {};
  const placed: Record<string, number> = {};
  const codes = { p1: '', p2: '', p3: 'GONE-P3' };
  const ctx = (locale: 'ar' | 'en') => ({ db: t.app.db, locale }) as unknown as AdminContext;

  beforeAll(async () => {
    world = await shopWorld(t.app);
    const p1 = await shopProduct(t.app, world, 50, { name: { ar: 'بنادول أزرق', en: 'Panadol Blue' } });
    const p2 = await shopProduct(t.app, world, 50, { name: { ar: 'فيتامين سي', en: 'Vitamin C' } });
    codes.p1 = p1.code;
    codes.p2 = p2.code;
    ids.a = (await insertCustomer(t.app, { name: 'نورة القحطاني', createdAt: riyadh('2026-03-18T00:05:00') })).id;
    ids.b = (await insertCustomer(t.app, { name: 'خالد العتيبي', createdAt: riyadh('2026-03-16T09:00:00') })).id;
    ids.c = (await insertCustomer(t.app, { name: 'ريم الشمري', createdAt: riyadh('2026-02-20T09:00:00') })).id;
    // A closed account is not a new customer.
    await insertCustomer(t.app, { name: 'محذوف', createdAt: riyadh('2026-03-18T01:00:00'), anonymisedAt: now });
    // The lines keep the name P1 was sold under; the catalogue's name now is what the report shows.
    const l1 = (quantity: number, amount: number): Line => ({
      productId: p1.id,
      code: p1.code,
      name: { ar: 'بنادول (قديم)', en: 'Panadol (old)' },
      quantity,
      amount,
    });
    const l2 = (quantity: number, amount: number): Line => ({
      productId: p2.id,
      code: p2.code,
      name: { ar: 'فيتامين سي', en: 'Vitamin C' },
      quantity,
      amount,
    });
    const l3 = (quantity: number, amount: number): Line => ({
      productId: null,
      code: codes.p3,
      name: { ar: 'مرهم قديم', en: 'Old ointment' },
      quantity,
      amount,
    });
    placed.o1 = await insertOrder(world, ids.a, S.delivered, riyadh('2026-03-18T00:10:00'), [
      l1(2, 6_000),
      l2(1, 4_000),
    ]);
    placed.o2 = await insertOrder(world, ids.b, S.in_progress, riyadh('2026-03-18T12:00:00'), [l1(1, 5_000)]);
    placed.o3 = await insertOrder(world, ids.a, S.delivered, riyadh('2026-03-17T23:30:00'), [l2(3, 2_550)]);
    placed.o4 = await insertOrder(world, ids.b, S.cancelled, riyadh('2026-03-15T08:00:00'), [l1(5, 7_000)]);
    placed.o5 = await insertOrder(world, ids.c, S.delivered, riyadh('2026-03-14T23:59:00'), [l3(4, 12_000)]);
    placed.o6 = await insertOrder(world, ids.a, S.rejected, riyadh('2026-03-01T00:00:00'), [l2(1, 1_000)]);
    placed.o7 = await insertOrder(world, ids.b, S.delivered, riyadh('2026-02-28T23:59:59'), [l1(10, 9_900)]);
    placed.o8 = await insertOrder(world, ids.c, S.awaiting_payment, riyadh('2026-03-16T10:00:00'), [l2(2, 3_000)]);
  });

  const countsOf = (item: Awaited<ReturnType<typeof dashboard>>) =>
    Object.fromEntries(item.orders_by_status.filter((s) => s.count > 0).map((s) => [s.status.id, s.count]));

  it('today: an order at 00:10 in Riyadh is today, though it is yesterday in UTC', async () => {
    const today = await dashboard(ctx('en'), { period: 'today' }, now);
    expect(today).toMatchObject({
      period: 'today',
      from: '2026-03-18',
      to: '2026-03-18',
      no_of_orders: 2,
      sales: '100.00',
      no_of_users: 1,
      sales_per_day: [{ day: '2026-03-18', sales: '100.00', orders: 2 }],
    });
    expect(countsOf(today)).toEqual({ [S.delivered]: 1, [S.in_progress]: 1 });
    // Every status is listed, in the order of the flow, named in the request's language.
    expect(today.orders_by_status.map((s) => s.status.name)).toEqual([
      'Awaiting payment',
      'In progress',
      'Accepted',
      'Out for delivery',
      'Delivered',
      'Rejected',
      'Cancelled',
    ]);
  });

  it('this week: from Sunday; an order at 23:30 counts for its Riyadh day', async () => {
    const week = await dashboard(ctx('ar'), { period: 'week' }, now);
    expect(week).toMatchObject({
      from: '2026-03-15',
      to: '2026-03-18',
      no_of_orders: 5,
      sales: '125.50',
      no_of_users: 2,
    });
    expect(week.sales_per_day).toEqual([
      { day: '2026-03-15', sales: '0.00', orders: 1 },
      { day: '2026-03-16', sales: '0.00', orders: 1 },
      { day: '2026-03-17', sales: '25.50', orders: 1 },
      { day: '2026-03-18', sales: '100.00', orders: 2 },
    ]);
    expect(countsOf(week)).toEqual({
      [S.delivered]: 2,
      [S.in_progress]: 1,
      [S.cancelled]: 1,
      [S.awaiting_payment]: 1,
    });
    expect(week.orders_by_status.find((s) => s.status.id === S.delivered)?.status.name).toBe('تم التوصيل');
  });

  it('this month: from the 1st at midnight in Riyadh, not a second before', async () => {
    const month = await dashboard(ctx('en'), { period: 'month' }, now);
    expect(month).toMatchObject({ from: '2026-03-01', to: '2026-03-18', no_of_orders: 7, sales: '245.50' });
    expect(month.no_of_users).toBe(2);
    expect(month.sales_per_day).toHaveLength(18);
    expect(month.sales_per_day[0]).toEqual({ day: '2026-03-01', sales: '0.00', orders: 1 });
    expect(month.sales_per_day[13]).toEqual({ day: '2026-03-14', sales: '120.00', orders: 1 });
    expect(month.sales_per_day.reduce((sum, d) => sum + d.orders, 0)).toBe(7);
    expect(countsOf(month)).toEqual({
      [S.delivered]: 3,
      [S.in_progress]: 1,
      [S.cancelled]: 1,
      [S.rejected]: 1,
      [S.awaiting_payment]: 1,
    });
  });

  it('lists the orders of Riyadh days, newest first, in the orders list too', async () => {
    const list = async (query: string) => {
      const answer = (await t.get(`/api/admin/orders?${query.includes('limit=') ? '' : 'limit=100&'}${query}`)).json();
      return { ids: answer.data.map((o: { id: number }) => o.id), total: answer.total };
    };
    expect(await list('from=2026-03-15&to=2026-03-18')).toEqual({
      ids: [placed.o8, placed.o4, placed.o3, placed.o2, placed.o1],
      total: 5,
    });
    expect(await list(`from=2026-03-15&to=2026-03-18&order_status_id=${S.delivered}`)).toEqual({
      ids: [placed.o3, placed.o1],
      total: 2,
    });
    // A page past the first, and the days' edges: 1 March from midnight, 28 February to its last second.
    expect(await list('from=2026-02-28&to=2026-03-14&limit=1&page=2')).toEqual({ ids: [placed.o6], total: 3 });
    expect(await list('from=2026-03-01&to=2026-03-01')).toEqual({ ids: [placed.o6], total: 1 });
    expect(await list('to=2026-02-28')).toEqual({ ids: [placed.o7], total: 1 });
  });

  it('reports best sellers, best customers and busy hours over a range, in both languages', async () => {
    const week = await t.get('/api/admin/report?from=2026-03-15&to=2026-03-18', { locale: 'en' });
    expect(week.statusCode).toBe(200);
    expect(week.json().data).toMatchObject({
      from: '2026-03-15',
      to: '2026-03-18',
      // Delivered o1 and o3 only: P2 1 + 3 units (40.00 + 25.50), P1 2 units (60.00).
      most_selling_products: [
        { code: codes.p2, name: 'Vitamin C', quantity: 4, sales: '65.50' },
        { code: codes.p1, name: 'Panadol Blue', quantity: 2, sales: '60.00' },
      ],
      most_buying_users: [{ id: ids.a, name: 'نورة القحطاني', orders: 2, amount: '125.50' }],
    });
    const hours = week.json().data.most_active_times as { hour: number; orders: number }[];
    expect(hours.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(hours.filter((h) => h.orders > 0)).toEqual([
      { hour: 0, orders: 1 },
      { hour: 8, orders: 1 },
      { hour: 10, orders: 1 },
      { hour: 12, orders: 1 },
      { hour: 23, orders: 1 },
    ]);

    // Both ends are whole Riyadh days: 1 March from its midnight, 28 February to its last second.
    const first = (await t.get('/api/admin/report?from=2026-03-01&to=2026-03-01')).json().data;
    expect(first.most_active_times.filter((h: { orders: number }) => h.orders > 0)).toEqual([{ hour: 0, orders: 1 }]);
    expect(first.most_selling_products).toEqual([]);
    expect(first.most_buying_users).toEqual([]);
    const february = (await t.get('/api/admin/report?to=2026-02-28')).json().data;
    expect(february.most_buying_users).toEqual([{ id: ids.b, name: 'خالد العتيبي', orders: 1, amount: '99.00' }]);
    expect(february.most_active_times[23]).toEqual({ hour: 23, orders: 1 });

    // All of March and February: P1 12 units; P3 and P2 4 each, the larger sales first; a deleted
    // product keeps the name it was sold under and has no id.
    const all = (await t.get('/api/admin/report?from=2026-02-01&to=2026-03-31')).json().data;
    expect(all.most_selling_products).toEqual([
      { id: expect.any(Number), code: codes.p1, name: 'بنادول أزرق', quantity: 12, sales: '159.00' },
      { id: null, code: codes.p3, name: 'مرهم قديم', quantity: 4, sales: '120.00' },
      { id: expect.any(Number), code: codes.p2, name: 'فيتامين سي', quantity: 4, sales: '65.50' },
    ]);
    expect(all.most_buying_users.map((u: { id: number; amount: string }) => [u.id, u.amount])).toEqual([
      [ids.a, '125.50'],
      [ids.c, '120.00'],
      [ids.b, '99.00'],
    ]);
    expect(all.most_active_times.reduce((sum: number, h: { orders: number }) => sum + h.orders, 0)).toBe(8);
    expect(all.most_active_times[23]).toEqual({ hour: 23, orders: 3 });
    expect(all.most_active_times[0]).toEqual({ hour: 0, orders: 2 });
  });
});

describe('GET admin/dashboard and GET admin/report', () => {
  it('counts an order placed now in today, this week and this month', async () => {
    const before = (await t.get('/api/admin/dashboard')).json().data;
    const week = (await t.get('/api/admin/dashboard?period=week', { locale: 'en' })).json().data;
    const world = await shopWorld(t.app);
    const customer = await insertCustomer(t.app, { name: 'عميل جديد' });
    await insertOrder(world, customer.id, S.delivered, new Date(), [
      { productId: null, code: 'NOW-1', name: { ar: 'صنف', en: 'Item' }, quantity: 1, amount: 1_999 },
    ]);
    const after = await t.get('/api/admin/dashboard', { locale: 'ar' });
    expect(after.statusCode).toBe(200);
    const today = after.json().data;
    expect(today.period).toBe('today');
    expect(today.no_of_orders).toBe(before.no_of_orders + 1);
    expect(Math.round(Number(today.sales) * 100)).toBe(Math.round(Number(before.sales) * 100) + 1_999);
    expect(today.no_of_users).toBe(before.no_of_users + 1);
    expect(
      today.orders_by_status.find((s: { status: { id: number } }) => s.status.id === S.delivered).status.name,
    ).toBe('تم التوصيل');
    const weekAfter = (await t.get('/api/admin/dashboard?period=week', { locale: 'en' })).json().data;
    expect(weekAfter.no_of_orders).toBe(week.no_of_orders + 1);
    expect(weekAfter.sales_per_day.at(-1).day).toBe(today.to);
    const month = (await t.get('/api/admin/dashboard?period=month')).json().data;
    expect(month.from.slice(8)).toBe('01');
    expect(month.sales_per_day).toHaveLength(Number(month.to.slice(8)));
  });

  it('counts customers with an account, open branches and every product', async () => {
    const before = (await t.get('/api/admin/report')).json().data;
    await insertCustomer(t.app);
    await insertCustomer(t.app, { anonymisedAt: new Date() });
    await insertStore(t.app);
    const closed = await insertStore(t.app);
    await t.app.db.update(branches).set({ active: false }).where(eq(branches.code, closed));
    const product = await shopProduct(t.app, await shopWorld(t.app), 1);
    await t.app.db.update(products).set({ active: false }).where(eq(products.id, product.id));
    const after = (await t.get('/api/admin/report')).json().data;
    // shopWorld opens one more branch of its own.
    const today = groupDay(new Date());
    expect(after).toMatchObject({
      from: reportRange({ to: today }).from,
      to: today,
      users: before.users + 1,
      branches: before.branches + 2,
      products: before.products + 1,
    });
    expect(after.users).toBe((await t.app.db.$count(customers)) - 2);
  });

  it('refuses a bad period or range on its field, in Arabic and English', async () => {
    const arabic = await t.get('/api/admin/dashboard?period=year');
    expect(arabic.statusCode).toBe(422);
    expect(Object.keys(arabic.json().errors)).toEqual(['period']);
    expect(arabic.json().errors.period[0]).toContain('الفترة');
    const english = await t.get('/api/admin/dashboard?period=year', { locale: 'en' });
    expect(english.json().errors.period[0]).toMatch(/period/i);

    const reversed = await t.get('/api/admin/report?from=2026-03-20&to=2026-03-01', { locale: 'en' });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    expect(reversed.json().errors.to[0]).toMatch(/to date/i);
    const long = await t.get('/api/admin/report?from=2025-02-28&to=2026-03-01', { locale: 'en' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors).toEqual({ from: [expect.stringContaining('366 days')] });
    expect((await t.get('/api/admin/report?from=2025-03-01&to=2026-03-01')).statusCode).toBe(200);
    // Only a start: up to today, so a start in the future or more than a year ago is refused.
    const future = await t.get(`/api/admin/report?from=${groupDay(new Date(Date.now() + 3 * 86_400_000))}`);
    expect(Object.keys(future.json().errors)).toEqual(['from']);
    const ancient = await t.get('/api/admin/report?from=2020-01-01');
    expect(ancient.json().errors.from[0]).toContain('366');
    const badDay = await t.get('/api/admin/report?from=2026-02-30');
    expect(badDay.statusCode).toBe(422);
    expect(Object.keys(badDay.json().errors)).toEqual(['from']);
    expect(badDay.json().errors.from[0]).toContain('من تاريخ');
    // An empty field is no filter.
    expect((await t.get('/api/admin/report?from=&to=')).statusCode).toBe(200);
    expect((await t.get('/api/admin/dashboard?period=')).json().data.period).toBe('today');
  });

  it('needs store management for the dashboard and list store reports for the report', async () => {
    const reporter = await signInAs(t.app, { permissions: ['list store reports'] });
    expect((await t.get('/api/admin/dashboard', { as: reporter.token })).statusCode).toBe(403);
    expect((await t.get('/api/admin/report', { as: reporter.token })).statusCode).toBe(200);
    const manager = await signInAs(t.app, { permissions: ['store management'] });
    expect((await t.get('/api/admin/dashboard', { as: manager.token })).statusCode).toBe(200);
    expect((await t.get('/api/admin/report', { as: manager.token })).statusCode).toBe(403);
    const forbidden = await t.get('/api/admin/report', { as: manager.token, locale: 'en' });
    expect(forbidden.json().message).toBeTruthy();
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});
