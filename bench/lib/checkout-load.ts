/**
 * Closed-loop load for the checkout bench: a fixed number of simulated customers, each sending
 * its next request as soon as the previous one is answered, over keep-alive connections to the
 * listening server (Node's fetch). Latency is what the client saw, body read.
 */
import { type Percentiles, percentiles } from './scale';

export interface Answer {
  status: number;
  ms: number;
  json: unknown;
}

/** The network errors a checkout was resent after (their causes), for the report. */
export const networkRetries: string[] = [];

const causeOf = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? `: ${error.cause.message}` : ''}`
    : String(error);
const withCause = (error: unknown) => new Error(causeOf(error));

export async function call(
  origin: string,
  token: string,
  method: 'GET' | 'POST',
  pathname: string,
  body?: object,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const started = performance.now();
  const send = () =>
    fetch(`${origin}${pathname}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        locale: 'en',
        ...(body ? { 'content-type': 'application/json' } : {}),
        ...headers,
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
  let response: Response;
  try {
    response = await send();
  } catch (error) {
    // A kept-alive socket the server closed as the request went out: resent once when the request
    // says it may be (a checkout's Idempotency-Key), as the app would; counted, and the time kept.
    if (!headers['idempotency-key']) throw withCause(error);
    networkRetries.push(causeOf(error));
    response = await send().catch((again: unknown) => {
      throw withCause(again);
    });
  }
  const text = await response.text();
  const ms = performance.now() - started;
  let json: unknown = null;
  try {
    json = JSON.parse(text);
  } catch {
    // an empty or non-JSON body: the status says enough
  }
  return { status: response.status, ms, json };
}

/**
 * Runs `work` over the items with `concurrency` workers, each taking the next item when done with
 * its last; answers the seconds from the first start to the last end.
 */
export async function pool<T>(
  items: readonly T[],
  concurrency: number,
  work: (item: T, worker: number, index: number) => Promise<void>,
): Promise<number> {
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: Math.min(concurrency, items.length) }, async (_, worker) => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, worker, index);
      }
    }),
  );
  return (performance.now() - started) / 1000;
}

/**
 * Open loop: item i is due at i / rate seconds, sent then (or when one of `concurrency` workers is
 * free, if all are busy). `work` answers when it started; the latency counted is from the moment the
 * item was due, so time spent waiting for a free worker is not hidden. Answers the seconds to the last end.
 */
export async function paced<T>(
  items: readonly T[],
  rate: number,
  concurrency: number,
  work: (item: T, dueAt: number) => Promise<void>,
): Promise<number> {
  const started = performance.now();
  return pool(items, concurrency, async (item, _worker, index) => {
    const dueAt = started + (index * 1000) / rate;
    const wait = dueAt - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    await work(item, dueAt);
  });
}

export interface Series {
  /** Client-side milliseconds of every answer, and the wall-clock seconds they took together. */
  ms: number[];
  seconds: number;
  /** Answers other than the expected status. */
  unexpected: number;
}

export const emptySeries = (): Series => ({ ms: [], seconds: 0, unexpected: 0 });

/** Two runs of the same series (the halves of B, A, A, B) as one. */
export function joined(a: Series, b: Series): Series {
  return { ms: [...a.ms, ...b.ms], seconds: a.seconds + b.seconds, unexpected: a.unexpected + b.unexpected };
}

export interface Figures extends Percentiles {
  requests: number;
  perSecond: number;
  unexpected: number;
}

export function figuresOf(series: Series): Figures {
  return {
    requests: series.ms.length,
    perSecond: series.ms.length / series.seconds,
    unexpected: series.unexpected,
    ...percentiles(series.ms),
  };
}
