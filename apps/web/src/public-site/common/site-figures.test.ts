import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../shared/lang';
import { siteFigure } from './site-figures';

describe('site figures', () => {
  it('writes thousands, millions and billions in Arabic words, as Intl writes them short', () => {
    const compact = new Intl.NumberFormat(intlLocale('ar'), { notation: 'compact' });
    for (const [value, number] of [
      ['2.4B', 2.4e9],
      ['186M', 186e6],
      ['25K', 25e3],
      ['1.5k', 1.5e3],
      ['999m', 999e6],
      ['12B', 12e9],
      [' 7 M ', 7e6],
    ] as const) {
      expect(siteFigure(value, 'ar'), value).toEqual({ text: compact.format(number), dir: 'rtl' });
    }
    // "More than": the plus goes before the number, where an Arabic reader starts.
    expect(siteFigure('25K+', 'ar')).toEqual({ text: '+25\u00a0ألف', dir: 'rtl' });
    expect(siteFigure('+21K', 'ar')).toEqual({ text: '+21\u00a0ألف', dir: 'rtl' });
  });

  it('leaves English figures, and any other figure, as staff wrote them', () => {
    expect(siteFigure('2.4B', 'en')).toEqual({ text: '2.4B', dir: 'ltr' });
    expect(siteFigure('186M', 'en')).toEqual({ text: '186M', dir: 'ltr' });
    for (const value of ['97%', '1.55', '160', '45', '2.4X', 'B12', '']) {
      expect(siteFigure(value, 'ar'), value).toEqual({ text: value, dir: 'ltr' });
    }
    // Words already written in Arabic read right to left.
    expect(siteFigure('2.4 مليار', 'ar')).toEqual({ text: '2.4 مليار', dir: 'rtl' });
  });
});
