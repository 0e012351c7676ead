import {
  adsBannerDeleteQuery,
  adsBannerItem,
  adsBannersBody,
  dataAnswer,
  idParam,
  listAnswer,
  mainBannerItem,
  mainBannersBody,
  messageAnswer,
  offerBannerItem,
  offerBannersBody,
  offersHeaderBody,
  offersHeaderItem,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../../errors';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import {
  deleteAdsBanner,
  getOffersHeader,
  listAdsBanners,
  listMainBanners,
  listOfferBanners,
  saveAdsBanners,
  saveMainBanners,
  saveOfferBanners,
  saveOffersHeader,
} from './admin-service';

// Labels of the rows' fields, registered per list (`mainBanners[0][url]` is looked up as `mainBanners[url]`).
registerFieldLabels({
  ar: {
    mainBanners: 'البانرات الرئيسية',
    'mainBanners[url]': 'رابط البانر',
    'mainBanners[image]': 'صورة البانر',
    'mainBanners[translation]': 'عنوان البانر',
    'mainBanners[translation][name]': 'عنوان البانر',
    ads: 'البانرات الإعلانية',
    'ads[url]': 'رابط الإعلان',
    'ads[image]': 'صورة الإعلان',
    offers: 'بانرات العروض',
    'offers[first_image]': 'صورة البانر الأول',
    'offers[second_image]': 'صورة البانر الثاني',
    'offers[first_url]': 'رابط البانر الأول',
    'offers[second_url]': 'رابط البانر الثاني',
    'offers[first_name_ar]': 'عنوان البانر الأول بالعربية',
    'offers[first_name_en]': 'عنوان البانر الأول بالإنجليزية',
    'offers[second_name_ar]': 'وصف البانر الأول بالعربية',
    'offers[second_name_en]': 'وصف البانر الأول بالإنجليزية',
    'offers[third_name_ar]': 'عنوان البانر الثاني بالعربية',
    'offers[third_name_en]': 'عنوان البانر الثاني بالإنجليزية',
    'offers[fourth_name_ar]': 'وصف البانر الثاني بالعربية',
    'offers[fourth_name_en]': 'وصف البانر الثاني بالإنجليزية',
  },
  en: {
    mainBanners: 'main banners',
    'mainBanners[url]': 'banner link',
    'mainBanners[image]': 'banner image',
    'mainBanners[translation]': 'banner title',
    'mainBanners[translation][name]': 'banner title',
    ads: 'advertising banners',
    'ads[url]': 'advertisement link',
    'ads[image]': 'advertisement image',
    offers: 'offer banners',
    'offers[first_image]': 'first banner image',
    'offers[second_image]': 'second banner image',
    'offers[first_url]': 'first banner link',
    'offers[second_url]': 'second banner link',
    'offers[first_name_ar]': 'first banner Arabic title',
    'offers[first_name_en]': 'first banner English title',
    'offers[second_name_ar]': 'first banner Arabic subtitle',
    'offers[second_name_en]': 'first banner English subtitle',
    'offers[third_name_ar]': 'second banner Arabic title',
    'offers[third_name_en]': 'second banner English title',
    'offers[fourth_name_ar]': 'second banner Arabic subtitle',
    'offers[fourth_name_en]': 'second banner English subtitle',
  },
});

const mainForm = mainBannersBody(uploadedFile);
const adsForm = adsBannersBody(uploadedFile);
const offersForm = offerBannersBody(uploadedFile);
const headerForm = offersHeaderBody(uploadedFile);

const readers = ['list banners', 'manage banners'] as const;

/** Store back-office: the shop app's four fixed banners (store-admin.md, Banners). */
export default async function storeBannersAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store banners');

  route.get(
    '/api/admin/mainBanner',
    {
      permission: [...readers],
      summary: 'The main slider of the shop app, in its order',
      response: listAnswer(mainBannerItem),
    },
    async (ctx) => ({ data: await listMainBanners(ctx) }),
  );
  route.put(
    '/api/admin/updateMainBanner',
    {
      permission: 'manage banners',
      summary: 'Replace the main slider (multipart mainBanners[i], also as POST with _method=PUT)',
      description:
        'Rows with a stored id are updated, rows without one added (image and both titles required), stored rows ' +
        'left out removed with their images; the order sent is the order. `mainBanners=` empties the slider.',
      body: mainForm,
      response: listAnswer(mainBannerItem),
    },
    async (ctx, { body }) => ({ data: await saveMainBanners(ctx, body) }),
  );

  route.get(
    '/api/admin/adsBanner',
    { permission: [...readers], summary: 'Advertising banners, in their order', response: listAnswer(adsBannerItem) },
    async (ctx) => ({ data: await listAdsBanners(ctx) }),
  );
  route.put(
    '/api/admin/updateAdsBanner',
    {
      permission: 'manage banners',
      summary: 'Update and add advertising banners (multipart ads[i], also as POST with _method=PUT)',
      description:
        'Rows with a stored id are updated, rows without one added (image required); banners left out stay ' +
        '(DELETE /api/admin/deleteAdsBanner removes one).',
      body: adsForm,
      response: listAnswer(adsBannerItem),
    },
    async (ctx, { body }) => ({ data: await saveAdsBanners(ctx, body) }),
  );
  route.delete(
    '/api/admin/deleteAdsBanner',
    {
      permission: 'manage banners',
      summary: 'Delete an advertising banner (id in the query or the body)',
      query: adsBannerDeleteQuery,
      body: adsBannerDeleteQuery.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body }) => {
      const id = body?.id ?? query.id;
      if (id === undefined) throw fieldError('id', 'required');
      await deleteAdsBanner(ctx, id);
      return { data: { message: ctx.t('deleted') } };
    },
  );

  route.get(
    '/api/admin/offerBanner',
    { permission: [...readers], summary: 'Offer banner records', response: listAnswer(offerBannerItem) },
    async (ctx) => ({ data: await listOfferBanners(ctx) }),
  );
  route.put(
    '/api/admin/updateOfferBanner',
    {
      permission: 'manage banners',
      summary: 'Update and add offer banner records (multipart offers[i], also as POST with _method=PUT)',
      description:
        'Records with a stored id are updated (fields left out keep their values), records without one added ' +
        '(both images required); records left out stay.',
      body: offersForm,
      response: listAnswer(offerBannerItem),
    },
    async (ctx, { body }) => ({ data: await saveOfferBanners(ctx, body) }),
  );

  route.get(
    '/api/admin/offerHeader',
    { permission: [...readers], summary: "The offers page's header image", response: dataAnswer(offersHeaderItem) },
    async (ctx) => ({ data: await getOffersHeader(ctx) }),
  );
  route.put(
    '/api/admin/offerHeader/:id',
    {
      permission: 'manage banners',
      summary: "Replace the offers page's header image (multipart image, also as POST with _method=PUT)",
      description: 'The header is record 1; without a new image nothing changes.',
      params: idParam,
      body: headerForm,
      response: dataAnswer(offersHeaderItem),
    },
    async (ctx, { params, body }) => ({ data: await saveOffersHeader(ctx, params.id, body) }),
  );
}
