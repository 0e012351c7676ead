import { z } from 'zod';

/**
 * The one allowlist of staff-written rich text (news, FAQ answers, articles, investor relations).
 * The server cleans HTML with it when it is saved, the public site renders what is stored as is,
 * and the back-office editor offers only formatting that survives this list.
 */
export const RICH_TEXT_TAGS = [
  'p',
  'br',
  'hr',
  'div',
  'span',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'sub',
  'sup',
  'mark',
  'code',
  'pre',
  'blockquote',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'ul',
  'ol',
  'li',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
  'caption',
] as const;

/** Attributes kept per tag; `*` applies to every tag. */
export const RICH_TEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  '*': ['dir', 'lang'],
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  ol: ['start'],
  th: ['colspan', 'rowspan', 'scope'],
  td: ['colspan', 'rowspan'],
};

/** URL schemes kept in `href`/`src`; anything else (javascript:, data:, vbscript:) is dropped. */
export const RICH_TEXT_SCHEMES = ['http', 'https', 'mailto', 'tel'] as const;

/** Images load only over http(s): no `data:` payloads inside stored text. */
export const RICH_TEXT_IMAGE_SCHEMES = ['http', 'https'] as const;

/** Containers dropped together with their text. */
export const RICH_TEXT_DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'noscript',
  'iframe',
  'object',
  'embed',
] as const;

/** Headings the editor offers (h1 is the page's own title). */
export const RICH_TEXT_HEADING_LEVELS = [2, 3, 4] as const;

/** True when `url` is a link the allowlist keeps (a scheme from the list, or a path on this site). */
export function isAllowedRichTextUrl(url: string): boolean {
  const trimmed = url.trim();
  if (trimmed === '') return false;
  if (trimmed.startsWith('//')) return false;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(trimmed);
  if (!scheme) return trimmed.startsWith('/') || trimmed.startsWith('#');
  return (RICH_TEXT_SCHEMES as readonly string[]).includes(scheme[1]!.toLowerCase());
}

/**
 * The input schema of every rich-text field. The server recognises these fields by this very
 * schema: their direction controls are stripped by the sanitizer instead of refused, since
 * RLM/LRM marks are common in mixed Arabic and English articles.
 */
export const richTextInput = z.string().trim().min(1).max(100_000);

/** Whether `schema` is the rich-text input schema (see `richTextInput`). */
export function isRichTextInput(schema: unknown): boolean {
  return schema === richTextInput;
}
