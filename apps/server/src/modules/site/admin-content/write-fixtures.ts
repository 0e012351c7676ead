import { multipartPayload } from '../../../lib/multipart-payload';
import type { WriteFixture } from '../../../test/write-fixtures';

async function multipart(url: string, entries: Array<[string, string]>) {
  const { payload, headers } = await multipartPayload(entries);
  return { url, payload, headers };
}

const sectionTexts = (prefix: string): Array<[string, string]> => [
  [`${prefix}[translations][0][locale]`, 'ar'],
  [`${prefix}[translations][0][title]`, 'عنوان'],
  [`${prefix}[translations][1][locale]`, 'en'],
  [`${prefix}[translations][1][title]`, 'Title'],
];

export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/website_contacts': {
    valid: () => multipart('/api/admin/website_contacts', [['phone', '920000000']]),
    refused: () => multipart('/api/admin/website_contacts', [['x_url', 'http://x.com/pharmacy']]),
  },
  'POST /api/admin/about_us_page': {
    valid: () =>
      multipart('/api/admin/about_us_page', [
        ...['ar', 'en'].flatMap(
          (locale, i): Array<[string, string]> => [
            [`translations[${i}][locale]`, locale],
            ...[
              'title',
              'second_section_title',
              'third_section_title',
              'fourth_section_title',
              'fifth_section_title',
              'sixth_section_title',
            ].map((field): [string, string] => [`translations[${i}][${field}]`, `${field} ${locale}`]),
          ],
        ),
      ]),
    // An absent field keeps its value, so an empty body is a valid save: refuse a language it does not know.
    refused: () =>
      multipart('/api/admin/about_us_page', [
        ['translations[0][locale]', 'fr'],
        ['translations[0][title]', 'Titre'],
      ]),
  },
  'POST /api/admin/home_page_sections': {
    valid: () =>
      multipart('/api/admin/home_page_sections', [['sections[0][section]', '2'], ...sectionTexts('sections[0]')]),
    refused: () =>
      multipart('/api/admin/home_page_sections', [['sections[0][section]', '6'], ...sectionTexts('sections[0]')]),
  },
  'POST /api/admin/investor_relations_page_sections': {
    valid: () =>
      multipart('/api/admin/investor_relations_page_sections', [
        ['sections[0][section]', '3'],
        ...sectionTexts('sections[0]'),
      ]),
    refused: () =>
      multipart('/api/admin/investor_relations_page_sections', [
        ['sections[0][section]', '99'],
        ...sectionTexts('sections[0]'),
      ]),
  },
};
