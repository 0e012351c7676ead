import { OPEN_ORDER_STATUSES } from '@app/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { branchDistricts, branches, orderLines, orders, productStock, products } from '../../../db/schema/index';

// What a branch can still sell: the ERP's figure for the product at that store, less the units
// its open orders hold (their lines are the reservation: nothing is written to the ERP's figures,
// so a stock push replaces them without losing a reservation). docs/decisions.md, "Checkout".

export interface WantedLine {
  productId: number;
  code: string;
  quantity: number;
}

export interface ServingBranch {
  id: number;
  code: string;
}

/** Units each store can still sell of each code: `store → code → units` (missing means none). */
async function availableAt(
  db: DbOrTx,
  branchList: readonly ServingBranch[],
  codes: readonly string[],
): Promise<Map<string, Map<string, number>>> {
  const result = new Map<string, Map<string, number>>(branchList.map((b) => [b.code, new Map()]));
  if (branchList.length === 0 || codes.length === 0) return result;
  const stock = await db
    .select({ store: productStock.storeNo, code: productStock.code, units: productStock.actualStock })
    .from(productStock)
    .where(
      and(
        inArray(
          productStock.storeNo,
          branchList.map((b) => b.code),
        ),
        inArray(productStock.code, [...codes]),
      ),
    );
  for (const row of stock) result.get(row.store)?.set(row.code, row.units);
  // Held by product, not by the line's copy of the code: a product whose code staff change keeps
  // its holds under the code the ERP now reports.
  const held = await db
    .select({ branchId: orders.branchId, code: products.code, units: sql<number>`sum(${orderLines.quantity})::int` })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(products, eq(products.id, orderLines.productId))
    .where(
      and(
        inArray(
          orders.branchId,
          branchList.map((b) => b.id),
        ),
        inArray(orders.status, [...OPEN_ORDER_STATUSES]),
        inArray(products.code, [...codes]),
      ),
    )
    .groupBy(orders.branchId, products.code);
  for (const row of held) {
    const store = branchList.find((b) => b.id === row.branchId)!.code;
    const units = result.get(store)!;
    units.set(row.code, (units.get(row.code) ?? 0) - row.units);
  }
  return result;
}

/** The lines a store cannot fill. */
function shortAt(units: Map<string, number> | undefined, lines: readonly WantedLine[]): WantedLine[] {
  return lines.filter((line) => (units?.get(line.code) ?? 0) < line.quantity);
}

export type BranchChoice = { branch: ServingBranch; short: [] } | { branch: ServingBranch | null; short: WantedLine[] };

/** The active branches serving a district, lowest id first. */
export function servingBranches(db: DbOrTx, districtId: number): Promise<ServingBranch[]> {
  return db
    .select({ id: branches.id, code: branches.code })
    .from(branchDistricts)
    .innerJoin(branches, eq(branches.id, branchDistricts.branchId))
    .where(and(eq(branchDistricts.districtId, districtId), eq(branches.active, true)))
    .orderBy(asc(branches.id));
}

/**
 * The branch that will deliver: the first serving the district that can fill every line; when none
 * can, the one that falls short on the fewest lines, with those lines. Read without locks (a
 * quote, or under `lockProducts` when placing).
 */
export async function chooseBranch(
  db: DbOrTx,
  candidates: readonly ServingBranch[],
  lines: readonly WantedLine[],
): Promise<BranchChoice> {
  if (candidates.length === 0) return { branch: null, short: [...lines] };
  const available = await availableAt(
    db,
    candidates,
    lines.map((line) => line.code),
  );
  let best: { branch: ServingBranch; short: WantedLine[] } | null = null;
  for (const branch of candidates) {
    const short = shortAt(available.get(branch.code), lines);
    if (short.length === 0) return { branch, short: [] };
    if (!best || short.length < best.short.length) best = { branch, short };
  }
  return best!;
}

/**
 * Locks the products' rows in id order (as a stock push locks them) until the transaction ends, so
 * checkouts of the same products run one after the other and a stock push never interleaves with
 * one; the open orders counted after it include every checkout committed before the lock was granted.
 */
export async function lockProducts(tx: Tx, productIds: readonly number[]): Promise<void> {
  if (productIds.length === 0) return;
  await tx
    .select({ id: products.id })
    .from(products)
    .where(inArray(products.id, [...productIds]))
    .orderBy(asc(products.id))
    .for('no key update');
}
