import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isLang, LANGS, type Lang } from './lang';

/** One language's entry of a record's `translation[]`, naming its language by `locale` or `local`. */
export type TranslationEntry = { locale?: string; local?: string } & Record<string, unknown>;

function langOf(entry: TranslationEntry): string | undefined {
  return entry.locale ?? entry.local;
}

/**
 * A field of a record in the given language, falling back to the other language when that one is
 * empty (a list still names the record), and '' when neither has it.
 */
export function translated(entries: readonly TranslationEntry[] | undefined, field: string, lang: Lang): string {
  const text = (entry: TranslationEntry | undefined) => {
    const value = entry?.[field];
    return typeof value === 'string' ? value.trim() : '';
  };
  const own = text(entries?.find((entry) => langOf(entry) === lang));
  return own || text(entries?.find((entry) => text(entry) !== '')) || '';
}

/**
 * A form's `translation[]` starting values, one entry per language in a fixed order (Arabic first),
 * each with its language under `key` and the given fields taken from the stored record (or empty).
 * The paths are then stable: `translation.0.name` is Arabic, `translation.1.name` English.
 */
export function translationValues<Field extends string, Key extends 'locale' | 'local'>(
  entries: readonly TranslationEntry[] | undefined,
  fields: readonly Field[],
  key: Key,
): Array<Record<Key, Lang> & Record<Field, string>> {
  return LANGS.map((lang) => {
    const stored = entries?.find((entry) => langOf(entry) === lang);
    const values = Object.fromEntries(
      fields.map((field) => [field, typeof stored?.[field] === 'string' ? stored[field] : '']),
    );
    return { [key]: lang, ...values } as Record<Key, Lang> & Record<Field, string>;
  });
}

/** The form paths of one field in both languages, for `BilingualField names=`. */
export function bilingualNames(list: string, field: string): Record<Lang, string> {
  return { ar: `${list}.${LANGS.indexOf('ar')}.${field}`, en: `${list}.${LANGS.indexOf('en')}.${field}` };
}

/** `translated` in the interface language, e.g. for a row's name in a list. */
export function useTranslated(): (entries: readonly TranslationEntry[] | undefined, field: string) => string {
  const { i18n } = useTranslation();
  const lang: Lang = isLang(i18n.language) ? i18n.language : 'ar';
  return useCallback((entries, field) => translated(entries, field, lang), [lang]);
}
