import { listAnswer, shopCity } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../../kernel/routes';
import { STORE_DELIVERY_TAG } from '../../../lib/cache-tags';
import { listCities } from './service';

/** The shop app's delivery areas: public, through the public cache, dropped by staff writes. */
export default async function shopDeliveryRoutes(app: FastifyInstance): Promise<void> {
  publicRead(
    app,
    'shop catalogue',
    '/api/shop/cities',
    {
      cacheTags: [STORE_DELIVERY_TAG],
      summary: 'Cities delivered to, their delivery prices, and their districts (served or not)',
      response: listAnswer(shopCity),
    },
    async (ctx) => ({ data: await listCities(ctx) }),
  );
}
