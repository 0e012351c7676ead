import { loginAnswer, loginBody, profileAnswer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth';
import { login, logout, profileOf } from './admin-service';

export default async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['auth'];

  r.post(
    '/api/admin/login',
    {
      config: { public: true },
      schema: {
        tags,
        summary: 'Staff sign-in',
        description: 'Answers 401 for a wrong e-mail or password, 429 after too many failures.',
        body: loginBody,
        response: { 200: z.object({ data: loginAnswer }) },
      },
    },
    async (request) => ({
      data: await login(app.db, app.config, { ...request.body, ip: request.ip, locale: request.locale }),
    }),
  );

  r.get(
    '/api/admin/profile',
    {
      config: { permission: [] },
      schema: { tags, summary: 'The signed-in admin', response: { 200: z.object({ data: profileAnswer }) } },
    },
    async (request) => ({ data: profileOf(requireAdmin(request), request.locale) }),
  );

  r.post(
    '/api/admin/logout',
    {
      config: { permission: [] },
      schema: {
        tags,
        summary: 'Revoke the current token',
        response: { 200: z.object({ data: z.object({ message: z.string() }) }) },
      },
    },
    async (request) => {
      await logout(app.db, requireAdmin(request));
      return { data: { message: request.t('logged_out') } };
    },
  );
}
