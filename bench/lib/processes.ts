import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const benchDir = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
export const rootDir = path.dirname(benchDir);
/** Git-ignored: the latest figures and the server's log. */
export const resultsDir = path.join(benchDir, 'results');

/**
 * Runs one of this workspace's scripts in a fresh Node process: TypeScript through the tsx loader,
 * plain JavaScript (`.mjs`, the baseline server) without it.
 */
export function spawnScript(script: string, args: string[]): ChildProcess {
  const loader = script.endsWith('.mjs') ? [] : ['--import', 'tsx'];
  return spawn(process.execPath, [...loader, path.join(benchDir, 'lib', script), ...args], {
    // `--import tsx` is resolved from the working directory: this workspace's dependencies.
    cwd: benchDir,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
}

/** The first line the child prints, parsed as JSON (a server announcing its port). */
export function firstJsonLine<T>(child: ChildProcess): Promise<T> {
  return new Promise((resolve, reject) => {
    let buffered = '';
    const onData = (chunk: Buffer) => {
      buffered += chunk.toString('utf8');
      const newline = buffered.indexOf('\n');
      if (newline < 0) return;
      child.stdout?.off('data', onData);
      child.off('exit', onExit);
      try {
        resolve(JSON.parse(buffered.slice(0, newline)) as T);
      } catch (error) {
        reject(error);
      }
    };
    const onExit = (code: number | null) => reject(new Error(`process exited with ${code} before it was ready`));
    child.stdout?.on('data', onData);
    child.once('exit', onExit);
  });
}

/** Runs a script to its end and parses the last line it printed as JSON. */
export function runScript<T>(script: string, args: string[]): Promise<T> {
  const child = spawnScript(script, args);
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`${script} exited with ${code}`));
      const last = output.trim().split('\n').pop() ?? '';
      try {
        resolve(JSON.parse(last) as T);
      } catch (error) {
        reject(error);
      }
    });
  });
}

/** Asks the child to stop and waits for it; kills it if it has not gone after a grace period. */
export async function stopProcess(child: ChildProcess, graceMs = 10_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
  await exited;
  clearTimeout(timer);
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * CPU time used so far by a process and all its threads, in seconds (Linux /proc; null elsewhere).
 * utime and stime are fields 14 and 15, counted in clock ticks of 1/100 s on Linux.
 */
export function cpuSecondsOf(pid: number | undefined): number | null {
  if (pid === undefined) return null;
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may contain spaces: count fields after its closing parenthesis.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}
