import type { Lang } from '../../shared/lang';
import type { TranslationEntry } from './api-types';

/**
 * The entry of `lang` from a `translation[]` list (either key spelling), else the first one, so
 * content entered in one language only still shows rather than leaving a hole.
 */
export function entryFor<T extends TranslationEntry>(
  entries: readonly T[] | null | undefined,
  lang: Lang,
): T | undefined {
  if (!entries || entries.length === 0) return undefined;
  return entries.find((entry) => (entry.locale ?? entry.local) === lang) ?? entries[0];
}

/** Text that is present and not only whitespace; `null` otherwise (lets `??` pick a fallback). */
export function textOrNull(value: string | null | undefined): string | null {
  return value && value.trim() !== '' ? value : null;
}

/** The English variant of an image in English when there is one, else the shared image. */
export function imageFor(
  lang: Lang,
  image: string | null | undefined,
  imageEn: string | null | undefined,
): string | null {
  return (lang === 'en' ? (imageEn ?? image) : image) ?? null;
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntity(entity: string, body: string): string {
  if (body.startsWith('#')) {
    const code = body[1] === 'x' || body[1] === 'X' ? Number.parseInt(body.slice(2), 16) : Number(body.slice(1));
    return Number.isInteger(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  }
  return NAMED_ENTITIES[body] ?? entity;
}

/** The text an HTML text run stands for (`&amp;` → `&`, `&#1605;` → `م`). */
export function decodeHtmlEntities(text: string): string {
  return text.replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, decodeEntity);
}

/**
 * Plain text of sanitized HTML (for excerpts), the same on the server and in the browser: the
 * markup was sanitized when staff saved it, so dropping tags and decoding entities is enough.
 */
export function htmlToText(html: string): string {
  // Block ends become spaces, so "<p>…160.</p><p>The…" does not read "160.The".
  return html
    .replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote)>|<br\s*\/?>/gi, '$& ')
    .replace(/<!--[\s\S]*?-->|<(script|style)[^>]*>[\s\S]*?<\/\1>|<[^>]*>/gi, '')
    .replace(/&(#x?[0-9a-f]+|[a-z]+);/gi, decodeEntity)
    .replace(/\s+/g, ' ')
    .trim();
}
