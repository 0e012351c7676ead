import { Fragment, type ReactNode } from 'react';
import { dirOf, getLang } from '../../shared/lang';
import styles from './bidi.module.css';

/**
 * Bidirectional isolation of mixed Arabic and Latin text. Inside Arabic text, e-mail addresses,
 * URLs, phone numbers, codes and Latin numbers are laid out left-to-right as one unbreakable
 * unit (with the punctuation that closes them, so "info@x.example." never leaves its full stop
 * on the next line); inside English text, Arabic runs are isolated right-to-left. Every place
 * that shows such text uses `BidiText` (plain text) or `isolateHtml` (staff-written HTML).
 */

const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const URL = String.raw`(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?،؛)\]]`;
// +966 11 234 5678, 920012345, 05x-xxx-xxxx: a digit run with inner spaces or dashes.
const PHONE = String.raw`\+?\d[\d\s-]{5,}\d`;
// Latin words with digits, codes and plain numbers: SFDA-PH-4521873, 21,000, 3%, 2024/2025.
const LATIN = String.raw`[A-Za-z0-9][A-Za-z0-9@._%+\-/:,]*[A-Za-z0-9%]|[A-Za-z0-9]`;
const ARABIC = String.raw`[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF](?:[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF\s\u0660-\u0669]*[\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF])?`;
// Closing punctuation that belongs with the run it follows (no line break before it).
const TRAIL = '[.,;:!?،؛)]*';

const LTR_RUN = new RegExp(`(${EMAIL}|${URL}|${PHONE}|${LATIN})(${TRAIL})`, 'g');
const RTL_RUN = new RegExp(`(${ARABIC})(${TRAIL})`, 'g');

export type TextDirection = 'rtl' | 'ltr';

export interface BidiSegment {
  text: string;
  /** Set on a run to isolate: its own direction. */
  dir?: TextDirection;
  /** Punctuation that follows the run and stays on its line. */
  trail?: string;
}

/** Splits text shown in a `context` direction into plain parts and runs of the other direction. */
export function bidiSegments(text: string, context: TextDirection): BidiSegment[] {
  const pattern = context === 'rtl' ? LTR_RUN : RTL_RUN;
  const runDir: TextDirection = context === 'rtl' ? 'ltr' : 'rtl';
  const segments: BidiSegment[] = [];
  let last = 0;
  pattern.lastIndex = 0;
  for (let match = pattern.exec(text); match; match = pattern.exec(text)) {
    if (match.index > last) segments.push({ text: text.slice(last, match.index) });
    segments.push({ text: match[1] ?? '', dir: runDir, ...(match[2] ? { trail: match[2] } : {}) });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The direction of the page's language (right-to-left for Arabic, the default). */
export function documentDirection(): TextDirection {
  return dirOf(getLang());
}

/** Plain text with its other-direction runs isolated (see the module comment). */
export function BidiText({ text, dir }: { text: string | null | undefined; dir?: TextDirection }): ReactNode {
  if (!text) return null;
  const segments = bidiSegments(text, dir ?? documentDirection());
  return segments.map((segment, index) =>
    segment.dir ? (
      // biome-ignore lint/suspicious/noArrayIndexKey: segments of one fixed text, in order
      <span key={index} className={styles.run}>
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
      run.className = styles.run ?? '';
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
