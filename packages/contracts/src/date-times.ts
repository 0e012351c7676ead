import { z } from 'zod';

const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A date and time of day in the business time zone (Asia/Riyadh), as forms send it and the store's
 * offers and coupons keep their start and end: `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (a `T`
 * between them is accepted). Normalised to `YYYY-MM-DD HH:mm:ss`, so two values compare as text.
 */
export const localDateTime = localDateTimeAt();

/**
 * The start of a period (an offer's, a coupon's): a date and time as `localDateTime`, or a plain day
 * `YYYY-MM-DD`, which means its first second (`00:00:00`), as a client sending dates only means it.
 */
export const periodStart = localDateTimeAt('start');

/** The end of a period: a date and time, or a plain day meaning its last second (`23:59:59`). */
export const periodEnd = localDateTimeAt('end');

const LOCAL_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/;
const DAY_TIMES = { start: '00:00:00', end: '23:59:59' } as const;

function localDateTimeAt(edge?: keyof typeof DAY_TIMES) {
  return z
    .string()
    .trim()
    .max(19)
    .transform((value, ctx) => {
      if (!LOCAL_DATE_TIME.test(value) && !(edge && LOCAL_DATE.test(value))) {
        ctx.addIssue({ code: 'custom', params: { code: 'invalid_date' } });
        return z.NEVER;
      }
      return comparable(value, edge);
    });
}

/**
 * `YYYY-MM-DD HH:mm[:ss]` (either separator) to a comparable `YYYY-MM-DD HH:mm:ss`; a plain day at
 * one edge of a period to its first or last second.
 */
function comparable(value: string, edge?: keyof typeof DAY_TIMES): string {
  const [day = '', time = ''] = value.trim().split(/[ T]/);
  if (!time && edge) return `${day} ${DAY_TIMES[edge]}`;
  return `${day} ${time.length === 5 ? `${time}:00` : time}`;
}

/**
 * A refinement for an object with a start and an end: the end must come after the start (a 422 on
 * the end, "must be after the start"). Either end missing is left to the fields' own rules.
 */
export function endAfterStart<K extends string>(from: K, to: K) {
  return (value: Partial<Record<K, unknown>>, ctx: z.RefinementCtx) => {
    const start = value[from];
    const end = value[to];
    if (typeof start !== 'string' || typeof end !== 'string' || !start || !end) return;
    if (comparable(end, 'end') <= comparable(start, 'start')) {
      ctx.addIssue({ code: 'custom', path: [to], params: { code: 'end_before_start' } });
    }
  };
}

/** The group's time zone unless configured otherwise (the server's TIME_ZONE). */
export const DEFAULT_TIME_ZONE = 'Asia/Riyadh';

/** Whether a name is a time zone this runtime knows (IANA: `Asia/Riyadh`, `UTC`). */
export function isTimeZone(name: string): boolean {
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]{0,63}$/.test(name)) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

/** An instant as the clocks of `timeZone` read it, `YYYY-MM-DD HH:mm:ss` (24-hour, Latin digits). */
export function wallClock(instant: Date, timeZone: string = DEFAULT_TIME_ZONE): string {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    wallClockFormats.set(timeZone, format);
  }
  const part: Record<string, string> = {};
  for (const { type, value } of format.formatToParts(instant)) part[type] = value;
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}
