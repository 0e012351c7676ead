import { idParam, messageAnswer, shopReviewBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { customerRouter } from '../../../kernel/routes';
import { postReview } from './customer-service';

/** The shop app's reviews: a customer reviews a product once; staff show it or not. */
export default async function customerReviewsRoutes(app: FastifyInstance): Promise<void> {
  customerRouter(app, 'shop catalogue').post(
    '/api/shop/products/:id/reviews',
    {
      summary: 'Review a product (one per customer; shown once staff approve it)',
      params: idParam,
      body: shopReviewBody,
      response: messageAnswer,
      status: 201,
    },
    async (ctx, { params, body }) => {
      await postReview(ctx, params.id, body);
      return { data: { message: ctx.t('review_received') } };
    },
  );
}
