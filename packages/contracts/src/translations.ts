import { z } from 'zod';
import { LOCALES, type Locale } from './common';

/** The key naming an entry's language, as the specification spells it for the entity. */
export type LocaleKey = 'locale' | 'local';

/**
 * The specification's `translation[]` list on input: one entry per language, each naming its language
 * by `locale` or `local` (both spellings accepted), every language present exactly once. Answers give
 * entries under the entity's own key.
 */
export function translationInput<S extends z.ZodRawShape>(fields: S) {
  const entry = z.object({ locale: z.enum(LOCALES).optional(), local: z.enum(LOCALES).optional(), ...fields });
  return z
    .array(entry)
    .max(LOCALES.length)
    .superRefine((entries, ctx) => {
      const seen = new Set<Locale>();
      entries.forEach((item, index) => {
        const locale = (item as { locale?: Locale; local?: Locale }).locale ?? (item as { local?: Locale }).local;
        if (!locale) ctx.addIssue({ code: 'custom', path: [index, 'locale'], params: { code: 'required' } });
        else if (seen.has(locale))
          ctx.addIssue({ code: 'custom', path: [index, 'locale'], params: { code: 'invalid_choice' } });
        else seen.add(locale);
      });
      if (entries.length === seen.size && seen.size < LOCALES.length) {
        ctx.addIssue({ code: 'custom', path: [], params: { code: 'translation_missing' } });
      }
    });
}

/** One answer entry: the fields of one language under `key`. */
export function translationAnswer<S extends z.ZodRawShape, K extends LocaleKey>(fields: S, key: K) {
  return z.object({ [key]: z.enum(LOCALES), ...fields } as { [P in K]: z.ZodEnum<{ ar: 'ar'; en: 'en' }> } & S);
}
