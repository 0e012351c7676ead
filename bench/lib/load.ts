/**
 * The load generator, run as its own process (`node --import tsx lib/load.ts '<job json>'`) so it
 * shares no event loop with the server under test nor with the script collecting the results.
 * Prints the run's figures (LoadResult) as one line of JSON, with the CPU time this process used.
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
  /** How many spellings from varyFrom on are this run's: the next run's start after them. */
  varyCount?: number;
}

/** What one load run reports, whichever program sent it (lib/load-generator.ts). */
export interface LoadResult {
  /** Seconds the load lasted. */
  duration: number;
  requests: { total: number };
  /** Milliseconds. */
  latency: { p50: number; p99: number };
  /** Connections that failed or broke. */
  errors: number;
  timeouts: number;
  non2xx: number;
  /** CPU seconds the load generator used. */
  cpuSeconds: number;
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
  const figures: LoadResult = {
    duration: result.duration,
    requests: { total: result.requests.total },
    latency: { p50: result.latency.p50, p99: result.latency.p99 },
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    cpuSeconds: (cpu.user + cpu.system) / 1e6,
  };
  process.stdout.write(`${JSON.stringify(figures)}\n`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
