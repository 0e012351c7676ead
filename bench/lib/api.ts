import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { AppServer } from './app-server';
import type { LoadJob, LoadResult } from './load';
import { type LoadGenerator, runLoad } from './load-generator';
import { cpuSecondsOf, firstJsonLine, sleep, spawnScript, stopProcess } from './processes';
import { median } from './stats';
import { VARIANT_COUNT, variantPath } from './variants';

export interface ApiCase {
  id: string;
  label: string;
  path: string;
  /** Every request spells the search differently, so the public cache never has the answer. */
  vary: boolean;
  /** Sent on top of REQUEST_HEADERS (a page asks for HTML, as a browser does). */
  headers?: Record<string, string>;
}

export interface LoadSettings {
  connections: number;
  /** Measured seconds per server and endpoint in each round, in two halves (baseline, app, app, baseline). */
  duration: number;
  /**
   * Rounds per endpoint. On a small shared machine one round's CPU ratio moves by ±0.1 with what
   * else runs; the reported ratio is the median of the rounds'.
   */
  rounds: number;
  /** Seconds of load before each measured run, not counted. */
  warmup: number;
  /** The program sending the load (BENCH_LOAD; wrk when installed). */
  generator: LoadGenerator;
}

export interface LoadFigures {
  requestsPerSecond: number;
  latencyP50Ms: number;
  latencyP99Ms: number;
  requests: number;
  errors: number;
  timeouts: number;
  non2xx: number;
  /** Cores kept busy on average: the server under test, and the load generator. */
  serverCores: number | null;
  loadGeneratorCores: number;
  /** Server CPU time per answered request, in microseconds: what each answer costs, busy machine or not. */
  serverCpuPerRequestUs: number | null;
  rounds: { requestsPerSecond: number; latencyP50Ms: number; latencyP99Ms: number }[];
}

export interface ApiResult {
  id: string;
  label: string;
  path: string;
  /** Size of the answer's body as sent (compressed), and its content coding. */
  bodyBytes: number;
  contentEncoding: string;
  /** What the application said about its cache for the recorded answer (x-cache). */
  cache: string;
  baseline: LoadFigures;
  app: LoadFigures;
  /** app req/s ÷ baseline req/s: 1 would be as fast as the bare server. */
  throughputRatio: number;
  /**
   * Baseline CPU per request ÷ app CPU per request: the throughput ratio the app would reach with
   * a core to itself. Steadier than throughputRatio when other work shares the machine.
   */
  cpuRatio: number | null;
  /** The lowest and highest of the rounds' CPU ratios, whose median cpuRatio is. */
  cpuRatioRange: [number, number] | null;
  /** app p99 ÷ baseline p99: how many times longer the slowest 1 % of requests wait (null if the baseline's is 0 ms). */
  p99Ratio: number | null;
  /** On a miss the answer is compressed before it is sent: what that costs alone (cache-miss case only). */
  missCompression?: CompressionCost;
}

/**
 * What a browser sends that decides the bytes of the answer: Brotli or gzip (the app answers
 * Brotli), and the language. Both servers get exactly the same request.
 */
const REQUEST_HEADERS: Record<string, string> = { 'accept-encoding': 'br, gzip', locale: 'ar' };

/** Headers node:http writes by itself on every answer; copying them would send them twice. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** One answer as the baseline server (lib/baseline.mjs) replays it. */
interface RecordedAnswer {
  status: number;
  /** Raw header pairs as received, minus those node:http writes itself (date, connection...). */
  headers: [string, string][];
  bodyBase64: string;
}

interface RawAnswer extends RecordedAnswer {
  body: Buffer;
}

/** One GET with the benchmark's headers; the body exactly as sent (still compressed). */
function recordAnswer(origin: string, pathname: string, headers = REQUEST_HEADERS): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const request = http.get(`${origin}${pathname}`, { headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const headers: [string, string][] = [];
        const raw = response.rawHeaders;
        for (let i = 0; i + 1 < raw.length; i += 2) {
          const name = raw[i]!;
          if (!HOP_HEADERS.has(name.toLowerCase())) headers.push([name, raw[i + 1]!]);
        }
        resolve({ status: response.statusCode ?? 0, headers, body, bodyBase64: body.toString('base64') });
      });
    });
    request.on('error', reject);
  });
}

