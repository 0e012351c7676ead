import type { Lang } from '../../shared/lang';

/**
 * The figures staff write for the home page and the investor page ("2.4B", "186M", "25K+",
 * "97%"), as a page shows them. Written by hand rather than by Intl's compact notation, as the
 * site's dates are (site-time.ts): a page's first Intl formatter costs a phone tens of
 * milliseconds of its hydration. site-figures.test.ts checks the output against Intl.
 */
export interface SiteFigure {
  /** The figure as written, or its number ("+25") when its scale is a word. */
  text: string;
  /** The scale as a word after the number ("ألف"), shown smaller, as a unit; null when none. */
  word: string | null;
  /** The direction to isolate it in: Arabic words read right to left, a bare figure left to right. */
  dir: 'ltr' | 'rtl';
}

/** Arabic's short words for a thousand, a million and a billion (CLDR's compact forms). */
const ARABIC_SCALES: Readonly<Record<string, string>> = { K: 'ألف', M: 'مليون', B: 'مليار' };

/** A number with a Latin scale letter, and a plus ("more than") before or after it. */
const SHORT_FIGURE = /^\s*(\+?)\s*(\d+(?:\.\d+)?)\s*([KMB])\s*(\+?)\s*$/i;

const ARABIC_LETTERS = /\p{Script=Arabic}/u;

/**
 * A figure in a language. In Arabic, "2.4B" reads "2.4 مليار" and "25K+" "+25 ألف" (Latin digits,
 * as everywhere on the Arabic site). English figures, and figures of any other form, stay as written.
 */
export function siteFigure(value: string, lang: Lang): SiteFigure {
  const short = lang === 'ar' ? SHORT_FIGURE.exec(value) : null;
  if (short) {
    const [, before, number, scale = '', after] = short;
    const plus = before || after ? '+' : '';
    return { text: `${plus}${number}`, word: ARABIC_SCALES[scale.toUpperCase()] ?? null, dir: 'rtl' };
  }
  return { text: value, word: null, dir: ARABIC_LETTERS.test(value) ? 'rtl' : 'ltr' };
}
