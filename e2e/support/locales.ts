import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Lang } from './browser';

const localesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/src/locales');

/** The app's own translation of a key (`namespace:dotted.key`), so specs check the real wording per language. */
export function text(lang: Lang, key: string, params: Record<string, string> = {}): string {
  const [ns, dotted] = key.split(':') as [string, string];
  const catalogue = JSON.parse(fs.readFileSync(path.join(localesDir, lang, `${ns}.json`), 'utf8')) as Record<
    string,
    unknown
  >;
  let value: unknown = catalogue;
  for (const part of dotted.split('.')) value = (value as Record<string, unknown>)?.[part];
  if (typeof value !== 'string') throw new Error(`missing translation ${lang}/${key}`);
  return value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => params[name] ?? '');
}
