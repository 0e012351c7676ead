import { dirOf, getLang } from './lang';

/**
 * Where mixed Arabic and Latin text needs isolating. Inside Arabic text, each maximal run of
 * left-to-right material (Latin words, numbers, units, e-mail addresses, URLs, phone numbers,
 * codes, and the spaces and neutral signs between them) is one run, so "جرعة Panadol Extra 500 mg
 * للكبار" keeps its dose in reading order; the spaces and punctuation around a run belong to the
 * Arabic sentence. Inside English text, Arabic runs (with the numbers between their words) are
 * isolated right-to-left. The public site renders the runs with `BidiText` and `isolateHtml`; staff
 * screens with `Isolated`.
 */

const EMAIL = String.raw`[\w.+-]+@[\w-]+(?:\.[\w-]+)+`;
const URL = String.raw`(?:https?:\/\/|www\.)[^\s<>"']*[^\s<>"'.,;:!?،؛)\]]`;
// +966 11 234 5678, 920012345, 05x-xxx-xxxx: a digit run with inner spaces or dashes.
const PHONE = String.raw`\+?\d[\d\s-]{5,}\d`;
// Latin words with digits, codes and plain numbers: SFDA-PH-4521873, 21,000, 3%, 2024/2025, and an
// app path's leading slash (/offers).
const LATIN = String.raw`\/?[A-Za-z0-9][A-Za-z0-9@._%+\-/:,]*[A-Za-z0-9%]|\/?[A-Za-z0-9]`;
const LTR_TOKEN = `(?:${EMAIL}|${URL}|${PHONE}|${LATIN})`;
// What may stand between two left-to-right tokens and still belong to their phrase: spaces and
// the neutral signs of Latin text ("Panadol Extra 500 mg", "293×189", "Panadol (Paracetamol 500 mg").
// Arabic punctuation never joins: "،" ends the phrase.
const LTR_JOIN = String.raw`[\s\u00D7\-\u2013\u2014/+&:,.()]+`;

const ARABIC_LETTERS = String.raw`\u0600-\u06FF\u0750-\u077F\uFB50-\uFDFF\uFE70-\uFEFF`;
const ARABIC_WORD = `[${ARABIC_LETTERS}]+`;
// Between Arabic words: spaces, numbers and neutral signs ("في أبها 24 ساعة").
const RTL_JOIN = String.raw`[\s0-9\u00D7\-\u2013\u2014/+&:,.()%]+`;

// Closing punctuation that belongs with the run it follows (no line break before it).
const TRAIL = '[.,;:!?،؛)]*';

// A maximal run: tokens of one direction with what joins them, never the spaces or punctuation at its ends.
const LTR_RUN = new RegExp(`(${LTR_TOKEN}(?:${LTR_JOIN}${LTR_TOKEN})*)(${TRAIL})`, 'g');
const RTL_RUN = new RegExp(`(${ARABIC_WORD}(?:${RTL_JOIN}${ARABIC_WORD})*)(${TRAIL})`, 'g');

export type TextDirection = 'rtl' | 'ltr';

export interface BidiSegment {
  text: string;
  /** Set on a run to isolate: its own direction. */
  dir?: TextDirection;
  /** Punctuation that follows the run and stays on its line. */
  trail?: string;
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
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
    let run = match[1] ?? '';
    let trail = match[2] ?? '';
    // A bracket the phrase opened is closed inside it, or each side would mirror its own half.
    if (trail.startsWith(')') && count(run, '(') > count(run, ')')) {
      run += ')';
      trail = trail.slice(1);
    }
    segments.push({ text: run, dir: runDir, ...(trail ? { trail } : {}) });
    last = match.index + match[0].length;
  }
  if (last < text.length) segments.push({ text: text.slice(last) });
  return segments;
}

/** The direction of the page's language (right-to-left for Arabic, the default). */
export function documentDirection(): TextDirection {
  return dirOf(getLang());
}
