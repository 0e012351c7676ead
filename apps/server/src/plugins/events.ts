import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import pg from 'pg';
import type { DbOrTx } from '../db/client';

/**
 * The event bus: small JSON events delivered to the subscribers of every instance. Across instances
 * they travel through PostgreSQL `NOTIFY` on one channel, heard by one dedicated `LISTEN` connection
 * per instance that reconnects within a second of the database returning; on the embedded database
 * (one process) PGlite's own listener delivers them.
 *
 * A change's events are announced inside its transaction (`announceIn`, which mutate calls):
 * PostgreSQL delivers them on commit, atomically, so an instance that stops right after a commit
 * has still announced it, and a rolled-back change announces nothing. The instance that made the
 * change delivers them to its own subscribers after the commit (`deliverLocally`).
 *
 * Delivery reaches only the instances listening at that moment: an event sent while an instance's
 * listener is down is lost for that instance. Subscribers that must not miss anything register
 * `onResync`, called when the listener drops and when it listens again, and rebuild what they hold
 * from the database (the public cache forgets everything; staff streams end, and their screens
 * reload when they reconnect).
 */

export const EVENTS_CHANNEL = 'app_events';

/** PostgreSQL refuses a NOTIFY payload of 8000 bytes or more; the envelope must fit below it. */
const MAX_EVENT_BYTES = 7999;

interface BusEvent<P = unknown> {
  name: string;
  payload: P;
  /** The instance that published it. */
  origin: string;
  /** True on the instance that published it. */
  local: boolean;
}

type EventHandler = (event: BusEvent) => void;

interface OutgoingEvent {
  name: string;
  payload: unknown;
}

export class EventTooLargeError extends Error {
  constructor(
    readonly eventName: string,
    readonly bytes: number,
  ) {
    super(`event ${eventName} is ${bytes} bytes; a NOTIFY payload must stay under 8000`);
  }
}

export interface EventBus {
  /** This instance's identity in the envelopes it sends. */
  readonly origin: string;
  /** Whether events from other instances can be heard right now. */
  readonly listening: boolean;
  /**
   * Delivers an event to this instance's subscribers at once and announces it to the others, for
   * what no transaction carries (a cache dropped). A change's events go through mutate's
   * `scope.publish` instead. Throws EventTooLargeError for a payload that cannot travel; a failed
   * announcement is logged, not thrown.
   */
  publish(name: string, payload: unknown): Promise<void>;
  /**
   * Announces events to the other instances in the transaction `tx` (one statement): PostgreSQL
   * delivers them when it commits, never if it does not. Throws EventTooLargeError, and whatever the
   * statement throws (the transaction then fails).
   */
  announceIn(tx: DbOrTx, events: readonly OutgoingEvent[]): Promise<void>;
  /** Delivers an event to this instance's own subscribers (after the commit that announced it). */
  deliverLocally(name: string, payload: unknown): void;
  /** `pattern` is an event name, a prefix ending with `.` or `*` ('admin.' or 'admin.*'), or `*` for all. */
  subscribe(pattern: string, handler: EventHandler): () => void;
  /** Called with false when events from others may be missed from now on, and with true when they are heard again. */
  onResync(handler: (listening: boolean) => void): () => void;
}

declare module 'fastify' {
  interface FastifyInstance {
    events: EventBus;
  }
}

interface Envelope {
  o: string;
  n: string;
  p: unknown;
}

function matches(pattern: string, name: string): boolean {
  if (pattern === '*') return true;
  if (pattern.endsWith('*')) return name.startsWith(pattern.slice(0, -1));
  if (pattern.endsWith('.')) return name.startsWith(pattern);
  return pattern === name;
}

/** The envelope as sent, refused when it would not fit in a notification. */
function encodeEvent(origin: string, name: string, payload: unknown): string {
  const text = JSON.stringify({ o: origin, n: name, p: payload ?? null } satisfies Envelope);
  const bytes = Buffer.byteLength(text, 'utf8');
  if (bytes > MAX_EVENT_BYTES) throw new EventTooLargeError(name, bytes);
  return text;
}

function decodeEvent(text: string): Envelope | null {
  try {
    const value = JSON.parse(text) as Partial<Envelope>;
    if (value && typeof value.o === 'string' && typeof value.n === 'string') return value as Envelope;
  } catch {
    // unreadable: the caller resyncs
  }
  return null;
}

/** Connection settings of the dedicated LISTEN client, taken from the pool the app already uses. */
function listenerConfig(app: FastifyInstance): pg.ClientConfig {
  const pool = (app.db as unknown as { $client?: { options?: pg.PoolConfig } }).$client;
  if (pool?.options) return { ...pool.options };
  if (app.config.databaseUrl) return { connectionString: app.config.databaseUrl };
  throw new Error('event bus: no PostgreSQL connection settings to listen with');
}

/** The listener's reconnection delays: from the first, doubling up to the last, so it never lags the database by more. */
export const listenerBackoff = { firstMs: 250, maxMs: 1000 };

