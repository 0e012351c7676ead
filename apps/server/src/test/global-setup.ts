import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client';
import { adminUrl, templateName, withDatabase } from './postgres';
import { startS3Server } from './s3';

/**
 * Starts a local S3-compatible server for the run (the storage tests use it on every run; the whole
 * suite does with TEST_STORAGE=s3), then the database: see migrateOnce.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const s3 = await startS3Server();
  project.provide('s3Endpoint', s3.endpoint);
  try {
    const teardown = await migrateOnce(project);
    return async () => {
      await teardown();
      await s3.stop();
    };
  } catch (error) {
    await s3.stop();
    throw error;
  }
}

/**
 * Migrates one database for the whole run. On the embedded database the migrated
 * data directory is dumped once and every test file starts from that dump; on
 * PostgreSQL a template database is migrated and every test file clones it.
 */
async function migrateOnce(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.DATABASE_URL;
  if (url) {
    const template = templateName(url);
    const admin = await adminClient(url);
    await admin.query(`DROP DATABASE IF EXISTS "${template}"`);
    await admin.query(`CREATE DATABASE "${template}"`);
    const handle = await openDatabase({ databaseUrl: withDatabase(url, template) });
    await handle.close();
    project.provide('pgTemplate', template);
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${template}" WITH (FORCE)`);
      await admin.end();
    };
  }
  const handle = await openDatabase({});
  const dump = await handle.pglite!.dumpDataDir('none');
  await handle.close();
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'pglite-snapshot-')), 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteSnapshot', file);
  return async () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}

async function adminClient(url: string) {
  const pg = await import('pg');
  const client = new pg.default.Client({ connectionString: adminUrl(url) });
  await client.connect();
  return client;
}

declare module 'vitest' {
  export interface ProvidedContext {
    pgTemplate: string;
    pgliteSnapshot: string;
    s3Endpoint: string;
  }
}
