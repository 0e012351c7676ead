import { describe, expect, it } from 'vitest';
import { fontsUsed, pageFontsElement, splitFontFaces, unicodeRanges } from './page-fonts';

const face = (subset: string, weight: number, range: string) =>
  `@font-face{font-family:Plex;font-display:optional;font-weight:${weight};src:url(/assets/plex-${subset}-${weight}.woff2)format("woff2"),url(/assets/plex-${subset}-${weight}.woff)format("woff");unicode-range:${range}}`;

const ARABIC = 'U+6??,U+750-77F,U+FB50-FDFF,U+FE70-FE74';
const LATIN = 'U+??,U+131,U+2000-206F';
const CYRILLIC = 'U+460-52F,U+1C80-1C8A';
const FONTS = [400, 700].flatMap((weight) => [
  face('arabic', weight, ARABIC),
  face('latin', weight, LATIN),
  face('cyrillic', weight, CYRILLIC),
]);

describe('page fonts', () => {
  it('splits the @font-face rules from the other styles', () => {
    const css = `body{margin:0}${FONTS[0]}\n.a{color:red}${FONTS[1]}`;
    expect(splitFontFaces(css)).toEqual({ fonts: `${FONTS[0]}${FONTS[1]}`, rest: 'body{margin:0}\n.a{color:red}' });
    expect(splitFontFaces('.a{color:red}')).toEqual({ fonts: '', rest: '.a{color:red}' });
  });

  it('reads unicode ranges: single points, spans and wildcards', () => {
    expect(unicodeRanges('U+6??, U+750-77F,U+131')).toEqual([
      [0x600, 0x6ff],
      [0x750, 0x77f],
      [0x131, 0x131],
    ]);
    expect(unicodeRanges('nonsense, U+??')).toEqual([[0, 0xff]]);
  });

  it('names the files whose characters the page shows, not those of its markup or of other scripts', () => {
    const fonts = FONTS.join('');
    // An Arabic page with Latin digits: the Arabic and Latin files of each weight.
    expect(fontsUsed(fonts, '<main class="page"><h1>صيدلية 24</h1></main>')).toEqual([
      '/assets/plex-arabic-400.woff2',
      '/assets/plex-latin-400.woff2',
      '/assets/plex-arabic-700.woff2',
      '/assets/plex-latin-700.woff2',
    ]);
    // Tags and attributes are not text: an Arabic attribute value alone asks for nothing Arabic.
    expect(fontsUsed(fonts, '<img alt="صورة"><p>Hello</p>').filter((file) => file.includes('arabic'))).toEqual([]);
    // A rule without a range covers everything.
    expect(fontsUsed(face('all', 400, 'U+0').replace(/unicode-range:[^}]*/, ''), '<p>x</p>')).toEqual([
      '/assets/plex-all-400.woff2',
    ]);
  });

  it('writes the rules off, named by a digest of their text, with the files to fetch for the next visit', () => {
    const element = pageFontsElement(FONTS.join(''), '<p>Hi</p>');
    expect(element).toMatch(
      /^<style id="page-fonts" media="not all" data-fonts="[\w-]{12}" data-warm="[^"]*">@font-face/,
    );
    expect(element).toContain(
      'data-warm="[&quot;/assets/plex-latin-400.woff2&quot;,&quot;/assets/plex-latin-700.woff2&quot;]"',
    );
    // Other rules, another name: a browser fetches a new build's fonts before it turns them on.
    const other = pageFontsElement(FONTS.slice(1).join(''), '<p>Hi</p>');
    expect(/data-fonts="([^"]+)"/.exec(other)?.[1]).not.toBe(/data-fonts="([^"]+)"/.exec(element)?.[1]);
    expect(pageFontsElement('', '<p>Hi</p>')).toBe('');
  });
});
