import { OPEN_ORDER_STATUSES, ORDER_STATUS, PAYMENT_METHODS } from '@app/contracts';
import { and, asc, count, countDistinct, eq, inArray, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  branches,
  customerAddresses,
  customers,
  deliveryCities,
  deliveryDistricts,
  insuranceCompanies,
  ledgerAccounts,
  ledgerEntries,
  loyaltySettings,
  orderLines,
  orders,
  outbox,
  prescriptionFiles,
  prescriptions,
  productStock,
  products,
  statusHistory,
  storeCategories,
  storeSubcategories,
} from '../../db/schema/index';
import { pointsEarned } from '../../modules/store/orders/order-service';
import { PAYMENT_WINDOW_MS } from '../../modules/store/orders/payment-service';
import { createTestContext, type TestContext } from '../../test/harness';
import { storedKeys } from '../../test/stored-files';
import { seedDemoBranches } from './branches';
import { seedDemoStoreCatalogue } from './store-catalogue';
import { seedDemoStoreCustomers, seedDemoStoreSettings } from './store-customers';
import { seedDemoStoreDelivery } from './store-delivery';
import { seedDemoStoreOrders } from './store-orders';
import { seedDemoStorePrescriptions } from './store-prescriptions';
import { seedDemoStorePromotions } from './store-promotions';
import { seedDemoStorePush } from './store-push';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoBranches(ctx.app.db, ctx.app.storage);
});
afterAll(() => ctx.close());

describe('the demo store catalogue', () => {
  it('is a catalogue a pharmacist would recognise: categories, sub-categories and over 500 products in stock in several branches', async () => {
    const { created } = await seedDemoStoreCatalogue(ctx.app.db, ctx.app.storage);
    expect(created).toBeGreaterThan(500);
    expect(await ctx.app.db.$count(storeCategories)).toBe(7);
    expect(await ctx.app.db.$count(storeSubcategories)).toBeGreaterThanOrEqual(20);
    const [totals] = await ctx.app.db
      .select({
        n: count(),
        codes: countDistinct(products.code),
        wasfy: sql<number>`count(*) filter (where ${products.wasfy})::int`,
      })
      .from(products);
    expect(totals!.n).toBeGreaterThanOrEqual(500);
    expect(totals!.codes).toBe(totals!.n);
    expect(totals!.wasfy).toBeGreaterThan(20);

    // Each product's total is the sum of its stores, and some are out of stock everywhere.
    const mismatched = await ctx.app.db
      .select({ code: products.code })
      .from(products)
      .leftJoin(productStock, eq(productStock.code, products.code))
      .groupBy(products.code, products.stockTotal)
      .having(sql`${products.stockTotal} <> coalesce(sum(${productStock.actualStock}), 0)`);
    expect(mismatched).toEqual([]);
    const outOfStock = await ctx.app.db.$count(products, eq(products.stockTotal, 0));
    expect(outOfStock).toBeGreaterThan(10);
    expect(outOfStock).toBeLessThan(totals!.n / 5);
    const [stores] = await ctx.app.db.select({ n: countDistinct(productStock.storeNo) }).from(productStock);
    expect(stores!.n).toBeGreaterThanOrEqual(10);
  });

  it('is added once', async () => {
    expect(await seedDemoStoreCatalogue(ctx.app.db, ctx.app.storage)).toEqual({ created: 0 });
  });
});

describe('the demo customers', () => {
  it('are fifty, with Saudi mobiles in the stored form, and wallet and points history through the ledger', async () => {
    const created = await ctx.app.db.transaction((tx) => seedDemoStoreCustomers(tx));
    expect(created.created).toBeGreaterThan(50);
    const rows = await ctx.app.db.select({ mobile: customers.mobile }).from(customers);
    expect(rows).toHaveLength(50);
    expect(rows.every((row) => /^\+9665\d{8}$/.test(row.mobile))).toBe(true);
    const [wallets] = await ctx.app.db
      .select({ n: count() })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.kind, 'wallet'));
    expect(wallets!.n).toBeGreaterThanOrEqual(25);
    expect(await ctx.app.db.transaction((tx) => seedDemoStoreCustomers(tx))).toEqual({ created: 0 });
  });
});

describe('the demo delivery areas', () => {
  it('deliver to the branches’ cities, leave a few districts unserved, and give every customer an address', async () => {
    const created = await ctx.app.db.transaction((tx) => seedDemoStoreDelivery(tx));
    expect(created.created).toBeGreaterThan(100);
    expect(await ctx.app.db.$count(deliveryCities)).toBe(8);
    const [districts] = await ctx.app.db
      .select({
        n: count(),
        unserved: sql<number>`count(*) filter (where not exists (select 1 from branch_districts l where l.district_id = delivery_districts.id))::int`,
      })
      .from(deliveryDistricts);
    expect(districts!.n).toBeGreaterThanOrEqual(25);
    expect(districts!.unserved).toBeGreaterThan(0);
    expect(districts!.unserved).toBeLessThan(districts!.n / 4);
    const [addresses] = await ctx.app.db
      .select({
        customers: countDistinct(customerAddresses.customerId),
        defaults: sql<number>`count(*) filter (where ${customerAddresses.isDefault})::int`,
      })
      .from(customerAddresses);
    expect(addresses).toEqual({ customers: 50, defaults: 50 });
    expect(await ctx.app.db.transaction((tx) => seedDemoStoreDelivery(tx))).toEqual({ created: 0 });
  });
});

