import { isStaffEvent, STAFF_EVENTS, type StaffEventName, type StaffEventPayload } from '@app/contracts/events';
import { getToken } from '../api-client';
import { createSseParser } from './sse-parser';

/** What a subscriber hears: each staff event, and each time the stream came back after a break. */
export interface StaffEventListener {
  onEvent?<N extends StaffEventName>(name: N, payload: StaffEventPayload<N>): void;
  /** The server does not replay what was missed: lists refetch here. */
  onReconnect?(): void;
}

export interface StreamOptions {
  fetch: typeof fetch;
  token: () => string | null;
  /** Waits before the next attempt: 1 s, 2 s, 4 s … up to the maximum, with jitter. */
  baseDelayMs: number;
  maxDelayMs: number;
  random: () => number;
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

const EVENTS_URL = '/api/admin/events';

/**
 * One connection to the staff event stream (GET /api/admin/events) shared by every subscriber of a
 * tab. Read with fetch, so the token travels in the Authorization header and never in a URL. The
 * connection opens with the first subscriber and closes with the last; it reconnects with backoff
 * after an error or an end (a server restart), and stops for good on 401/403 (the token is gone
 * or no longer allows any event) until a new subscriber comes. Payloads are checked against the
 * contract before anyone hears them.
 */
export class StaffEventStream {
  private readonly listeners = new Set<StaffEventListener>();
  private abort: AbortController | null = null;
  private timer: unknown = null;
  private attempt = 0;
  private connectedOnce = false;

  constructor(private readonly options: StreamOptions) {}

  subscribe(listener: StaffEventListener): () => void {
    this.listeners.add(listener);
    if (this.listeners.size === 1) this.open();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) this.close();
    };
  }

  private open(): void {
    this.attempt = 0;
    this.connectedOnce = false;
    void this.connect();
  }

  private close(): void {
    this.abort?.abort();
    this.abort = null;
    if (this.timer !== null) this.options.clearTimeout(this.timer);
    this.timer = null;
  }

  private async connect(): Promise<void> {
    this.timer = null;
    const token = this.options.token();
    if (!token || this.listeners.size === 0) return;
    const abort = new AbortController();
    this.abort = abort;
    try {
      const response = await this.options.fetch(EVENTS_URL, {
        headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
        signal: abort.signal,
        cache: 'no-store',
      });
      if (response.status === 401 || response.status === 403) return;
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      if (this.connectedOnce) for (const listener of this.listeners) listener.onReconnect?.();
      this.connectedOnce = true;
      this.attempt = 0;
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      const push = createSseParser(({ event, data }) => this.dispatch(event, data));
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        push(value);
      }
    } catch {
      // A network error or an abort; an abort (no listeners left) stops below.
    }
    if (abort.signal.aborted || this.listeners.size === 0) return;
    this.scheduleReconnect();
  }

  private scheduleReconnect(): void {
    const { baseDelayMs, maxDelayMs, random } = this.options;
    const delay = Math.min(maxDelayMs, baseDelayMs * 2 ** this.attempt);
    this.attempt++;
    // Jitter spreads the reconnections of many tabs after a server restart.
    this.timer = this.options.setTimeout(() => void this.connect(), delay / 2 + random() * (delay / 2));
  }

  private dispatch(event: string, data: string): void {
    if (!isStaffEvent(event)) return;
    let payload: unknown;
    try {
      payload = JSON.parse(data);
    } catch {
      return;
    }
    const parsed = STAFF_EVENTS[event].payload.safeParse(payload);
    if (!parsed.success) return;
    for (const listener of this.listeners) listener.onEvent?.(event, parsed.data as never);
  }
}

/** The tab's one stream. */
export const staffEventStream = new StaffEventStream({
  fetch: (...args) => fetch(...args),
  token: getToken,
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  random: Math.random,
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
});
