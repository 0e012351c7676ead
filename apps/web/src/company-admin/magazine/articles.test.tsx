import type { ArticleItem } from '@app/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import en from '../../locales/en/magazine-admin.json';
import { mockApi, renderWithProviders, stubLayout } from '../../shared/test-utils';
import ArticlesScreen from './articles';

const user = userEvent.setup({ delay: null });

const article: ArticleItem = {
  id: 5,
  image: '/uploads/articles/cover.png',
  active: 1,
  created_at: '2025-01-01T00:00:00Z',
  category_id: 1,
  subcategory_id: 11,
  category: { id: 1, name: 'Nutrition' },
  subcategory: { id: 11, name: 'Vitamins' },
  translation: [
    { locale: 'ar', name: 'فيتامين د', description: '<p>نص</p>', tags: ['فيتامين'] },
    { locale: 'en', name: 'Vitamin D', description: '<p>Text</p>', tags: ['vitamin', 'sun'] },
  ],
};

const names = (ar: string, en: string) => [
  { locale: 'ar', name: ar },
  { locale: 'en', name: en },
];

function magazineApi() {
  return mockApi([
    { path: '/admin/article', respond: () => ({ body: { data: [article], total: 1 } }) },
    { path: '/admin/article/5', respond: () => ({ body: { data: article } }) },
    {
      path: '/admin/magazineCategory',
      respond: () => ({
        body: {
          data: [
            {
              id: 1,
              code: 'nutrition',
              subcategories_count: 1,
              articles_count: 1,
              translation: names('تغذية', 'Nutrition'),
            },
          ],
          total: 1,
        },
      }),
    },
    {
      path: '/admin/magazineSubcategory',
      respond: () => ({
        body: {
          data: [{ id: 11, magazine_category_id: 1, articles_count: 1, translation: names('فيتامينات', 'Vitamins') }],
          total: 1,
        },
      }),
    },
    { method: 'POST', path: '/admin/article/5', respond: () => ({ body: { data: article } }) },
  ]);
}

async function renderScreen(route: string) {
  const view = renderWithProviders(
    <Routes>
      <Route path="/admin/articles/*" element={<ArticlesScreen />} />
    </Routes>,
    { route },
  );
  // The screen's own texts, then a re-render in them.
  view.i18n.addResourceBundle('en', 'magazine-admin', en);
  await act(() => view.i18n.changeLanguage('en'));
  return view;
}

describe('articles screen', () => {
  it('lists articles with their section, subsection and status', async () => {
    magazineApi();
    await renderScreen('/admin/articles');
    expect(await screen.findByText('Vitamin D')).toBeInTheDocument();
    expect(screen.getByText('Nutrition')).toBeInTheDocument();
    expect(screen.getByText('Vitamins')).toBeInTheDocument();
  });

  it('edits an article: tags as chips, sent with _method=PUT and without the unchanged image; back to the list', async () => {
    stubLayout();
    const { requests } = magazineApi();
    const view = await renderScreen('/admin/articles/add-articles/5');
    expect(await screen.findByDisplayValue('Vitamin D')).toBeInTheDocument();
    expect(screen.getByText('sun')).toBeInTheDocument();
    expect(screen.getByText('فيتامين')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue('Vitamins')).toBeInTheDocument());

    await user.type(screen.getByRole('combobox', { name: 'English tags' }), 'bones{Enter}');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/admin/articles'));
    const sent = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/article/5');
    const body = sent?.body as FormData;
    expect(body.get('_method')).toBe('PUT');
    expect(body.get('category_id')).toBe('1');
    expect(body.get('subcategory_id')).toBe('11');
    expect(body.getAll('translation[1][tags][2]')).toEqual(['bones']);
    expect(body.get('translation[0][tags][0]')).toBe('فيتامين');
    expect(body.has('image')).toBe(false);
  });

  it('stars the section but not the optional subsection, and saves an article whose subsection is cleared', async () => {
    stubLayout();
    const { requests } = magazineApi();
    const view = await renderScreen('/admin/articles/add-articles/5');
    expect(await screen.findByDisplayValue('Vitamin D')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByDisplayValue('Vitamins')).toBeInTheDocument());
    expect(screen.getByRole('combobox', { name: /^Section/ })).toBeRequired();
    const subsection = screen.getByRole('combobox', { name: /Subsection/ });
    expect(subsection).not.toBeRequired();

    // The server takes an article without a subsection: clearing it must not be refused.
    const clear = subsection.closest('.mantine-Input-wrapper')?.querySelector('button');
    if (!clear) throw new Error('the subsection has no clear button');
    await user.click(clear);
    await waitFor(() => expect(subsection).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/admin/articles'));
    const sent = requests.find((r) => r.method === 'POST' && r.url.pathname === '/api/admin/article/5');
    // Absent or empty: the server stores the article without a subsection either way.
    expect(sent).toBeDefined();
    expect((sent?.body as FormData | undefined)?.get('subcategory_id') ?? '').toBe('');
  });
});
