import { BidiText, type TextDirection } from './bidi';
import styles from './clamp.module.css';

/** The ellipsis that ends a shortened text. */
const ELLIPSIS = '…';

/**
 * The start of `text` of at most `maxChars` characters, cut at a word boundary (never inside a
 * word or a number), without the punctuation the cut leaves at its end, and followed by an
 * ellipsis; the whole text when it is short enough. A first word longer than the budget is kept
 * whole rather than cut.
 */
export function excerptOf(text: string, maxChars: number): string {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= maxChars) return clean;
  const words = clean.split(' ');
  let result = words[0] ?? '';
  for (const word of words.slice(1)) {
    if (result.length + 1 + word.length > maxChars) break;
    result = `${result} ${word}`;
  }
  return `${result.replace(/[\s.,;:!?،؛\-–—]+$/u, '')}${ELLIPSIS}`;
}

/**
 * A shortened excerpt for cards: cut at a word boundary by `excerptOf`, numbers and Latin runs
 * isolated by `BidiText`. Shortened by characters only: no CSS line-clamp ellipsis (in bidi text it
 * can cover the digits of a number) and no height cap (which hides whole lines, the ellipsis too).
 */
export function ClampedText({
  text,
  maxChars,
  className,
  dir,
}: {
  text: string;
  maxChars: number;
  className?: string | undefined;
  dir?: TextDirection;
}) {
  const shown = excerptOf(text, maxChars);
  return (
    <p className={className ? `${styles.clamp} ${className}` : styles.clamp} data-excerpt="">
      <BidiText text={shown} {...(dir ? { dir } : {})} />
    </p>
  );
}
