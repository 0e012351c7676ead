import { z } from 'zod';

/**
 * Settings saves: one record or one whole page (website contacts, about page, home and investor page
 * sections, navigation menu, home statistics). They change only what they are sent:
 *
 * - a field left out keeps its stored value (an empty body changes nothing);
 * - a field sent empty (`''` in a form, `null` in JSON) is a deliberate change: it clears the field,
 *   or is refused where the field may not be empty (a heading);
 * - a list that is the whole collection (menu links, statistics) replaces it only when sent.
 *
 * The body schemas are built with `settingsBody` (every field optional, no defaults: a default would
 * turn "not sent" into "sent empty") and the server writes only the keys present (`sentOnly`).
 */
export function settingsBody<S extends z.ZodRawShape>(shape: S) {
  for (const [name, field] of Object.entries(shape)) {
    if (field instanceof z.ZodDefault) throw new Error(`settings field ${name} has a default`);
  }
  return z.object(shape).partial();
}

/** A form field left empty arrives as ''; in a settings body it means "clear": null. */
export const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** The keys of `values` that were sent (not undefined): what a settings save may write. */
export function sentOnly<T extends Record<string, unknown>>(values: T): Partial<T> {
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined)) as Partial<T>;
}
