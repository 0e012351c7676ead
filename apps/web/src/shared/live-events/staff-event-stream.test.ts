import { afterEach, describe, expect, it, vi } from 'vitest';
import { StaffEventStream, type StreamOptions } from './staff-event-stream';

const ORDER = {
  id: 7,
  title: 'طلب جديد',
  body: 'رقم 7',
  created_at: '2026-11-24T10:00:00Z',
  route: '/store-admin/requests',
};

/** A response whose body is the given SSE text, optionally left open (a live stream). */
function streamResponse(text: string, { open = false } = {}): { response: Response; end(): void } {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
      c.enqueue(new TextEncoder().encode(text));
      if (!open) c.close();
    },
  });
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    end: () => controller.close(),
  };
}

function harness(responses: Array<() => Response | Promise<Response>>) {
  const calls: RequestInit[] = [];
  const timers: Array<{ callback: () => void; ms: number }> = [];
  const options: StreamOptions = {
    fetch: vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      calls.push(init ?? {});
      const next = responses.shift();
      if (!next) return new Promise<Response>(() => {});
      return next();
    }) as unknown as typeof fetch,
    token: () => 'secret-token',
    baseDelayMs: 1000,
    maxDelayMs: 30_000,
    random: () => 1,
    setTimeout: (callback, ms) => timers.push({ callback, ms }),
    clearTimeout: () => {},
  };
  return { stream: new StaffEventStream(options), calls, timers, options };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => vi.restoreAllMocks());

describe('StaffEventStream', () => {
  it('sends the token in the Authorization header, checks payloads and tells each subscriber', async () => {
    const text = `: connected\n\nevent: admin.order.created\ndata: ${JSON.stringify(ORDER)}\n\nevent: admin.order.created\ndata: {"id":"not a number"}\n\nevent: unknown.event\ndata: {}\n\n`;
    const { stream, calls } = harness([() => streamResponse(text, { open: true }).response]);
    const a = vi.fn();
    const b = vi.fn();
    stream.subscribe({ onEvent: a });
    stream.subscribe({ onEvent: b });
    await flush();
    await flush();
    expect(calls).toHaveLength(1);
    expect(calls[0]!.headers).toMatchObject({ Authorization: 'Bearer secret-token' });
    expect(a).toHaveBeenCalledTimes(1);
    expect(a).toHaveBeenCalledWith('admin.order.created', ORDER);
    expect(b).toHaveBeenCalledTimes(1);
  });

  it('reconnects with a growing delay after the stream ends, and says so to subscribers', async () => {
    const { stream, calls, timers } = harness([
      () => streamResponse(': connected\n\n').response,
      () => Promise.reject(new TypeError('network down')),
      () => streamResponse(`event: admin.order.created\ndata: ${JSON.stringify(ORDER)}\n\n`, { open: true }).response,
    ]);
    const onEvent = vi.fn();
    const onReconnect = vi.fn();
    stream.subscribe({ onEvent, onReconnect });
    await flush();
    await flush();
    // The first stream ended (a server restart): a retry is planned, after 1 s at most.
    expect(timers.map((t) => t.ms)).toEqual([1000]);
    timers.shift()!.callback();
    await flush();
    // That attempt failed: the next wait is longer.
    expect(timers.map((t) => t.ms)).toEqual([2000]);
    timers.shift()!.callback();
    await flush();
    await flush();
    expect(calls).toHaveLength(3);
    expect(onReconnect).toHaveBeenCalledTimes(1);
    expect(onEvent).toHaveBeenCalledWith('admin.order.created', ORDER);
  });

  it('stops on 401 or 403, and closes the connection when the last subscriber leaves', async () => {
    const refused = harness([() => new Response(null, { status: 401 })]);
    refused.stream.subscribe({});
    await flush();
    expect(refused.timers).toEqual([]);

    let signal: AbortSignal | undefined;
    const live = harness([() => streamResponse(': connected\n\n', { open: true }).response]);
    (live.options.fetch as unknown as ReturnType<typeof vi.fn>).mockImplementationOnce(
      async (_url: unknown, init?: RequestInit) => {
        signal = init?.signal ?? undefined;
        return streamResponse(': connected\n\n', { open: true }).response;
      },
    );
    const leave = live.stream.subscribe({});
    await flush();
    expect(signal?.aborted).toBe(false);
    leave();
    expect(signal?.aborted).toBe(true);
    await flush();
    expect(live.timers).toEqual([]);
  });
});
