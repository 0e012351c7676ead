import { documentDirection, isolateHtml } from './bidi';
import styles from './page.module.css';

/**
 * HTML written by staff (news, FAQ answers, the investor-relations entry). The server sanitizes it
 * with an allowlist when it is saved, so it is shown as is, with e-mails, numbers and other
 * runs of the other direction isolated.
 */
export function RichText({
  html,
  className,
  headingsFrom,
}: {
  html: string;
  className?: string;
  /** The level the text's own top headings take under the page's (2 under the page's h1). */
  headingsFrom?: number;
}) {
  const shown = headingsFrom === undefined ? html : shiftHeadings(html, headingsFrom);
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write by the server (allowlist)
      dangerouslySetInnerHTML={{ __html: isolateHtml(shown, documentDirection()) }}
    />
  );
}

const HEADING_TAG = /<(\/?)h([1-6])(?=[\s/>])/gi;

/**
 * Moves staff-written headings so the text's highest one is at `from` and the others keep their
 * steps below it (at most h6): a text that starts at h3 under the page's h1 would skip a level for
 * screen-reader users who move by headings, and one with its own h1 would compete with the page's.
 * Only tag names change; the markup was sanitized on write.
 */
export function shiftHeadings(html: string, from: number): string {
  let top = 7;
  for (const match of html.matchAll(HEADING_TAG)) top = Math.min(top, Number(match[2]));
  if (top === 7 || top === from) return html;
  return html.replace(HEADING_TAG, (_tag, slash: string, level: string) => {
    const moved = Math.min(6, Math.max(1, Number(level) - top + from));
    return `<${slash}h${moved}`;
  });
}
