import {
  customerAddressBody,
  customerAddressItem,
  dataAnswer,
  idParam,
  listAnswer,
  messageAnswer,
  shopDeleteAccountBody,
  shopDeviceBody,
  shopDeviceDeleteBody,
  shopLoginBody,
  shopLogoutBody,
  shopPasswordBody,
  shopProfile,
  shopProfileBody,
  shopRegisterBody,
  shopSessionAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { visitorContext } from '../../../kernel/context';
import { customerRouter } from '../../../kernel/routes';
import { deleteAddress, listAddresses, saveAddress } from './addresses-service';
import {
  changePassword,
  deleteAccount,
  getProfile,
  login,
  logout,
  register,
  registerDevice,
  removeDevice,
  updateProfile,
} from './customer-service';

const tags = ['shop account'];
const profileAnswer = z.object({ data: shopProfile });

/** The shop app's account calls: register, sign in and out, profile, password, delete the account. */
export default async function customerAccountRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post(
    '/api/shop/register',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Register a customer account (signed in at once)',
        description: 'A mobile number or e-mail already registered is refused on its field (422).',
        body: shopRegisterBody,
        response: { 201: shopSessionAnswer },
      },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send({ data: await register(visitorContext(request), app.config, { ...request.body, ip: request.ip }) }),
  );
  r.post(
    '/api/shop/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Customer sign-in by mobile number or e-mail',
        description: 'Answers 401 for a wrong login or password, 429 after too many failures from one address.',
        body: shopLoginBody,
        response: { 200: shopSessionAnswer },
      },
    },
    async (request) => ({
      data: await login(visitorContext(request), app.config, { ...request.body, ip: request.ip }),
    }),
  );

  const route = customerRouter(app, 'shop account');
  route.post(
    '/api/shop/logout',
    { summary: 'Sign out (and stop push messages to this device)', body: shopLogoutBody, response: messageAnswer },
    async (ctx, { body }) => {
      await logout(ctx, body?.device_token);
      return { data: { message: ctx.t('logged_out') } };
    },
  );
  route.get(
    '/api/shop/profile',
    { summary: "The signed-in customer's profile", response: profileAnswer },
    async (ctx) => ({ data: await getProfile(ctx) }),
  );
  route.put(
    '/api/shop/profile',
    {
      summary: 'Update the profile (a field left out keeps its value)',
      body: shopProfileBody,
      response: profileAnswer,
    },
    async (ctx, { body }) => ({ data: await updateProfile(ctx, body) }),
  );
  route.put(
    '/api/shop/password',
    { summary: 'Change the password; other sessions end', body: shopPasswordBody, response: messageAnswer },
    async (ctx, { body }) => {
      await changePassword(ctx, app.config, body);
      return { data: { message: ctx.t('password_changed') } };
    },
  );
  route.delete(
    '/api/shop/account',
    {
      summary: 'Delete the account: orders are kept, personal data is removed',
      body: shopDeleteAccountBody,
      response: messageAnswer,
    },
    async (ctx, { body }) => {
      await deleteAccount(ctx, app.config, body.password);
      return { data: { message: ctx.t('account_deleted') } };
    },
  );

  route.get(
    '/api/shop/addresses',
    { summary: 'My delivery addresses, the default first', response: listAnswer(customerAddressItem) },
    async (ctx) => ({ data: await listAddresses(ctx, ctx.session.id) }),
  );
  route.post(
    '/api/shop/addresses',
    {
      summary: 'Add a delivery address (the first one is the default)',
      description: '`served` in the answer says whether a branch delivers to its district.',
      body: customerAddressBody,
      response: dataAnswer(customerAddressItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await saveAddress(ctx, ctx.session.id, null, body) }),
  );
  route.put(
    '/api/shop/addresses/:id',
    {
      summary: 'Edit one of my addresses',
      params: idParam,
      body: customerAddressBody,
      response: dataAnswer(customerAddressItem),
    },
    async (ctx, { params, body }) => ({ data: await saveAddress(ctx, ctx.session.id, params.id, body) }),
  );
  route.delete(
    '/api/shop/addresses/:id',
    { summary: 'Delete one of my addresses', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteAddress(ctx, ctx.session.id, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
  route.post(
    '/api/shop/devices',
    { summary: 'Register this device for push messages', body: shopDeviceBody, response: messageAnswer },
    async (ctx, { body }) => {
      await registerDevice(ctx, body);
      return { data: { message: ctx.t('device_registered') } };
    },
  );
  route.delete(
    '/api/shop/devices',
    { summary: 'Stop push messages to this device', body: shopDeviceDeleteBody, response: messageAnswer },
    async (ctx, { body }) => {
      await removeDevice(ctx, body.token);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
