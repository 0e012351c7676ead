import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { releaseConnectionsOfFailedTransactions } from './pooled-transaction';
import * as schema from './schema/index';

type Schema = typeof schema;
/** One type for both drivers: the code never needs to know which one it runs on. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Runs raw SQL (several statements allowed); used by tests and maintenance. */
  exec(sql: string): Promise<void>;
  /** The embedded instance, when there is one (tests snapshot it). */
  pglite?: PGlite;
  /**
   * Where the errors of the pool's connections go (a restart, a failover or an operator ending a
   * backend), idle or checked out; until one is given they are dropped. Without a listener an
   * error on a connection would end the process.
   */
  onConnectionError(listener: (error: Error) => void): void;
  /**
   * Runs `work` only while holding the lock called `name`, which one holder at a time has across
   * every instance on this database (a PostgreSQL advisory lock, held by a connection of its own for
   * as long as `work` runs, and given up if that connection is lost); answers `{ ran: false }` at once
   * when someone else holds it. The embedded database has one process: the lock is that process's.
   */
  withLock<T>(name: string, work: () => Promise<T>): Promise<{ ran: true; value: T } | { ran: false }>;
  close(): Promise<void>;
}

/** The advisory locks' first key: the scheduler's jobs, apart from any other use of advisory locks. */
const JOB_LOCK_SPACE = 7_300_001;

const MIGRATIONS_DIR = resolveMigrationsDir();

function resolveMigrationsDir(): string {
  // Beside the sources in development, copied beside the bundle in production.
  const here = path.dirname(fileURLToPath(import.meta.url));
  for (const candidate of [path.join(here, '../../drizzle'), path.join(here, 'drizzle')]) {
    if (fs.existsSync(path.join(candidate, 'meta/_journal.json'))) return candidate;
  }
  throw new Error('SQL migrations folder not found');
}

export interface OpenOptions {
  databaseUrl?: string;
  /** Directory of the embedded database; memory when absent. */
  pgliteDir?: string;
  /** A dump of an already-migrated embedded database to start from (tests). */
  pgliteSnapshot?: Blob | File;
  migrate?: boolean;
}

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  const handle = options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : await openPglite(options.pgliteDir, options.pgliteSnapshot);
  if (options.migrate !== false) await migrateDatabase(handle);
  return handle;
}

/** How long a request waits for a new connection before the database counts as unreachable. */
const CONNECT_TIMEOUT_MS = 5000;

function openPostgres(url: string): DatabaseHandle {
  releaseConnectionsOfFailedTransactions();
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
  let report: (error: Error) => void = () => {};
  // The pool listens to its idle connections only; a connection checked out for a transaction that
  // the server ends between two statements emits its error with no query to fail. Its transaction
  // fails at its next statement, and the pool drops the connection when it is released.
  pool.on('connect', (client) => client.on('error', (error) => report(error)));
  // The pool passes an idle connection's error on as its own, which the listener above reported already.
  pool.on('error', () => {});
  const db = drizzlePg(pool, { schema }) as unknown as Database;
  return {
    db,
    kind: 'postgres',
    onConnectionError: (listener) => {
      report = listener;
    },
    exec: async (sql) => {
      await pool.query(sql);
    },
    withLock: async (name, work) => {
      const client = await pool.connect();
      let lost: Error | undefined;
      try {
        const taken = await client.query<{ taken: boolean }>('select pg_try_advisory_lock($1, hashtext($2)) as taken', [
          JOB_LOCK_SPACE,
          name,
        ]);
        if (!taken.rows[0]?.taken) return { ran: false };
        try {
          return { ran: true, value: await work() };
        } finally {
          await client.query('select pg_advisory_unlock($1, hashtext($2))', [JOB_LOCK_SPACE, name]).catch((error) => {
            lost = error as Error;
          });
        }
      } finally {
        // A connection that could not give the lock back is dropped, which gives it back.
        client.release(lost);
      }
    },
    close: () => pool.end(),
  };
}

async function openPglite(dir: string | undefined, snapshot?: Blob | File): Promise<DatabaseHandle> {
  if (dir) fs.mkdirSync(path.dirname(path.resolve(dir)), { recursive: true });
  const client = await PGlite.create({
    ...(dir ? { dataDir: dir } : {}),
    ...(snapshot ? { loadDataDir: snapshot } : {}),
    extensions: { pg_trgm, unaccent },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Database;
  const heldLocks = new Set<string>();
  return {
    db,
    kind: 'pglite',
    pglite: client,
    // In the process: it has no connections to lose.
    onConnectionError: () => {},
    exec: async (sql) => {
      await client.exec(sql);
    },
    withLock: async (name, work) => {
      if (heldLocks.has(name)) return { ran: false };
      heldLocks.add(name);
      try {
        return { ran: true, value: await work() };
      } finally {
        heldLocks.delete(name);
      }
    },
    close: () => client.close(),
  };
}

async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  const config = { migrationsFolder: MIGRATIONS_DIR };
  if (handle.kind === 'pglite') {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePglite(handle.db as any, config);
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
    await migratePg(handle.db as any, config);
  }
}
