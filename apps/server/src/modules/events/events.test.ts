/**
 * The staff event stream. On PostgreSQL two app instances share one database and an event
 * published on one reaches a stream opened on the other (LISTEN/NOTIFY); on the embedded database
 * (one process) the same checks run on one instance.
 */
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signInAs } from '../../test/auth';
import { createTestContext, secondInstance, type TestContext } from '../../test/harness';
import { staffStreamTiming } from './admin-routes';

const onPostgres = Boolean(process.env.DATABASE_URL);
let ctx: TestContext;
/** Where streams are opened: a second instance on PostgreSQL, the same one on the embedded database. */
let streamApp: FastifyInstance;
let streamUrl: string;
const cleanups: Array<() => Promise<void>> = [];

beforeAll(async () => {
  ctx = await createTestContext();
  streamApp = ctx.app;
  const second = await secondInstance(ctx);
  if (second) {
    streamApp = second.app;
    cleanups.push(second.close);
  }
  await streamApp.listen({ host: '127.0.0.1', port: 0 });
  streamUrl = `http://127.0.0.1:${(streamApp.server.address() as AddressInfo).port}/api/admin/events`;
});
afterAll(async () => {
  // The keep-alive sockets fetch keeps open to the listening server would hold its closing.
  streamApp?.server.closeAllConnections();
  for (const cleanup of cleanups) await cleanup();
  if (!onPostgres) await streamApp?.close();
  await ctx?.close();
});

interface SseEvent {
  id?: string;
  event?: string;
  data?: string;
}

/** An open stream: its status, headers, and the events it receives, read as they arrive. */
async function openStream(token: string) {
  const controller = new AbortController();
  const res = await fetch(streamUrl, { headers: authHeader(token), signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let comments = 0;
  const next = async (): Promise<SseEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields: SseEvent = {};
        for (const line of block.split('\n')) {
          if (line.startsWith(':')) {
            comments += 1;
            continue;
          }
          const colon = line.indexOf(':');
          const key = line.slice(0, colon) as keyof SseEvent;
          fields[key] = line.slice(colon + 1).trimStart();
        }
        if (fields.event) return fields;
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('stream ended');
      buffer += value;
    }
  };
  return { res, next, comments: () => comments, close: () => controller.abort() };
}

const contactMessage = {
  name: 'Sara Ali',
  email: 'sara@example.com',
  phone: '0551112233',
  title: 'Opening hours',
  message: 'When do you open on Friday?',
};

describe(`staff event stream (${onPostgres ? 'two instances on PostgreSQL' : 'one instance on PGlite'})`, () => {
  it('answers 401 without a token or with an unknown one, and 403 to staff who may see no event', async () => {
    const status = async (headers: Record<string, string>) => {
      const res = await fetch(streamUrl, { headers });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status({})).toBe(401);
    expect(await status(authHeader('x'.repeat(43)))).toBe(401);
    const nobody = (await signInAs(ctx.app, { permissions: ['list news'] })).token;
    expect(await status(authHeader(nobody))).toBe(403);
  });

  it('delivers an event published on one instance to the streams of the staff holding its permission', async () => {
    const reader = (await signInAs(ctx.app, { permissions: ['list messages'] })).token;
    const orders = (await signInAs(ctx.app, { permissions: ['list orders'] })).token;
    const inbox = await openStream(reader);
    const store = await openStream(orders);
    try {
      expect(inbox.res.status).toBe(200);
      expect(inbox.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(inbox.res.headers.get('cache-control')).toBe('no-store');

      // A visitor's message, stored through the first instance.
      const sent = await ctx.app.inject({
        method: 'POST',
        url: '/api/contactUs',
        payload: contactMessage,
        headers: { locale: 'en', 'x-forwarded-for': '203.0.113.50' },
      });
      expect(sent.statusCode).toBe(201);
      const id = sent.json().data.id;
      // Then an order, published on the first instance too.
      const order = {
        id: 7,
        title: 'New order',
        body: 'Order #7',
        created_at: '2026-11-24T10:00:00Z',
        route: '/orders/7',
      };
      await ctx.app.events.publish('admin.order.created', order);

      expect(await inbox.next()).toEqual({
        id: '1',
        event: 'admin.message.received',
        data: JSON.stringify({ id, kind: 'contact' }),
      });
      // The orders clerk may not read messages: the first event on their stream is the order.
      expect(await store.next()).toEqual({ id: '1', event: 'admin.order.created', data: JSON.stringify(order) });

      // Nothing outside the contract reaches a stream: an unknown admin event and a malformed order are dropped.
      await ctx.app.events.publish('admin.secret.thing', { id: 1 });
      await ctx.app.events.publish('admin.order.created', { id: 'x' });
      await ctx.app.events.publish('admin.order.created', { ...order, id: 8 });
      expect(JSON.parse((await store.next()).data!).id).toBe(8);
    } finally {
      inbox.close();
      store.close();
    }
  });

  it('sends heartbeat comments and ends the stream once its token is revoked', async () => {
    const { token } = await signInAs(ctx.app, { permissions: ['list messages'] });
    const saved = { ...staffStreamTiming };
    // Shorter clocks for this stream only (25 s and 30 s otherwise).
    Object.assign(staffStreamTiming, { heartbeatMs: 50, recheckMs: 300 });
    try {
      const stream = await openStream(token);
      expect(stream.res.status).toBe(200);
      const ended = stream.next().then(
        () => 'event',
        () => 'ended',
      );
      const out = await ctx.app.inject({ method: 'POST', url: '/api/admin/logout', headers: authHeader(token) });
      expect(out.statusCode).toBeLessThan(300);
      expect(await ended).toBe('ended');
      // The "connected" comment, then heartbeats while the token was still being checked.
      expect(stream.comments()).toBeGreaterThan(1);
    } finally {
      Object.assign(staffStreamTiming, saved);
    }
  });
});
