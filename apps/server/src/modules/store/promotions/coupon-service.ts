import { type CouponBody, type CouponItem, type CouponQuery, halalasToText, type PromotionState } from '@app/contracts';
import { count, desc, eq, ilike, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { couponProducts, coupons } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { dateTimeText, groupNow, productsOf, requireProducts } from './service';

// Discount codes (store-admin.md: /store-admin/copouns). The checkout counts their use later; here
// staff add, edit and delete them. A code is unique whatever its case (the database's unique index
// on lower(code) decides, also between two requests at once).

const write = (mode: 'create' | 'update' | 'delete') => ({
  action: 'manage promo codes',
  mode,
  subject: 'coupons',
  uniqueMessages: { coupons_code_unique: { field: 'code', key: 'taken' } } as const,
});

/** Where a code stands now, checked in the order the pricing refuses a code (docs/pricing.md). */
const couponState = sql<PromotionState>`case
  when not ${coupons.status} then 'inactive'
  when ${coupons.startDate} is not null and ${groupNow} < ${coupons.startDate} then 'scheduled'
  when ${coupons.endDate} is not null and ${groupNow} >= ${coupons.endDate} then 'expired'
  when ${coupons.authorizedTo} is not null and ${coupons.usageCount} >= ${coupons.authorizedTo} then 'used_up'
  else 'active' end`;

function couponSelect(db: DbOrTx) {
  return db.select({ coupon: coupons, state: couponState }).from(coupons);
}

type CouponRow = Awaited<ReturnType<ReturnType<typeof couponSelect>['execute']>>[number];

async function toItems(ctx: AdminContext, db: DbOrTx, rows: CouponRow[]): Promise<CouponItem[]> {
  const listed = await productsOf(
    db,
    ctx.locale,
    { table: couponProducts, owner: couponProducts.couponId, product: couponProducts.productId },
    rows.map((row) => row.coupon.id),
  );
  return rows.map(({ coupon, state }) => ({
    id: coupon.id,
    code: coupon.code,
    discount_type: coupon.discountType,
    discount: coupon.discountType === 'percentage' ? String(coupon.discount) : halalasToText(coupon.discount),
    max_discount: coupon.maxDiscount === null ? null : halalasToText(coupon.maxDiscount),
    authorized_to: coupon.authorizedTo,
    usage_count: coupon.usageCount,
    status: coupon.status ? 1 : 0,
    start_date: dateTimeText(coupon.startDate),
    end_date: dateTimeText(coupon.endDate),
    state,
    products: listed.get(coupon.id) ?? [],
  }));
}

/** `code ilike '%text%'` with the typed text taken literally. */
function codeFilter(code: string | undefined): SQL | undefined {
  const text = code?.trim();
  return text ? ilike(coupons.code, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
}

/** GET /admin/copoun: newest first, optionally those whose code holds the typed text. */
export async function listCoupons(ctx: AdminContext, query: CouponQuery) {
  const where = codeFilter(query.code);
  const page = await pageOf(query, {
    rows: (limit, offset) => couponSelect(ctx.db).where(where).orderBy(desc(coupons.id)).limit(limit).offset(offset),
    count: async () => (await ctx.db.select({ n: count() }).from(coupons).where(where))[0]?.n ?? 0,
  });
  return { data: await toItems(ctx, ctx.db, page.data), total: page.total };
}

async function readCoupon(ctx: AdminContext, db: DbOrTx, id: number): Promise<CouponItem> {
  const rows = await couponSelect(db).where(eq(coupons.id, id));
  if (rows.length === 0) throw notFound();
  return (await toItems(ctx, db, rows))[0]!;
}

export const getCoupon = (ctx: AdminContext, id: number) => readCoupon(ctx, ctx.db, id);

function columnsOf(input: CouponBody) {
  return {
    code: input.code,
    discountType: input.discount_type,
    discount: input.discount,
    maxDiscount: input.discount_type === 'percentage' ? input.max_discount : null,
    authorizedTo: input.authorized_to,
    status: input.status === 1,
    startDate: input.start_date,
    endDate: input.end_date,
  };
}

async function replaceProducts(tx: DbOrTx, couponId: number, productIds: readonly number[]): Promise<void> {
  await tx.delete(couponProducts).where(eq(couponProducts.couponId, couponId));
  if (productIds.length > 0) {
    await tx.insert(couponProducts).values(productIds.map((productId) => ({ couponId, productId })));
  }
}

/** POST /admin/copoun. */
export function createCoupon(ctx: AdminContext, input: CouponBody): Promise<CouponItem> {
  return mutate(ctx, write('create'), async (scope) => {
    const productIds = await requireProducts(scope.tx, input.products);
    const [row] = await scope.tx.insert(coupons).values(columnsOf(input)).returning({ id: coupons.id });
    await replaceProducts(scope.tx, row!.id, productIds);
    scope.describe(row!.id, input.code);
    return readCoupon(ctx, scope.tx, row!.id);
  });
}

/**
 * PUT /admin/copoun (the id in the body). The usage count is the checkout's: an edit never changes
 * it, and the allowed uses may not go below what was already used (the row is locked, so a checkout
 * counting a use meanwhile waits).
 */
export function updateCoupon(ctx: AdminContext, id: number, input: CouponBody): Promise<CouponItem> {
  return mutate(ctx, write('update'), async (scope) => {
    const [old] = await scope.tx
      .select({ usageCount: coupons.usageCount })
      .from(coupons)
      .where(eq(coupons.id, id))
      .for('update');
    if (!old) throw notFound();
    if (input.authorized_to !== null && input.authorized_to < old.usageCount) {
      throw fieldError('authorized_to', 'too_small', { min: old.usageCount });
    }
    const productIds = await requireProducts(scope.tx, input.products);
    await scope.tx
      .update(coupons)
      .set({ ...columnsOf(input), updatedAt: new Date() })
      .where(eq(coupons.id, id));
    await replaceProducts(scope.tx, id, productIds);
    scope.describe(id, input.code);
    return readCoupon(ctx, scope.tx, id);
  });
}

/** DELETE /admin/copoun (the id in the query or the body). */
export function deleteCoupon(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete'), async (scope) => {
    const [row] = await scope.tx.delete(coupons).where(eq(coupons.id, id)).returning({ code: coupons.code });
    if (!row) throw notFound();
    scope.describe(id, row.code);
  });
}
