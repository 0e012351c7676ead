import { idParam, messageAnswer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { customerRouter } from '../../../kernel/routes';
import { requestAvailability } from './availability-service';

/** The shop app's "notify me" requests for products out of stock. */
export default async function customerAvailabilityRoutes(app: FastifyInstance): Promise<void> {
  customerRouter(app, 'shop catalogue').post(
    '/api/shop/products/:id/notify-me',
    {
      summary: 'Be told once when an out-of-stock product is back (409 while it is in stock)',
      params: idParam,
      response: messageAnswer,
      status: 201,
    },
    async (ctx, { params }) => {
      await requestAvailability(ctx, params.id);
      return { data: { message: ctx.t('notify_me_saved') } };
    },
  );
}