describe('the demo store settings', () => {
  it('set up the loyalty programme and the insurance companies once', async () => {
    expect(await ctx.app.db.transaction((tx) => seedDemoStoreSettings(tx))).toEqual({ created: 7 });
    expect(await ctx.app.db.$count(insuranceCompanies)).toBe(6);
    expect(await ctx.app.db.$count(loyaltySettings)).toBe(1);
    expect(await ctx.app.db.transaction((tx) => seedDemoStoreSettings(tx))).toEqual({ created: 0 });
  });
});

describe('the demo prescriptions', () => {
  it('are of the three types, in several statuses with their history, each with a private PDF', async () => {
    const created = await ctx.app.db.transaction((tx) => seedDemoStorePrescriptions(tx, ctx.app.storage));
    expect(created.created).toBe(36);
    const rows = await ctx.app.db.select().from(prescriptions);
    expect(new Set(rows.map((row) => row.type))).toEqual(new Set(['cash', 'insurance', 'mine']));
    expect(new Set(rows.map((row) => row.status)).size).toBeGreaterThanOrEqual(3);
    expect(rows.filter((row) => row.type === 'insurance').every((row) => row.companyId && row.nationalId)).toBe(true);
    const files = await ctx.app.db.select().from(prescriptionFiles);
    const stored = await storedKeys(ctx.app.storage, 'private', 'prescriptions');
    expect(files.every((file) => stored.includes(file.fileKey))).toBe(true);
    expect(await ctx.app.db.$count(statusHistory, eq(statusHistory.machine, 'prescription'))).toBeGreaterThan(12);
    expect(await ctx.app.db.transaction((tx) => seedDemoStorePrescriptions(tx, ctx.app.storage))).toEqual({
      created: 0,
    });
  });
});

