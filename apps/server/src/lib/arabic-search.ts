/**
 * The server's Arabic-aware search keys come from the one normalizer the server and the web
 * share (`@app/contracts`), so a stored key, a query pattern and a list filtered in the browser
 * fold text the same way.
 */
export { containsPattern, normalizeArabic, searchKey } from '@app/contracts';

/** `like 'A12%'`: the start of a code, the typed text taken literally; null when nothing was typed. */
export function prefixPattern(text: string | null | undefined): string | null {
  const typed = text?.trim();
  return typed ? `${typed.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
}
