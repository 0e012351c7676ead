import { createContext, useContext } from 'react';
import type { AnyT, TranslationKey } from '../translation-key';

/**
 * Field path → i18n key of its label, e.g. `{ name: 'users:fields.name', 'translation.*.name': 'x:fields.name' }`.
 * Declared once per form: the fields show these labels and validation messages name the field with them.
 */
export type FieldLabels = Readonly<Record<string, TranslationKey>>;

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

/** Looks a label up by exact path, then with list indexes as `*`, then by the last name in the path. */
export function createLabelOf(labels: FieldLabels | undefined, t: AnyT): (name: string) => string {
  return (name) => {
    const path = toFieldPath(name);
    const segments = path.split('.');
    const leaf = [...segments].reverse().find((segment) => !/^\d+$/.test(segment)) ?? path;
    const candidates = [path, segments.map((segment) => (/^\d+$/.test(segment) ? '*' : segment)).join('.'), leaf];
    for (const candidate of candidates) {
      const key = labels?.[candidate];
      if (key) return t(key);
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
