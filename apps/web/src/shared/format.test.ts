import { describe, expect, it } from 'vitest';
import { createFormatters, EMPTY_VALUE, formattersFor, setGroupTimeZone } from './format';

describe('formatters', () => {
  const instant = '2025-03-05T14:30:00Z';

  it('format dates in the language, with Latin digits in Arabic', () => {
    const en = createFormatters('en');
    const ar = createFormatters('ar');
    expect(en.date(instant)).toMatch(/5 Mar 2025/);
    expect(ar.date(instant)).toBe('5 مارس 2025');
    expect(ar.dateTime(instant)).toMatch(/^5 مارس 2025/);
    expect(en.dateTime(instant)).toMatch(/^5 Mar 2025, \d{1,2}:30/);
  });

  it('format numbers and riyals', () => {
    expect(createFormatters('en').number(1234567)).toBe('1,234,567');
    expect(createFormatters('en').money(12.5)).toMatch(/SAR\s?12\.50/);
    expect(createFormatters('ar').money(12.5)).toMatch(/12[.٫]50/);
  });

  it('show a dash for missing or broken values', () => {
    const en = createFormatters('en');
    expect(en.date(null)).toBe(EMPTY_VALUE);
    expect(en.dateTime('not a date')).toBe(EMPTY_VALUE);
    expect(en.number(undefined)).toBe(EMPTY_VALUE);
  });

  it("show dates in the group's time zone, whatever the browser's", () => {
    // 23:22 UTC on 25 November is 02:22 on 26 November in Riyadh (the order the CSV and invoice date so).
    const late = '2026-11-25T23:22:00Z';
    expect(formattersFor('en').dateTime(late)).toBe('26 Nov 2026, 2:22');
    expect(formattersFor('ar').date(late)).toBe('26 نوفمبر 2026');
    // Another zone named by the profile replaces the kept formatters.
    setGroupTimeZone('UTC');
    try {
      expect(formattersFor('en').date(late)).toBe('25 Nov 2026');
    } finally {
      setGroupTimeZone('Asia/Riyadh');
    }
    expect(formattersFor('en').date(late)).toBe('26 Nov 2026');
  });
});
