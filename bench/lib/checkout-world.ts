/**
 * The shop the checkout bench orders from. The catalogue, the delivery area, the coupon and the
 * balances are written straight to the bench's database with the server's own schema and ledger
 * (what staff screens do to make them is not what is measured); each customer's address and cart
 * are made through the shop's API, as the app makes them.
 */
import { searchKey } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import {
  branchDistricts,
  branches,
  coupons,
  customers,
  deliveryCities,
  deliveryDistricts,
  loyaltySettings,
  productStock,
  products,
  storeCategories,
  storeSubcategories,
} from '../../apps/server/src/db/schema/index';
import { systemActor } from '../../apps/server/src/kernel/actor';
import { append, customerLedger } from '../../apps/server/src/kernel/ledger';
import { issueCustomerToken } from '../../apps/server/src/plugins/customer-sessions';
import { call, pool } from './checkout-load';

const COUPON_CODE = 'BENCH10';
/** Points are worth a riyal per 20 (loyalty settings written below). */
const POINTS_PER_RIYAL = 20;

interface BenchProduct {
  id: number;
  code: string;
}

export interface ShopWorld {
  branch: { id: number; code: string };
  cityId: number;
  districtId: number;
  subcategoryId: number;
  products: BenchProduct[];
  couponId: number;
}

const texts = (ar: string, en: string) => ({ ar, en });

/** `count` products at `units` each in the branch's store, in one sub-category. */
export async function addProducts(
  db: Database,
  world: Pick<ShopWorld, 'branch' | 'subcategoryId'>,
  count: number,
  units: number,
) {
  const rows = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => {
        const name = texts(`منتج تجربة ${i + 1}`, `Bench product ${i + 1}`);
        return {
          code: `BENCH-${Date.now().toString(36)}-${i}`.toUpperCase(),
          // 10.00 to 59.99: every cart is above what points and the wallet pay below.
          price: 1_000 + ((i * 1_373) % 5_000),
          subcategoryId: world.subcategoryId,
          name,
          description: texts('', ''),
          nameKey: searchKey(name.ar, name.en),
          stockTotal: units,
        };
      }),
    )
    .returning({ id: products.id, code: products.code });
  await db
    .insert(productStock)
    .values(rows.map((row) => ({ code: row.code, storeNo: world.branch.code, actualStock: units })));
  return rows;
}

/**
 * A delivery city and district served by the first demo branch, a sub-category of `productCount`
 * products with `units` each there, a 10 % coupon good for far more uses than the run makes, and
 * the loyalty settings points are redeemed under.
 */
export async function seedWorld(db: Database, productCount: number, units: number): Promise<ShopWorld> {
  const [branch] = await db
    .select({ id: branches.id, code: branches.code })
    .from(branches)
    .where(eq(branches.active, true))
    .orderBy(asc(branches.id))
    .limit(1);
  if (!branch) throw new Error('the demo content has no active branch to deliver from');
  const [city] = await db
    .insert(deliveryCities)
    .values({ name: texts('مدينة التجربة', 'Bench city'), deliveryPrice: 1_500, prescriptionDeliveryPrice: 2_500 })
    .returning({ id: deliveryCities.id });
  const [district] = await db
    .insert(deliveryDistricts)
    .values({ cityId: city!.id, name: texts('حي التجربة', 'Bench district') })
    .returning({ id: deliveryDistricts.id });
  await db.insert(branchDistricts).values({ branchId: branch.id, districtId: district!.id });
  const name = texts('تجربة', 'Bench');
  const [category] = await db
    .insert(storeCategories)
    .values({ name, title: texts('', ''), content: texts('', ''), nameKey: searchKey(name.ar, name.en) })
    .returning({ id: storeCategories.id });
  const [subcategory] = await db
    .insert(storeSubcategories)
    .values({ categoryId: category!.id, name })
    .returning({ id: storeSubcategories.id });
  const [coupon] = await db
    .insert(coupons)
    .values({
      code: COUPON_CODE,
      discountType: 'percentage',
      discount: 10,
      maxDiscount: 2_000,
      authorizedTo: 1_000_000,
    })
    .returning({ id: coupons.id });
  const limits = { sarToLoyaltyPoints: POINTS_PER_RIYAL, minimumLoyaltyPoints: 10, maximumLoyaltyPoints: 1_000 };
  await db
    .insert(loyaltySettings)
    .values({ id: 1, ...limits })
    .onConflictDoUpdate({ target: loyaltySettings.id, set: limits });
  const world = { branch, cityId: city!.id, districtId: district!.id, subcategoryId: subcategory!.id };
  return { ...world, products: await addProducts(db, world, productCount, units), couponId: coupon!.id };
}

