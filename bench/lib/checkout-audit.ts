/**
 * After the checkout bench: does the database say exactly what the answers said? Every placed
 * order once and nothing for a refused one, the stock its lines hold, the coupon's count, and every
 * ledger an unbroken chain ending at the balance the checkouts leave.
 */
import { OPEN_ORDER_STATUSES } from '@app/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../apps/server/src/db/client';
import {
  coupons,
  ledgerAccounts,
  ledgerEntries,
  orderLines,
  orders,
  productStock,
  products,
} from '../../apps/server/src/db/schema/index';
import type { BenchCustomer, ShopWorld } from './checkout-world';

export interface Outcome {
  customer: BenchCustomer;
  /** The order the answers named (every one for this customer the same), or null when refused. */
  orderId: number | null;
}

export interface AuditFigures {
  orders: number;
  unitsHeld: number;
  couponUses: number;
  accounts: number;
  entries: number;
  problems: string[];
}

export async function audit(db: Database, world: ShopWorld, outcomes: readonly Outcome[]): Promise<AuditFigures> {
  const problems: string[] = [];
  const ids = outcomes.map((o) => o.customer.id);
  const placed = outcomes.filter((o) => o.orderId !== null);

  // Orders: one per customer whose checkout answered one, none for the others, as planned.
  const rows = await db
    .select({
      id: orders.id,
      customerId: orders.customerId,
      status: orders.status,
      couponId: orders.couponId,
      wallet: orders.walletAmount,
      points: orders.pointsRedeemed,
    })
    .from(orders)
    .where(inArray(orders.customerId, ids));
  const byCustomer = new Map<number, typeof rows>();
  for (const row of rows) byCustomer.set(row.customerId, [...(byCustomer.get(row.customerId) ?? []), row]);
  for (const { customer, orderId } of outcomes) {
    const theirs = byCustomer.get(customer.id) ?? [];
    if (orderId === null) {
      if (theirs.length) problems.push(`customer ${customer.id} was refused but has ${theirs.length} order(s)`);
      continue;
    }
    const [order] = theirs;
    if (theirs.length !== 1 || order!.id !== orderId) {
      problems.push(`customer ${customer.id}: answered order ${orderId}, stored ${theirs.map((o) => o.id).join(', ')}`);
      continue;
    }
    if (!OPEN_ORDER_STATUSES.includes(order!.status)) problems.push(`order ${orderId} is not open`);
    if (order!.couponId !== (customer.coupon ? world.couponId : null)) problems.push(`order ${orderId}: coupon`);
    if (order!.wallet !== customer.walletSpend) problems.push(`order ${orderId}: wallet ${order!.wallet}`);
    if (order!.points !== customer.pointsSpend) problems.push(`order ${orderId}: points ${order!.points}`);
  }

  // Stock: what the open orders' lines hold at the branch is what the placed carts asked for.
  const expected = new Map<number, number>();
  for (const { customer } of placed) {
    for (const line of customer.lines)
      expected.set(line.productId, (expected.get(line.productId) ?? 0) + line.quantity);
  }
  const held = await db
    .select({
      productId: products.id,
      units: sql<number>`sum(${orderLines.quantity})::int`,
      figure: sql<number>`max(${productStock.actualStock})`,
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .innerJoin(productStock, and(eq(productStock.code, products.code), eq(productStock.storeNo, world.branch.code)))
    .where(and(inArray(orders.customerId, ids), inArray(orders.status, [...OPEN_ORDER_STATUSES])))
    .groupBy(products.id);
  let unitsHeld = 0;
  for (const row of held) {
    unitsHeld += row.units;
    if (row.units !== (expected.get(row.productId) ?? 0)) {
      problems.push(`product ${row.productId}: ${row.units} units held, ${expected.get(row.productId) ?? 0} ordered`);
    }
    if (row.units > row.figure) problems.push(`product ${row.productId}: ${row.units} held of ${row.figure} in stock`);
    expected.delete(row.productId);
  }
  for (const [productId, units] of expected) problems.push(`product ${productId}: ${units} ordered, none held`);

  // The coupon: counted once per order carrying it.
  const [coupon] = await db.select({ uses: coupons.usageCount }).from(coupons).where(eq(coupons.id, world.couponId));
  const carrying = await db.$count(orders, eq(orders.couponId, world.couponId));
  const couponOrders = placed.filter((o) => o.customer.coupon).length;
  if (coupon!.uses !== carrying || carrying !== couponOrders) {
    problems.push(`coupon: usage_count ${coupon!.uses}, ${carrying} orders carry it, ${couponOrders} answered with it`);
  }

  const ledgers = await auditLedgers(db, outcomes, problems);
  return { orders: rows.length, unitsHeld, couponUses: coupon!.uses, ...ledgers, problems };
}

/** Each account's entries start at zero, each where the last ended, and end at the account's balance. */
async function auditLedgers(db: Database, outcomes: readonly Outcome[], problems: string[]) {
  const accounts = await db
    .select()
    .from(ledgerAccounts)
    .where(
      and(
        eq(ledgerAccounts.ownerType, 'customer'),
        inArray(
          ledgerAccounts.ownerId,
          outcomes.map((o) => o.customer.id),
        ),
      ),
    );
  if (accounts.length === 0) return { accounts: 0, entries: 0 };
  const entries = await db
    .select()
    .from(ledgerEntries)
    .where(
      inArray(
        ledgerEntries.accountId,
        accounts.map((a) => a.id),
      ),
    )
    .orderBy(asc(ledgerEntries.accountId), asc(ledgerEntries.id));
  const plans = new Map(outcomes.map((o) => [o.customer.id, o]));
  for (const account of accounts) {
    const own = entries.filter((e) => e.accountId === account.id);
    let balance = 0;
    for (const entry of own) {
      if (entry.balanceBefore !== balance || entry.balanceAfter !== balance + entry.delta) {
        problems.push(`ledger ${account.id}: entry ${entry.id} breaks the chain`);
      }
      balance = entry.balanceAfter;
    }
    if (account.balance !== balance || account.version !== own.length) {
      problems.push(
        `ledger ${account.id}: balance ${account.balance} (entries end at ${balance}), version ${account.version}`,
      );
    }
    const { customer, orderId } = plans.get(account.ownerId)!;
    const spent = orderId === null ? 0 : account.kind === 'wallet' ? customer.walletSpend : customer.pointsSpend;
    const credited = account.kind === 'wallet' ? customer.walletCredit : customer.pointsCredit;
    if (account.balance !== credited - spent) {
      problems.push(`${account.kind} of customer ${customer.id}: ${account.balance}, expected ${credited - spent}`);
    }
  }
  return { accounts: accounts.length, entries: entries.length };
}
