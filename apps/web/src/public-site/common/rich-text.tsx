import { documentDirection, isolateHtml } from './bidi';
import styles from './page.module.css';

/**
 * HTML written by staff (news, FAQ answers, the investor-relations entry). The server sanitizes it
 * with an allowlist when it is saved, so it is shown as is, with e-mails, numbers and other
 * runs of the other direction isolated.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write by the server (allowlist)
      dangerouslySetInnerHTML={{ __html: isolateHtml(html, documentDirection()) }}
    />
  );
}
