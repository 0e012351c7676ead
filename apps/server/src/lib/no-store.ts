import type { FastifyReply, onSendHookHandler } from 'fastify';

/** Keeps a stricter value a route already chose (`private, no-store`); replaces anything else. */
export function forbidStoring(reply: FastifyReply): void {
  if (!/\bno-store\b/.test(String(reply.getHeader('cache-control') ?? ''))) reply.header('cache-control', 'no-store');
}

/**
 * A route-level onSend hook for answers outside /api/admin that carry personal data (signed file
 * downloads): no browser, proxy or CDN may keep them, whatever the outcome.
 */
export const noStoreOnSend: onSendHookHandler = (_request, reply, payload, done) => {
  forbidStoring(reply);
  done(null, payload);
};
