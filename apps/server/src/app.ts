import http from 'node:http';
// The global `performance` is a lazy accessor on globalThis; the import is a plain binding.
import { performance } from 'node:perf_hooks';
import { SYSTEM_ACTORS } from '@app/contracts';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { seedDatabase } from './cli/seed';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { systemContext } from './kernel/context';
import { setGroupTimeZone } from './kernel/group-time';
import outboxPlugin from './kernel/outbox';
import schedulerPlugin from './kernel/scheduler';
import { registerBodyIdleTimeout } from './lib/body-timeout';
import { clientIpOf, trustOf } from './lib/client-ip';
import { AccessLog, createLogger, requestIds } from './lib/logger';
import { modules } from './modules/index';
import { refundChannel } from './modules/store/orders/refund-service';
import { pushChannel } from './modules/store/push/delivery-service';
import authPlugin from './plugins/auth';
import customerAuthPlugin from './plugins/customer-auth';
import docsPlugin from './plugins/docs';
import errorsPlugin, { clientErrorHandler, frameworkErrors } from './plugins/errors';
import eventsPlugin from './plugins/events';
import formBodyPlugin from './plugins/form-body';
import localePlugin from './plugins/locale';
import methodOverride, { rewriteUrl } from './plugins/method-override';
import publicCachePlugin from './plugins/public-cache';
import securityPlugin from './plugins/security';
import storagePlugin from './plugins/storage';
import validationPlugin from './plugins/validation';
import webPlugin from './plugins/web';

export interface AppDeps {
  /** An already-open database (tests); opened from the configuration when absent. */
  database?: DatabaseHandle;
  /** Test-only routes, registered after the domain modules and before the web app. */
  extraRoutes?: (app: FastifyInstance) => Promise<void> | void;
  /** Where log lines go (tests read them); standard output, written asynchronously, when absent. */
  logStream?: DestinationStream;
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
  }
}

/** Fastify's default: idle keep-alive connections are closed after this long. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** Builds the whole application without listening: tests call it and use inject(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const logger =
    config.logLevel === 'silent' ? undefined : createLogger({ level: config.logLevel, stream: deps.logStream });
  const { timeouts } = config;
  const httpOptions: http.ServerOptions = {
    headersTimeout: timeouts.headersMs,
    // How often Node checks those two timeouts (its default, 30 s, would let them overrun by that much).
    connectionsCheckingInterval: Math.max(100, Math.min(5000, Math.floor(timeouts.headersMs / 4))),
  };
  const accessLog = new AccessLog(logger);
  const nextRequestId = requestIds();
  const trust = trustOf(config.trustProxy);
  const clientIp = clientIpOf(trust);
  // Set once the public cache is registered; until then every request goes to Fastify.
  let answerKept: ((request: http.IncomingMessage, response: http.ServerResponse) => number) | undefined;
  const app = Fastify({
    ...(logger ? { loggerInstance: logger.logger as FastifyBaseLogger } : { logger: false }),
    // One access-log line per request instead of Fastify's two.
    logController: accessLog,
    genReqId: nextRequestId,
    // A kept public answer is written before Fastify builds its request and reply (public-cache's
    // answerKept); the server is otherwise made as Fastify makes it (lib/server.js of Fastify 5).
    serverFactory: (fastifyHandler) => {
      const server = http.createServer(httpOptions, (request, response) => {
        const started = performance.now();
        const status = answerKept?.(request, response) ?? 0;
        if (status === 0) return fastifyHandler(request, response);
        accessLog.answeredBeforeRouting({
          id: nextRequestId(),
          url: request.url ?? '/',
          status,
          ms: performance.now() - started,
          ip: clientIp(request),
        });
      });
      server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
      server.requestTimeout = timeouts.requestMs;
      return server;
    },
    // The whole request must arrive in time (408 otherwise): a client trickling a byte at a time is cut off.
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    http: httpOptions,
    trustProxy: trust,
    bodyLimit: 1024 * 1024,
    // `_method` in the query or the X-HTTP-Method-Override header picks the route before the body is read.
    rewriteUrl,
    // Failures before routing, and requests HTTP cannot parse, answer in the API's error shape too.
    frameworkErrors,
    clientErrorHandler,
    // While draining, a request still arriving on an open connection gets the app's 503 (errors plugin), in its language.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });
  if (logger) {
    app.addHook('onClose', (_instance, done) => {
      logger.flush();
      done();
    });
  }
  registerBodyIdleTimeout(app, timeouts.bodyIdleMs);

  const database =
    deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` }));
  setGroupTimeZone(config.timeZone);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!deps.database) app.addHook('onClose', () => database.close());
  // A restart, a failover or an ended backend: the request using the connection fails (a 503), the pool replaces it.
  database.onConnectionError((error) => app.log.warn({ err: error }, 'database connection lost'));

  // Cross-cutting plugins, in order: language and errors first so everything after answers in the right shape.
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  await app.register(securityPlugin);
  await app.register(methodOverride);
  await app.register(formBodyPlugin);
  await app.register(storagePlugin);
  await app.register(eventsPlugin);
  await app.register(schedulerPlugin, { lock: database });
  // The push channel lives with the store's push module; the outbox only runs it.
  await app.register(outboxPlugin, {
    handlers: {
      push: pushChannel({ db: app.db, config: config.push }),
      refund: refundChannel(() => systemContext(app, SYSTEM_ACTORS.paymentGateway), config.payments),
    },
  });
  await app.register(publicCachePlugin);
  answerKept = app.answerKept;
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(customerAuthPlugin);

  // Domain modules.
  for (const module of modules) await app.register(module);

  if (deps.extraRoutes) await app.register(async (instance) => deps.extraRoutes?.(instance));

  // The web app last: its history fallback answers whatever is not an API route.
  await app.register(webPlugin);

  // Seed messages (the demo credentials) are for the person starting the server: printed plainly.
  const seedLog = (line: string) => (config.logLevel === 'silent' ? undefined : console.log(line));
  await seedDatabase(app.db, { demo: config.demo, storage: app.storage, log: seedLog });
  return app;
}
