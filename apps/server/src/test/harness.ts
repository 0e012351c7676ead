import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { type AppDeps, buildApp } from '../app';
import { type Config, testConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/client';
import { adminUrl, withDatabase } from './postgres';
import { defaultTestBackend, type StorageBackend, testBucket } from './s3';

export interface TestContext {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  dataDir: string;
  close(): Promise<void>;
}

export interface TestContextOptions extends Pick<AppDeps, 'extraRoutes' | 'logStream'> {
  /** Where files go: the local disk, or a fresh bucket on the run's S3 server; TEST_STORAGE when unset. */
  storage?: StorageBackend;
}

/**
 * A fresh, migrated database for one test file (from the run's snapshot or template),
 * and an app built on it with its files under a temporary directory (or in a fresh bucket).
 */
export async function createTestContext(
  overrides: Partial<Config> = {},
  options: TestContextOptions = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-'));
  const { database, drop } = await freshDatabase();
  const backend = options.storage ?? defaultTestBackend();
  const storage = backend === 's3' ? await testBucket(inject('s3Endpoint')) : ({ backend: 'local' } as const);
  const config = testConfig({ dataDir, urlSigningSecret: randomBytes(32).toString('hex'), storage, ...overrides });
  const app = await buildApp(config, { database, extraRoutes: options.extraRoutes, logStream: options.logStream });
  await app.ready();
  return {
    app,
    database,
    config,
    dataDir,
    async close() {
      await app.close();
      await database.close();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function freshDatabase(): Promise<{ database: DatabaseHandle; drop: () => Promise<void> }> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const name = `t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    await admin.query(`CREATE DATABASE "${name}" TEMPLATE "${inject('pgTemplate')}"`);
    const database = await openDatabase({ databaseUrl: withDatabase(url, name), migrate: false });
    return {
      database,
      drop: async () => {
        await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  const snapshot = new Blob([fs.readFileSync(inject('pgliteSnapshot'))]);
  const database = await openDatabase({ pgliteSnapshot: snapshot, migrate: false });
  return { database, drop: async () => {} };
}

/**
 * Another app instance on the same database, as a second server process would be: on PostgreSQL a
 * new app with its own pool (and so its own LISTEN connection and outbox worker), reaching the
 * server at `databaseUrl` when given (a link a test can cut); on the embedded database, which one
 * process alone can open, undefined.
 */
export async function secondInstance(
  context: TestContext,
  overrides: Partial<Config> = {},
  options: { databaseUrl?: string; extraRoutes?: AppDeps['extraRoutes'] } = {},
): Promise<{ app: FastifyInstance; close(): Promise<void> } | undefined> {
  if (!process.env.DATABASE_URL) return undefined;
  const database = await openDatabase({ databaseUrl: options.databaseUrl ?? databaseUrlOf(context), migrate: false });
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'app-test-second-'));
  const app = await buildApp(
    { ...context.config, dataDir, ...overrides },
    { database, extraRoutes: options.extraRoutes },
  );
  await app.ready();
  return {
    app,
    async close() {
      await app.close();
      await database.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** The URL of a test context's PostgreSQL database. */
export function databaseUrlOf(context: TestContext): string {
  const pool = (context.database.db as unknown as { $client: pg.Pool }).$client;
  const url = pool.options.connectionString;
  if (!url) throw new Error('not a PostgreSQL test context');
  return url;
}
