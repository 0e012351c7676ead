import { execFileSync } from 'node:child_process';
import type { LoadJob, LoadResult } from './load';
import { runScript } from './processes';
import { runWrk } from './wrk';

/**
 * Which program sends the load. autocannon (npm, always there) parses every answer in JavaScript:
 * on a machine of two cores it saturates its own core at about 3,500 answers of 15 KB a second,
 * so a server answering big pages is only partly busy and each answer carries a wake-up of its
 * own, on both sides, which blurs the CPU ratio. wrk (C, a system package) keeps the server busy,
 * so it is used when it is installed; BENCH_LOAD chooses explicitly.
 */
export type LoadGenerator = 'wrk' | 'autocannon';

function wrkInstalled(): boolean {
  try {
    execFileSync('wrk', ['--version'], { stdio: 'ignore' });
    return true;
  } catch (error) {
    // wrk prints its usage and exits with 1 for --version: installed all the same.
    return (error as { code?: string }).code !== 'ENOENT';
  }
}

export function loadGeneratorFromEnv(): LoadGenerator {
  const chosen = process.env.BENCH_LOAD;
  if (chosen === 'wrk' || chosen === 'autocannon') return chosen;
  if (chosen) throw new Error(`BENCH_LOAD: unknown load generator ${chosen}; use wrk or autocannon`);
  return wrkInstalled() ? 'wrk' : 'autocannon';
}

/** One load run in its own process: neither server shares an event loop or a core's scheduler slot with it. */
export function runLoad(generator: LoadGenerator, job: LoadJob): Promise<LoadResult> {
  return generator === 'wrk' ? runWrk(job) : runScript<LoadResult>('load.ts', [JSON.stringify(job)]);
}
