/**
 * A staff client of the event stream (GET /api/admin/events) as the web app keeps it: it notes when
 * each `admin.order.created` arrived and, when the stream ends or cannot be opened (an instance
 * stopped, restarted or told its screens to reload), reconnects after a short pause, as the web
 * does, keeping the gaps during which it was not connected (the screen reloads after each).
 */
import { sleep } from './processes';

export interface AlertClient {
  /** Order id → when its alert arrived (performance.now()). */
  arrivals: Map<number, number>;
  /** When the client was not connected: [from, to], `to` null while still away. */
  gaps: Array<[number, number | null]>;
  /** Resolves once the first stream is open and subscribed. */
  ready: Promise<void>;
  close(): void;
}

/** How long the client waits before opening the stream again. */
const RECONNECT_MS = 250;

/** `origin` is asked again at each reconnection (a restarted instance may listen elsewhere). */
export function alertClient(origin: () => string, token: string): AlertClient {
  const arrivals = new Map<number, number>();
  const gaps: Array<[number, number | null]> = [];
  let closed = false;
  let controller = new AbortController();
  let connected!: () => void;
  const ready = new Promise<void>((resolve) => {
    connected = resolve;
  });

  const follow = async (): Promise<void> => {
    controller = new AbortController();
    const response = await fetch(`${origin()}/api/admin/events`, {
      headers: { authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    if (response.status !== 200 || !response.body) throw new Error(`the event stream answered ${response.status}`);
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      const at = performance.now();
      buffer += value;
      for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        if (block.startsWith(': connected')) {
          const open = gaps.at(-1);
          if (open && open[1] === null) open[1] = at;
          connected();
        }
        const lines = block.split('\n');
        if (!lines.includes('event: admin.order.created')) continue;
        const data = lines.find((line) => line.startsWith('data: '));
        if (data) arrivals.set((JSON.parse(data.slice(6)) as { id: number }).id, at);
      }
    }
  };

  void (async () => {
    while (!closed) {
      try {
        await follow();
      } catch {
        // Refused, cut or aborted: reconnect unless closed.
      }
      if (closed) return;
      const open = gaps.at(-1);
      if (!open || open[1] !== null) gaps.push([performance.now(), null]);
      await sleep(RECONNECT_MS);
    }
  })();

  return {
    arrivals,
    gaps,
    ready,
    close() {
      closed = true;
      controller.abort();
    },
  };
}
