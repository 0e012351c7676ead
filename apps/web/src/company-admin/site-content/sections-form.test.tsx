import { describe, expect, it } from 'vitest';
import { storedFile } from '../../shared/form/form-data';
import { sectionsFormData } from './sections-form';

const texts = (locale: 'ar' | 'en', disclosure: string[] = []) => ({
  locale,
  title: `t-${locale}`,
  sub_title: '',
  description: 'd',
  disclosure: disclosure.map((text) => ({ text })),
});

describe('sectionsFormData', () => {
  it('sends every section with its texts, only newly chosen images, and the list only for its section', () => {
    const file = new File(['x'], 'a.png', { type: 'image/png' });
    const form = sectionsFormData(
      {
        sections: [
          {
            section: 4,
            image: storedFile('/uploads/old.png'),
            image_en: null,
            translations: [texts('ar', ['ignored']), texts('en')],
          },
          {
            section: 5,
            image: file,
            image_en: storedFile(null),
            translations: [texts('ar', ['أ', 'ب']), texts('en', ['A'])],
          },
        ],
      },
      5,
    );
    const entries = [...form.entries()].map(([k, v]) => [k, v instanceof File ? `file:${v.name}` : v]);
    expect(entries).toContainEqual(['sections[1][image]', 'file:a.png']);
    expect(entries.map(([k]) => k)).not.toContain('sections[0][image]');
    expect(entries.map(([k]) => k)).not.toContain('sections[1][image_en]');
    expect(entries.map(([k]) => k)).not.toContain('sections[0][translations][0][money_market_disclosure][0]');
    expect(entries).toContainEqual(['sections[1][translations][0][money_market_disclosure][1]', 'ب']);
    expect(entries).toContainEqual(['sections[1][translations][1][money_market_disclosure][0]', 'A']);
    expect(entries).toContainEqual(['sections[0][translations][1][title]', 't-en']);
    expect(entries).toContainEqual(['sections[0][section]', '4']);
  });

  it('sends an emptied list of lines as one empty field, so the server clears it rather than keeping it', () => {
    const form = sectionsFormData(
      { sections: [{ section: 5, image: null, image_en: null, translations: [texts('ar'), texts('en', ['A'])] }] },
      5,
    );
    const entries = [...form.entries()];
    expect(entries).toContainEqual(['sections[0][translations][0][money_market_disclosure]', '']);
    expect(entries).toContainEqual(['sections[0][translations][1][money_market_disclosure][0]', 'A']);
  });
});
