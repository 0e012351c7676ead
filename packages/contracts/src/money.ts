import { z } from 'zod';
import { INT32_MAX } from './common';

/**
 * Money is counted in whole halalas (1 riyal = 100 halalas): integers add up exactly, floats do not
 * (0.1 + 0.2 ≠ 0.3). Columns, contracts and arithmetic hold halalas; the API's edge speaks decimal
 * riyals ("19.99"). Prices are VAT-inclusive. The rules (rounding, VAT, discounts, splitting) are
 * written down in docs/decisions.md, "Money and VAT".
 */

/** An amount of money in halalas: always a safe integer. */
export type Halalas = number;

const HALALAS_PER_RIYAL = 100;

/** VAT in Saudi Arabia, percent; every price is VAT-inclusive. */
const VAT_RATE_PERCENT = 15;

/**
 * The largest amount a money column holds (they are PostgreSQL `integer`): 2,147,483,647 halalas,
 * i.e. 21,474,836.47 riyals, far above any price, order, balance or fee the store handles.
 */
export const MONEY_MAX_HALALAS = INT32_MAX;

export type MoneyErrorReason = 'invalid' | 'negative' | 'too_large' | 'too_precise';

export class MoneyError extends Error {
  constructor(
    readonly reason: MoneyErrorReason,
    input: unknown,
  ) {
    super(`Not an amount of riyals (${reason}): ${String(input)}`);
    this.name = 'MoneyError';
  }
}

/** Throws unless `value` is a whole number of halalas that JavaScript counts exactly. */
export function assertHalalas(value: unknown): asserts value is Halalas {
  if (typeof value !== 'number' || !Number.isSafeInteger(value)) {
    throw new MoneyError(typeof value === 'number' && Number.isInteger(value) ? 'too_large' : 'invalid', value);
  }
}

function checked(value: number, input: unknown): Halalas {
  if (!Number.isSafeInteger(value)) throw new MoneyError('too_large', input);
  return value;
}

// ---------------------------------------------------------------------------------------------
// Arithmetic: integers only, every result checked.

/** The sum of amounts. */
export function sumHalalas(amounts: readonly Halalas[]): Halalas {
  let total = 0;
  for (const amount of amounts) {
    assertHalalas(amount);
    total = checked(total + amount, amounts);
  }
  return total;
}

/** `a − b`. */
export function subtractHalalas(a: Halalas, b: Halalas): Halalas {
  assertHalalas(a);
  assertHalalas(b);
  return checked(a - b, [a, b]);
}

/** An amount times a whole quantity (a unit price times the number of items). */
export function multiplyHalalas(amount: Halalas, quantity: number): Halalas {
  assertHalalas(amount);
  if (!Number.isSafeInteger(quantity)) throw new MoneyError('invalid', quantity);
  return checked(amount * quantity, [amount, quantity]);
}

/**
 * `amount × numerator ÷ denominator`, rounded half away from zero (the one rounding rule): worked
 * in BigInt, so the product never loses a digit whatever its size.
 */
export function scaleHalalas(amount: Halalas, numerator: number, denominator: number): Halalas {
  assertHalalas(amount);
  if (!Number.isSafeInteger(numerator) || !Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new MoneyError('invalid', [numerator, denominator]);
  }
  const product = BigInt(amount) * BigInt(numerator);
  const divisor = BigInt(denominator);
  const negative = product < 0n;
  const magnitude = negative ? -product : product;
  let quotient = magnitude / divisor;
  // Half away from zero: the remainder counts as a half or more when twice it reaches the divisor.
  if ((magnitude % divisor) * 2n >= divisor) quotient += 1n;
  return checked(Number(negative ? -quotient : quotient), amount);
}

/**
 * `total` cut into parts in proportion to `weights`, exactly: each part is its share rounded down,
 * and the halalas left over go one each to the parts with the largest remainders (the earlier part
 * first on a tie). The parts always add up to `total`; each is within one halala of its exact share,
 * and a part of weight 0 gets nothing.
 */
