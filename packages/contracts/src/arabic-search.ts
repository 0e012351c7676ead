/**
 * Arabic-aware search keys. Text is folded so that spellings a visitor types
 * interchangeably compare equal: hamza-carrying alef forms become a bare alef,
 * taa marbuta becomes haa, alef maqsura becomes yaa, and short vowels, other
 * diacritics and the tatweel stretch are dropped. Latin text is lower-cased and
 * loses its accents, Arabic-Indic digits become ASCII digits and white space is
 * collapsed. Services store the folded key beside the text (indexed with pg_trgm)
 * and fold the query the same way, so `احمد` finds `أحمد`. Because letters are
 * decomposed to strip marks, hamza seats fold too (ؤ → و, ئ → ي), which matches
 * how people type names without the hamza.
 *
 * Hamza is folded as people type it: a hamza on a seat becomes the bare seat (ئ → ي,
 * ؤ → و, and alef maqsura before hamza ىء → ي), and the standalone hamza ء is dropped,
 * so `الشاطيء`, `الشاطىء` and `الشاطئ` share one key. This module is shared: the
 * server builds stored keys and query patterns with it, the web filters lists with it.
 */

const ALEF_FORMS = /[\u0622\u0623\u0625\u0671\u0672\u0673]/g; // آ أ إ ٱ and the wavy-hamza forms
const TAA_MARBUTA = /\u0629/g; // ة
const ALEF_MAQSURA = /\u0649/g; // ى
// Hamza on a yaa seat (after decomposition: yaa + hamza above) and on a waw seat, in case NFD left any.
const YAA_HAMZA = /\u0626/g; // ئ
const WAW_HAMZA = /\u0624/g; // ؤ
const STANDALONE_HAMZA = /\u0621/g; // ء
// Every non-spacing mark — tashkeel and Quranic marks (U+064B–U+065F), superscript alef (U+0670),
// the Latin accents left over after NFD decomposition — and the tatweel stretch (U+0640).
const MARKS = /[\p{Mn}\u0640]/gu;
const ARABIC_INDIC_DIGITS = /[\u0660-\u0669]/g;
const EASTERN_ARABIC_DIGITS = /[\u06F0-\u06F9]/g;
// Bidi controls and zero-width characters pasted from other apps would break matching.
const INVISIBLE = /[\u200B-\u200F\u202A-\u202E\u2066-\u2069\uFEFF]/g;
const SPACES = /\s+/g;

/** Folds one text into its search key (Arabic-aware, both languages). */
export function normalizeArabic(text: string | null | undefined): string {
  if (!text) return '';
  return (
    text
      // NFKC first turns Arabic presentation forms and full-width Latin into ordinary letters.
      .normalize('NFKC')
      .normalize('NFD')
      .replace(MARKS, '')
      .normalize('NFC')
      .replace(INVISIBLE, '')
      .replace(ALEF_FORMS, '\u0627')
      .replace(TAA_MARBUTA, '\u0647')
      .replace(YAA_HAMZA, '\u064A')
      .replace(WAW_HAMZA, '\u0648')
      .replace(ALEF_MAQSURA, '\u064A')
      .replace(STANDALONE_HAMZA, '')
      .replace(ARABIC_INDIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x0660))
      .replace(EASTERN_ARABIC_DIGITS, (d) => String(d.charCodeAt(0) - 0x06f0))
      .toLowerCase()
      .replace(SPACES, ' ')
      .trim()
  );
}

/**
 * The stored key of several texts (e.g. the Arabic and English name). Parts are
 * joined by a line break, which a folded query never contains, so a query cannot
 * match across the boundary of two parts.
 */
export function searchKey(...parts: Array<string | null | undefined>): string {
  return parts
    .map(normalizeArabic)
    .filter((p) => p.length > 0)
    .join('\n');
}

/**
 * A `LIKE` pattern matching the folded query anywhere in a key (both folded to lower case, so
 * LIKE matches what ILIKE would, without lower-casing every row again), with LIKE's own
 * wildcards escaped; null when the query folds to nothing (no filter).
 */
export function containsPattern(query: string | null | undefined): string | null {
  const key = normalizeArabic(query);
  if (!key) return null;
  return `%${key.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
