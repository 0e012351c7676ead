/**
 * A throwaway PostgreSQL cluster for the fault script: initdb in a temporary directory, its own
 * port on 127.0.0.1 and its own socket directory, started, restarted and stopped with pg_ctl, and
 * removed at the end. The server binaries are found under /usr/lib/postgresql/<version>/bin (the
 * newest) unless BENCH_PG_BIN names the folder. PostgreSQL refuses to run as root: as root, the
 * commands run as the `postgres` system user.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './processes';

const run = promisify(execFile);

export interface Cluster {
  url: string;
  /** `pg_ctl restart -m fast`: every connection is ended, the server is back when it returns. */
  restart(): Promise<void>;
  stop(): Promise<void>;
  start(): Promise<void>;
  destroy(): Promise<void>;
}

function binDir(): string {
  if (process.env.BENCH_PG_BIN) return process.env.BENCH_PG_BIN;
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const found = versions.map((v) => path.join(root, v, 'bin')).find((dir) => fs.existsSync(path.join(dir, 'pg_ctl')));
  if (!found) throw new Error('PostgreSQL server binaries not found: set BENCH_PG_BIN to the folder holding pg_ctl');
  return found;
}

export async function createCluster(): Promise<Cluster> {
  const bin = binDir();
  const asRoot = process.getuid?.() === 0;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  if (asRoot) {
    const uid = Number((await run('id', ['-u', 'postgres'])).stdout.trim());
    const gid = Number((await run('id', ['-g', 'postgres'])).stdout.trim());
    fs.chownSync(dir, uid, gid);
  }
  const pg = (tool: string, args: string[]) =>
    asRoot ? run('runuser', ['-u', 'postgres', '--', path.join(bin, tool), ...args]) : run(path.join(bin, tool), args);
  const data = path.join(dir, 'data');
  const port = await freePort();
  await pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '-E', 'UTF8', '--locale=C.UTF-8', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const ctl = (...args: string[]) => pg('pg_ctl', ['-D', data, '-l', path.join(dir, 'server.log'), '-w', ...args]);
  const start = async () => {
    await ctl('-o', options, 'start');
  };
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    restart: async () => {
      await ctl('-m', 'fast', '-o', options, 'restart');
    },
    stop: async () => {
      await ctl('-m', 'fast', 'stop');
    },
    start,
    destroy: async () => {
      await ctl('-m', 'immediate', 'stop').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