interface CartLine {
  productId: number;
  quantity: number;
}

/** What a customer will check out with, and what they were given to pay with. */
export interface Plan {
  lines: CartLine[];
  coupon: boolean;
  /** Halalas credited, and the part of them the checkout spends. */
  walletCredit: number;
  walletSpend: number;
  pointsCredit: number;
  pointsSpend: number;
}

export interface BenchCustomer extends Plan {
  id: number;
  token: string;
  addressId: number;
}

/** One plan in a mix: 1–3 lines, a quarter with the coupon, a third paying 10.00 from the wallet, a fifth 100 points. */
export function mixedPlan(world: ShopWorld, i: number): Plan {
  const count = 1 + (i % 3);
  const lines = Array.from({ length: count }, (_, k) => ({
    productId: world.products[(i * 7 + k * 13) % world.products.length]!.id,
    quantity: 1 + ((i + k) % 2),
  }));
  const wallet = i % 3 === 0;
  const points = i % 5 === 0;
  return {
    lines,
    coupon: i % 4 === 0,
    walletCredit: wallet ? 20_000 : 0,
    walletSpend: wallet ? 1_000 : 0,
    pointsCredit: points ? 500 : 0,
    pointsSpend: points ? 100 : 0,
  };
}

let mobiles = 0;

/**
 * Customers with a session each (issued as sign-in issues it: the password hash is not what is
 * measured), their balances credited through the ledger, then an address and a filled cart each
 * through the API, a few customers at a time.
 */
export async function makeCustomers(
  db: Database,
  origin: string,
  world: ShopWorld,
  plans: readonly Plan[],
): Promise<BenchCustomer[]> {
  if (plans.length === 0) return [];
  const rows = await db
    .insert(customers)
    .values(
      plans.map(() => {
        const mobile = `+9665${String(90_000_000 + mobiles++)}`;
        return { name: 'عميل التجربة', mobile, searchKey: mobile };
      }),
    )
    .returning({ id: customers.id });
  const made: BenchCustomer[] = [];
  await pool(plans, 8, async (plan, _worker, i) => {
    const id = rows[i]!.id;
    const { token } = await issueCustomerToken(db, id, 24 * 3_600_000);
    await credit(db, id, plan);
    const address = await call(origin, token, 'POST', '/api/shop/addresses', {
      city_id: world.cityId,
      district_id: world.districtId,
      details: 'شارع التجربة، مبنى 1',
    });
    if (address.status !== 201 && address.status !== 200)
      throw new Error(`adding an address answered ${address.status}`);
    for (const line of plan.lines) {
      const added = await call(origin, token, 'POST', '/api/shop/cart', {
        product_id: line.productId,
        quantity: line.quantity,
      });
      if (added.status !== 200) throw new Error(`adding to the cart answered ${added.status}`);
    }
    made[i] = { ...plan, id, token, addressId: (address.json as { data: { id: number } }).data.id };
  });
  return made;
}

async function credit(db: Database, customerId: number, plan: Plan): Promise<void> {
  if (!plan.walletCredit && !plan.pointsCredit) return;
  const actor = systemActor('bench');
  await db.transaction(async (tx) => {
    if (plan.walletCredit) {
      await append(tx, customerLedger('wallet', customerId), {
        delta: plan.walletCredit,
        reason: 'bonus',
        idempotencyKey: `bench-wallet-${customerId}`,
        actor,
      });
    }
    if (plan.pointsCredit) {
      await append(tx, customerLedger('points', customerId), {
        delta: plan.pointsCredit,
        reason: 'points_adjustment',
        idempotencyKey: `bench-points-${customerId}`,
        actor,
      });
    }
  });
}

/** The checkout request a customer's plan makes. */
export function checkoutBody(customer: BenchCustomer) {
  return {
    address_id: customer.addressId,
    payment_method: 'cash',
    ...(customer.coupon ? { coupon_code: COUPON_CODE } : {}),
    ...(customer.walletSpend ? { wallet_amount: (customer.walletSpend / 100).toFixed(2) } : {}),
    ...(customer.pointsSpend ? { points: customer.pointsSpend } : {}),
  };
}
