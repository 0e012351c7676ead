import type { CustomTypeOptions, ParseKeys, TFunction } from 'i18next';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

export type NamespaceName = keyof CustomTypeOptions['resources'];

/** `common` first: its keys are written bare, every other namespace's as `ns:key`. */
type AllNamespaces = readonly ['common', ...Exclude<NamespaceName, 'common'>[]];

/** A key of any namespace, as the toolkit takes labels and messages (`'news:fields.title'`, `'loading'`). */
export type TranslationKey = ParseKeys<AllNamespaces>;

/** A label or title: an i18n key, or a text already translated (`{ text }`). */
export type FieldLabel = TranslationKey | { text: string };

/** A `t` that accepts every TranslationKey. */
export type AnyT = TFunction<AllNamespaces>;

const ALL_NAMESPACES: AllNamespaces = ['common'];

/**
 * `t` for keys handed to the toolkit from any area. The prefixed ones resolve in their own
 * namespace, which the area has loaded; the component re-renders when the language changes.
 */
export function useAnyT(): AnyT {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  // One function per language, so memoized work that depends on it is not redone every render.
  return useMemo(() => i18n.getFixedT(lang, ALL_NAMESPACES), [i18n, lang]);
}