export function splitHalalasByWeights(total: Halalas, weights: readonly number[]): Halalas[] {
  assertHalalas(total);
  if (weights.length === 0) throw new MoneyError('invalid', weights);
  for (const weight of weights) {
    if (!Number.isSafeInteger(weight) || weight < 0) throw new MoneyError('invalid', weights);
  }
  const weightSum = weights.reduce((sum, weight) => sum + BigInt(weight), 0n);
  if (weightSum === 0n) throw new MoneyError('invalid', weights);
  const sign = total < 0 ? -1 : 1;
  const magnitude = BigInt(Math.abs(total));
  const shares = weights.map((weight, index) => {
    const exact = magnitude * BigInt(weight);
    return { index, floor: exact / weightSum, remainder: exact % weightSum };
  });
  let leftover = magnitude - shares.reduce((sum, share) => sum + share.floor, 0n);
  const order = [...shares].sort((a, b) =>
    a.remainder === b.remainder ? a.index - b.index : a.remainder > b.remainder ? -1 : 1,
  );
  const parts = shares.map((share) => share.floor);
  for (const share of order) {
    if (leftover === 0n) break;
    parts[share.index] = (parts[share.index] ?? 0n) + 1n;
    leftover -= 1n;
  }
  return parts.map((part) => sign * Number(part) + 0);
}

/** `total` cut into `count` parts that differ by at most one halala (the first ones the larger). */
export function splitHalalas(total: Halalas, count: number): Halalas[] {
  if (!Number.isSafeInteger(count) || count < 1) throw new MoneyError('invalid', count);
  return splitHalalasByWeights(
    total,
    Array.from({ length: count }, () => 1),
  );
}

// ---------------------------------------------------------------------------------------------
// VAT on VAT-inclusive amounts.

/** The VAT contained in a VAT-inclusive amount: amount × 15 ⁄ 115, rounded half away from zero. */
export function vatOfInclusive(gross: Halalas, ratePercent: number = VAT_RATE_PERCENT): Halalas {
  return scaleHalalas(gross, ratePercent, 100 + ratePercent);
}

/** A VAT-inclusive amount without its VAT; `net + vat` is always the amount itself. */
export function netOfInclusive(gross: Halalas, ratePercent: number = VAT_RATE_PERCENT): Halalas {
  return subtractHalalas(gross, vatOfInclusive(gross, ratePercent));
}

export interface InvoiceLineVat {
  gross: Halalas;
  vat: Halalas;
  net: Halalas;
}

export interface InvoiceVat {
  lines: InvoiceLineVat[];
  gross: Halalas;
  vat: Halalas;
  net: Halalas;
}

/**
 * VAT of an invoice whose lines are VAT-inclusive amounts (after any discount): the invoice's VAT
 * is that of its total, rounded once; it is shared among the lines in proportion to their amounts
 * (largest remainder), so the lines' VAT adds up to the invoice's VAT exactly and each line's VAT is
 * within one halala of its own exact VAT.
 */
export function invoiceVat(lineAmounts: readonly Halalas[], ratePercent: number = VAT_RATE_PERCENT): InvoiceVat {
  for (const amount of lineAmounts) {
    assertHalalas(amount);
    if (amount < 0) throw new MoneyError('negative', amount);
  }
  const gross = sumHalalas(lineAmounts);
  const vat = vatOfInclusive(gross, ratePercent);
  const shares =
    gross === 0
      ? lineAmounts.map(() => 0)
      : splitHalalasByWeights(
          vat,
          lineAmounts.map((amount) => amount),
        );
  const lines = lineAmounts.map((amount, index) => {
    const lineVat = shares[index] ?? 0;
    return { gross: amount, vat: lineVat, net: amount - lineVat };
  });
  return { lines, gross, vat, net: gross - vat };
}

// ---------------------------------------------------------------------------------------------
// Discounts.

/** A percentage with at most two decimals (12.5 %) → basis points (1250), exactly. */
function basisPoints(percent: number): number {
  const points = Math.round(percent * 100);
  if (!Number.isFinite(percent) || percent < 0 || percent > 100 || Math.abs(percent * 100 - points) > 1e-6) {
    throw new MoneyError('invalid', percent);
  }
  return points;
}

