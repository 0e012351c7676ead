import type { PageSectionItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { storedFile } from '../../shared/form/form-data';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import { SectionsPage, sectionsFormData } from './sections-form';

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

const stored = (section: number): PageSectionItem => ({
  id: section,
  section,
  image: null,
  image_en: null,
  translations: [
    { locale: 'ar', title: `قسم ${section}`, sub_title: '', description: '' },
    { locale: 'en', title: `Section ${section} title`, sub_title: '', description: '' },
  ],
});

describe('SectionsPage', () => {
  it('reads each section at its own address, gives English images to the declared sections, and saves them together', async () => {
    const { requests } = mockApi([
      {
        path: /^\/admin\/page_sections\/\d$/,
        respond: ({ url }) => ({ body: { data: stored(Number(url.pathname.at(-1))) } }),
      },
      { method: 'POST', path: '/admin/page_sections', respond: () => ({ body: { data: null } }) },
    ]);
    renderWithProviders(
      <SectionsPage
        texts="site-content:home"
        title="shell:company.menu.home_page"
        path="/admin/page_sections"
        count={2}
        englishImage={[2]}
        hints={{ 1: '10×10', 2: '20×20' }}
        publicPath="/"
      />,
      { route: '/admin/home-page-data' },
    );
    const first = await screen.findByRole('group', { name: 'Section 1' });
    const second = screen.getByRole('group', { name: 'Section 2' });
    expect(within(first).queryByText('Image (English)')).toBeNull();
    expect(within(second).getByText('Image (English)')).toBeInTheDocument();
    expect(requests.map((request) => request.url.pathname).sort()).toEqual([
      '/api/admin/page_sections/1',
      '/api/admin/page_sections/2',
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true), { timeout: 5000 });
    const body = requests.find((request) => request.method === 'POST')!.body as FormData;
    expect(body.get('sections[1][section]')).toBe('2');
    expect(body.get('sections[0][translations][1][title]')).toBe('Section 1 title');
  });
});
