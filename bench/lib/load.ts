/**
 * The load generator, run as its own process (`node --import tsx lib/load.ts '<job json>'`) so it
 * shares no event loop with the server under test nor with the script collecting the results.
 * Prints autocannon's result as one line of JSON, with the CPU time this process used.
 */
import autocannon, { type RequestDefinition } from 'autocannon';
import { variantPath } from './variants';

export interface LoadJob {
  origin: string;
  path: string;
  headers: Record<string, string>;
  connections: number;
  /** Seconds. */
  duration: number;
  /** When set, every request sends a new spelling of the search, numbered from this value. */
  varyFrom?: number;
}

async function main(): Promise<void> {
  const job = JSON.parse(process.argv[2] ?? '') as LoadJob;
  let next = job.varyFrom ?? 0;
  const request: RequestDefinition = { method: 'GET', path: job.path, headers: job.headers };
  if (job.varyFrom !== undefined) {
    request.setupRequest = (req) => ({ ...req, path: variantPath(job.path, next++) });
  }
  const cpuBefore = process.cpuUsage();
  const result = await autocannon({
    url: job.origin,
    connections: job.connections,
    duration: job.duration,
    timeout: 10,
    requests: [request],
  });
  const cpu = process.cpuUsage(cpuBefore);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  process.stdout.write(`${JSON.stringify({ ...result, cpuSeconds })}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
