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

/** Plain text of sanitized HTML (for excerpts), without touching the live document. */
export function htmlToText(html: string): string {
  // Block ends become spaces, so "<p>…160.</p><p>The…" does not read "160.The".
  const spaced = html.replace(/<\/(p|div|li|h[1-6]|tr|td|th|blockquote)>|<br\s*\/?>/gi, '$& ');
  const doc = new DOMParser().parseFromString(spaced, 'text/html');
  return (doc.body.textContent ?? '').replace(/\s+/g, ' ').trim();
}
