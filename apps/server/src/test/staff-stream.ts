import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { authHeader } from './auth';

interface StreamEvent {
  event: string;
  data: unknown;
}

export interface OpenStaffStream {
  /** The next event (comments skipped); throws 'stream ended' when the server ends the stream first. */
  next(): Promise<StreamEvent>;
  close(): void;
}

/** The listening address of an app (it must have called `listen`). */
function originOf(app: FastifyInstance): string {
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/**
 * A staff event stream opened on a listening `app`, read event by event as they arrive; it answers
 * once the server has sent its first comment, so nothing published afterwards is missed.
 */
export async function openStaffStream(app: FastifyInstance, token: string): Promise<OpenStaffStream> {
  const controller = new AbortController();
  const response = await fetch(`${originOf(app)}/api/admin/events`, {
    headers: authHeader(token),
    signal: controller.signal,
  });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  let finished = false;
  const read = async (): Promise<void> => {
    const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
    if (done) {
      finished = true;
      throw new Error('stream ended');
    }
    buffer += value;
  };
  while (!buffer.includes(': connected\n\n')) await read();
  buffer = buffer.slice(buffer.indexOf(': connected\n\n') + ': connected\n\n'.length);
  const next = async (): Promise<StreamEvent> => {
    for (;;) {
      const end = buffer.indexOf('\n\n');
      if (end !== -1) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const lines = block.split('\n');
        const event = lines.find((line) => line.startsWith('event: '))?.slice(7);
        const data = lines.find((line) => line.startsWith('data: '))?.slice(6);
        if (event && data !== undefined) return { event, data: JSON.parse(data) };
        continue;
      }
      if (finished) throw new Error('stream ended');
      await read();
    }
  };
  return { next, close: () => controller.abort() };
}
