import { config } from 'zod';

/**
 * Zod compiles object schemas with `new Function` when the page allows it, and probes whether it
 * does on first use. The site's content security policy forbids eval, so the probe failed and the
 * browser reported a CSP violation on every page (a Lighthouse best-practices issue) for nothing:
 * the schemas are checked without compiling. Imported first by the entry.
 */
config({ jitless: true });
