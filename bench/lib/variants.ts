/**
 * Distinct spellings of one Arabic search that all return the same branches.
 *
 * The public cache keys an answer by the query exactly as sent, while the search folds its
 * input (short vowels and other marks are dropped). Appending the number `n` written in
 * harakat (eight marks, U+064B–U+0652, one per base-8 digit) therefore gives a new cache key
 * every request — a miss that runs the database query and compresses the answer — while the
 * answer's bytes stay identical to the cached one, so one baseline serves both.
 */

const MARKS = Array.from({ length: 8 }, (_, i) => String.fromCharCode(0x064b + i));
/** Seven base-8 digits: two million spellings, far more than one run sends. */
const DIGITS = 7;
export const VARIANT_COUNT = 8 ** DIGITS;

function spelledNumber(n: number): string {
  if (!Number.isInteger(n) || n < 0) throw new Error(`spelledNumber: ${n} is not a whole number`);
  let rest = n % VARIANT_COUNT;
  let marks = '';
  for (let i = 0; i < DIGITS; i++) {
    marks = MARKS[rest % 8] + marks;
    rest = Math.floor(rest / 8);
  }
  return marks;
}

/** `path` ends with `search=<word>`: the marks go right after the word. */
export function variantPath(path: string, n: number): string {
  return `${path}${encodeURIComponent(spelledNumber(n))}`;
}
