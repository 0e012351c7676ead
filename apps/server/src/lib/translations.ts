import { LOCALES, type Locale } from '@app/contracts';

/**
 * Bilingual values are stored as one jsonb column per field holding `{ ar, en }`
 * (see db/schema/columns.ts). The API speaks the specification's `translation[]`
 * shape instead: one entry per language, keyed by `locale` or, for some entities,
 * `local`. These helpers convert between the two so no module maps by hand.
 */

/** A value per language; `Bilingual` is the string case. */
export type PerLocale<T> = Record<Locale, T>;

/** The key naming an entry's language, as the specification spells it for the entity. */
export type LocaleKey = 'locale' | 'local';

type FieldsOf<F> = { [K in keyof F]: F[K] extends PerLocale<infer V> ? V : null };

export type TranslationEntry<F, K extends LocaleKey = 'locale'> = Record<K, Locale> & FieldsOf<F>;

export interface TranslationOptions<K extends LocaleKey> {
  /** Key naming the language of each entry (default `locale`). */
  key?: K;
  /** Only the entry of this language. */
  only?: Locale;
}

/** One entry with every field in one language; a missing (null) field stays null. */
export function translationFor<F extends Record<string, PerLocale<unknown> | null>, K extends LocaleKey = 'locale'>(
  fields: F,
  locale: Locale,
  key: K = 'locale' as K,
): TranslationEntry<F, K> {
  const entry: Record<string, unknown> = { [key]: locale };
  for (const [name, value] of Object.entries(fields)) entry[name] = value ? value[locale] : null;
  return entry as TranslationEntry<F, K>;
}

/** The `translation[]` list: one entry per language (ar first), or only the requested one. */
export function toTranslations<F extends Record<string, PerLocale<unknown> | null>, K extends LocaleKey = 'locale'>(
  fields: F,
  options: TranslationOptions<K> = {},
): TranslationEntry<F, K>[] {
  const key = options.key ?? ('locale' as K);
  const locales = options.only ? [options.only] : LOCALES;
  return locales.map((locale) => translationFor(fields, locale, key));
}

/** An entry as clients send it: either key spelling is accepted. */
export type IncomingTranslation = { locale?: string | null; local?: string | null } & Record<string, unknown>;

/** The language of an incoming entry, or undefined when it names none we know. */
function entryLocale(entry: IncomingTranslation): Locale | undefined {
  const value = entry.locale ?? entry.local;
  return LOCALES.find((l) => l === value);
}

/**
 * Folds incoming `translation[]` entries back into one `{ ar, en }` value per field.
 * A language without an entry, or an entry without the field, gives `fallback`.
 * Entries naming an unknown language are ignored (validation reports them first).
 */
export function fromTranslations<F extends string, V = string>(
  entries: readonly IncomingTranslation[],
  fields: readonly F[],
  fallback: V = '' as V,
): Record<F, PerLocale<V>> {
  const empty = {} as Record<F, PerLocale<V>>;
  for (const field of fields) empty[field] = { ar: fallback, en: fallback };
  return mergeTranslations(entries, fields, empty);
}

/** The text of one language. */
export function pick<T>(value: PerLocale<T>, locale: Locale): T;
export function pick<T>(value: PerLocale<T> | null | undefined, locale: Locale): T | null;
export function pick<T>(value: PerLocale<T> | null | undefined, locale: Locale): T | null {
  return value ? value[locale] : null;
}

/**
 * Folds incoming `translation[]` entries over the stored values, for saves that change only what they
 * are sent: a language without an entry, or an entry without the field, keeps `current`'s value.
 */
export function mergeTranslations<F extends string, V = string>(
  entries: readonly IncomingTranslation[] | undefined,
  fields: readonly F[],
  current: Record<F, PerLocale<V>>,
): Record<F, PerLocale<V>> {
  const result = {} as Record<F, PerLocale<V>>;
  for (const field of fields) result[field] = { ...current[field] };
  for (const entry of entries ?? []) {
    const locale = entryLocale(entry);
    if (!locale) continue;
    for (const field of fields) {
      const value = entry[field];
      if (value !== undefined && value !== null) result[field][locale] = value as V;
    }
  }
  return result;
}
