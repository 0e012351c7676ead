import { dataAnswer, shopCart, shopCartAddBody, shopCartLineParams, shopCartQuantityBody } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { customerRouter } from '../../../kernel/routes';
import { addToCart, readCart, removeFromCart, setCartQuantity } from './customer-service';

const answer = dataAnswer(shopCart);

/** The shop app's cart: each call answers the whole cart, priced now. */
export default async function customerCartRoutes(app: FastifyInstance): Promise<void> {
  const route = customerRouter(app, 'shop cart');
  route.get(
    '/api/shop/cart',
    {
      summary: 'My cart, priced now: each line with the offer that applies, the totals with their VAT',
      response: answer,
    },
    async (ctx) => ({ data: await readCart(ctx) }),
  );
  route.post(
    '/api/shop/cart',
    {
      summary: 'Add units of a product (to its line when there is one)',
      body: shopCartAddBody,
      response: answer,
    },
    async (ctx, { body }) => ({ data: await addToCart(ctx, body) }),
  );
  route.put(
    '/api/shop/cart/:productId',
    {
      summary: "Set a line's quantity",
      params: shopCartLineParams,
      body: shopCartQuantityBody,
      response: answer,
    },
    async (ctx, { params, body }) => ({ data: await setCartQuantity(ctx, params.productId, body.quantity) }),
  );
  route.delete(
    '/api/shop/cart/:productId',
    { summary: 'Remove a line', params: shopCartLineParams, response: answer },
    async (ctx, { params }) => ({ data: await removeFromCart(ctx, params.productId) }),
  );
}
