import { idParam, listAnswer, shopOffer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicContext } from '../../../kernel/context';
import { activeOffers, offersOfProduct } from './shop-offer-service';

/** Browsers may keep an offers answer a minute; the public cache keeps none (see shop-offer-service.ts). */
const OFFERS_CACHE_CONTROL = 'public, max-age=60';

/** The shop app's offers: running now, read live. */
export default async function shopOffersRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const docs = ['shop catalogue'];
  const offersAnswer = listAnswer(shopOffer);
  r.get(
    '/api/shop/offers',
    {
      config: { public: true },
      schema: { tags: docs, summary: 'Offers running now, ending soonest first', response: { 200: offersAnswer } },
    },
    async (request, reply) => {
      reply.header('cache-control', OFFERS_CACHE_CONTROL);
      return { data: await activeOffers(publicContext(request)) };
    },
  );
  r.get(
    '/api/shop/products/:id/offers',
    {
      config: { public: true },
      schema: {
        tags: docs,
        summary: 'The offers running now that apply to a product (chosen for it, or for its category)',
        params: idParam,
        response: { 200: offersAnswer },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', OFFERS_CACHE_CONTROL);
      return { data: await offersOfProduct(publicContext(request), request.params.id) };
    },
  );
}
