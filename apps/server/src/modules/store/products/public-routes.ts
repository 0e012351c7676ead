import { dataAnswer, idParam, shopProductDetail, shopProductPage, shopProductQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../../kernel/routes';
import { STORE_CATALOGUE_TAG } from '../../../lib/cache-tags';
import { getProduct, listProducts } from './service';

/** The shop app's products: public, through the public cache, dropped by staff writes and stock pushes. */
export default async function shopProductsRoutes(app: FastifyInstance): Promise<void> {
  const docs = 'shop catalogue';
  publicRead(
    app,
    docs,
    '/api/shop/products',
    {
      cacheTags: [STORE_CATALOGUE_TAG],
      summary:
        'Products of a category or sub-category; search by name (Arabic-folded) or code; sort by price or newest',
      query: shopProductQuery,
      response: shopProductPage,
    },
    (ctx, { query }) => listProducts(ctx, query),
  );
  publicRead(
    app,
    docs,
    '/api/shop/products/:id',
    {
      cacheTags: [STORE_CATALOGUE_TAG],
      summary: 'One product: description, price with its VAT, stock, shown reviews',
      params: idParam,
      response: dataAnswer(shopProductDetail),
    },
    async (ctx, { params }) => ({ data: await getProduct(ctx, params.id) }),
  );
}
