import { describe, expect, it } from 'vitest';
import { localeFiles } from '../test/i18n';

/**
 * Every namespace must exist in both languages with the same keys and the same {{placeholders}}.
 * Plural keys are compared by their base: each language must have exactly the plural forms its
 * grammar uses (Arabic six, English two), and placeholders are compared across all forms of a key
 * (Arabic "one" and "two" forms legitimately leave out {{count}}).
 */
const LANGS = ['ar', 'en'] as const;
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Flat = Map<string, string>;

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
      flatten(child, prefix ? `${prefix}.${key}` : key, out);
    }
  } else {
    out.set(prefix, String(value));
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*([\w.]+)(?:\s*,[^}]*)?\s*\}\}/g)].map((m) => m[1] as string);
}

interface KeyInfo {
  forms: Set<string>;
  placeholders: Set<string>;
}

function describeKeys(flat: Flat): Map<string, KeyInfo> {
  const keys = new Map<string, KeyInfo>();
  const all = new Set([...flat].map(([key]) => key));
  for (const [key, text] of flat) {
    // A plural form only when its key has an `_other` sibling: `discount_on_second_one` is a field's name.
    const suffix = PLURAL_SUFFIX.exec(key);
    const plural = suffix && all.has(`${key.slice(0, -suffix[0].length)}_other`) ? suffix : null;
    const base = plural ? key.slice(0, -plural[0].length) : key;
    const info = keys.get(base) ?? { forms: new Set(), placeholders: new Set() };
    if (plural) info.forms.add(plural[1] as string);
    for (const name of placeholders(text)) info.placeholders.add(name);
    keys.set(base, info);
  }
  return keys;
}

function byNamespace() {
  const namespaces = new Map<string, Partial<Record<(typeof LANGS)[number], unknown>>>();
  for (const [path, content] of Object.entries(localeFiles)) {
    const match = /\/locales\/([^/]+)\/([^/]+)\.json$/.exec(path);
    if (!match) continue;
    const [, lang, ns] = match as unknown as [string, string, string];
    expect(LANGS as readonly string[], `unexpected language folder in ${path}`).toContain(lang);
    const entry = namespaces.get(ns) ?? {};
    entry[lang as (typeof LANGS)[number]] = content;
    namespaces.set(ns, entry);
  }
  return namespaces;
}

const namespaces = byNamespace();

describe('locale files', () => {
  it('include the foundation namespaces', () => {
    for (const ns of ['common', 'auth', 'shell']) expect(namespaces.has(ns), ns).toBe(true);
  });

  for (const [ns, files] of namespaces) {
    it(`${ns}: exists in both languages with the same keys, plural forms and placeholders`, () => {
      for (const lang of LANGS) expect(files[lang], `${lang}/${ns}.json is missing`).toBeDefined();
      const ar = describeKeys(flatten(files.ar));
      const en = describeKeys(flatten(files.en));

      expect([...ar.keys()].sort(), `${ns}: keys differ between ar and en`).toEqual([...en.keys()].sort());

      const required = Object.fromEntries(
        LANGS.map((lang) => [lang, new Set(new Intl.PluralRules(lang).resolvedOptions().pluralCategories)]),
      ) as Record<(typeof LANGS)[number], Set<string>>;

      for (const [key, arInfo] of ar) {
        const enInfo = en.get(key) as KeyInfo;
        expect([...arInfo.placeholders].sort(), `${ns}:${key} placeholders differ`).toEqual(
          [...enInfo.placeholders].sort(),
        );
        const isPlural = arInfo.forms.size > 0 || enInfo.forms.size > 0;
        if (!isPlural) continue;
        expect([...arInfo.forms].sort(), `${ns}:${key} Arabic plural forms`).toEqual([...required.ar].sort());
        expect([...enInfo.forms].sort(), `${ns}:${key} English plural forms`).toEqual([...required.en].sort());
      }
    });

    it(`${ns}: has no empty strings`, () => {
      for (const lang of LANGS) {
        for (const [key, text] of flatten(files[lang])) {
          expect(text.trim(), `${lang}/${ns}.json ${key} is empty`).not.toBe('');
        }
      }
    });
  }
});
