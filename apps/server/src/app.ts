import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { Config } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { seedDatabase } from './db/seed';
import adminsRoutes from './modules/admins/routes';
import auditRoutes from './modules/audit/routes';
import authRoutes from './modules/auth/routes';
import branchesRoutes from './modules/branches/routes';
import careersRoutes from './modules/careers/routes';
import healthRoutes from './modules/health/routes';
import investorRoutes from './modules/investor/routes';
import magazineRoutes from './modules/magazine/routes';
import messagesRoutes from './modules/messages/routes';
import seoRoutes from './modules/seo/routes';
import siteRoutes from './modules/site/routes';
import visitsRoutes from './modules/visits/routes';
import auditPlugin from './plugins/audit';
import authPlugin from './plugins/auth';
import docsPlugin from './plugins/docs';
import errorsPlugin from './plugins/errors';
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
}

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    database: DatabaseHandle;
    db: DatabaseHandle['db'];
  }
}

/** Builds the whole application without listening: tests call it and use inject(). */
export async function buildApp(config: Config, deps: AppDeps = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    trustProxy: config.trustProxy as FastifyServerOptions['trustProxy'],
    bodyLimit: 1024 * 1024,
    // `_method` in the query or the X-HTTP-Method-Override header picks the route before the body is read.
    rewriteUrl,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  });

  const database =
    deps.database ?? (await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: `${config.dataDir}/pglite` }));
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  if (!deps.database) app.addHook('onClose', () => database.close());

  // Cross-cutting plugins, in order: language and errors first so everything after answers in the right shape.
  await app.register(localePlugin);
  await app.register(errorsPlugin);
  await app.register(validationPlugin);
  await app.register(securityPlugin);
  await app.register(methodOverride);
  await app.register(formBodyPlugin);
  await app.register(storagePlugin);
  await app.register(publicCachePlugin);
  await app.register(docsPlugin);
  await app.register(authPlugin);
  await app.register(auditPlugin);

  // Domain modules.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(adminsRoutes);
  await app.register(auditRoutes);
  // Public website content.
  await app.register(siteRoutes);
  await app.register(investorRoutes);
  await app.register(branchesRoutes);
  await app.register(magazineRoutes);
  await app.register(visitsRoutes);
  await app.register(messagesRoutes);
  await app.register(careersRoutes);
  await app.register(seoRoutes);

  if (deps.extraRoutes) await app.register(async (instance) => deps.extraRoutes?.(instance));

  // The web app last: its history fallback answers whatever is not an API route.
  await app.register(webPlugin);

  // Seed messages (the demo credentials) are for the person starting the server: printed plainly.
  const seedLog = (line: string) => (config.logLevel === 'silent' ? undefined : console.log(line));
  await seedDatabase(app.db, { demo: config.demo, storage: app.storage, log: seedLog });
  return app;
}
