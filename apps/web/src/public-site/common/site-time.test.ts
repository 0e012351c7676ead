import { describe, expect, it } from 'vitest';
import { intlLocale, LANGS } from '../../shared/lang';
import { formatClock, formatSiteDate } from './site-time';

describe.each(LANGS)('site dates and times in %s', (lang) => {
  it.each(['long', 'short'] as const)('writes every date as Intl does in Riyadh, with %s months', (month) => {
    const intl = new Intl.DateTimeFormat(intlLocale(lang), {
      day: 'numeric',
      month,
      year: 'numeric',
      timeZone: 'Asia/Riyadh',
    });
    // Every 7 hours over four years: each month, both sides of Riyadh's midnight, a leap day.
    for (let time = Date.UTC(2023, 0, 1); time < Date.UTC(2027, 0, 1); time += 7 * 3600 * 1000) {
      const iso = new Date(time).toISOString();
      expect(formatSiteDate(iso, lang, month), iso).toBe(intl.format(new Date(time)));
    }
    expect(formatSiteDate('2026-02-28T21:00:00.000Z', lang)).toBe(lang === 'en' ? '1 March 2026' : '1 مارس 2026');
  });

  it('gives nothing for a value that is not a date', () => {
    expect(formatSiteDate('not a date', lang)).toBe('');
  });

  it('writes every minute of the day as Intl does on a 12-hour clock', () => {
    const intl = new Intl.DateTimeFormat(intlLocale(lang), {
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: 'h12',
      timeZone: 'UTC',
    });
    for (let minute = 0; minute < 24 * 60; minute++) {
      const hh = String(Math.floor(minute / 60)).padStart(2, '0');
      const mm = String(minute % 60).padStart(2, '0');
      // Some ICU versions put a narrow no-break space before the day half; the site writes a space.
      const expected = intl.format(new Date(Date.UTC(2000, 0, 1, 0, minute))).replace(/\u202f/g, ' ');
      expect(formatClock(`${hh}:${mm}`, lang), `${hh}:${mm}`).toBe(expected);
    }
    expect(formatClock('24:00', lang)).toBe(formatClock('00:00', lang));
    expect(formatClock('9:05:00', lang)).toBe(lang === 'en' ? '9:05 am' : '9:05 ص');
    expect(formatClock('soon', lang)).toBe('soon');
  });
});
