import { dataAnswer, visitItem, visitQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { registerFieldLabels } from '../../i18n/messages';
import { recordVisit, visitorKey } from './service';

registerFieldLabels({ ar: { page: 'الصفحة' } });

/**
 * GET /api/visits?page=…: counts a visit of a page, once per visitor (address and browser) per page
 * per VISIT_PERIOD_MS. A write, so it is never cached.
 */
export default async function visitsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/visits',
    {
      config: { public: true },
      schema: {
        tags: ['visits'],
        summary: 'Count a visit of a page',
        querystring: visitQuery,
        response: { 200: dataAnswer(visitItem) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return {
        data: await recordVisit(app.db, request.query.page, visitorKey(request.ip, request.headers['user-agent'])),
      };
    },
  );
}
