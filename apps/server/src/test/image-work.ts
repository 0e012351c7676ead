/**
 * Proves that an upload's image work never holds the database: the test takes the process's only
 * image-work slot, so the upload waits in the middle of its image work for as long as the test
 * likes; meanwhile `/api/health` (a database query) and a read must answer. Ordering, not timing:
 * the slot is given back only after they answered (or after a generous fail-safe, when the
 * database is held and they cannot).
 */
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { imageSlots } from '../storage';

const FAIL_SAFE_MS = 8_000;

export interface HeldUploadOutcome {
  /** What happened, in order: `health`, `read`, `released`. */
  events: string[];
  health: LightMyRequestResponse | undefined;
  upload: LightMyRequestResponse;
}

async function until(condition: () => boolean, deadline: number): Promise<boolean> {
  while (!condition()) {
    if (Date.now() > deadline) return false;
    await delay(5);
  }
  return true;
}

export async function whileImageWorkIsHeld(
  app: FastifyInstance,
  upload: () => Promise<LightMyRequestResponse>,
  read: () => Promise<unknown>,
): Promise<HeldUploadOutcome> {
  const release = await imageSlots.acquire();
  const events: string[] = [];
  const deadline = Date.now() + FAIL_SAFE_MS;
  const pendingUpload = upload();
  try {
    // The upload has reached its image work and waits for the slot.
    if (!(await until(() => imageSlots.waiting > 0, deadline))) throw new Error('the upload never reached image work');
    let health: LightMyRequestResponse | undefined;
    const answered = Promise.all([
      app.inject({ method: 'GET', url: '/api/health' }).then((response) => {
        health = response;
        events.push('health');
      }),
      read().then(() => events.push('read')),
    ]);
    await Promise.race([answered, delay(Math.max(0, deadline - Date.now()))]);
    events.push('released');
    release();
    await answered;
    return { events, health, upload: await pendingUpload };
  } finally {
    release();
  }
}
