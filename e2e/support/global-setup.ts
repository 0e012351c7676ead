import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TestProject } from 'vitest/node';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Starts the built system once for the run, exactly as `npm start` serves it, on a free port
 * with a fresh embedded database and demo data.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const serverBundle = path.join(root, 'apps/server/dist/main.js');
  if (!fs.existsSync(serverBundle) || !fs.existsSync(path.join(root, 'apps/web/dist/index.html'))) {
    throw new Error('Build the app first: npm run build');
  }
  const port = await freePort();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'e2e-data-'));
  const baseUrl = `http://127.0.0.1:${port}`;
  // The suite always runs on a fresh embedded database, whatever the shell has configured.
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const server: ChildProcess = spawn(process.execPath, [serverBundle], {
    cwd: path.join(root, 'apps/server'),
    env: {
      ...inherited,
      NODE_ENV: 'production',
      DEMO: '1',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      PUBLIC_URL: baseUrl,
      LOG_LEVEL: 'warn',
      // Sign-in is exercised many times in a row from one address.
      LOGIN_MAX_FAILURES: '50',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '200',
      // ...and customers registered many times from one address.
      REGISTER_MAX_PER_ADDRESS: '1000',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitForHealth(`${baseUrl}/api/health`, server);
  project.provide('baseUrl', baseUrl);
  return async () => {
    server.kill('SIGTERM');
    await new Promise((resolve) => server.once('exit', resolve));
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

async function waitForHealth(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`server exited with ${server.exitCode}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('server did not become healthy');
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
  }
}
