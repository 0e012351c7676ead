import { describe, expect, it } from 'vitest';
import { bilingualNames, translated, translationValues } from './translations';

describe('translations', () => {
  const entries = [
    { local: 'ar', name: 'خبر', content: '<p>نص</p>' },
    { local: 'en', name: '  ', content: '' },
  ];

  it('reads a field in the language asked, else the other language', () => {
    expect(translated(entries, 'name', 'ar')).toBe('خبر');
    expect(translated(entries, 'name', 'en')).toBe('خبر');
    expect(translated([{ locale: 'en', title: 'Annual report' }], 'title', 'en')).toBe('Annual report');
    expect(translated(undefined, 'name', 'en')).toBe('');
  });

  it('gives form values Arabic first, with empty fields for a missing language', () => {
    expect(translationValues([entries[0]!], ['name', 'content'], 'local')).toEqual([
      { local: 'ar', name: 'خبر', content: '<p>نص</p>' },
      { local: 'en', name: '', content: '' },
    ]);
    expect(translationValues(undefined, ['title'], 'locale')).toEqual([
      { locale: 'ar', title: '' },
      { locale: 'en', title: '' },
    ]);
    expect(bilingualNames('translation', 'name')).toEqual({ ar: 'translation.0.name', en: 'translation.1.name' });
  });
});
