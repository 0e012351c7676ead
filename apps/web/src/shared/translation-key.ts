import type { CustomTypeOptions, ParseKeys, TFunction } from 'i18next';
import { useEffect, useMemo, useState } from 'react';
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
 * `t` for keys handed to the toolkit from any area. A prefixed key whose namespace is not loaded
 * yet starts its loading, and every user of this hook renders again once a namespace arrives (and
 * when the language changes), so a title or label never stays a raw key.
 */
export function useAnyT(): AnyT {
  const { i18n } = useTranslation();
  const lang = i18n.language;
  const [loads, setLoads] = useState(0);
  useEffect(() => {
    const onLoaded = () => setLoads((count) => count + 1);
    i18n.on('loaded', onLoaded);
    return () => i18n.off('loaded', onLoaded);
  }, [i18n]);
  // One function per language and set of loaded namespaces, so memoized work that depends on it
  // is not redone every render.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `loads` is the signal to translate again
  return useMemo(() => {
    const fixed = i18n.getFixedT(lang, ALL_NAMESPACES);
    const t = (key: unknown, ...rest: unknown[]) => {
      const separator = typeof key === 'string' ? key.indexOf(':') : -1;
      if (separator > 0) {
        const namespace = (key as string).slice(0, separator);
        if (!i18n.hasLoadedNamespace(namespace)) void i18n.loadNamespaces(namespace);
      }
      return (fixed as unknown as (...args: unknown[]) => string)(key, ...rest);
    };
    return t as unknown as AnyT;
  }, [i18n, lang, loads]);
}
