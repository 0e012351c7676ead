import {
  branchDistrictBody,
  branchDistrictDetail,
  branchDistrictItem,
  branchDistrictQuery,
  dataAnswer,
  deliveryCityBody,
  deliveryCityItem,
  deliveryCityQuery,
  deliveryDeleteQuery,
  deliveryDistrictBody,
  deliveryDistrictItem,
  deliveryDistrictQuery,
  idParam,
  messageAnswer,
  pageAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { adminRouter } from '../../../kernel/routes';
import { deleteCity, getCity, listCities, saveCity } from './cities-service';
import { deleteDistrict, getDistrict, listDistricts, saveDistrict } from './districts-service';
import { addLinks, deleteLink, getLink, listLinks, replaceLinks } from './links-service';

/** DELETE with the id in the query or the body, as the specification sends it. */
async function deleteById(
  ctx: AdminContext,
  input: { query: { id?: number }; body: { id?: number } | undefined },
  remove: (ctx: AdminContext, id: number) => Promise<void>,
) {
  const id = input.body?.id ?? input.query.id;
  if (id === undefined) throw fieldError('id', 'required');
  await remove(ctx, id);
  return { data: { message: ctx.t('deleted') } };
}

const byId = { query: deliveryDeleteQuery, body: deliveryDeleteQuery.optional(), response: messageAnswer };

/** Store back-office: delivery cities, their districts, and the branches serving them (store-admin.md). */
export default async function deliveryAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store delivery');
  const readCities = ['list delivery cities', 'manage delivery cities', 'list link districts'] as const;

  route.get(
    '/api/admin/city',
    {
      permission: readCities,
      summary: 'Delivery cities with both delivery prices and how many districts no branch serves',
      query: deliveryCityQuery,
      response: pageAnswer(deliveryCityItem),
    },
    (ctx, { query }) => listCities(ctx, query),
  );
  route.get(
    '/api/admin/city/:id',
    { permission: readCities, summary: 'One delivery city', params: idParam, response: dataAnswer(deliveryCityItem) },
    async (ctx, { params }) => ({ data: await getCity(ctx, params.id) }),
  );
  route.post(
    '/api/admin/city',
    {
      permission: 'manage delivery cities',
      summary: 'Add a delivery city',
      body: deliveryCityBody,
      response: dataAnswer(deliveryCityItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await saveCity(ctx, null, body) }),
  );
  route.postOrPut(
    '/api/admin/city/:id',
    {
      permission: 'manage delivery cities',
      summary: 'Edit a delivery city',
      params: idParam,
      body: deliveryCityBody,
      response: dataAnswer(deliveryCityItem),
    },
    async (ctx, { params, body }) => ({ data: await saveCity(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/city',
    {
      permission: 'manage delivery cities',
      summary: 'Delete a city without districts (id in the query or body)',
      ...byId,
    },
    (ctx, input) => deleteById(ctx, input, deleteCity),
  );

  route.get(
    '/api/admin/district',
    {
      permission: readCities,
      summary: 'Districts of a city, with the branches serving each; `branch` finds those a branch code serves',
      query: deliveryDistrictQuery,
      response: pageAnswer(deliveryDistrictItem),
    },
    (ctx, { query }) => listDistricts(ctx, query),
  );
  route.get(
    '/api/admin/district/:id',
    { permission: readCities, summary: 'One district', params: idParam, response: dataAnswer(deliveryDistrictItem) },
    async (ctx, { params }) => ({ data: await getDistrict(ctx, params.id) }),
  );
  route.post(
    '/api/admin/district',
    {
      permission: 'manage delivery cities',
      summary: 'Add a district',
      body: deliveryDistrictBody,
      response: dataAnswer(deliveryDistrictItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await saveDistrict(ctx, null, body) }),
  );
  route.postOrPut(
    '/api/admin/district/:id',
    {
      permission: 'manage delivery cities',
      summary: 'Edit a district',
      params: idParam,
      body: deliveryDistrictBody,
      response: dataAnswer(deliveryDistrictItem),
    },
    async (ctx, { params, body }) => ({ data: await saveDistrict(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/district',
    {
      permission: 'manage delivery cities',
      summary: 'Delete a district no address is in (id in the query or body); its branch links go with it',
      ...byId,
    },
    (ctx, input) => deleteById(ctx, input, deleteDistrict),
  );

  const readLinks = ['list link districts', 'manage link districts'] as const;
  route.get(
    '/api/admin/branchDistrict',
    {
      permission: readLinks,
      summary: 'Branch–district links; `name` matches a branch, district or city name, or a branch code',
      query: branchDistrictQuery,
      response: pageAnswer(branchDistrictItem),
    },
    (ctx, { query }) => listLinks(ctx, query),
  );
  route.get(
    '/api/admin/branchDistrict/:id',
    {
      permission: readLinks,
      summary: 'One link, with every district its branch serves',
      params: idParam,
      response: dataAnswer(branchDistrictDetail),
    },
    async (ctx, { params }) => ({ data: await getLink(ctx, params.id) }),
  );
  route.post(
    '/api/admin/branchDistrict',
    {
      permission: 'manage link districts',
      summary: 'Link a branch to districts (links already there are kept)',
      body: branchDistrictBody,
      response: dataAnswer(branchDistrictDetail),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await addLinks(ctx, body) }),
  );
  route.postOrPut(
    '/api/admin/branchDistrict/:id',
    {
      permission: 'manage link districts',
      summary: "Set the districts of the link's branch to exactly this list",
      params: idParam,
      body: branchDistrictBody,
      response: dataAnswer(branchDistrictDetail),
    },
    async (ctx, { params, body }) => ({ data: await replaceLinks(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/branchDistrict',
    { permission: 'manage link districts', summary: 'Remove one link (id in the query or body)', ...byId },
    (ctx, input) => deleteById(ctx, input, deleteLink),
  );
}
