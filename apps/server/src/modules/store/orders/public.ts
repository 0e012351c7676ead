import { OPEN_ORDER_STATUSES } from '@app/contracts';
import { and, count, eq, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { orders } from '../../../db/schema/index';

// What orders offer the other store domains: what a customer's removal needs to know and take.

/** Whether a customer has ever ordered (then they are anonymised, not deleted). */
export async function hasOrdered(tx: DbOrTx, customerId: number): Promise<boolean> {
  const [row] = await tx.select({ n: count() }).from(orders).where(eq(orders.customerId, customerId));
  return (row?.n ?? 0) > 0;
}

/**
 * Orders stay (the pharmacy's sales records); the street address of those already closed goes,
 * while an open order keeps it until it is delivered.
 */
export async function forgetClosedOrderAddresses(tx: DbOrTx, customerId: number): Promise<void> {
  await tx
    .update(orders)
    .set({ addressDetails: '', latitude: null, longitude: null })
    .where(and(eq(orders.customerId, customerId), notInArray(orders.status, [...OPEN_ORDER_STATUSES])));
}
