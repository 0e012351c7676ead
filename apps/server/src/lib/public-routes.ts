import type { FastifyInstance } from 'fastify';

/**
 * Marks every route registered from now on in this (encapsulated) instance as `config.public`, for
 * routes that plugins register on our behalf (static files, API docs) and that carry their own access
 * rule (nothing secret, or a signature). Call it only inside an encapsulated context of such routes.
 */
export function markRoutesPublic(instance: FastifyInstance): void {
  instance.addHook('onRoute', (route) => {
    route.config = { ...(route.config ?? {}), public: true } as typeof route.config;
  });
}
