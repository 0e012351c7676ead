import {
  RICH_TEXT_ATTRIBUTES,
  RICH_TEXT_DROPPED_WITH_CONTENT,
  RICH_TEXT_IMAGE_SCHEMES,
  RICH_TEXT_SCHEMES,
  RICH_TEXT_TAGS,
  stripBidiControls,
} from '@app/contracts';
import sanitize from 'sanitize-html';

/**
 * Rich text written by staff (news, investigator, FAQ answers, articles) is cleaned on write
 * against the allowlist in `@app/contracts` (shared with the back-office editor), so the public
 * site can render what is stored as-is.
 * Anything not listed — scripts, styles, event handlers, iframes, javascript: URLs —
 * is dropped; text inside dropped containers such as <script> is dropped with them.
 */
const options: sanitize.IOptions = {
  allowedTags: [...RICH_TEXT_TAGS],
  allowedAttributes: Object.fromEntries(
    Object.entries(RICH_TEXT_ATTRIBUTES).map(([tag, attributes]) => [tag, [...attributes]]),
  ),
  allowedSchemes: [...RICH_TEXT_SCHEMES],
  allowedSchemesByTag: { img: [...RICH_TEXT_IMAGE_SCHEMES] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  nonTextTags: [...RICH_TEXT_DROPPED_WITH_CONTENT],
  // Direction controls in the text could turn words around unseen; the `dir` attribute says it instead.
  textFilter: (text) => stripBidiControls(text),
  transformTags: {
    // Links that open a new tab must not hand the opener to the target page.
    a: (tagName, attribs) => {
      const next: Record<string, string> = { ...attribs };
      if (next.target && next.target !== '_blank') delete next.target;
      if (next.target === '_blank') next.rel = 'noopener noreferrer';
      else delete next.rel;
      return { tagName, attribs: next };
    },
  },
};

/** Returns `html` with only allowlisted tags, attributes and URL schemes. */
export function sanitizeRichText(html: string | null | undefined): string {
  if (!html) return '';
  return sanitize(html, options).trim();
}
