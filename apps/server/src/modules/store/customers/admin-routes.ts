import {
  customerAddressBody,
  customerAddressItem,
  customerAddressParams,
  customerCreateBody,
  customerItem,
  customerQuery,
  customerUpdateBody,
  dataAnswer,
  idParam,
  listAnswer,
  messageAnswer,
  pageAnswer,
  pageQuery,
  pointsActionBody,
  pointsEntryItem,
  pointsParams,
  userIdParam,
  walletBody,
  walletEntryItem,
  walletParams,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import { deleteAddress, listAddresses, saveAddress } from './addresses-service';
import {
  createCustomer,
  deleteCustomer,
  getCustomer,
  listCustomers,
  pointsAction,
  pointsEntries,
  updateCustomer,
  walletAction,
  walletEntries,
} from './admin-service';

registerFieldLabels({
  ar: {
    birth: 'تاريخ الميلاد',
    gender: 'الجنس',
    role: 'الدور',
    food_allergies: 'الحساسية من الأطعمة',
    medicine_allergies: 'الحساسية من الأدوية',
    symptoms: 'الأعراض',
    points: 'النقاط',
    order_id: 'رقم الطلب',
  },
  en: {
    birth: 'birth date',
    gender: 'gender',
    role: 'role',
    food_allergies: 'food allergies',
    medicine_allergies: 'medicine allergies',
    symptoms: 'symptoms',
    points: 'points',
    order_id: 'order number',
  },
});

const createForm = customerCreateBody.extend({ image: uploadedFile.optional() });
const updateForm = customerUpdateBody.extend({ image: uploadedFile.optional() });

/** Store back-office: the shop's customers ("store users"), their wallet and points (store-admin.md). */
export default async function customersAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store customers');

  route.get(
    '/api/admin/user',
    {
      permission: 'list store users',
      summary: 'Customers, newest first: `search` (name, e-mail or mobile, Arabic-folded), `most_buying=1`',
      query: customerQuery,
      response: pageAnswer(customerItem),
    },
    (ctx, { query }) => listCustomers(ctx, query),
  );
  route.get(
    '/api/admin/user/:id',
    {
      permission: ['list store users', 'update store users'],
      summary: 'One customer; the health fields only with `show customer health data`, and that view is logged',
      params: idParam,
      response: dataAnswer(customerItem),
    },
    async (ctx, { params }) => ({ data: await getCustomer(ctx, params.id) }),
  );
  route.post(
    '/api/admin/user',
    {
      permission: 'add store users',
      summary: 'Add a customer (multipart: image)',
      body: createForm,
      response: dataAnswer(customerItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createCustomer(ctx, body) }),
  );
  route.put(
    '/api/admin/user/:id',
    {
      permission: 'update store users',
      summary: 'Edit a customer (multipart, also as POST with _method=PUT); a field left out keeps its value',
      params: idParam,
      body: updateForm,
      response: dataAnswer(customerItem),
    },
    async (ctx, { params, body }) => ({ data: await updateCustomer(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/user/:id',
    {
      permission: 'delete store users',
      summary: 'Delete a customer (anonymised instead when they have wallet, points or order history)',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteCustomer(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );

  route.get(
    '/api/admin/wallet/:userId/transactions',
    {
      permission: ['list store users', 'manage customer wallets'],
      summary: "A customer's wallet entries, newest first, each with its reason and order",
      params: userIdParam,
      query: pageQuery,
      response: pageAnswer(walletEntryItem),
    },
    (ctx, { params, query }) => walletEntries(ctx, params.userId, query),
  );
  route.post(
    '/api/admin/wallet/:type/:userId',
    {
      permission: 'manage customer wallets',
      summary: 'A bonus, refund or adjustment on the wallet (send an Idempotency-Key header to make retries safe)',
      params: walletParams,
      body: walletBody,
      response: dataAnswer(walletEntryItem),
      status: 201,
    },
    async (ctx, { params, body }) => ({ data: await walletAction(ctx, params.type, params.userId, body) }),
  );
  route.get(
    '/api/admin/points/:userId/transactions',
    {
      permission: ['list store users', 'manage customer points'],
      summary: "A customer's loyalty points entries, newest first, each with its reason and order",
      params: userIdParam,
      query: pageQuery,
      response: pageAnswer(pointsEntryItem),
    },
    (ctx, { params, query }) => pointsEntries(ctx, params.userId, query),
  );
  route.post(
    '/api/admin/points/:type/:userId',
    {
      permission: 'manage customer points',
      summary:
        "Add points to a customer or deduct them: `points` (a positive whole number), `description` (the reason, required), `order_id` (optional, one of the customer's orders); send an Idempotency-Key header to make retries safe",
      params: pointsParams,
      body: pointsActionBody,
      response: dataAnswer(pointsEntryItem),
      status: 201,
    },
    async (ctx, { params, body }) => ({ data: await pointsAction(ctx, params.type, params.userId, body) }),
  );

  route.get(
    '/api/admin/user/:id/addresses',
    {
      permission: ['list store users', 'update store users'],
      summary: "A customer's delivery addresses, the default first",
      params: idParam,
      response: listAnswer(customerAddressItem),
    },
    async (ctx, { params }) => ({ data: await listAddresses(ctx, params.id) }),
  );
  route.post(
    '/api/admin/user/:id/addresses',
    {
      permission: 'update store users',
      summary: 'Add a delivery address (the first one is the default)',
      params: idParam,
      body: customerAddressBody,
      response: dataAnswer(customerAddressItem),
      status: 201,
    },
    async (ctx, { params, body }) => ({ data: await saveAddress(ctx, params.id, null, body) }),
  );
  route.postOrPut(
    '/api/admin/user/:id/addresses/:addressId',
    {
      permission: 'update store users',
      summary: 'Edit a delivery address',
      params: customerAddressParams,
      body: customerAddressBody,
      response: dataAnswer(customerAddressItem),
    },
    async (ctx, { params, body }) => ({ data: await saveAddress(ctx, params.id, params.addressId, body) }),
  );
  route.delete(
    '/api/admin/user/:id/addresses/:addressId',
    {
      permission: 'update store users',
      summary: 'Delete a delivery address (another becomes the default when it was)',
      params: customerAddressParams,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteAddress(ctx, params.id, params.addressId);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
