import {
  checkoutAnswer,
  checkoutBody,
  checkoutPreview,
  dataAnswer,
  idParam,
  pageAnswer,
  shopCart,
  shopCartAddBody,
  shopCartLineParams,
  shopCartQuantityBody,
  shopOrder,
  shopOrderSummary,
  shopOrdersQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { customerRouter } from '../../../kernel/routes';
import { addToCart, readCart, removeFromCart, setCartQuantity } from './cart-service';
import { placeOrder, previewCheckout } from './checkout-service';
import { cancelMyOrder, myOrders, readMyOrder } from './order-service';
import { paymentLinkOf, startPayment } from './payment-service';

const answer = dataAnswer(shopCart);

/** The shop app's cart, checkout and orders. */
export default async function customerOrdersRoutes(app: FastifyInstance): Promise<void> {
  const route = customerRouter(app, 'shop cart and orders');
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

  const payments = app.config.payments;
  route.post(
    '/api/shop/checkout/preview',
    {
      summary: 'Price a checkout without placing it: every step, from the goods to what is left to pay',
      body: checkoutBody,
      response: dataAnswer(checkoutPreview),
    },
    async (ctx, { body }) => ({ data: await previewCheckout(ctx, body, payments !== undefined) }),
  );
  route.post(
    '/api/shop/checkout',
    {
      summary: 'Place the order (send an `Idempotency-Key` header: a retried request answers the same order)',
      description:
        'Priced on the server; the stock is held at the branch serving the address. With `online_card` the ' +
        'answer carries the payment page to open: the order reaches the pharmacy once the gateway confirms it. ' +
        'With `expected_total` (the total the customer saw) a changed price places nothing: 409 with the new ' +
        'figures as `data`, to confirm. The same key with another request is a 422; a malformed key a 400.',
      body: checkoutBody,
      response: dataAnswer(checkoutAnswer),
      status: 201,
    },
    async (ctx, { body }) => {
      const placed = await placeOrder(ctx, body, payments !== undefined);
      // Only an online payment has a page to open (a retried checkout answers the one it has).
      let paymentUrl = body.payment_method === 'online_card' ? await paymentLinkOf(ctx.db, placed.id) : null;
      if (paymentUrl === undefined && payments) {
        paymentUrl = await startPayment(ctx, payments, app.config.publicUrl, placed.id);
      }
      return { data: { order: await readMyOrder(ctx, placed.id), payment_url: paymentUrl ?? null } };
    },
  );
  route.get(
    '/api/shop/orders',
    { summary: 'My orders, newest first', query: shopOrdersQuery, response: pageAnswer(shopOrderSummary) },
    async (ctx, { query }) => myOrders(ctx, query),
  );
  route.get(
    '/api/shop/orders/:id',
    {
      summary: 'One of my orders: its figures, lines and status history',
      params: idParam,
      response: dataAnswer(shopOrder),
    },
    async (ctx, { params }) => ({ data: await readMyOrder(ctx, params.id) }),
  );
  route.post(
    '/api/shop/orders/:id/cancel',
    {
      summary: 'Cancel my order before the pharmacy accepts it: stock, coupon, wallet and points come back',
      params: idParam,
      response: dataAnswer(shopOrder),
    },
    async (ctx, { params }) => ({ data: await cancelMyOrder(ctx, params.id) }),
  );
}
