import type { Lang } from '../../shared/lang';

/**
 * Dates and clock times on the public pages, written by hand rather than by Intl: the first
 * Intl.DateTimeFormat a page builds costs Chromium 15–20 ms of ICU set-up (60–70 ms on a slow
 * phone), inside the hydration task of every page that shows a date or an opening hour. The output
 * is what Intl gives for the site's locales (en-GB; Arabic with Latin digits and the Gregorian
 * calendar), as site-time.test.ts checks against Intl itself; it is also the same on the server and
 * in every browser, whatever ICU each carries.
 */

/** Riyadh keeps UTC+3 all year (no daylight saving), so a fixed offset is exact. */
const RIYADH_OFFSET_MS = 3 * 60 * 60 * 1000;

const MONTHS: Record<Lang, readonly string[]> = {
  en: [
    'January',
    'February',
    'March',
    'April',
    'May',
    'June',
    'July',
    'August',
    'September',
    'October',
    'November',
    'December',
  ],
  ar: ['يناير', 'فبراير', 'مارس', 'أبريل', 'مايو', 'يونيو', 'يوليو', 'أغسطس', 'سبتمبر', 'أكتوبر', 'نوفمبر', 'ديسمبر'],
};

/** en-GB's short names ("Sept" included); Arabic has no shorter ones. */
const SHORT_MONTHS: Record<Lang, readonly string[]> = {
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
  ar: MONTHS.ar,
};

const DAY_HALVES: Record<Lang, readonly [string, string]> = { en: ['am', 'pm'], ar: ['ص', 'م'] };

/**
 * A date as in Riyadh, e.g. "5 March 2026" / "5 مارس 2026", or with `short` months "5 Mar 2026"
 * (a card's line beside its category); '' for a value that is not a date.
 */
export function formatSiteDate(value: string, lang: Lang, month: 'long' | 'short' = 'long'): string {
  const time = new Date(value).getTime();
  if (Number.isNaN(time)) return '';
  const riyadh = new Date(time + RIYADH_OFFSET_MS);
  const names = month === 'short' ? SHORT_MONTHS : MONTHS;
  return `${riyadh.getUTCDate()} ${names[lang][riyadh.getUTCMonth()]} ${riyadh.getUTCFullYear()}`;
}

/** 'HH:MM' as a 12-hour clock time, e.g. "4:30 pm" / "4:30 م"; '24:00' reads as midnight. */
export function formatClock(time: string, lang: Lang): string {
  const match = /^(\d{1,2}):(\d{2})/.exec(time);
  if (!match) return time;
  const hour = Number(match[1]) % 24;
  return `${hour % 12 || 12}:${match[2]} ${DAY_HALVES[lang][hour < 12 ? 0 : 1]}`;
}
