import { z } from 'zod';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

/** An empty form value or a null means "not given". */
export const blankToUndefined = (value: unknown) =>
  value === null || (typeof value === 'string' && value.trim() === '') ? undefined : value;

/** Flags travel as 1/0 (also "1"/"0", true/false from forms). */
export const flag = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false']), z.boolean()])
  .transform((v) => (v === 1 || v === '1' || v === 'true' || v === true ? 1 : 0));

/** PostgreSQL `integer` (int4) bounds: every id and integer column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/**
 * An integer as it may be spelled in a form field, query value or path segment: decimal digits, an
 * optional leading minus, no leading zero, nothing else (`" 5"`, `"+5"`, `"05"`, `"0x5"`, `"5.0"`,
 * `"1e1"` are not integers). JSON numbers are taken as they are; `true`, `[5]` and other values are
 * refused, never coerced.
 */
const INTEGER_TEXT = /^(?:0|-?[1-9][0-9]*)$/;
const fromDecimalText = (value: unknown) =>
  typeof value === 'string' && INTEGER_TEXT.test(value) ? Number(value) : value;

/**
 * An integer from `min` to `max`: a JSON number, or its decimal spelling in a form, query or path. A
 * codec rather than a preprocess, so answers that hold ids can still be encoded.
 */
export const integer = (min: number, max: number) =>
  z.codec(z.unknown(), z.int().min(min).max(max), {
    // Anything but canonical digits passes through unchanged and is refused by the integer check.
    decode: (value) => fromDecimalText(value) as number,
    encode: (value) => value,
  });

/** Any integer that fits an `integer` column. */
export const int32 = integer(INT32_MIN, INT32_MAX);

/**
 * A row id (serial): a positive int32, the one id schema of every path, body and query. A path id that
 * fails it is "not found", a field id "invalid".
 */
export const id = integer(1, INT32_MAX);

/** An optional id filter or field: an empty value (`?category_id=`, a cleared select's null) means none. */
export const optionalId = z.preprocess((v) => (v === '' || v === null ? undefined : v), id.optional());

export const idParam = z.object({ id });

/** `page` from 1, `limit` default 10, at most 100; both arrive as query strings. */
export const pageQuery = z.object({
  page: id.default(1),
  limit: integer(1, MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface DataAnswer<T> {
  data: T;
}
export interface PageAnswer<T> {
  data: T[];
  total: number;
}

/**
 * Invisible direction controls: the marks LRM, RLM and ALM, the embeddings and overrides
 * (U+202A–U+202E) and the isolates (U+2066–U+2069). In a plain-text value they can make a name
 * read differently from what it holds (`U+202E` turns "gpj.exe" around), so plain text refuses
 * them. The zero-width joiner and non-joiner (U+200C/U+200D) are ordinary Arabic and Persian
 * spelling and stay allowed.
 */
const BIDI_CONTROL_CHARACTERS = '\u200E\u200F\u061C\u202A-\u202E\u2066-\u2069';
const BIDI_CONTROL = new RegExp(`[${BIDI_CONTROL_CHARACTERS}]`);
const BIDI_CONTROLS = new RegExp(`[${BIDI_CONTROL_CHARACTERS}]`, 'g');

/** Whether `text` holds a direction control character (see above). */
export function hasBidiControl(text: string): boolean {
  return BIDI_CONTROL.test(text);
}

/** `text` without its direction control characters: for search text, file names and rich text. */
export function stripBidiControls(text: string): string {
  return text.replace(BIDI_CONTROLS, '');
}
