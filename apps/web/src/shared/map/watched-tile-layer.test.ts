import { describe, expect, it } from 'vitest';
import { TILE_FAILURES_BEFORE_NOTICE, tileHealth } from './watched-tile-layer';

describe('tileHealth', () => {
  it('calls the map broken only after several tiles failed with none loading in between', () => {
    const health = tileHealth();
    const results = Array.from({ length: TILE_FAILURES_BEFORE_NOTICE }, () => health.failed());
    expect(results.slice(0, -1)).toEqual(Array(TILE_FAILURES_BEFORE_NOTICE - 1).fill(false));
    expect(results.at(-1)).toBe(true);
  });

  it('forgives a lost tile now and then while others load', () => {
    const health = tileHealth(4);
    for (let i = 0; i < 20; i++) {
      expect(health.failed()).toBe(false);
      expect(health.failed()).toBe(false);
      health.loaded();
    }
  });
});
