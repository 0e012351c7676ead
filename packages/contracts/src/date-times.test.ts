import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { endAfterStart, localDateTime, periodEnd, periodStart } from './date-times';

const period = z
  .object({ start_date: localDateTime, end_date: localDateTime })
  .superRefine(endAfterStart('start_date', 'end_date'));

describe('localDateTime', () => {
  it('accepts minutes or seconds, with a space or a T, and normalises to seconds', () => {
    expect(localDateTime.parse('2026-12-01 09:30')).toBe('2026-12-01 09:30:00');
    expect(localDateTime.parse('2026-12-01T09:30:15')).toBe('2026-12-01 09:30:15');
  });

  it('refuses what is not a date and a time of day', () => {
    for (const bad of ['2026-13-01 09:30', '2026-12-01 24:00', '2026-12-01', '1 Dec 2026 09:30', '2026-12-01 9:30']) {
      expect(localDateTime.safeParse(bad).success, bad).toBe(false);
    }
  });
});

describe('periodStart and periodEnd', () => {
  it('read a plain day as its first or its last second, and a date-time as localDateTime does', () => {
    expect(periodStart.parse('2026-12-01')).toBe('2026-12-01 00:00:00');
    expect(periodEnd.parse(' 2026-12-01 ')).toBe('2026-12-01 23:59:59');
    expect(periodStart.parse('2026-12-01T09:30')).toBe('2026-12-01 09:30:00');
    expect(periodEnd.parse('2026-12-01 18:00:05')).toBe('2026-12-01 18:00:05');
  });

  it('refuse what is neither', () => {
    for (const bad of ['2026-13-01', '2026-12', '01/12/2026', '2026-12-01T', '2026-12-01 9:30']) {
      expect(periodStart.safeParse(bad).success, bad).toBe(false);
      expect(periodEnd.safeParse(bad).success, bad).toBe(false);
    }
  });

  it('make a one-day period of the same day, and refuse a last day before the first', () => {
    const days = z
      .object({ start_date: periodStart, end_date: periodEnd })
      .superRefine(endAfterStart('start_date', 'end_date'));
    expect(days.safeParse({ start_date: '2026-12-01', end_date: '2026-12-01' }).success).toBe(true);
    expect(days.safeParse({ start_date: '2026-12-01 10:00', end_date: '2026-12-01' }).success).toBe(true);
    expect(days.safeParse({ start_date: '2026-12-02', end_date: '2026-12-01' }).error?.issues).toEqual([
      expect.objectContaining({ path: ['end_date'], params: { code: 'end_before_start' } }),
    ]);
  });
});

describe('endAfterStart', () => {
  it('refuses an end at or before the start, on the end field', () => {
    for (const end of ['2026-12-01 09:30', '2026-11-30 23:59']) {
      const result = period.safeParse({ start_date: '2026-12-01 09:30', end_date: end });
      expect(result.success).toBe(false);
      expect(result.error?.issues).toEqual([
        expect.objectContaining({ path: ['end_date'], params: { code: 'end_before_start' } }),
      ]);
    }
  });

  it('accepts an end after the start, whatever the spelling of each', () => {
    expect(period.safeParse({ start_date: '2026-12-01T09:30', end_date: '2026-12-01 09:30:01' }).success).toBe(true);
  });
});
