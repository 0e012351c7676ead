import type { ShopReviewBody } from '@app/contracts';
import { productReviews } from '../../../db/schema/index';
import type { CustomerContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { customerRecord } from '../customers/public';
import { productForSale } from '../products/public';
import { reviewKeyOf } from './admin-service';

// Customers' reviews: hidden until staff show them, so no unread health claim reaches other customers.

/** One review per customer and product, kept hidden until staff show it in the store ratings screen. */
export function postReview(ctx: CustomerContext, productId: number, input: ShopReviewBody) {
  return mutate(
    ctx,
    {
      action: 'post review',
      mode: 'create',
      subject: 'product reviews',
      uniqueMessages: { product_reviews_customer_unique: { field: 'comment', key: 'already_reviewed' } },
    },
    async (scope) => {
      const product = await productForSale(scope.tx, productId);
      const customer = await customerRecord(scope.tx, ctx.session.id);
      const [row] = await scope.tx
        .insert(productReviews)
        .values({
          productId,
          customerId: customer.id,
          name: customer.name,
          email: customer.email,
          rating: input.rating,
          comment: input.comment,
          searchKey: reviewKeyOf({ name: customer.name, email: customer.email, comment: input.comment }),
        })
        .returning({ id: productReviews.id });
      scope.describe(row!.id, product.name.ar);
      return { id: row!.id, shown: false };
    },
  );
}
