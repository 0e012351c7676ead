import { createContext, useContext } from 'react';
import type { AnyT, NamespaceName, TranslationKey } from '../translation-key';

/**
 * Where a form's field labels live in the locales, e.g. `'users:fields'`: the label of `name` is
 * `users:fields.name`, and of `translation.0.name` or `items.2.name` the same key (list indexes and
 * parents are dropped). Declared once per form: the fields show these labels and validation messages
 * name the field with them.
 */
export type FieldKeys = `${NamespaceName}:${string}`;

/** Exceptions to `FieldKeys`, by field path (`'translation.*.name': 'magazine-admin:fields.title'`). */
export type FieldLabels = Readonly<Record<string, TranslationKey>>;

export interface LabelSource {
  fields?: FieldKeys;
  labels?: FieldLabels;
}

/** `translation[0][name]`, `translation.0.name` → `translation.0.name` (the form's path spelling). */
export function toFieldPath(name: string): string {
  return name
    .replace(/\[([^\]]*)\]/g, '.$1')
    .replace(/^\./, '')
    .replace(/\.{2,}/g, '.');
}

function humanize(segment: string): string {
  return segment.replace(/[_-]+/g, ' ').trim();
}

const MISSING = '\u0000';

/**
 * Looks a label up in the exceptions by exact path, then with list indexes as `*`, then by the last
 * name in the path; then under the form's `fields` keys by that last name. A label found nowhere
 * reads as the field's name with spaces, so a missing key shows up on screen rather than breaking it.
 */
export function createLabelOf({ fields, labels }: LabelSource, t: AnyT): (name: string) => string {
  const translate = t as unknown as (key: string, options?: { defaultValue: string }) => string;
  return (name) => {
    const path = toFieldPath(name);
    const segments = path.split('.');
    const leaf = [...segments].reverse().find((segment) => !/^\d+$/.test(segment)) ?? path;
    const candidates = [path, segments.map((segment) => (/^\d+$/.test(segment) ? '*' : segment)).join('.'), leaf];
    for (const candidate of candidates) {
      const key = labels?.[candidate];
      if (key) return t(key);
    }
    if (fields) {
      const text = translate(`${fields}.${leaf}`, { defaultValue: MISSING });
      if (text !== MISSING) return text;
    }
    return humanize(leaf);
  };
}

interface FormMeta {
  labelOf(name: string): string;
  /** Whether the form's schema requires the field (its label then carries the required star). */
  requiredOf(name: string): boolean;
}

const FormMetaContext = createContext<FormMeta>({
  labelOf: (name) => humanize(toFieldPath(name).split('.').pop() ?? name),
  requiredOf: () => false,
});

export const FormMetaProvider = FormMetaContext.Provider;

export function useFormMeta(): FormMeta {
  return useContext(FormMetaContext);
}