interface CompressionCost {
  jsonBytes: number;
  /** Median milliseconds on this machine, measured outside the server. */
  brotli11Ms: number;
  gzip9Ms: number;
}

/** The public cache compresses every new answer with Brotli quality 11 and gzip level 9. */
async function compressionCost(origin: string, pathname: string): Promise<CompressionCost> {
  const { body } = await recordAnswer(origin, pathname, { ...REQUEST_HEADERS, 'accept-encoding': 'identity' });
  const medianTime = (run: () => void) => {
    const times: number[] = [];
    for (let i = 0; i < 21; i++) {
      const started = performance.now();
      run();
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[10]!;
  };
  return {
    jsonBytes: body.length,
    brotli11Ms: medianTime(() =>
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    ),
    gzip9Ms: medianTime(() => gzipSync(body, { level: 9 })),
  };
}

function header(answer: RecordedAnswer, name: string): string {
  return answer.headers.find(([key]) => key.toLowerCase() === name)?.[1] ?? '';
}

/**
 * One side's figures over its rounds: throughput over all requests, latency percentiles as the
 * mean of the rounds' (the load generators report percentiles, not the histogram they come from).
 */
function figures(rounds: LoadRun[]): LoadFigures {
  const sum = (pick: (r: LoadRun) => number) => rounds.reduce((total, r) => total + pick(r), 0);
  const mean = (pick: (r: LoadRun) => number) => sum(pick) / rounds.length;
  const seconds = sum((r) => r.duration);
  const serverCpu = rounds.every((r) => r.serverCpuSeconds !== null) ? sum((r) => r.serverCpuSeconds!) : null;
  return {
    serverCores: serverCpu === null ? null : serverCpu / seconds,
    loadGeneratorCores: sum((r) => r.cpuSeconds) / seconds,
    serverCpuPerRequestUs: serverCpu === null ? null : (serverCpu / sum((r) => r.requests.total)) * 1e6,
    requestsPerSecond: sum((r) => r.requests.total) / seconds,
    latencyP50Ms: mean((r) => r.latency.p50),
    latencyP99Ms: mean((r) => r.latency.p99),
    requests: sum((r) => r.requests.total),
    errors: sum((r) => r.errors),
    timeouts: sum((r) => r.timeouts),
    non2xx: sum((r) => r.non2xx),
    rounds: rounds.map((r) => ({
      requestsPerSecond: r.requests.total / r.duration,
      latencyP50Ms: r.latency.p50,
      latencyP99Ms: r.latency.p99,
    })),
  };
}

function cpuRatioOf(base: LoadFigures, app: LoadFigures): number | null {
  return base.serverCpuPerRequestUs && app.serverCpuPerRequestUs
    ? base.serverCpuPerRequestUs / app.serverCpuPerRequestUs
    : null;
}

/**
 * After the load stops, the server may still be working through requests it had accepted
 * (a miss's compression runs on the thread pool): give it a moment before measuring the baseline.
 */
const settle = () => sleep(1000);

interface LoadRun extends LoadResult {
  /** CPU seconds used by the server under test during the run. */
  serverCpuSeconds: number | null;
}

async function load(job: LoadJob, serverPid: number | undefined, generator: LoadGenerator): Promise<LoadRun> {
  const before = cpuSecondsOf(serverPid);
  const result = await runLoad(generator, job);
  const after = cpuSecondsOf(serverPid);
  return { ...result, serverCpuSeconds: before === null || after === null ? null : after - before };
}

/**
 * Measures one endpoint of the running application against a bare node:http server sending
 * the bytes the application sent for the same request, in the same run, each run with its own
 * load-generator process.
 */
export async function benchmarkCase(server: AppServer, apiCase: ApiCase, settings: LoadSettings): Promise<ApiResult> {
  const appOrigin = server.origin;
  // The recorded spelling is one the measured run never sends, so it stays a miss there too.
  const recordPath = apiCase.vary ? variantPath(apiCase.path, VARIANT_COUNT - 1) : apiCase.path;
  const headers = { ...REQUEST_HEADERS, ...apiCase.headers };
  if (!apiCase.vary) await recordAnswer(appOrigin, recordPath, headers); // the first answer fills the cache
  const answer = await recordAnswer(appOrigin, recordPath, headers);
  if (answer.status !== 200) {
    throw new Error(`${apiCase.path} answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`);
  }
  if (apiCase.vary) {
    const cached = await recordAnswer(appOrigin, apiCase.path, headers);
    if (!cached.body.equals(answer.body)) {
      throw new Error(`a respelled search of ${apiCase.path} did not return the same answer`);
    }
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-answer-'));
  const answerFile = path.join(dir, 'answer.json');
  const { body: _body, ...recorded } = answer;
  fs.writeFileSync(answerFile, JSON.stringify(recorded));
  const baseline = spawnScript('baseline.mjs', [answerFile]);
  try {
    const { port } = await firstJsonLine<{ port: number }>(baseline);
    const baselineOrigin = `http://127.0.0.1:${port}`;
    const echoed = await recordAnswer(baselineOrigin, apiCase.path, headers);
    if (!echoed.body.equals(answer.body)) throw new Error('the baseline server did not send the recorded bytes');

    const job = (origin: string, duration: number, varyFrom: number, varyCount: number): LoadJob => ({
      origin,
      path: apiCase.path,
      headers,
      connections: settings.connections,
      duration,
      ...(apiCase.vary ? { varyFrom, varyCount } : {}),
    });
    const run = (job: LoadJob, pid: number | undefined) => load(job, pid, settings.generator);
    // Each run numbers its spellings from its own range, so no spelling is ever sent twice.
    const measuredFrom = VARIANT_COUNT / 2;
    if (settings.warmup > 0) {
      await run(job(baselineOrigin, settings.warmup, 0, measuredFrom), baseline.pid);
      await run(job(appOrigin, settings.warmup, 0, measuredFrom), server.pid);
      await settle();
    }
    // Baseline, app, app, baseline: a load that changes steadily during a round weighs on both alike.
    const half = settings.duration / 2;
    const baselineRounds: LoadRun[] = [];
    const appRounds: LoadRun[] = [];
    const roundRatios: number[] = [];
    for (let round = 0; round < settings.rounds; round++) {
      // Each half numbers its spellings from its own range, so no spelling is ever sent twice. Whole
      // numbers: a fraction would spell a mark that does not exist, a search that finds nothing.
      const span = Math.floor(VARIANT_COUNT / (4 * settings.rounds));
      const from = (n: number) => measuredFrom + (round * 2 + n) * span;
      const first = await run(job(baselineOrigin, half, from(0), span), baseline.pid);
      const second = await run(job(appOrigin, half, from(0), span), server.pid);
      const third = await run(job(appOrigin, half, from(1), span), server.pid);
      await settle();
      const fourth = await run(job(baselineOrigin, half, from(1), span), baseline.pid);
      baselineRounds.push(first, fourth);
      appRounds.push(second, third);
      const ratio = cpuRatioOf(figures([first, fourth]), figures([second, third]));
      if (ratio !== null) roundRatios.push(ratio);
    }

    const missCompression = apiCase.vary ? await compressionCost(appOrigin, apiCase.path) : undefined;
    const base = figures(baselineRounds);
    const app = figures(appRounds);
    return {
      id: apiCase.id,
      label: apiCase.label,
      path: apiCase.path,
      bodyBytes: answer.body.length,
      contentEncoding: header(answer, 'content-encoding') || 'identity',
      cache: header(answer, 'x-cache') || 'none',
      baseline: base,
      app,
      throughputRatio: app.requestsPerSecond / base.requestsPerSecond,
      cpuRatio: roundRatios.length === settings.rounds ? median(roundRatios) : null,
      cpuRatioRange:
        roundRatios.length === settings.rounds ? [Math.min(...roundRatios), Math.max(...roundRatios)] : null,
      p99Ratio: base.latencyP99Ms > 0 ? app.latencyP99Ms / base.latencyP99Ms : null,
      ...(missCompression ? { missCompression } : {}),
    };
  } finally {
    await stopProcess(baseline);
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
