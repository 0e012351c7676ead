import type { FastifyInstance } from 'fastify';
import { databaseReachable } from './service';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    const driver = app.database.kind;
    if (await databaseReachable(app.db)) return { data: { status: 'ok', database: 'reachable', driver } };
    return reply.code(503).send({ data: { status: 'degraded', database: 'unreachable', driver } });
  });
}
