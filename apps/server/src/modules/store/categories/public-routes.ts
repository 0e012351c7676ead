import { listAnswer, shopCategory } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../../kernel/routes';
import { STORE_CATALOGUE_TAG } from '../../../lib/cache-tags';
import { listCategories } from './service';

/** The shop app's categories: public, through the public cache, dropped by staff writes. */
export default async function shopCategoriesRoutes(app: FastifyInstance): Promise<void> {
  publicRead(
    app,
    'shop catalogue',
    '/api/shop/categories',
    {
      cacheTags: [STORE_CATALOGUE_TAG],
      summary: 'Active categories with their active sub-categories, featured first',
      response: listAnswer(shopCategory),
    },
    async (ctx) => ({ data: await listCategories(ctx) }),
  );
}
