import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A stand-in for the Web Audio API: records contexts made and notes started. */
class FakeAudioContext {
  static made: FakeAudioContext[] = [];
  state: 'suspended' | 'running' = 'suspended';
  currentTime = 0;
  destination = {};
  notes: number[] = [];
  /** Whether the browser would let this context start (a gesture has happened). */
  static allowed = false;

  constructor() {
    FakeAudioContext.made.push(this);
  }
  resume() {
    if (FakeAudioContext.allowed) this.state = 'running';
    // A refusing browser leaves the promise pending.
    return FakeAudioContext.allowed ? Promise.resolve() : new Promise<void>(() => {});
  }
  createOscillator() {
    const oscillator = {
      frequency: { value: 0 },
      connect: (node: unknown) => node,
      start: () => this.notes.push(oscillator.frequency.value),
      stop: () => {},
    };
    return oscillator;
  }
  createGain() {
    return {
      gain: { setValueAtTime: () => {}, exponentialRampToValueAtTime: () => {} },
      connect: (node: unknown) => node,
    };
  }
}

async function loadTone() {
  vi.resetModules();
  return import('./alert-tone');
}

beforeEach(() => {
  FakeAudioContext.made = [];
  FakeAudioContext.allowed = false;
  vi.stubGlobal('AudioContext', FakeAudioContext);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('the new-order chime', () => {
  it('stays silent before the first gesture without making an audio context, then sounds', async () => {
    const { armAlertTone, playAlertTone } = await loadTone();
    armAlertTone();
    expect(await playAlertTone()).toBe(false);
    expect(FakeAudioContext.made).toHaveLength(0);

    FakeAudioContext.allowed = true;
    window.dispatchEvent(new Event('pointerdown'));
    expect(FakeAudioContext.made).toHaveLength(1);
    expect(await playAlertTone()).toBe(true);
    expect(FakeAudioContext.made[0]!.notes).toEqual([880, 1175]);
    // One context for every chime.
    expect(await playAlertTone()).toBe(true);
    expect(FakeAudioContext.made).toHaveLength(1);
  });

  it('skips a chime the browser still refuses rather than playing it late', async () => {
    vi.useFakeTimers();
    const { armAlertTone, playAlertTone } = await loadTone();
    armAlertTone();
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
    const played = playAlertTone();
    await vi.advanceTimersByTimeAsync(600);
    expect(await played).toBe(false);
    expect(FakeAudioContext.made[0]!.notes).toEqual([]);
  });
});
