import type { ServerResponse } from 'node:http';
import { isStaffEvent, STAFF_EVENT_PERMISSIONS, STAFF_EVENTS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { requireAdmin } from '../../plugins/auth';
import { findAdminByToken } from '../../plugins/staff-sessions';

/** The stream's clocks, read when a stream opens (tests shorten them). */
export const staffStreamTiming = {
  /** A comment line this often keeps proxies from closing an idle stream. */
  heartbeatMs: 25_000,
  /** How often the token is checked again; a revoked or expired one ends the stream. */
  recheckMs: 30_000,
};

/**
 * GET /api/admin/events: the staff event stream, as Server-Sent Events. The token travels in the
 * usual `Authorization` header (the web reads the stream with fetch, not EventSource, so it never
 * sits in a URL a proxy or access log would keep). Each event of STAFF_EVENTS published on any
 * instance reaches the streams of the staff holding its permission; the permissions are read again
 * with the token, so a role change applies within `recheckMs`. Event ids count per connection:
 * `Last-Event-ID` is not honoured and a reconnecting client reloads what it shows; the server ends
 * its streams when its listener comes back after a break, for that reason.
 */
export default async function staffEventsRoutes(app: FastifyInstance): Promise<void> {
  const open = new Set<() => void>();
  // A stream never ends by itself: close them all before the server waits for its connections.
  app.addHook('preClose', async () => {
    for (const close of [...open]) close();
  });
  // Events sent while this instance's listener was down never reached these streams: ending them
  // when it listens again makes each screen reconnect and reload what it shows.
  const stopResync = app.events.onResync((listening) => {
    if (listening) for (const close of [...open]) close();
  });
  app.addHook('onClose', async () => stopResync());

  app.get(
    '/api/admin/events',
    {
      // Any one of the permissions some event needs; what each stream receives is filtered per event.
      config: { permission: STAFF_EVENT_PERMISSIONS },
      schema: {
        tags: ['events'],
        summary:
          'Stream of staff events (text/event-stream), filtered by the permissions of the signed-in staff member',
      },
    },
    async (request, reply) => {
      let admin = requireAdmin(request);
      const token = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? '';
      reply.hijack();
      const raw: ServerResponse = reply.raw;
      raw.writeHead(200, {
        ...app.securityHeaders,
        'content-type': 'text/event-stream; charset=utf-8',
        'cache-control': 'no-store',
        // Reverse proxies (nginx) must pass each event on at once.
        'x-accel-buffering': 'no',
        // The connection belongs to the stream: when it ends, so does the socket.
        connection: 'close',
      });
      raw.write(': connected\n\n');
      let sequence = 0;

      const unsubscribe = app.events.subscribe('admin.', (event) => {
        if (!isStaffEvent(event.name)) return;
        const definition = STAFF_EVENTS[event.name];
        if (!admin.permissions.has(definition.permission)) return;
        const parsed = definition.payload.safeParse(event.payload);
        if (!parsed.success) {
          request.log.error({ event: event.name }, 'staff event with a payload outside its contract dropped');
          return;
        }
        sequence += 1;
        raw.write(`id: ${sequence}\nevent: ${event.name}\ndata: ${JSON.stringify(parsed.data)}\n\n`);
      });
      const { heartbeatMs, recheckMs } = staffStreamTiming;
      const heartbeat = setInterval(() => raw.write(': heartbeat\n\n'), heartbeatMs);
      const recheck = setInterval(() => {
        findAdminByToken(app.db, token)
          .then((again) => {
            if (again) admin = again;
            else close();
          })
          .catch((error) => request.log.warn({ err: error }, 'staff event stream could not check its token'));
      }, recheckMs);

      let closed = false;
      function close() {
        if (closed) return;
        closed = true;
        open.delete(close);
        unsubscribe();
        clearInterval(heartbeat);
        clearInterval(recheck);
        raw.end();
        // Without waiting for the client to hang up: a server closing must not wait on its streams.
        raw.socket?.destroySoon();
      }
      open.add(close);
      raw.on('close', close);
    },
  );
}
