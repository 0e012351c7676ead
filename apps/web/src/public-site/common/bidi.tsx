import { Fragment, type ReactNode } from 'react';
import { type BidiSegment, bidiSegments, documentDirection, type TextDirection } from '../../shared/bidi';
import styles from './bidi.module.css';

export { type BidiSegment, bidiSegments, documentDirection, type TextDirection } from '../../shared/bidi';

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

/** The same isolation inside sanitized HTML: text nodes are split, markup is left as it is. */
export function isolateHtml(html: string, dir: TextDirection): string {
  if (typeof DOMParser === 'undefined' || !html) return html;
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const walker = doc.createTreeWalker(doc.body, NodeFilter.SHOW_TEXT);
  const nodes: Text[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) nodes.push(node as Text);
  for (const node of nodes) {
    // Links already are one unit; isolating inside them would split their text.
    if (node.parentElement?.closest('a, bdi, code, pre')) continue;
    const segments = bidiSegments(node.data, dir);
    if (!segments.some((segment) => segment.dir)) continue;
    const fragment = doc.createDocumentFragment();
    for (const segment of segments) {
      if (!segment.dir) {
        fragment.append(segment.text);
        continue;
      }
      const run = doc.createElement('span');
      run.className = runClass(segment);
      const bdi = doc.createElement('bdi');
      bdi.setAttribute('dir', segment.dir);
      bdi.textContent = segment.text;
      run.append(bdi, segment.trail ?? '');
      fragment.append(run);
    }
    node.replaceWith(fragment);
  }
  return doc.body.innerHTML;
}
