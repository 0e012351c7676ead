import type { Locale, PromotionProduct } from '@app/contracts';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../../db/client';
import { products } from '../../../db/schema/index';
import { fieldError } from '../../../errors';

// What coupons and offers share: the products they list (their dates: kernel/group-time.ts).

export { dateTimeText, groupNow, withinDates } from '../../../kernel/group-time';

/** Ids a query may list at once (PostgreSQL takes at most 65,535 parameters a statement). */
const ID_BATCH = 1000;

export function batches<T>(items: readonly T[], size = ID_BATCH): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/**
 * Products that must exist, locked against deletion until the transaction ends; an id that names
 * no product is a 422 on `products`. Answers the ids once each, in the order given.
 */
export async function requireProducts(tx: DbOrTx, ids: readonly number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  let found = 0;
  for (const batch of batches([...unique].sort((a, b) => a - b))) {
    const rows = await tx
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, batch))
      .orderBy(asc(products.id))
      .for('share');
    found += rows.length;
  }
  if (found !== unique.length) throw fieldError('products', 'invalid_choice');
  return unique;
}

/**
 * The products a set of promotions lists, by promotion: name in the request's language, code;
 * `link` is the join table's (promotion id, product id) columns.
 */
export async function productsOf(
  db: DbOrTx,
  locale: Locale,
  link: { table: PgTable; owner: AnyPgColumn; product: AnyPgColumn },
  ownerIds: readonly number[],
): Promise<Map<number, PromotionProduct[]>> {
  const byOwner = new Map<number, PromotionProduct[]>(ownerIds.map((id) => [id, []]));
  if (ownerIds.length === 0) return byOwner;
  const rows = await db
    .select({ owner: sql<number>`${link.owner}`, id: products.id, name: products.name, code: products.code })
    .from(link.table)
    .innerJoin(products, eq(products.id, link.product))
    .where(inArray(link.owner, [...ownerIds]))
    .orderBy(asc(products.id));
  for (const row of rows) byOwner.get(row.owner)?.push({ id: row.id, name: row.name[locale], code: row.code });
  return byOwner;
}