/**
 * `percent` % of `amount` (rounded half away from zero), never more than `cap` when one is given
 * (a coupon's "up to Y riyals") and never more than the amount itself.
 */
export function percentageDiscount(amount: Halalas, percent: number, cap?: Halalas | null): Halalas {
  assertHalalas(amount);
  if (amount < 0) throw new MoneyError('negative', amount);
  let discount = scaleHalalas(amount, basisPoints(percent), 10_000);
  if (cap !== undefined && cap !== null) {
    assertHalalas(cap);
    if (cap < 0) throw new MoneyError('negative', cap);
    discount = Math.min(discount, cap);
  }
  return Math.min(discount, amount);
}

/** A fixed discount, never more than the amount it applies to. */
export function fixedDiscount(amount: Halalas, value: Halalas): Halalas {
  assertHalalas(amount);
  assertHalalas(value);
  if (amount < 0) throw new MoneyError('negative', amount);
  if (value < 0) throw new MoneyError('negative', value);
  return Math.min(value, amount);
}

// ---------------------------------------------------------------------------------------------
// Riyals ↔ halalas.

const ARABIC_DIGITS = /[\u0660-\u0669\u06F0-\u06F9]/g;

function westernDigits(text: string): string {
  return text.replace(ARABIC_DIGITS, (digit) => String((digit.codePointAt(0)! & 0xf) % 10));
}

const TYPED_AMOUNT = /^(\d+)(?:\.(\d*))?$/;

/**
 * Riyals as a person types them (`19.99`, `'1,234.50'`, `'١٩٫٩٩'`) → integer halalas, rounded half
 * away from zero on the third decimal. Empty input is `null`; a negative or malformed amount throws
 * a `MoneyError`. For the money fields of forms; the API's schemas use the stricter `parseRiyals`.
 */
export function riyalsToHalalas(value: number | string | null | undefined): Halalas | null {
  if (value === null || value === undefined) return null;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyError('invalid', value);
    if (value < 0) throw new MoneyError('negative', value);
    // A float's digits (0.30000000000000004, 19.99) are read as text, so the rounding below works
    // on the digits a person sees rather than on the binary fraction.
    text = value.toFixed(10);
  } else {
    text = westernDigits(value)
      .trim()
      .replace(/[\s,\u066C\u00A0\u202F]/g, '')
      .replace(/\u066B/g, '.');
    if (text === '') return null;
    if (text.startsWith('-')) throw new MoneyError('negative', value);
  }
  const match = TYPED_AMOUNT.exec(text);
  if (!match) throw new MoneyError('invalid', value);
  const whole = match[1]!;
  const fraction = (match[2] ?? '').padEnd(3, '0');
  let halalas = Number(whole) * HALALAS_PER_RIYAL + Number(fraction.slice(0, 2));
  if (Number(fraction[2]) >= 5) halalas += 1;
  return checked(halalas, value);
}

/** The API's spelling of an amount: `19.99`, `0.5`, `12` (a minus sign only where negatives are allowed). */
const WIRE_AMOUNT = /^(-?)(\d+)(?:\.(\d+))?$/;

export interface ParseRiyalsOptions {
  /** Allow negative amounts (a wallet adjustment). */
  signed?: boolean;
  /** The largest magnitude in halalas; `MONEY_MAX_HALALAS` unless given. */
  max?: Halalas;
}

/**
 * Riyals as the API takes them (a JSON number or a decimal string such as `"19.99"`) → halalas,
 * exactly: more than two decimals is refused (`too_precise`), not rounded; so are a negative amount
 * unless `signed`, an amount past `max`, and anything else (`" 5"`, `"1e3"`, `"1,000"`, NaN).
 */
