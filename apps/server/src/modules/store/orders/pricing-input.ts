import type { PricingOffer } from '@app/contracts';
import { and, eq, inArray, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { offerProducts, offers } from '../../../db/schema/index';
import { dateTimeText, withinDates } from '../../../kernel/group-time';

/**
 * The offers running now that may apply to some of these products: chosen for one of them, or for
 * one of their categories with no products chosen. The pricing module picks each line's best.
 */
export async function offersFor(
  db: DbOrTx,
  items: ReadonlyArray<{ productId: number; categoryId: number }>,
): Promise<PricingOffer[]> {
  if (items.length === 0) return [];
  const productIds = [...new Set(items.map((item) => item.productId))];
  const categoryIds = [...new Set(items.map((item) => item.categoryId))];
  const chosenFor = db
    .select({ offerId: offerProducts.offerId })
    .from(offerProducts)
    .where(inArray(offerProducts.productId, productIds));
  const rows = await db
    .select()
    .from(offers)
    .where(
      and(
        eq(offers.status, true),
        withinDates(offers.startDate, offers.endDate),
        or(inArray(offers.id, chosenFor), inArray(offers.categoryId, categoryIds)),
      ),
    );
  if (rows.length === 0) return [];
  const chosen = await db
    .select()
    .from(offerProducts)
    .where(
      inArray(
        offerProducts.offerId,
        rows.map((row) => row.id),
      ),
    );
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    status: row.status,
    startDate: dateTimeText(row.startDate),
    endDate: dateTimeText(row.endDate),
    categoryId: row.categoryId,
    productIds: chosen.filter((link) => link.offerId === row.id).map((link) => link.productId),
    discountAmount: row.discountAmount,
    minPriceToApply: row.minPriceToApply,
    maxPriceToApply: row.maxPriceToApply,
    boughtCount: row.boughtCount,
    freeCount: row.freeCount,
    discountOnSecondOne: row.discountOnSecondOne,
  }));
}
