import { describe, expect, it } from 'vitest';
import { halalasToRiyals, halalasToText, MoneyError, riyalsToHalalas } from './money';

describe('riyalsToHalalas', () => {
  it('adds floats without their binary error: 0.1 + 0.2 riyals is 30 halalas', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(riyalsToHalalas(0.1 + 0.2)).toBe(30);
  });

  it('converts 19.99 exactly (19.99 * 100 is 1998.9999999999998 in floating point)', () => {
    expect(19.99 * 100).not.toBe(1999);
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
});

describe('halalas back to riyals', () => {
  it('gives the number for inputs and exact text with two decimals', () => {
    expect(halalasToRiyals(123450)).toBe(1234.5);
    expect(halalasToRiyals(null)).toBeNull();
    expect(halalasToText(123450)).toBe('1234.50');
    expect(halalasToText(1999)).toBe('19.99');
    expect(halalasToText(5)).toBe('0.05');
    expect(() => halalasToRiyals(1.5)).toThrow(MoneyError);
  });

  it('round-trips every amount', () => {
    for (const halalas of [0, 1, 99, 100, 1999, 123450, 999_999_99]) {
      expect(riyalsToHalalas(halalasToText(halalas))).toBe(halalas);
      expect(riyalsToHalalas(halalasToRiyals(halalas))).toBe(halalas);
    }
  });
});
