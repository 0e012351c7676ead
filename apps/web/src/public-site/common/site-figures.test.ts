import { describe, expect, it } from 'vitest';
import { intlLocale } from '../../shared/lang';
import { type SiteFigure, siteFigure } from './site-figures';

/** The figure as one line of text, as Intl writes it (a no-break space before the word). */
const written = ({ text, word }: SiteFigure) => (word ? `${text}\u00a0${word}` : text);

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
      const figure = siteFigure(value, 'ar');
      expect(written(figure), value).toBe(compact.format(number));
      expect(figure.dir, value).toBe('rtl');
    }
    // "More than": the plus goes before the number, where an Arabic reader starts.
    expect(siteFigure('25K+', 'ar')).toEqual({ text: '+25', word: 'ألف', dir: 'rtl' });
    expect(siteFigure('+21K', 'ar')).toEqual({ text: '+21', word: 'ألف', dir: 'rtl' });
  });

  it('leaves English figures, and any other figure, as staff wrote them', () => {
    expect(siteFigure('2.4B', 'en')).toEqual({ text: '2.4B', word: null, dir: 'ltr' });
    expect(siteFigure('186M', 'en')).toEqual({ text: '186M', word: null, dir: 'ltr' });
    for (const value of ['97%', '1.55', '160', '45', '2.4X', 'B12', '']) {
      expect(siteFigure(value, 'ar'), value).toEqual({ text: value, word: null, dir: 'ltr' });
    }
    // Words already written in Arabic read right to left.
    expect(siteFigure('2.4 مليار', 'ar')).toEqual({ text: '2.4 مليار', word: null, dir: 'rtl' });
  });
});
