import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, resultsDir, rootDir, sleep, stopProcess } from './processes';

/**
 * BENCH_SERVER_BUNDLE measures another build of the server (e.g. an older one kept for comparison).
 * Relative paths are from the repository's root, as the README's defaults are written (npm runs the
 * bench in bench/). The build must sit inside the repository, where its packages resolve.
 */
export const serverBundle = process.env.BENCH_SERVER_BUNDLE
  ? path.resolve(rootDir, process.env.BENCH_SERVER_BUNDLE)
  : path.join(rootDir, 'apps/server/dist/main.js');
/** BENCH_WEB_DIST serves another build of the web app (e.g. an older one kept for comparison). */
const webDist = process.env.BENCH_WEB_DIST
  ? path.resolve(rootDir, process.env.BENCH_WEB_DIST)
  : path.join(rootDir, 'apps/web/dist');

export interface AppServer {
  origin: string;
  pid: number | undefined;
  /** `pglite` (embedded, the default) or `postgres` (BENCH_DATABASE_URL). */
  database: 'pglite' | 'postgres';
  /** Everything the server printed (warnings and errors), kept after the run. */
  logFile: string;
  stop(): Promise<void>;
}

/** What is missing from the build, if anything. */
export function missingBuild(): string[] {
  const missing: string[] = [];
  if (!fs.existsSync(serverBundle)) missing.push('apps/server/dist/main.js');
  if (!fs.existsSync(path.join(webDist, 'index.html'))) missing.push('apps/web/dist/index.html');
  return missing;
}

export interface AppServerOptions {
  /** A data directory already holding files (the scale seed's); removed when the server stops. */
  dataDir?: string;
  /** The server's LOG_LEVEL, whatever BENCH_LOG_LEVEL says (the scale part reads the access log). */
  logLevel?: string;
  /** Another web build to serve (a baseline run side by side); BENCH_WEB_DIST or apps/web/dist otherwise. */
  webDist?: string;
  /** Names the log file (`<name>.log`) when two servers run at once. */
  name?: string;
}

/** A fresh data directory for the server (removed when it stops). */
export function newDataDir(): string {
  return fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
}

/**
 * Starts the built server as `npm start` serves it (production mode, demo content, default
 * logging) on a free port with a fresh data directory, and waits until it answers /api/health.
 */
export async function startAppServer(
  databaseUrl: string | undefined,
  options: AppServerOptions = {},
): Promise<AppServer> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const dataDir = options.dataDir ?? newDataDir();
  const logFile = path.join(resultsDir, `${options.name ?? 'server'}.log`);
  fs.mkdirSync(resultsDir, { recursive: true });
  const log = fs.openSync(logFile, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DEMO: '1',
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: origin,
    DATA_DIR: dataDir,
    WEB_DIST: options.webDist ? path.resolve(options.webDist) : webDist,
  };
  // Logging as `npm start` logs (LOG_LEVEL unset: info, one access-log line per request), unless asked otherwise.
  delete env.LOG_LEVEL;
  if (process.env.BENCH_LOG_LEVEL) env.LOG_LEVEL = process.env.BENCH_LOG_LEVEL;
  if (options.logLevel) env.LOG_LEVEL = options.logLevel;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  else delete env.DATABASE_URL;

  const child = spawn(process.execPath, [serverBundle], {
    cwd: path.join(rootDir, 'apps/server'),
    env,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);

  const stop = async () => {
    await stopProcess(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(`${origin}/api/health`, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, pid: child.pid, database: databaseUrl ? 'postgres' : 'pglite', logFile, stop };
}

async function waitForHealth(url: string, child: ChildProcess, logFile: string): Promise<void> {
  // A fresh embedded database is created, migrated and seeded with demo content first.
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) {
      const tail = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
      throw new Error(`the server exited with code ${child.exitCode}:\n${tail}`);
    }
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the server did not answer ${url} within two minutes (log: ${logFile})`);
}
