/**
 * The server's Arabic-aware search keys come from the one normalizer the server and the web
 * share (`@app/contracts`), so a stored key, a query pattern and a list filtered in the browser
 * fold text the same way.
 */
export { containsPattern, normalizeArabic, searchKey } from '@app/contracts';
