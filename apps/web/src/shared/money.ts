/**
 * Money travels as whole halalas (1 riyal = 100 halalas): integers add up exactly, floats do not
 * (0.1 + 0.2 ≠ 0.3). Staff type riyals; these helpers convert at the edge of the form.
 */

export const HALALAS_PER_RIYAL = 100;

export class MoneyError extends Error {
  constructor(
    readonly reason: 'invalid' | 'negative' | 'too_large',
    input: unknown,
  ) {
    super(`Not an amount of riyals (${reason}): ${String(input)}`);
    this.name = 'MoneyError';
  }
}

const AMOUNT = /^(\d+)(?:\.(\d*))?$/;
const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0)! & 0xf) % 10));
}

/**
 * Riyals as typed or computed (`19.99`, `'1,234.50'`, `'١٩٫٩٩'`) → integer halalas, rounded half
 * away from zero on the third decimal. Empty input is `null`; a negative or malformed amount throws
 * a `MoneyError` (prices, fees and totals are never negative).
 */
export function riyalsToHalalas(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyError('invalid', value);
    if (value < 0) throw new MoneyError('negative', value);
    // A float's shortest decimal spelling (0.30000000000000004, 19.99) is read as text, so the
    // rounding below works on the digits a person sees rather than on the binary fraction.
    text = value.toFixed(10);
  } else {
    text = westernDigits(value)
      .trim()
      .replace(/[\s,\u066C\u00A0\u202F]/g, '')
      .replace(/\u066B/g, '.');
    if (text === '') return null;
    if (text.startsWith('-')) throw new MoneyError('negative', value);
  }
  const match = AMOUNT.exec(text);
  if (!match) throw new MoneyError('invalid', value);
  const whole = match[1]!;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  let halalas = Number(whole) * HALALAS_PER_RIYAL + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) halalas += 1;
  if (!Number.isSafeInteger(halalas)) throw new MoneyError('too_large', value);
  return halalas;
}

/** Integer halalas → riyals as a number (for display and inputs only, never for arithmetic). */
export function halalasToRiyals(halalas: number | null | undefined): number | null {
  if (halalas === null || halalas === undefined) return null;
  if (!Number.isSafeInteger(halalas)) throw new MoneyError('invalid', halalas);
  return halalas / HALALAS_PER_RIYAL;
}

/** Integer halalas → `'1234.50'`: exact, two decimals, no separators (inputs, CSV). */
export function halalasToText(halalas: number): string {
  if (!Number.isSafeInteger(halalas)) throw new MoneyError('invalid', halalas);
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.floor(absolute / HALALAS_PER_RIYAL)}.${String(absolute % HALALAS_PER_RIYAL).padStart(2, '0')}`;
}
