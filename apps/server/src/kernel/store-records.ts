import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers, products } from '../db/schema/index';
import { notFound } from '../errors';

// Store records several domains read by id before writing beside them (a review, a notify-me
// request, a cart line): 404 when the record is gone or not for sale.

/** A product customers may see (active), with what a customer's request about it needs. */
export async function productForSale(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, stockTotal: products.stockTotal })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!row) throw notFound();
  return row;
}

/** A customer's row (the signed-in customer writing: their name and contacts are copied). */
export async function customerRecord(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound();
  return row;
}
