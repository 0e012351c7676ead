import { describe, expect, it } from 'vitest';

/** The toolkit's and its screens' namespaces; other namespaces are checked by their owners. */
const NAMESPACES = ['toolkit', 'users', 'logs'];
const files = import.meta.glob<Record<string, unknown>>('../locales/*/*.json', { eager: true, import: 'default' });
const PLURAL = /_(zero|one|two|few|many|other)$/;

function flatten(tree: Record<string, unknown>, prefix = ''): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (value && typeof value === 'object') Object.assign(out, flatten(value as Record<string, unknown>, path));
    else out[path] = String(value);
  }
  return out;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]!).sort();
}

describe.each(NAMESPACES)('locale namespace %s', (ns) => {
  const ar = flatten(files[`../locales/ar/${ns}.json`]!);
  const en = flatten(files[`../locales/en/${ns}.json`]!);
  // Plural forms differ by language (Arabic has six); compare their base keys.
  const base = (keys: string[]) => [...new Set(keys.map((key) => key.replace(PLURAL, '')))].sort();

  it('has the same keys in Arabic and English', () => {
    expect(base(Object.keys(ar))).toEqual(base(Object.keys(en)));
  });

  it('uses the same placeholders in both languages', () => {
    for (const [key, text] of Object.entries(en)) {
      if (PLURAL.test(key)) continue;
      expect(placeholders(ar[key] ?? ''), key).toEqual(placeholders(text));
    }
  });

  it('gives Arabic plurals all six forms', () => {
    const plurals = base(Object.keys(ar).filter((key) => PLURAL.test(key)));
    for (const key of plurals) {
      for (const form of ['zero', 'one', 'two', 'few', 'many', 'other'])
        expect(ar, key).toHaveProperty([`${key}_${form}`]);
    }
  });
});

describe('counted messages', () => {
  const arabic = Object.entries(files).filter(([path]) => path.startsWith('../locales/ar/'));

  // "{{count}} من المستخدمين" reads wrong for 1, 2 and 11: Arabic words change with the number.
  it.each(arabic)('%s gives every message with a count in Arabic plural forms', (_path, tree) => {
    const counted = Object.entries(flatten(tree))
      .filter(([key, text]) => !PLURAL.test(key) && placeholders(text).includes('count'))
      .map(([key]) => key);
    expect(counted).toEqual([]);
  });
});