/** Keeps one LISTEN connection open, reconnecting with a short backoff (see listenerBackoff). */
async function listenOnPostgres(
  app: FastifyInstance,
  onNotice: (payload: string) => void,
  onListening: (listening: boolean) => void,
): Promise<() => Promise<void>> {
  const config = listenerConfig(app);
  let client: pg.Client | null = null;
  let stopped = false;
  let delay = listenerBackoff.firstMs;
  let timer: NodeJS.Timeout | undefined;
  let everConnected = false;

  const connect = async (): Promise<void> => {
    // Keep-alive probes notice a connection whose peer vanished without a word (a failover, a cut network).
    const next = new pg.Client({ ...config, keepAlive: true });
    next.on('notification', (message) => {
      if (message.channel === EVENTS_CHANNEL) onNotice(message.payload ?? '');
    });
    next.on('error', (error) => app.log.warn({ err: error }, 'event bus listener failed'));
    next.on('end', () => {
      if (stopped || client !== next) return;
      client = null;
      app.log.warn('event bus listener disconnected; events from other instances may be missed until it reconnects');
      scheduleReconnect();
    });
    await next.connect();
    try {
      await next.query(`LISTEN ${EVENTS_CHANNEL}`);
    } catch (error) {
      await next.end().catch(() => {});
      throw error;
    }
    if (stopped) {
      await next.end().catch(() => {});
      return;
    }
    client = next;
    delay = listenerBackoff.firstMs;
    if (everConnected) app.log.info('event bus listening again');
    everConnected = true;
    onListening(true);
  };

  const scheduleReconnect = () => {
    onListening(false);
    timer = setTimeout(() => {
      connect().catch((error) => {
        app.log.warn(
          { err: error, retryInMs: Math.min(delay * 2, listenerBackoff.maxMs) },
          'event bus listener reconnect failed',
        );
        delay = Math.min(delay * 2, listenerBackoff.maxMs);
        if (!stopped) scheduleReconnect();
      });
    }, delay);
    timer.unref();
  };

  await connect();
  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    const current = client;
    client = null;
    await current?.end().catch(() => {});
  };
}

/** One statement sending every text on the channel, in order. */
async function notify(db: DbOrTx, texts: readonly string[]): Promise<void> {
  const calls = texts.map((text) => sql`pg_notify(${EVENTS_CHANNEL}, ${text})`);
  await db.execute(sql`select ${sql.join(calls, sql`, `)}`);
}

async function eventsPlugin(app: FastifyInstance): Promise<void> {
  const origin = randomUUID();
  const subscriptions = new Set<{ pattern: string; handler: EventHandler }>();
  const resyncHandlers = new Set<(listening: boolean) => void>();
  let listening = false;

  const deliver = (event: BusEvent) => {
    for (const { pattern, handler } of [...subscriptions]) {
      if (!matches(pattern, event.name)) continue;
      try {
        handler(event);
      } catch (error) {
        app.log.error({ err: error, event: event.name }, 'event subscriber failed');
      }
    }
  };
  const setListening = (value: boolean) => {
    listening = value;
    for (const handler of [...resyncHandlers]) handler(value);
  };
  const onNotice = (text: string) => {
    const envelope = decodeEvent(text);
    if (!envelope) {
      app.log.warn('unreadable event notification: subscribers resync');
      setListening(listening);
      return;
    }
    // The publisher delivered it to itself already.
    if (envelope.o === origin) return;
    deliver({ name: envelope.n, payload: envelope.p, origin: envelope.o, local: false });
  };

  let stopListening: () => Promise<void>;
  if (app.database.kind === 'postgres') {
    stopListening = await listenOnPostgres(app, onNotice, setListening);
  } else {
    const pglite = app.database.pglite;
    if (!pglite) throw new Error('event bus: embedded database handle missing');
    const unlisten = await pglite.listen(EVENTS_CHANNEL, onNotice);
    listening = true;
    stopListening = () => unlisten();
  }
  app.addHook('onClose', async () => {
    await stopListening();
    subscriptions.clear();
    resyncHandlers.clear();
  });

  const bus: EventBus = {
    origin,
    get listening() {
      return listening;
    },
    async publish(name, payload) {
      const text = encodeEvent(origin, name, payload);
      deliver({ name, payload: payload ?? null, origin, local: true });
      try {
        await notify(app.db, [text]);
      } catch (error) {
        // What it announces has committed; other instances resync when their listener reconnects.
        app.log.error({ err: error, event: name }, 'event could not be announced to other instances');
      }
    },
    async announceIn(tx, events) {
      if (events.length === 0) return;
      await notify(
        tx,
        events.map((event) => encodeEvent(origin, event.name, event.payload)),
      );
    },
    deliverLocally(name, payload) {
      deliver({ name, payload: payload ?? null, origin, local: true });
    },
    subscribe(pattern, handler) {
      const entry = { pattern, handler };
      subscriptions.add(entry);
      return () => subscriptions.delete(entry);
    },
    onResync(handler) {
      resyncHandlers.add(handler);
      return () => resyncHandlers.delete(handler);
    },
  };
  app.decorate('events', bus);
}

export default fp(eventsPlugin, {
  name: 'events',
  fastify: '5.x',
  decorators: { fastify: ['config', 'database', 'db'] },
});
