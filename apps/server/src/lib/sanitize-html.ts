import sanitize from 'sanitize-html';

/**
 * Rich text written by staff (news, investigator, FAQ answers, articles) is cleaned
 * on write against an allowlist, so the public site can render what is stored as-is.
 * Anything not listed — scripts, styles, event handlers, iframes, javascript: URLs —
 * is dropped; text inside dropped containers such as <script> is dropped with them.
 */
const options: sanitize.IOptions = {
  allowedTags: [
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
  ],
  allowedAttributes: {
    '*': ['dir', 'lang'],
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height'],
    ol: ['start'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowProtocolRelative: false,
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  disallowedTagsMode: 'discard',
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
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
