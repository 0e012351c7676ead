import { dataAnswer, pageAnswer, reviewItem, reviewQuery, reviewStatusBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { adminRouter } from '../../../kernel/routes';
import { listReviews, rekeyReviews, setReviewStatus } from './admin-service';

/** Store back-office: customers' product reviews and their show/hide switch (store-admin.md: comments). */
export default async function reviewsAdminRoutes(app: FastifyInstance): Promise<void> {
  // Reviews stored before their search key existed (or under older folding rules) are keyed once the app is up.
  app.addHook('onReady', async () => {
    await rekeyReviews(app.db);
  });
  const route = adminRouter(app, 'store reviews');
  route.get(
    '/api/admin/comments',
    {
      permission: 'store evaluation',
      summary:
        'Product reviews, newest first (`status` 1 shown, 0 hidden; `search`: reviewer, e-mail, comment, product)',
      query: reviewQuery,
      response: pageAnswer(reviewItem),
    },
    (ctx, { query }) => listReviews(ctx, query),
  );
  route.put(
    '/api/admin/comments',
    {
      permission: 'store evaluation',
      summary: 'Show (1) or hide (0) a review; only shown reviews reach the shop',
      body: reviewStatusBody,
      response: dataAnswer(reviewItem),
    },
    async (ctx, { body }) => ({ data: await setReviewStatus(ctx, body.id, body.status) }),
  );
}
