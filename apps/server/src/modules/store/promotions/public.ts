import type { PricingCoupon, PricingOffer } from '@app/contracts';
import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { couponProducts, coupons, offerProducts, offers } from '../../../db/schema/index';
import { fieldError } from '../../../errors';
import { dateTimeText, withinDates } from '../../../kernel/group-time';

// What promotions offer the orders: the offers and the coupon a basket is priced with, and a
// coupon's use spent by a checkout and given back by a cancel, in the caller's transaction.

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

/** The coupon a code names, as pricing reads it (checkout spends it under a condition, at the end). */
export async function couponForCode(db: DbOrTx, code: string): Promise<PricingCoupon & { code: string }> {
  const [row] = await db.select().from(coupons).where(sql`lower(${coupons.code}) = lower(${code})`);
  if (!row) throw fieldError('coupon_code', 'coupon_unknown');
  const chosen = await db
    .select({ productId: couponProducts.productId })
    .from(couponProducts)
    .where(eq(couponProducts.couponId, row.id));
  return {
    id: row.id,
    code: row.code,
    discountType: row.discountType,
    discount: row.discount,
    maxDiscount: row.maxDiscount,
    authorizedTo: row.authorizedTo,
    usageCount: row.usageCount,
    status: row.status,
    startDate: row.startDate === null ? null : dateTimeText(row.startDate),
    endDate: row.endDate === null ? null : dateTimeText(row.endDate),
    productIds: chosen.map((c) => c.productId),
  };
}

/**
 * Spends one use of a coupon, only while it is still switched on and below its limit (a concurrent
 * checkout may have reached it since the basket was priced): 422 on `coupon_code` when it cannot.
 */
export async function spendCoupon(tx: Tx, couponId: number): Promise<void> {
  const [spent] = await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} + 1` })
    .where(
      and(
        eq(coupons.id, couponId),
        eq(coupons.status, true),
        sql`(${coupons.authorizedTo} is null or ${coupons.usageCount} < ${coupons.authorizedTo})`,
      ),
    )
    .returning({ id: coupons.id });
  if (!spent) throw fieldError('coupon_code', 'coupon_used_up');
}

/** Gives back the use an order spent (its cancel). */
export async function returnCoupon(tx: Tx, couponId: number): Promise<void> {
  await tx
    .update(coupons)
    .set({ usageCount: sql`${coupons.usageCount} - 1` })
    .where(and(eq(coupons.id, couponId), sql`${coupons.usageCount} > 0`));
}
