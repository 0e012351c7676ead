import {
  couponBody,
  couponItem,
  couponPage,
  couponQuery,
  couponUpdateBody,
  dataAnswer,
  idParam,
  listAnswer,
  messageAnswer,
  offerDetail,
  offerFields,
  offerPage,
  offerQuery,
  offerRules,
  offerTypesAnswer,
  productOfferItem,
  promotionDeleteQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../../errors';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import { createCoupon, deleteCoupon, getCoupon, listCoupons, updateCoupon } from './coupon-service';
import {
  deleteOffer,
  getOffer,
  listOffers,
  offersOfProduct,
  offerTypes,
  rekeyOffers,
  saveOffer,
} from './offer-service';

registerFieldLabels({
  ar: {
    discount: 'قيمة الخصم',
    discount_type: 'نوع الخصم',
    max_discount: 'أقصى خصم',
    authorized_to: 'عدد مرات الاستخدام المسموح',
    products: 'المنتجات',
    start_date: 'تاريخ البداية',
    end_date: 'تاريخ النهاية',
    type: 'النوع',
    category_id: 'القسم',
    discount_amount: 'قيمة الخصم',
    min_price_to_apply: 'أقل مبلغ لتطبيق العرض',
    max_price_to_apply: 'أقصى خصم',
    bought_count: 'عدد القطع المشتراة',
    free_count: 'عدد القطع المجانية',
    discount_on_second_one: 'نسبة الخصم على القطعة التالية',
    add_method: 'طريقة إضافة المنتجات',
    products_file: 'ملف المنتجات',
  },
  en: {
    discount: 'discount',
    discount_type: 'discount type',
    max_discount: 'maximum discount',
    authorized_to: 'allowed uses',
    products: 'products',
    start_date: 'start date',
    end_date: 'end date',
    type: 'type',
    category_id: 'category',
    discount_amount: 'discount',
    min_price_to_apply: 'minimum amount to apply',
    max_price_to_apply: 'maximum discount',
    bought_count: 'items bought',
    free_count: 'free items',
    discount_on_second_one: 'discount on the next item',
    add_method: 'way of adding products',
    products_file: 'products file',
  },
});

const offerForm = offerRules(offerFields.extend({ products_file: uploadedFile.optional() }));

/** Store back-office: discount codes and offers (store-admin.md sections 2, 3, 5 and 7). */
export default async function promotionsAdminRoutes(app: FastifyInstance): Promise<void> {
  // Offers stored before their search key existed (or under older folding rules) are keyed once the app is up.
  app.addHook('onReady', async () => {
    await rekeyOffers(app.db);
  });
  const route = adminRouter(app, 'store promotions');
  const deleted = (message: string) => ({ data: { message } });
  const idOf = (query: { id?: number }, body: { id?: number } | undefined) => {
    const id = body?.id ?? query.id;
    if (id === undefined) throw fieldError('id', 'required');
    return id;
  };

  // Discount codes ("copoun" in the specification's paths).
  route.get(
    '/api/admin/copoun',
    {
      permission: ['list promo codes', 'manage promo codes'],
      summary: 'Discount codes, newest first; `code` finds part of a code, any case',
      query: couponQuery,
      response: couponPage,
    },
    (ctx, { query }) => listCoupons(ctx, query),
  );
  route.get(
    '/api/admin/copoun/:id',
    {
      permission: ['list promo codes', 'manage promo codes'],
      summary: 'One discount code',
      params: idParam,
      response: dataAnswer(couponItem),
    },
    async (ctx, { params }) => ({ data: await getCoupon(ctx, params.id) }),
  );
  route.post(
    '/api/admin/copoun',
    {
      permission: 'manage promo codes',
      summary: 'Add a discount code',
      description:
        '`discount` is riyals (fixed_amount) or a whole percent 1–100 (percentage, capped by `max_discount` riyals); `authorized_to` empty is no limit; no `products` is the whole store.',
      body: couponBody,
      response: dataAnswer(couponItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createCoupon(ctx, body) }),
  );
  route.put(
    '/api/admin/copoun',
    {
      permission: 'manage promo codes',
      summary: 'Edit a discount code (the id in the body; also as POST with _method=PUT)',
      description: 'The usage count is the checkout’s; `authorized_to` may not go below it.',
      body: couponUpdateBody,
      response: dataAnswer(couponItem),
    },
    async (ctx, { body }) => ({ data: await updateCoupon(ctx, body.id, body) }),
  );
  route.delete(
    '/api/admin/copoun',
    {
      permission: 'manage promo codes',
      summary: 'Delete a discount code (id in the query or the body)',
      query: promotionDeleteQuery,
      body: promotionDeleteQuery.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body }) => {
      await deleteCoupon(ctx, idOf(query, body));
      return deleted(ctx.t('deleted'));
    },
  );

  // Offers ("newOffer" in the specification's paths).
  route.get(
    '/api/newOfferTypes',
    {
      permission: ['list offers', 'manage offers'],
      summary: 'The offer types: key and name in the request language',
      response: offerTypesAnswer,
    },
    (ctx) => offerTypes(ctx),
  );
  route.get(
    '/api/admin/newOffer',
    {
      permission: ['list offers', 'manage offers'],
      summary: 'Offers, newest first, with their category and whether each applies now; `name` part of either name',
      query: offerQuery,
      response: offerPage,
    },
    (ctx, { query }) => listOffers(ctx, query),
  );
  route.get(
    '/api/admin/newOffer/:id',
    {
      permission: ['list offers', 'manage offers'],
      summary: 'One offer with its products',
      params: idParam,
      response: dataAnswer(offerDetail),
    },
    async (ctx, { params }) => ({ data: await getOffer(ctx, params.id) }),
  );
  route.post(
    '/api/admin/newOffer',
    {
      permission: 'manage offers',
      summary: 'Add an offer (multipart; with add_method=addExcel, products_file is an .xlsx or .csv of codes)',
      description:
        'Each type needs its own amounts (422 per field otherwise). The products are `products[i]` plus, with `addExcel`, the codes of `products_file` (a column headed `code`, or the first column); an unknown code refuses the whole file with its line named.',
      body: offerForm,
      response: dataAnswer(offerDetail),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await saveOffer(ctx, null, body) }),
  );
  route.put(
    '/api/admin/newOffer/:id',
    {
      permission: 'manage offers',
      summary: 'Edit an offer (multipart, also as POST with _method=PUT); the products become those sent',
      params: idParam,
      body: offerForm,
      response: dataAnswer(offerDetail),
    },
    async (ctx, { params, body }) => ({ data: await saveOffer(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/newOffer',
    {
      permission: 'manage offers',
      summary: 'Delete an offer (id in the query or the body)',
      query: promotionDeleteQuery,
      body: promotionDeleteQuery.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body }) => {
      await deleteOffer(ctx, idOf(query, body));
      return deleted(ctx.t('deleted'));
    },
  );

  // The product detail's offers tab.
  route.get(
    '/api/admin/product/:id/offers',
    {
      permission: ['list products', 'list offers'],
      summary: "The offers including a product, by id or through its category's offers, and whether each applies now",
      params: idParam,
      response: listAnswer(productOfferItem),
    },
    async (ctx, { params }) => ({ data: await offersOfProduct(ctx, params.id) }),
  );
}
