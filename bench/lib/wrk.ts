import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { LoadJob, LoadResult } from './load';
import { variantPath } from './variants';

/**
 * A load run through wrk (https://github.com/wg/wrk), one thread: the same job as lib/load.ts
 * sends through autocannon, reported in the same figures. A Lua script written per run sends the
 * respelled searches (read from a file lib/variants.ts wrote, so the spellings are exactly the
 * ones autocannon would send) and, once the run is over, prints the figures and wrk's own CPU time
 * (/proc/self/stat: every thread, in ticks of 1/100 s, as cpuSecondsOf reads a server's).
 */

/** The most respelled searches one run writes out (a miss is answered a few thousand times a second). */
const MAX_VARIANTS = 400_000;

const DONE = `
done = function(summary, latency, requests)
  local file = io.open("/proc/self/stat", "r")
  local stat = file:read("*a")
  file:close()
  local fields = {}
  for field in stat:sub(stat:find("%)[^)]*$") + 2):gmatch("%S+") do fields[#fields + 1] = field end
  local errors = summary.errors
  io.write(string.format(
    '{"requests":%d,"durationUs":%d,"p50Us":%d,"p99Us":%d,"connect":%d,"read":%d,"write":%d,"status":%d,"timeout":%d,"ticks":%d,"wrapped":%s}\\n',
    summary.requests, summary.duration, latency:percentile(50), latency:percentile(99),
    errors.connect, errors.read, errors.write, errors.status, errors.timeout,
    tonumber(fields[12]) + tonumber(fields[13]), tostring(wrapped)))
end
`;

const VARY = `
local paths = {}
wrapped = false
init = function(args)
  for line in io.lines(args[1]) do paths[#paths + 1] = line end
end
local sent = 0
request = function()
  sent = sent + 1
  if sent > #paths then
    sent = 1
    wrapped = true
  end
  return wrk.format(nil, paths[sent])
end
`;

interface WrkFigures {
  requests: number;
  durationUs: number;
  p50Us: number;
  p99Us: number;
  connect: number;
  read: number;
  write: number;
  status: number;
  timeout: number;
  ticks: number;
  wrapped: boolean;
}

export async function runWrk(job: LoadJob): Promise<LoadResult> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-wrk-'));
  try {
    const script = path.join(dir, 'run.lua');
    const args = ['-t1', `-c${job.connections}`, `-d${job.duration}s`, '--timeout', '10s', '-s', script];
    for (const [name, value] of Object.entries(job.headers)) args.push('-H', `${name}: ${value}`);
    args.push(`${job.origin}${job.path}`);
    if (job.varyFrom === undefined) {
      fs.writeFileSync(script, `wrapped = false\n${DONE}`);
    } else {
      const pathsFile = path.join(dir, 'paths.txt');
      const lines: string[] = [];
      const count = Math.min(job.varyCount ?? MAX_VARIANTS, MAX_VARIANTS);
      for (let n = 0; n < count; n++) lines.push(variantPath(job.path, job.varyFrom + n));
      fs.writeFileSync(pathsFile, `${lines.join('\n')}\n`);
      fs.writeFileSync(script, `${VARY}\n${DONE}`);
      args.push('--', pathsFile);
    }
    const output = await run('wrk', args);
    const line = output.split('\n').find((l) => l.startsWith('{"requests"'));
    if (!line) throw new Error(`wrk printed no figures:\n${output}`);
    const figures = JSON.parse(line) as WrkFigures;
    if (figures.wrapped) throw new Error('wrk sent more respelled searches than the run had spellings: some repeated');
    return {
      duration: figures.durationUs / 1e6,
      requests: { total: figures.requests },
      latency: { p50: figures.p50Us / 1000, p99: figures.p99Us / 1000 },
      errors: figures.connect + figures.read + figures.write,
      timeouts: figures.timeout,
      // wrk counts answers with a status of 400 or more; the app's answers here are all 200.
      non2xx: figures.status,
      cpuSeconds: figures.ticks / 100,
    };
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8');
    });
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0 ? resolve(output) : reject(new Error(`wrk exited with ${code}:\n${output}`)),
    );
  });
}
