import { describe, expect, it } from 'vitest';
import { parsePage } from './use-page-param';

describe('parsePage', () => {
  it('reads positive whole numbers and treats anything else as page 1', () => {
    expect(parsePage('3')).toBe(3);
    expect(parsePage(null)).toBe(1);
    expect(parsePage('')).toBe(1);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-2')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('abc')).toBe(1);
    expect(parsePage('99999999999999999999')).toBe(1);
  });
});
