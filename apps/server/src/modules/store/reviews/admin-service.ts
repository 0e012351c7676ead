import type { Locale, PageQuery, ReviewItem } from '@app/contracts';
import { and, count, desc, eq, ilike, like, or } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { productReviews, products } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { rekeyRows } from '../../../kernel/search-keys';
import { containsPattern, prefixPattern, searchKey } from '../../../lib/arabic-search';
import { STORE_CATALOGUE_TAG } from '../../../lib/cache-tags';
import { pick } from '../../../lib/translations';

function toItem(
  locale: Locale,
  row: { review: typeof productReviews.$inferSelect; product: typeof products.$inferSelect },
): ReviewItem {
  return {
    id: row.review.id,
    name: row.review.name,
    email: row.review.email,
    date: row.review.createdAt.toISOString(),
    comment: row.review.comment,
    rating: row.review.rating,
    status: row.review.shown ? 1 : 0,
    product: { id: row.product.id, code: row.product.code, name: pick(row.product.name, locale) },
  };
}

/** A review's search key: the reviewer's name and e-mail and the comment, folded. */
export const reviewKeyOf = (review: { name: string; email: string | null; comment: string }) =>
  searchKey(review.name, review.email, review.comment);

/**
 * GET /admin/comments: newest first; `status` narrows to shown (1) or hidden (0) reviews; `search`
 * matches the reviewer, the e-mail, the comment or the product's name, or the start of its code.
 */
export function listReviews(ctx: AdminContext, query: PageQuery & { status?: number; search?: string }) {
  const pattern = containsPattern(query.search);
  const code = prefixPattern(query.search);
  const where = and(
    query.status === undefined ? undefined : eq(productReviews.shown, query.status === 1),
    pattern && code
      ? or(like(productReviews.searchKey, pattern), like(products.nameKey, pattern), ilike(products.code, code))
      : undefined,
  );
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select({ review: productReviews, product: products })
          .from(productReviews)
          .innerJoin(products, eq(products.id, productReviews.productId))
          .where(where)
          .orderBy(desc(productReviews.id))
          .limit(limit)
          .offset(offset),
      count: async () =>
        (
          await ctx.db
            .select({ n: count() })
            .from(productReviews)
            .innerJoin(products, eq(products.id, productReviews.productId))
            .where(where)
        )[0]?.n ?? 0,
    },
    (row) => toItem(ctx.locale, row),
  );
}

/** PUT /admin/comments: shows or hides one review (the shop's answers are rebuilt). */
export function setReviewStatus(ctx: AdminContext, id: number, status: number): Promise<ReviewItem> {
  return mutate(
    ctx,
    { action: 'store evaluation', mode: 'update', subject: 'product reviews', invalidates: [STORE_CATALOGUE_TAG] },
    async (scope) => {
      const [review] = await scope.tx
        .update(productReviews)
        .set({ shown: status === 1, updatedAt: new Date() })
        .where(eq(productReviews.id, id))
        .returning();
      if (!review) throw notFound();
      const [product] = await scope.tx.select().from(products).where(eq(products.id, review.productId));
      scope.describe(id, review.name);
      return toItem(ctx.locale, { review, product: product! });
    },
  );
}

/** Keys every review for the staff search (at start-up: rows from before the key, or demo rows). */
export function rekeyReviews(db: DbOrTx): Promise<number> {
  return rekeyRows(
    () =>
      db
        .select({
          id: productReviews.id,
          key: productReviews.searchKey,
          name: productReviews.name,
          email: productReviews.email,
          comment: productReviews.comment,
        })
        .from(productReviews),
    reviewKeyOf,
    (id, searchKey) => db.update(productReviews).set({ searchKey }).where(eq(productReviews.id, id)),
  );
}
