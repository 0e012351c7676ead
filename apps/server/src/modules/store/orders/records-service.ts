import { halalasToText, newOrderRoute, newOrderTexts, type StaffEventPayload } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { branches } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { LocalizedParam } from '../../../i18n/messages';

/**
 * The staff toast of a new order (the spec's channel admin.order.notification). Its texts are in
 * Arabic, the back-office's first language; the customer's name and the total let a screen in
 * English phrase them again (contracts: store-notifications.ts). The screen links to the order.
 */
export function orderCreatedEvent(
  id: number,
  customerName: string,
  total: number,
  createdAt: Date,
): StaffEventPayload<'admin.order.created'> {
  const fields = { id, customer_name: customerName, total: halalasToText(total) };
  return {
    ...newOrderTexts('ar', fields),
    ...fields,
    created_at: createdAt.toISOString(),
    route: newOrderRoute(id),
  };
}

/** A branch's name in both languages. */
export async function branchName(db: DbOrTx, id: number): Promise<LocalizedParam> {
  const [row] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, id));
  if (!row) throw notFound();
  return row.name;
}

/** The gateway's reference of our order (PayTabs' `cart_id`). */
export const paymentCartId = (orderId: number) => `order-${orderId}`;