describe('the demo orders', () => {
  it('are placed through checkout in every status over the last month, figures, ledgers, stock and history agreeing', async () => {
    await seedDemoStorePromotions(ctx.app.db);
    await ctx.app.db.transaction((tx) => seedDemoStorePush(tx));
    const leftOut: string[] = [];
    const created = await ctx.app.db.transaction((tx) =>
      seedDemoStoreOrders(tx, ctx.app.storage, (line) => leftOut.push(line)),
    );
    expect(leftOut).toEqual([]);
    const rows = await ctx.app.db.select().from(orders).orderBy(asc(orders.id));
    expect(rows).toHaveLength(30);
    expect(created.created).toBeGreaterThan(rows.length * 3);

    // Every status and payment method; coupons, points, wallet, an offer and prescriptions among them.
    expect(new Set(rows.map((o) => o.status))).toEqual(new Set(Object.values(ORDER_STATUS)));
    expect(new Set(rows.map((o) => o.paymentMethod))).toEqual(new Set(PAYMENT_METHODS));
    expect(rows.filter((o) => o.couponId !== null).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((o) => o.pointsRedeemed > 0).length).toBeGreaterThanOrEqual(3);
    expect(rows.filter((o) => o.walletAmount > 0).length).toBeGreaterThanOrEqual(4);
    expect(rows.filter((o) => o.amountDue === 0).length).toBeGreaterThanOrEqual(1);
    expect(rows.filter((o) => o.offerDiscount > 0).length).toBeGreaterThanOrEqual(1);
    const wasfy = rows.filter((o) => o.wasfy);
    expect(wasfy.length).toBeGreaterThanOrEqual(3);
    const covering = await ctx.app.db
      .select({ id: prescriptions.id, customerId: prescriptions.customerId })
      .from(prescriptions)
      .where(
        inArray(
          prescriptions.id,
          wasfy.map((o) => o.prescriptionId!),
        ),
      );
    for (const order of wasfy) {
      expect(covering.find((p) => p.id === order.prescriptionId)?.customerId).toBe(order.customerId);
    }
    expect(new Set(rows.map((o) => o.customerId)).size).toBeGreaterThanOrEqual(15);

    // Spread over the last thirty days, oldest first, nothing in the future.
    const now = Date.now();
    const day = 24 * 3_600_000;
    const times = rows.map((o) => o.createdAt.getTime());
    expect(Math.min(...times)).toBeLessThan(now - 25 * day);
    expect(Math.min(...times)).toBeGreaterThan(now - 31 * day);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    // Those waiting for payment are still within the window the expiry job gives them.
    for (const order of rows.filter((o) => o.status === ORDER_STATUS.awaiting_payment)) {
      expect(order.createdAt.getTime()).toBeGreaterThan(now - PAYMENT_WINDOW_MS);
    }

    const entries = await ctx.app.db.select().from(ledgerEntries).where(eq(ledgerEntries.referenceType, 'order'));
    const total = (orderId: number, reason: string) =>
      entries.filter((e) => e.referenceId === orderId && e.reason === reason).reduce((sum, e) => sum + e.delta, 0);
    for (const order of rows) {
      // The invoice adds up, and so do its lines.
      expect(order.amountDue).toBe(order.totalAfterVat - order.pointsAmount - order.walletAmount);
      expect(order.totalAfterVat).toBe(order.totalAfterDiscount + order.deliveryPrice);
      expect(order.totalAfterDiscount).toBe(order.totalBeforeDiscount - order.offerDiscount - order.couponDiscount);
      const lines = await ctx.app.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
      expect(lines.length).toBeGreaterThan(0);
      expect(lines.reduce((sum, l) => sum + l.amount, 0)).toBe(order.totalAfterDiscount);

      // Its history starts when it was placed, moves forward in time and ends in its status.
      const history = await ctx.app.db
        .select()
        .from(statusHistory)
        .where(and(eq(statusHistory.machine, 'order'), eq(statusHistory.entityId, order.id)))
        .orderBy(asc(statusHistory.id));
      expect(history[0]!.fromStatus).toBeNull();
      expect(history[0]!.at.getTime()).toBe(order.createdAt.getTime());
      expect(history.at(-1)!.toStatus).toBe(order.status);
      expect(history.at(-1)!.at.getTime()).toBe(order.updatedAt.getTime());
      expect(order.updatedAt.getTime()).toBeLessThanOrEqual(now);
      const at = history.map((h) => h.at.getTime());
      expect(at).toEqual([...at].sort((a, b) => a - b));

      // What checkout took from the wallet and the points, given back when cancelled or rejected.
      expect(0 - total(order.id, 'order_payment')).toBe(order.walletAmount);
      expect(0 - total(order.id, 'points_redeemed')).toBe(order.pointsRedeemed);
      const undone = order.status === ORDER_STATUS.cancelled || order.status === ORDER_STATUS.rejected;
      expect(total(order.id, 'order_payment_return')).toBe(undone ? order.walletAmount : 0);
      expect(total(order.id, 'points_redeemed_return')).toBe(undone ? order.pointsRedeemed : 0);

      // Delivered: its points earned, and paid (when it was delivered, unless paid in full at checkout).
      const delivered = order.status === ORDER_STATUS.delivered;
      expect(total(order.id, 'points_earned')).toBe(delivered ? pointsEarned(order) : 0);
      if (delivered) expect(pointsEarned(order)).toBeGreaterThan(0);
      if (delivered || order.amountDue === 0) {
        expect(order.paymentStatus).toBe('paid');
        expect(order.paidAt?.getTime()).toBe(
          order.amountDue === 0 ? order.createdAt.getTime() : order.updatedAt.getTime(),
        );
      } else if (order.paymentMethod === 'online_card') {
        // Waiting for the gateway, or declined by it (the order cancelled, the payment never taken).
        expect(order.paymentStatus).toBe(order.status === ORDER_STATUS.cancelled ? 'failed' : 'awaiting');
      } else {
        expect(order.paymentStatus).toBe('on_delivery');
      }
    }

    // The open orders' lines fit their branch's stock figures.
    const held = await ctx.app.db
      .select({
        code: orderLines.productCode,
        store: branches.code,
        held: sql<number>`sum(${orderLines.quantity})::int`,
        stock: sql<number>`coalesce((select s.actual_stock from product_stock s where s.code = ${orderLines.productCode} and s.store_no = ${branches.code}), 0)`,
      })
      .from(orderLines)
      .innerJoin(orders, eq(orders.id, orderLines.orderId))
      .innerJoin(branches, eq(branches.id, orders.branchId))
      .where(inArray(orders.status, [...OPEN_ORDER_STATUSES]))
      .groupBy(orderLines.productCode, branches.code);
    expect(held.length).toBeGreaterThan(0);
    expect(held.filter((h) => h.held > h.stock)).toEqual([]);

    // No status pushes for them reach the demo devices, and a second run adds nothing.
    expect(await ctx.app.db.$count(outbox, like(outbox.dedupeKey, 'push:order-status:%'))).toBe(0);
    expect(await ctx.app.db.transaction((tx) => seedDemoStoreOrders(tx, ctx.app.storage))).toEqual({ created: 0 });
    // The history was dated with its append-only guard lifted for the seed alone: it is back.
    await expect(
      ctx.app.db.update(statusHistory).set({ note: 'edited' }).where(eq(statusHistory.machine, 'order')),
    ).rejects.toThrow();
  });
});
