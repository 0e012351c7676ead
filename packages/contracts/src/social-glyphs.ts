/**
 * Glyphs of the social networks whose icon the contact settings may upload (24×24 paths, drawn
 * for this project): the public site draws them when no icon is uploaded, and the demo data
 * uploads them as its icons, so both show the same recognisable marks.
 */
export const SOCIAL_GLYPHS = {
  snapchat:
    'M12 3c2.9 0 5 2.2 5 5.1v2.1c.4.2 1 .1 1.4-.1.5-.2 1 .3.8.8-.3.6-1.3 1-2 1.2.4 1.6 1.8 3 3.6 3.5.4.1.5.6.1.8-.6.3-1.4.5-2 .6-.2.4-.1 1-.6 1.1-.6.1-1.3-.2-2.1 0-1.1.3-1.9 1.6-4.2 1.6s-3.1-1.3-4.2-1.6c-.8-.2-1.5.1-2.1 0-.5-.1-.4-.7-.6-1.1-.6-.1-1.4-.3-2-.6-.4-.2-.3-.7.1-.8 1.8-.5 3.2-1.9 3.6-3.5-.7-.2-1.7-.6-2-1.2-.2-.5.3-1 .8-.8.4.2 1 .3 1.4.1V8.1C7 5.2 9.1 3 12 3z',
  tiktok:
    'M16.6 3c.3 2.2 1.7 3.7 4 3.9v3.1c-1.5.1-2.8-.4-4-1.2v6.1c0 3.7-3 5.9-6.1 5.1-3.9-1-4.8-6.2-1.5-8.3 1-.6 2.2-.8 3.4-.6v3.2c-.4-.1-.9-.2-1.3-.1-1.4.2-2.2 1.5-1.8 2.8.5 1.6 2.6 2.1 3.7.9.4-.4.5-1 .5-1.6V3z',
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.3 5 12 5 12 5s-6.3 0-7.8.4a2.5 2.5 0 0 0-1.8 1.8C2 8.7 2 12 2 12s0 3.3.4 4.8a2.5 2.5 0 0 0 1.8 1.8c1.5.4 7.8.4 7.8.4s6.3 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8c.4-1.5.4-4.8.4-4.8s0-3.3-.4-4.8zM10 15V9l5.2 3z',
} as const;

export type SocialGlyph = keyof typeof SOCIAL_GLYPHS;

/** A round icon as an SVG document: the glyph in `glyphColour` on a disc of `background`. */
export function socialIconSvg(network: SocialGlyph, background: string, glyphColour = '#ffffff'): string {
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" width="48" height="48">',
    `<circle cx="12" cy="12" r="12" fill="${background}"/>`,
    `<g transform="translate(4.2 4.2) scale(0.65)"><path fill="${glyphColour}" d="${SOCIAL_GLYPHS[network]}"/></g>`,
    '</svg>',
  ].join('');
}
