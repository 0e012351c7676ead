import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers } from '../../../db/schema/index';
import { notFound } from '../../../errors';

// What the customers domain offers the other store domains.

/** A customer's row (the signed-in customer writing a review or a request: their name and contacts are copied). */
export async function customerRecord(db: DbOrTx, id: number) {
  const [row] = await db.select().from(customers).where(eq(customers.id, id));
  if (!row) throw notFound();
  return row;
}
