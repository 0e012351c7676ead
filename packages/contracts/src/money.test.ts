import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Locale } from './common';
import {
  halalasToRiyals,
  halalasToText,
  INT32_MAX,
  invoiceVat,
  MONEY_MAX_HALALAS,
  MoneyError,
  money,
  moneyAnswer,
  moneyText,
  multiplyHalalas,
  netOfInclusive,
  optionalMoney,
  parseRiyals,
  percentageDiscount,
  riyalsToHalalas,
  scaleHalalas,
  signedMoney,
  splitHalalas,
  splitHalalasByWeights,
  sumHalalas,
  vatOfInclusive,
} from './index';
import { type IssueLike, isBlankValue, issueMessageRef, validationMessage } from './validation-messages';

const amount = fc.integer({ min: 0, max: MONEY_MAX_HALALAS });
const signedAmount = fc.integer({ min: -MONEY_MAX_HALALAS, max: MONEY_MAX_HALALAS });

describe('arithmetic', () => {
  it('counts only safe integers', () => {
    expect(sumHalalas([1999, 1999, 1999, 750])).toBe(6747);
    expect(multiplyHalalas(1999, 3)).toBe(5997);
    expect(() => sumHalalas([Number.MAX_SAFE_INTEGER, 1])).toThrow(expect.objectContaining({ reason: 'too_large' }));
    expect(() => sumHalalas([1.5])).toThrow(MoneyError);
    expect(() => multiplyHalalas(2 ** 40, 2 ** 20)).toThrow(MoneyError);
    expect(() => multiplyHalalas(100, 1.5)).toThrow(MoneyError);
  });

  it('rounds half away from zero, exactly, whatever the size', () => {
    expect(scaleHalalas(5, 1, 10)).toBe(1); // 0.5 → 1
    expect(scaleHalalas(-5, 1, 10)).toBe(-1); // −0.5 → −1
    expect(scaleHalalas(4, 1, 10)).toBe(0);
    expect(scaleHalalas(25, 1, 10)).toBe(3); // 2.5 → 3 (not 2, as banker's rounding would give)
    // 9007199254740991 × 15 overflows a float's exact range; BigInt keeps every digit.
    expect(scaleHalalas(Number.MAX_SAFE_INTEGER, 15, 115)).toBe(1174852076705347);
  });

  it('splits into parts that add up to the total, each within one halala of its share', () => {
    expect(splitHalalas(1000, 3)).toEqual([334, 333, 333]);
    expect(splitHalalas(-1000, 3)).toEqual([-334, -333, -333]);
    expect(splitHalalasByWeights(500, [5997, 750])).toEqual([444, 56]);
    expect(splitHalalasByWeights(7, [0, 1, 0])).toEqual([0, 7, 0]);
    expect(() => splitHalalasByWeights(7, [0, 0])).toThrow(MoneyError);
    fc.assert(
      fc.property(
        signedAmount,
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { minLength: 1, maxLength: 20 }),
        (total, raw) => {
          const weights = raw.some((w) => w > 0) ? raw : [...raw.slice(1), 1];
          const parts = splitHalalasByWeights(total, weights);
          const weightSum = weights.reduce((a, b) => a + b, 0);
          expect(parts).toHaveLength(weights.length);
          expect(sumHalalas(parts)).toBe(total);
          parts.forEach((part, i) => {
            expect(Number.isSafeInteger(part)).toBe(true);
            expect(Math.abs(part - (total * weights[i]!) / weightSum)).toBeLessThan(1 + 1e-6);
            if (weights[i] === 0) expect(part).toBe(0);
          });
        },
      ),
    );
    fc.assert(
      fc.property(signedAmount, fc.integer({ min: 1, max: 50 }), (total, count) => {
        const parts = splitHalalas(total, count);
        expect(sumHalalas(parts)).toBe(total);
        expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('VAT on VAT-inclusive amounts', () => {
  it('takes 15/115 of the amount', () => {
    expect(vatOfInclusive(11500)).toBe(1500); // 115.00 → 15.00
    expect(netOfInclusive(11500)).toBe(10000);
    expect(vatOfInclusive(1999)).toBe(261); // 1999 × 15 / 115 = 260.74 → 261
    expect(netOfInclusive(1999)).toBe(1738);
    expect(vatOfInclusive(1)).toBe(0); // 0.13 → 0
    expect(vatOfInclusive(4)).toBe(1); // 0.52 → 1
  });

  it('net + VAT is the amount, and the VAT is the exact share rounded', () => {
    fc.assert(
      fc.property(signedAmount, (gross) => {
        const vat = vatOfInclusive(gross);
        expect(netOfInclusive(gross) + vat).toBe(gross);
        expect(Math.abs(vat - (gross * 15) / 115)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });

  it("gives the invoice the VAT of its total, and the lines' VAT adds up to it exactly", () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 10_000_000 }), { minLength: 1, maxLength: 30 }), (lines) => {
        const invoice = invoiceVat(lines);
        expect(invoice.gross).toBe(sumHalalas(lines));
        expect(invoice.vat).toBe(vatOfInclusive(invoice.gross));
        expect(sumHalalas(invoice.lines.map((line) => line.vat))).toBe(invoice.vat);
        expect(sumHalalas(invoice.lines.map((line) => line.net))).toBe(invoice.net);
        invoice.lines.forEach((line, i) => {
          expect(line.gross).toBe(lines[i]);
          expect(line.net + line.vat).toBe(line.gross);
          expect(line.vat).toBeGreaterThanOrEqual(0);
          expect(Math.abs(line.vat - (line.gross * 15) / 115)).toBeLessThan(1 + 1e-6);
        });
      }),
    );
  });
});

describe('discounts', () => {
  it('takes a percentage, capped', () => {
    expect(percentageDiscount(6747, 10)).toBe(675); // 674.7 → 675
    expect(percentageDiscount(6747, 10, 500)).toBe(500);
    expect(percentageDiscount(1000, 12.5)).toBe(125);
    expect(percentageDiscount(1000, 100, null)).toBe(1000);
    expect(() => percentageDiscount(1000, 101)).toThrow(MoneyError);
    expect(() => percentageDiscount(1000, 10.001)).toThrow(MoneyError);
    expect(() => percentageDiscount(1000, -1)).toThrow(MoneyError);
  });

  it('never exceeds the cap nor the amount, and is the rounded percentage otherwise', () => {
    const percent = fc.integer({ min: 0, max: 10_000 }).map((points) => points / 100);
    fc.assert(
      fc.property(amount, percent, fc.option(amount, { nil: undefined }), (total, pct, cap) => {
        const discount = percentageDiscount(total, pct, cap);
        expect(Number.isSafeInteger(discount)).toBe(true);
        expect(discount).toBeGreaterThanOrEqual(0);
        expect(discount).toBeLessThanOrEqual(total);
        if (cap !== undefined) expect(discount).toBeLessThanOrEqual(cap);
        const exact = (total * pct) / 100;
        if (cap === undefined || exact <= cap) expect(Math.abs(discount - exact)).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});

describe('riyals and halalas', () => {
  it('writes the API spelling and reads it back', () => {
    expect(halalasToText(1999)).toBe('19.99');
    expect(halalasToText(50)).toBe('0.50');
    expect(halalasToText(5)).toBe('0.05');
    expect(halalasToText(-150)).toBe('-1.50');
    expect(halalasToText(MONEY_MAX_HALALAS)).toBe('21474836.47');
    fc.assert(
      fc.property(signedAmount, (halalas) => {
        const text = halalasToText(halalas);
        expect(moneyAnswer.safeParse(text).success).toBe(true);
        expect(parseRiyals(text, { signed: true })).toBe(halalas);
        expect(parseRiyals(halalasToRiyals(halalas), { signed: true })).toBe(halalas);
        expect(signedMoney.parse(text)).toBe(halalas);
      }),
    );
  });

  it('reads JSON numbers by their digits: 19.99 is 1999 halalas though 19.99 × 100 is not 1999', () => {
    expect(19.99 * 100).not.toBe(1999);
    expect(parseRiyals(19.99)).toBe(1999);
    expect(parseRiyals(0.5)).toBe(50);
    expect(parseRiyals(12)).toBe(1200);
    expect(parseRiyals(-0)).toBe(0);
    // 0.1 + 0.2 is 0.30000000000000004 on the wire: too many decimals, not silently 0.30.
    expect(() => parseRiyals(0.1 + 0.2)).toThrow(expect.objectContaining({ reason: 'too_precise' }));
    expect(() => parseRiyals(1e-7)).toThrow(expect.objectContaining({ reason: 'too_precise' }));
    expect(() => parseRiyals(1e21)).toThrow(expect.objectContaining({ reason: 'too_large' }));
  });
});

// The form helper keeps the behaviour the back-office's money field relies on.
describe('riyalsToHalalas (typed amounts)', () => {
  it('adds floats without their binary error: 0.1 + 0.2 riyals is 30 halalas', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(riyalsToHalalas(0.1 + 0.2)).toBe(30);
  });

  it('converts 19.99 exactly (19.99 * 100 is 1998.9999999999998 in floating point)', () => {
    expect(riyalsToHalalas(19.99)).toBe(1999);
    expect(riyalsToHalalas('19.99')).toBe(1999);
  });

  it('reads typed amounts with thousands separators and Arabic digits', () => {
    expect(riyalsToHalalas('1,234.50')).toBe(123450);
    expect(riyalsToHalalas(' 1,234.5 ')).toBe(123450);
    expect(riyalsToHalalas('١٬٢٣٤٫٥٠')).toBe(123450);
    expect(riyalsToHalalas('12')).toBe(1200);
    expect(riyalsToHalalas('12.')).toBe(1200);
    expect(riyalsToHalalas(0)).toBe(0);
  });

  it('rounds the third decimal half away from zero', () => {
    expect(riyalsToHalalas('1.005')).toBe(101);
    expect(riyalsToHalalas('1.004')).toBe(100);
    expect(riyalsToHalalas(2.675)).toBe(268);
  });

  it('refuses negative and malformed amounts, and reads empty input as null', () => {
    expect(() => riyalsToHalalas(-1)).toThrow(MoneyError);
    expect(() => riyalsToHalalas('-0.01')).toThrow(expect.objectContaining({ reason: 'negative' }));
    expect(() => riyalsToHalalas('12a')).toThrow(expect.objectContaining({ reason: 'invalid' }));
    expect(() => riyalsToHalalas(Number.NaN)).toThrow(MoneyError);
    expect(() => riyalsToHalalas('1e3')).toThrow(MoneyError);
    expect(riyalsToHalalas('')).toBeNull();
    expect(riyalsToHalalas(null)).toBeNull();
  });

  it('gives the number back for inputs, and round-trips every amount', () => {
    expect(halalasToRiyals(123450)).toBe(1234.5);
    expect(halalasToRiyals(null)).toBeNull();
    expect(() => halalasToRiyals(1.5)).toThrow(MoneyError);
    fc.assert(
      fc.property(amount, (halalas) => {
        expect(riyalsToHalalas(halalasToText(halalas))).toBe(halalas);
        expect(riyalsToHalalas(halalasToRiyals(halalas))).toBe(halalas);
      }),
    );
  });
});

/** The message a request field would get, as the server's 422 and the web's forms word it. */
function messageOf(schema: typeof money, input: unknown, locale: Locale): string | null {
  const result = schema.safeParse(input);
  if (result.success) return null;
  const issue = result.error.issues[0] as IssueLike;
  const { key, params } = issueMessageRef(issue, isBlankValue(input));
  return validationMessage(locale, key, { ...params, field: locale === 'ar' ? 'السعر' : 'price' });
}

describe('the money schema', () => {
  it('takes decimal riyals as numbers or strings and gives halalas', () => {
    expect(money.parse('19.99')).toBe(1999);
    expect(money.parse(19.99)).toBe(1999);
    expect(money.parse('0.5')).toBe(50);
    expect(money.parse('12')).toBe(1200);
    expect(money.parse(0)).toBe(0);
    expect(money.parse('21474836.47')).toBe(INT32_MAX);
    expect(signedMoney.parse('-5.25')).toBe(-525);
    expect(signedMoney.parse(-5.25)).toBe(-525);
    expect(optionalMoney.parse('')).toBeUndefined();
    expect(optionalMoney.parse(undefined)).toBeUndefined();
    expect(optionalMoney.parse('7.50')).toBe(750);
  });

  it('gives a form the wire spelling back after the same checks (moneyText)', () => {
    expect(moneyText.parse('21.5')).toBe('21.50');
    expect(moneyText.parse(19.99)).toBe('19.99');
    expect(money.parse(moneyText.parse('0.5'))).toBe(50);
    const refused = moneyText.safeParse('1.999');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]).toMatchObject({ params: { code: 'money_decimals' } });
  });

  it.each([
    [
      'three decimals',
      '1.999',
      'The price may have at most two decimals.',
      'حقل السعر يقبل رقمين على الأكثر بعد الفاصلة العشرية.',
    ],
    [
      'three decimals (number)',
      1.999,
      'The price may have at most two decimals.',
      'حقل السعر يقبل رقمين على الأكثر بعد الفاصلة العشرية.',
    ],
    ['negative', '-1', 'The price may not be negative.', 'حقل السعر لا يقبل مبلغاً سالباً.'],
    ['negative (number)', -0.01, 'The price may not be negative.', 'حقل السعر لا يقبل مبلغاً سالباً.'],
    [
      'past the column',
      '21474836.48',
      'The price may not be greater than 21474836.47 riyals.',
      'يجب ألا يزيد حقل السعر عن 21474836.47 ريال.',
    ],
    [
      'far past the column',
      1e21,
      'The price may not be greater than 21474836.47 riyals.',
      'يجب ألا يزيد حقل السعر عن 21474836.47 ريال.',
    ],
    [
      'letters',
      'abc',
      'The price must be an amount in riyals, digits only, such as 19.99.',
      'حقل السعر يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
    ],
    [
      'an exponent',
      '1e3',
      'The price must be an amount in riyals, digits only, such as 19.99.',
      'حقل السعر يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
    ],
    [
      'a leading space',
      ' 5',
      'The price must be an amount in riyals, digits only, such as 19.99.',
      'حقل السعر يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
    ],
    [
      'a separator',
      '1,000',
      'The price must be an amount in riyals, digits only, such as 19.99.',
      'حقل السعر يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
    ],
    [
      'NaN',
      Number.NaN,
      'The price must be an amount in riyals, digits only, such as 19.99.',
      'حقل السعر يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
    ],
    [
      'Infinity',
      Number.POSITIVE_INFINITY,
      'The price must be an amount in riyals, digits only, such as 19.99.',
      'حقل السعر يجب أن يكون مبلغاً بالريال بأرقام فقط، مثل 19.99.',
    ],
    ['empty', '', 'The price field is required.', 'حقل السعر مطلوب.'],
    ['absent', undefined, 'The price field is required.', 'حقل السعر مطلوب.'],
    ['a list', [5], 'The price value is invalid.', 'قيمة حقل السعر غير صحيحة.'],
  ])('refuses %s, saying why in both languages', (_name, input, english, arabic) => {
    expect(messageOf(money, input, 'en')).toBe(english);
    expect(messageOf(money, input, 'ar')).toBe(arabic);
  });

  it('refuses a negative amount past the range of a signed field', () => {
    expect(messageOf(signedMoney, '-21474836.48', 'en')).toBe('The price may not be greater than 21474836.47 riyals.');
  });

  it('answers with exactly two decimals', () => {
    expect(moneyAnswer.safeParse('19.99').success).toBe(true);
    expect(moneyAnswer.safeParse('0.50').success).toBe(true);
    expect(moneyAnswer.safeParse('0.5').success).toBe(false);
    expect(moneyAnswer.safeParse(19.99).success).toBe(false);
    expect(moneyAnswer.safeParse('019.99').success).toBe(false);
  });
});
