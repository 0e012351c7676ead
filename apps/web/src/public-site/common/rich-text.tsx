import styles from './page.module.css';

/**
 * HTML written by staff (news, FAQ answers, the investor-relations entry). The server sanitizes it
 * with an allowlist when it is saved, so it is shown as is.
 */
export function RichText({ html, className }: { html: string; className?: string }) {
  return (
    <div
      className={className ? `${styles.richText} ${className}` : styles.richText}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized on write by the server (allowlist)
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
