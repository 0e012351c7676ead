import { adminCreateBody, adminUpdateBody, adminUser, idParam, pageQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminContext } from '../../kernel/context';
import { createAdmin, deleteAdmin, getAdmin, listAdmins, updateAdmin } from './admin-service';

const oneAdmin = z.object({ data: adminUser });
const message = z.object({ data: z.object({ message: z.string() }) });

export default async function adminsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['admins'];

  r.get(
    '/api/admin/admins',
    {
      config: { permission: 'list users' },
      schema: {
        tags,
        summary: 'Admin users, newest first',
        querystring: pageQuery,
        response: { 200: z.object({ data: z.array(adminUser), total: z.number().int() }) },
      },
    },
    async (request) => listAdmins(app.db, request.query, request.locale),
  );

  r.get(
    '/api/admin/admins/:id',
    {
      config: { permission: 'list users' },
      schema: { tags, summary: 'One admin user', params: idParam, response: { 200: oneAdmin } },
    },
    async (request) => ({ data: await getAdmin(app.db, request.params.id, request.locale) }),
  );

  r.post(
    '/api/admin/admins',
    {
      config: { permission: 'add users' },
      schema: { tags, summary: 'Add an admin user', body: adminCreateBody, response: { 201: oneAdmin } },
    },
    async (request, reply) => {
      const data = await createAdmin(adminContext(request), request.body);
      return reply.code(201).send({ data });
    },
  );

  r.put(
    '/api/admin/admins/:id',
    {
      config: { permission: 'update users' },
      schema: {
        tags,
        summary: 'Edit an admin user',
        description: 'An empty or missing password keeps the current one; omitted optional fields keep their value.',
        params: idParam,
        body: adminUpdateBody,
        response: { 200: oneAdmin },
      },
    },
    async (request) => ({
      data: await updateAdmin(adminContext(request), request.params.id, request.body),
    }),
  );

  r.delete(
    '/api/admin/admins/:id',
    {
      config: { permission: 'delete users' },
      schema: { tags, summary: 'Delete an admin user', params: idParam, response: { 200: message } },
    },
    async (request) => {
      await deleteAdmin(adminContext(request), request.params.id);
      return { data: { message: request.t('deleted') } };
    },
  );
}
