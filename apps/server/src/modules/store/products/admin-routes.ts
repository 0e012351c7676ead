import {
  availabilityDeleteQuery,
  availabilityItem,
  availabilityQuery,
  dataAnswer,
  idParam,
  messageAnswer,
  pageAnswer,
  productAdminQuery,
  productBody,
  productDeleteQuery,
  productItem,
  productPickerAnswer,
  productPickerQuery,
  productUpdateBody,
  stockAnswer,
  stockCodeParam,
  stockUpsertBody,
  stockWriteAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldError } from '../../../errors';
import { registerFieldLabels } from '../../../i18n/messages';
import { exportRoute } from '../../../kernel/export/index';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import {
  createProduct,
  deleteProduct,
  featureProduct,
  getProduct,
  getStock,
  listProducts,
  searchProducts,
  updateProduct,
} from './admin-service';
import { deleteAvailabilityRequest, listAvailabilityRequests, rekeyAvailabilityRequests } from './availability-service';
import { importStockFile, stockTemplate, upsertStock } from './stock-service';

registerFieldLabels({
  ar: { price: 'السعر', wasfy: 'يصرف بوصفة' },
  en: { price: 'price', wasfy: 'prescription only' },
});

const createForm = productBody.extend({ image: uploadedFile.optional() });
const updateForm = productUpdateBody.extend({ image: uploadedFile.optional() });

/** Store back-office: products, their stock, the out-of-stock list and the product picker (store-admin.md). */
export default async function productsAdminRoutes(app: FastifyInstance): Promise<void> {
  // Notify-me requests stored before their search key existed (or under older folding rules) are
  // keyed once the app is up.
  app.addHook('onReady', async () => {
    await rekeyAvailabilityRequests(app.db);
  });
  const route = adminRouter(app, 'store catalogue');
  const deleted = (message: string) => ({ data: { message } });

  route.get(
    '/api/admin/product',
    {
      permission: 'list products',
      summary: 'Products, newest first: Arabic-folded `name`, `code` prefix, category filters',
      query: productAdminQuery,
      response: pageAnswer(productItem),
    },
    (ctx, { query }) => listProducts(ctx, query),
  );
  route.get(
    '/api/admin/product/:id',
    {
      permission: ['list products', 'update products'],
      summary: 'One product',
      params: idParam,
      response: dataAnswer(productItem),
    },
    async (ctx, { params }) => ({ data: await getProduct(ctx, params.id) }),
  );
  route.post(
    '/api/admin/product',
    {
      permission: 'add products',
      summary: 'Add a product (multipart: image)',
      body: createForm,
      response: dataAnswer(productItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createProduct(ctx, body) }),
  );
  route.put(
    '/api/admin/product/:id',
    {
      permission: 'update products',
      summary: 'Edit a product (multipart, also as POST with _method=PUT)',
      description: 'A field left out keeps its value (the visibility switch sends only `active`).',
      params: idParam,
      body: updateForm,
      response: dataAnswer(productItem),
    },
    async (ctx, { params, body }) => ({ data: await updateProduct(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/product/:id',
    { permission: 'delete products', summary: 'Delete a product', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteProduct(ctx, params.id);
      return deleted(ctx.t('deleted'));
    },
  );
  route.delete(
    '/api/admin/product',
    {
      permission: 'delete products',
      summary: 'Delete a product (id in the query or the body)',
      query: productDeleteQuery,
      body: productDeleteQuery.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body }) => {
      const id = body?.id ?? query.id;
      if (id === undefined) throw fieldError('id', 'required');
      await deleteProduct(ctx, id);
      return deleted(ctx.t('deleted'));
    },
  );
  route.post(
    '/api/admin/products/:id/feature',
    {
      permission: 'update products',
      summary: 'Feature a product in the shop (there is no un-feature)',
      params: idParam,
      response: dataAnswer(productItem),
    },
    async (ctx, { params }) => ({ data: await featureProduct(ctx, params.id) }),
  );
  exportRoute(app, {
    url: '/api/admin/stock/template',
    permission: 'update stock',
    tag: 'store catalogue',
    summary: 'A stock file to fill in: the import’s columns in the request language and one example row',
    filters: z.object({}),
    formats: ['xlsx', 'csv'],
    file: (ctx) => stockTemplate(ctx),
  });
  route.get(
    '/api/admin/stock/:code',
    {
      permission: ['list products', 'list out of stock products'],
      summary: "A product code's stock per store, as the ERP reports it",
      params: stockCodeParam,
      response: stockAnswer,
    },
    (ctx, { params }) => getStock(ctx, params.code),
  );
  route.post(
    '/api/admin/stock/import',
    {
      permission: 'update stock',
      summary: 'Import stock figures from an .xlsx or .csv file (columns code, store_no, quantity)',
      description:
        'Every row is checked first; any error refuses the whole file (422, rows named), nothing is half-applied.',
      body: z.object({ file: uploadedFile }),
      response: stockWriteAnswer,
    },
    async (ctx, { body }) => ({ data: await importStockFile(ctx, body.file) }),
  );
  route.put(
    '/api/admin/stock',
    {
      permission: 'update stock',
      summary: "The ERP's stock figures, up to 5000 a call (codes not sold yet are kept for later)",
      body: stockUpsertBody,
      response: stockWriteAnswer,
    },
    async (ctx, { body }) => ({ data: await upsertStock(ctx, body.items) }),
  );
  route.get(
    '/api/admin/check-availabilities',
    {
      permission: 'list availability requests',
      summary: 'Notify-me requests, newest first, with the time each was notified; `search`: requester or product',
      query: availabilityQuery,
      response: pageAnswer(availabilityItem),
    },
    (ctx, { query }) => listAvailabilityRequests(ctx, query),
  );
  route.delete(
    '/api/admin/check-availabilities',
    {
      permission: 'list availability requests',
      summary: 'Delete a notify-me request (id in the query or the body)',
      query: availabilityDeleteQuery,
      body: availabilityDeleteQuery.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body }) => {
      const id = body?.id ?? query.id;
      if (id === undefined) throw fieldError('id', 'required');
      await deleteAvailabilityRequest(ctx, id);
      return deleted(ctx.t('deleted'));
    },
  );
  route.get(
    '/api/out_of_stock',
    {
      permission: 'list out of stock products',
      summary: 'Products with no stock in any store: Arabic-folded `name`, `code` prefix',
      query: productAdminQuery,
      response: pageAnswer(productItem),
    },
    (ctx, { query }) => listProducts(ctx, query, { outOfStock: true }),
  );
  route.get(
    '/api/product',
    {
      // The picker of the offer, coupon and prescription-cart forms.
      permission: ['list products', 'list offers', 'list promo codes', 'list prescriptions', 'list orders'],
      summary:
        'Product picker: search by Arabic-folded name or code prefix, 20 a page; `active=1` only products shown in the store',
      query: productPickerQuery,
      response: productPickerAnswer,
    },
    (ctx, { query }) => searchProducts(ctx, query),
  );
}
