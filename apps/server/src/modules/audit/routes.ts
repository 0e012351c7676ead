import { logActionsAnswer, pageQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { listLogActions } from './service';

export default async function auditRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/admin/log_actions',
    {
      config: { permission: 'list log actions' },
      schema: {
        tags: ['audit'],
        summary: 'The action log, newest first',
        querystring: pageQuery,
        response: { 200: logActionsAnswer },
      },
    },
    async (request) => listLogActions(app.db, request.query, request.locale),
  );
}
