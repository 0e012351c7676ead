/**
 * A public page's web fonts, apart from its other styles. On a first visit the fonts (about 200 KB
 * for an Arabic page, in six files) shared a slow connection with the page's text and lead picture
 * and put its first paint back by about a second, while `font-display: optional` then mostly showed
 * the system font anyway. So the rules are written off, and index.html's inline font script turns
 * them on before the first paint only once the browser holds the files a page of this kind uses
 * (`data-warm`, fetched after an earlier visit's load). The first visit keeps the system font
 * throughout: nothing swaps under the reader.
 */
import { createHash } from 'node:crypto';
import { PAGE_FONTS_ELEMENT_ID } from '@app/contracts/page-addresses';
import { escapeAttribute } from './html-escape';

const FONT_FACE = /@font-face\s*\{[^}]*\}/g;

/** Inlined CSS split into its @font-face rules and the rest. */
export function splitFontFaces(css: string): { fonts: string; rest: string } {
  const fonts = css.match(FONT_FACE) ?? [];
  return { fonts: fonts.join(''), rest: fonts.length > 0 ? css.replace(FONT_FACE, '') : css };
}

/** Code point ranges of a `unicode-range` descriptor (`U+6??`, `U+750-77F`, `U+200C`). */
export function unicodeRanges(descriptor: string): [number, number][] {
  const ranges: [number, number][] = [];
  for (const part of descriptor.split(',')) {
    const match = /^\s*U\+([0-9A-F?]+)(?:-([0-9A-F]+))?\s*$/i.exec(part);
    if (!match?.[1]) continue;
    const [, low, high] = match;
    if (low.includes('?'))
      ranges.push([Number.parseInt(low.replace(/\?/g, '0'), 16), Number.parseInt(low.replace(/\?/g, 'F'), 16)]);
    else ranges.push([Number.parseInt(low, 16), Number.parseInt(high ?? low, 16)]);
  }
  return ranges;
}

/** The distinct code points of a text. */
function codePoints(text: string): number[] {
  const seen = new Set<number>();
  for (const char of text) seen.add(char.codePointAt(0) ?? 0);
  return [...seen];
}

/** The first (preferred) file of each rule whose range covers a character the page shows. */
export function fontsUsed(fonts: string, pageHtml: string): string[] {
  const used = codePoints(pageHtml.replace(/<[^>]*>/g, ' '));
  const files: string[] = [];
  for (const rule of fonts.match(FONT_FACE) ?? []) {
    const file = /url\(\s*["']?([^"')]+)["']?\s*\)/.exec(rule)?.[1];
    const range = /unicode-range:\s*([^;}]+)/.exec(rule)?.[1];
    if (!file) continue;
    const ranges = range ? unicodeRanges(range) : [[0, 0x10ffff] as [number, number]];
    if (used.some((point) => ranges.some(([low, high]) => point >= low && point <= high))) files.push(file);
  }
  return files;
}

/**
 * The <style> element of the fonts, off. `data-fonts` names this set of rules (a new build's fonts
 * are fetched again before they are turned on); `data-warm` lists the files the page uses.
 */
export function pageFontsElement(fonts: string, pageHtml: string): string {
  if (!fonts) return '';
  const set = createHash('sha256').update(fonts).digest('base64url').slice(0, 12);
  const warm = JSON.stringify(fontsUsed(fonts, pageHtml));
  return `<style id="${PAGE_FONTS_ELEMENT_ID}" media="not all" data-fonts="${set}" data-warm="${escapeAttribute(warm)}">${fonts}</style>`;
}
