import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    try {
      await app.db.execute(sql`select 1`);
      return { data: { status: 'ok', database: 'reachable', driver: app.database.kind } };
    } catch {
      return reply.code(503).send({ data: { status: 'degraded', database: 'unreachable', driver: app.database.kind } });
    }
  });
}
