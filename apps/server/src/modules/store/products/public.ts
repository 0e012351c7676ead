import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { notFound } from '../../../errors';

// What the catalogue offers the other store domains.

/**
 * A product customers may see (active), with what a customer's request about it needs (a review,
 * a notify-me request, a cart line); 404 when it is gone or not for sale.
 */
export async function productForSale(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ id: products.id, name: products.name, stockTotal: products.stockTotal })
    .from(products)
    .where(and(eq(products.id, id), eq(products.active, true)));
  if (!row) throw notFound();
  return row;
}
