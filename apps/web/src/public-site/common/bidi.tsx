import { Fragment, type ReactNode } from 'react';
import { type BidiSegment, bidiSegments, documentDirection, type TextDirection } from '../../shared/bidi';
import styles from './bidi.module.css';
import { decodeHtmlEntities } from './translation';

export { bidiSegments, documentDirection, type TextDirection } from '../../shared/bidi';

/**
 * The public site's rendering of mixed Arabic and Latin text (see `shared/bidi.ts` for what a run
 * is). A run without spaces (an e-mail, a URL, a code, a number) is one unbreakable unit with the
 * punctuation that closes it, so "info@x.example." never leaves its full stop on the next line; a
 * phone number too. A phrase ("Panadol Extra 500 mg") keeps its reading order and may wrap between
 * its words like the text around it. Every place that shows such text uses `BidiText` (plain text)
 * or `isolateHtml` (staff-written HTML).
 */

/** The class of a run: phrases wrap between their words, single units do not. */
function runClass(segment: BidiSegment): string {
  return (isPhrase(segment.text) ? styles.phrase : styles.run) ?? '';
}

function isPhrase(text: string): boolean {
  return /\s/.test(text) && !/^\+?[\d\s-]+$/.test(text);
}

/** Plain text with its other-direction runs isolated (see the module comment). */
export function BidiText({ text, dir }: { text: string | null | undefined; dir?: TextDirection }): ReactNode {
  if (!text) return null;
  const segments = bidiSegments(text, dir ?? documentDirection());
  return segments.map((segment, index) =>
    segment.dir ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text, in order
      <span key={index} className={runClass(segment)}>
        <bdi dir={segment.dir}>{segment.text}</bdi>
        {segment.trail}
      </span>
    ) : (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text, in order
      <Fragment key={index}>{segment.text}</Fragment>
    ),
  );
}

/** Elements whose text is one unit already (links) or must stay as written. */
const KEEP_WHOLE = new Set(['a', 'bdi', 'code', 'pre']);

function escapeHtmlText(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/**
 * The same isolation inside sanitized HTML: text between tags is split, markup is left as it is.
 * It works on the markup as a string (the server sanitized it on save, so tags are well formed),
 * so the server's rendering and the browser's produce the same HTML.
 */
export function isolateHtml(html: string, dir: TextDirection): string {
  if (!html) return html;
  let keepWhole = 0;
  let out = '';
  for (const token of html.split(/(<[^>]*>)/)) {
    if (token.startsWith('<')) {
      const tag = /^<(\/?)([a-zA-Z][\w-]*)/.exec(token);
      if (tag && KEEP_WHOLE.has((tag[2] ?? '').toLowerCase()) && !token.endsWith('/>')) {
        keepWhole = Math.max(0, keepWhole + (tag[1] ? -1 : 1));
      }
      out += token;
      continue;
    }
    if (!token || keepWhole > 0) {
      out += token;
      continue;
    }
    const segments = bidiSegments(decodeHtmlEntities(token), dir);
    if (!segments.some((segment) => segment.dir)) {
      out += token;
      continue;
    }
    for (const segment of segments) {
      out += segment.dir
        ? `<span class="${runClass(segment)}"><bdi dir="${segment.dir}">${escapeHtmlText(segment.text)}</bdi>${escapeHtmlText(segment.trail ?? '')}</span>`
        : escapeHtmlText(segment.text);
    }
  }
  return out;
}
