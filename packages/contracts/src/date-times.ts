import { z } from 'zod';

const LOCAL_DATE_TIME = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])[ T]([01]\d|2[0-3]):[0-5]\d(:[0-5]\d)?$/;

/**
 * A date and time of day in the business time zone (Asia/Riyadh), as forms send it and the store's
 * offers and coupons keep their start and end: `YYYY-MM-DD HH:mm` or `YYYY-MM-DD HH:mm:ss` (a `T`
 * between them is accepted). Normalised to `YYYY-MM-DD HH:mm:ss`, so two values compare as text.
 */
export const localDateTime = z
  .string()
  .trim()
  .max(19)
  .transform((value, ctx) => {
    if (!LOCAL_DATE_TIME.test(value)) {
      ctx.addIssue({ code: 'custom', params: { code: 'invalid_date' } });
      return z.NEVER;
    }
    return comparable(value);
  });

/** `YYYY-MM-DD HH:mm[:ss]` (either separator) to a comparable `YYYY-MM-DD HH:mm:ss`. */
function comparable(value: string): string {
  const [day = '', time = ''] = value.trim().split(/[ T]/);
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
    if (comparable(end) <= comparable(start)) {
      ctx.addIssue({ code: 'custom', path: [to], params: { code: 'end_before_start' } });
    }
  };
}