export function parseRiyals(value: unknown, options: ParseRiyalsOptions = {}): Halalas {
  const { signed = false, max = MONEY_MAX_HALALAS } = options;
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new MoneyError('invalid', value);
    // The shortest spelling that reads back as the same number: 19.99 → "19.99", 1e21 → "1e+21".
    text = Object.is(value, -0) ? '0' : String(value);
    if (/e/i.test(text)) throw new MoneyError(Math.abs(value) >= 1 ? 'too_large' : 'too_precise', value);
  } else if (typeof value === 'string') {
    text = value;
  } else {
    throw new MoneyError('invalid', value);
  }
  const match = WIRE_AMOUNT.exec(text);
  if (!match) throw new MoneyError('invalid', value);
  const [, minus, whole, fraction = ''] = match;
  if (fraction.length > 2) throw new MoneyError('too_precise', value);
  if (minus && !signed && /[1-9]/.test(whole! + fraction)) throw new MoneyError('negative', value);
  // Up to 16 digits of riyals stay exact once multiplied by 100; longer is past any bound anyway.
  const digits = whole!.replace(/^0+(?=\d)/, '');
  if (digits.length > 16) throw new MoneyError('too_large', value);
  const magnitude = Number(digits) * HALALAS_PER_RIYAL + Number(fraction.padEnd(2, '0'));
  if (magnitude > max) throw new MoneyError('too_large', value);
  return minus ? -magnitude + 0 : magnitude;
}

/** Integer halalas → riyals as a number (for display and inputs only, never for arithmetic). */
export function halalasToRiyals(halalas: Halalas | null | undefined): number | null {
  if (halalas === null || halalas === undefined) return null;
  if (!Number.isSafeInteger(halalas)) throw new MoneyError('invalid', halalas);
  return halalas / HALALAS_PER_RIYAL;
}

/** Integer halalas → the API's decimal riyals: `'19.99'`, `'0.50'`, `'1234.00'`; exact, no separators. */
export function halalasToText(halalas: Halalas): string {
  if (!Number.isSafeInteger(halalas)) throw new MoneyError('invalid', halalas);
  const sign = halalas < 0 ? '-' : '';
  const absolute = Math.abs(halalas);
  return `${sign}${Math.floor(absolute / HALALAS_PER_RIYAL)}.${String(absolute % HALALAS_PER_RIYAL).padStart(2, '0')}`;
}

// ---------------------------------------------------------------------------------------------
// Schemas.

const MONEY_MESSAGE: Record<MoneyErrorReason, string> = {
  invalid: 'invalid_money',
  too_precise: 'money_decimals',
  negative: 'money_negative',
  too_large: 'money_too_large',
};

/**
 * A money field of a request: decimal riyals as a JSON number (`19.99`) or a string (`"19.99"`, as
 * forms send it) → integer halalas. At most two decimals, not negative unless `signed`, at most
 * `max` (the column's range). Refusals carry the catalogue's money messages.
 */
function moneyField(options: ParseRiyalsOptions = {}) {
  const max = options.max ?? MONEY_MAX_HALALAS;
  // NaN and ±Infinity (never in JSON, but possible from code) are read as the words they spell, so
  // they get the money message rather than zod's "not a number".
  const finite = (v: unknown) => (typeof v === 'number' && !Number.isFinite(v) ? String(v) : v);
  const amount = z.preprocess(finite, z.union([z.string(), z.number()]));
  return amount.transform((value, ctx): Halalas => {
    try {
      return parseRiyals(value, { ...options, max });
    } catch (error) {
      if (!(error instanceof MoneyError)) throw error;
      const params: Record<string, string> = { code: MONEY_MESSAGE[error.reason] };
      if (error.reason === 'too_large') params.max = halalasToText(max);
      ctx.addIssue({ code: 'custom', input: value, params });
      return z.NEVER;
    }
  });
}

/** An amount that cannot be negative: a price, a fee, a coupon's value or cap. */
export const money = moneyField();

/**
 * What a web form sends for an amount: checked exactly as `money` (same messages), then written back
 * as the wire's decimal riyals (`'21.50'`) rather than halalas, since the API reads riyals.
 */
export const moneyText = money.transform(halalasToText);

/** An amount that can be negative: a wallet adjustment. */
export const signedMoney = moneyField({ signed: true });

/** An optional amount: a form's empty value means none (offers send their amounts only when given). */
export const optionalMoney = z.preprocess((v) => (v === '' || v === null ? undefined : v), money.optional());

/** A money field of an answer: decimal riyals with exactly two decimals, as `halalasToText` writes them. */
export const moneyAnswer = z.string().regex(/^-?(0|[1-9]\d*)\.\d{2}$/);
