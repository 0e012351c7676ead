import type { FastifyInstance } from 'fastify';
import { UNAVAILABLE_RETRY_AFTER_S } from '../../plugins/errors';
import { databaseState } from './service';

/**
 * GET /api/health: 200 when the database answers and this instance hears the other instances'
 * events; 503 with the reason otherwise (a load balancer takes the instance out until it is back).
 */
export default async function healthRoutes(app: FastifyInstance): Promise<void> {
  app.get('/api/health', { config: { public: true } }, async (_request, reply) => {
    const driver = app.database.kind;
    const database = await databaseState(app.db);
    const events = app.events.listening ? 'listening' : 'reconnecting';
    if (database.reachable && app.events.listening) {
      return { data: { status: 'ok', database: 'reachable', events, driver } };
    }
    const reason = database.reachable ? 'event listener reconnecting' : `database unreachable: ${database.reason}`;
    return reply
      .code(503)
      .header('retry-after', String(UNAVAILABLE_RETRY_AFTER_S))
      .header('cache-control', 'no-store')
      .send({
        data: {
          status: 'degraded',
          database: database.reachable ? 'reachable' : 'unreachable',
          events,
          reason,
          driver,
        },
      });
  });
}
