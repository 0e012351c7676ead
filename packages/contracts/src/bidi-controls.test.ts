import { describe, expect, it } from 'vitest';
import { hasBidiControl, stripBidiControls } from './common';
import { issueMessageRef, validationMessage } from './validation-messages';

const CONTROLS = [
  '\u200E',
  '\u200F',
  '\u061C',
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
];

describe('direction controls', () => {
  it.each(CONTROLS.map((c) => [c.codePointAt(0)!.toString(16).toUpperCase(), c]))(
    'U+%s is found and stripped',
    (_, c) => {
      expect(hasBidiControl(`name${c}.pdf`)).toBe(true);
      expect(stripBidiControls(`a${c}b${c}`)).toBe('ab');
    },
  );

  it('leaves Arabic with diacritics, the joiners and ordinary text alone', () => {
    for (const text of ['مُحَمَّدٌ', 'می\u200Cخواهم', 'ل\u200Dا', 'Sara Ahmed', 'صيدلية ١٢٣']) {
      expect(hasBidiControl(text)).toBe(false);
      expect(stripBidiControls(text)).toBe(text);
    }
  });

  it('has a message in both languages, reached from the issue code', () => {
    const ref = issueMessageRef({ code: 'custom', params: { code: 'bidi_control' } }, false);
    expect(ref.key).toBe('bidi_control');
    expect(validationMessage('en', ref.key, { field: 'name' })).toBe(
      'The name contains invisible direction characters; please retype it.',
    );
    expect(validationMessage('ar', ref.key, { field: 'الاسم' })).toBe(
      'حقل الاسم يحتوي على رموز اتجاه غير مرئية؛ يرجى إعادة كتابته.',
    );
  });
});
