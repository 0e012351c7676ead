import { dataAnswer, shopBanners } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicRead } from '../../../kernel/routes';
import { getOffersHeader, listAdsBanners, listMainBanners, listOfferBanners, STORE_BANNERS_TAG } from './admin-service';

/** What the shop app's home and offers page show: public, through the public cache. */
export default async function shopBannersRoutes(app: FastifyInstance): Promise<void> {
  publicRead(
    app,
    'shop catalogue',
    '/api/shop/banners',
    {
      cacheTags: [STORE_BANNERS_TAG],
      summary: "The four banners of the app: main slider, ads, offer banners, the offers page's header",
      response: dataAnswer(shopBanners),
    },
    async (ctx) => {
      const [main, ads, offers, header] = await Promise.all([
        listMainBanners(ctx),
        listAdsBanners(ctx),
        listOfferBanners(ctx),
        getOffersHeader(ctx),
      ]);
      return { data: { main, ads, offers, offers_header: header } };
    },
  );
}
