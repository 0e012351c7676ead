import { count, countDistinct, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  customerAddresses,
  customers,
  deliveryCities,
  deliveryDistricts,
  insuranceCompanies,
  ledgerAccounts,
  loyaltySettings,
  prescriptionFiles,
  prescriptions,
  productStock,
  products,
  statusHistory,
  storeCategories,
  storeSubcategories,
} from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { storedKeys } from '../../test/stored-files';
import { seedDemoBranches } from './branches';
import { seedDemoStoreCatalogue } from './store-catalogue';
import { seedDemoStoreCustomers, seedDemoStoreSettings } from './store-customers';
import { seedDemoStoreDelivery } from './store-delivery';
import { seedDemoStorePrescriptions } from './store-prescriptions';

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
