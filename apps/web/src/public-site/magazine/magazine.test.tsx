import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { type MockRequest, mockApi } from '../../shared/test-utils';
import { renderRoutes } from '../../test/render';
import type { Article } from './api';
import MagazinePage from './index';
import { pageWindow } from './pagination';

const LONG_TEXT = 'Drink water regularly through the day, especially in the summer heat. '.repeat(5);

function article(
  id: number,
  categoryId: number,
  subcategoryId: number | null,
  overrides: Partial<Article> = {},
): Article {
  return {
    id,
    image: `/uploads/magazine/${id}.png`,
    active: 1,
    created_at: '2025-03-05T10:00:00.000Z',
    category_id: categoryId,
    subcategory_id: subcategoryId,
    category: { id: categoryId, name: categoryId === 1 ? 'Nutrition' : 'Medicines' },
    subcategory: subcategoryId ? { id: subcategoryId, name: `Sub ${subcategoryId}` } : null,
    translation: [
      { locale: 'ar', name: `مقال ${id}`, description: '<p>نص عربي</p>', tags: ['صحة'] },
      { locale: 'en', name: `Article ${id}`, description: `<p><strong>Tip:</strong> ${id}</p>`, tags: ['health'] },
    ],
    ...overrides,
  };
}

const ARTICLES = [article(1, 1, 11), article(2, 1, 12), article(3, 2, 21), article(4, 2, null)];

function serve(options: { total?: number; failArticles?: () => boolean } = {}) {
  return mockApi([
    {
      path: '/magazineCategory',
      respond: () => ({
        body: {
          data: [
            { id: 1, code: 'nutrition', name: 'Nutrition' },
            { id: 2, code: 'medicines', name: 'Medicines' },
          ],
        },
      }),
    },
    {
      path: '/magazineSubcategory',
      respond: ({ url }) => {
        const category = Number(url.searchParams.get('magazine_category_id'));
        const data =
          category === 1
            ? [
                { id: 11, magazine_category_id: 1, name: 'Clinical nutrition' },
                { id: 12, magazine_category_id: 1, name: 'Supplements' },
              ]
            : [{ id: 21, magazine_category_id: 2, name: 'Antibiotics' }];
        return { body: { data } };
      },
    },
    {
      path: '/article/tags',
      respond: () => ({
        body: {
          data: [
            { name: 'health', count: 4 },
            { name: 'summer', count: 1 },
          ],
        },
      }),
    },
    {
      path: '/article',
      respond: ({ url }) => {
        if (options.failArticles?.()) return { status: 500, body: { message: 'boom' } };
        const q = url.searchParams;
        const data = ARTICLES.filter(
          (a) =>
            (!q.get('category_id') || a.category.id === Number(q.get('category_id'))) &&
            (!q.get('subcategory_id') || a.subcategory?.id === Number(q.get('subcategory_id'))) &&
            (!q.get('name') || a.translation.some((t) => t.name?.toLowerCase().includes(q.get('name') ?? ''))) &&
            (!q.get('tag') || q.get('tag') === 'health'),
        );
        return { body: { data, total: options.total ?? data.length } };
      },
    },
  ]);
}

const articleRequests = (requests: MockRequest[]) => requests.filter((r) => r.url.pathname === '/api/article');
const titles = () => screen.getAllByRole('article').map((node) => within(node).getByRole('heading').textContent);

function renderPage(path = '/medical-journal') {
  return renderRoutes(
    [
      { path: '/medical-journal', Component: MagazinePage },
      { path: '/Not-found', element: <p>not found page</p> },
    ],
    path,
  );
}

beforeEach(() => {
  localStorage.setItem('lang', 'en');
});

describe('medical journal page', () => {
  it('shows article cards with image, localized date, title and the HTML description', async () => {
    serve();
    renderPage();

    const card = await screen.findByRole('article', { name: 'Article 1' });
    expect(within(card).getByText('5 Mar 2025')).toHaveAttribute('datetime', '2025-03-05T10:00:00.000Z');
    expect(within(card).getByText('Tip:').tagName).toBe('STRONG');
    expect(card.querySelector('img')).toHaveAttribute('src', '/uploads/magazine/1.png');
    expect(card.querySelector('img')).toHaveAttribute('width', '640');
    expect(within(card).getByText('Nutrition · Sub 11')).toBeInTheDocument();
    expect(screen.getByText('4 articles')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Journal archive' })).toHaveAttribute('href', '/Not-found');
  });

  it('loads the subcategories of the chosen category and refetches the articles with each filter', async () => {
    const { requests } = serve();
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Article 1' });
    expect(screen.queryByRole('group', { name: 'Subcategories' })).not.toBeInTheDocument();
    expect(requests.some((r) => r.url.pathname === '/api/magazineSubcategory')).toBe(false);

    const categories = screen.getByRole('group', { name: 'Categories' });
    await userEvent.click(within(categories).getByRole('button', { name: 'Nutrition' }));

    await waitFor(() => expect(titles()).toEqual(['Article 1', 'Article 2']));
    expect(within(categories).getByRole('button', { name: 'Nutrition' })).toHaveAttribute('aria-pressed', 'true');
    expect(router.state.location.search).toBe('?category_id=1');
    const subRequest = requests.find((r) => r.url.pathname === '/api/magazineSubcategory');
    expect(subRequest?.url.searchParams.get('magazine_category_id')).toBe('1');
    expect(articleRequests(requests).at(-1)?.url.searchParams.get('category_id')).toBe('1');

    const subcategories = await screen.findByRole('group', { name: 'Subcategories' });
    await userEvent.click(within(subcategories).getByRole('button', { name: 'Supplements' }));

    await waitFor(() => expect(titles()).toEqual(['Article 2']));
    expect(router.state.location.search).toBe('?category_id=1&subcategory_id=12');
    const last = articleRequests(requests).at(-1)?.url.searchParams;
    expect(last?.get('category_id')).toBe('1');
    expect(last?.get('subcategory_id')).toBe('12');

    // Another category drops the subcategory of the first one.
    await userEvent.click(within(categories).getByRole('button', { name: 'Medicines' }));
    await waitFor(() => expect(titles()).toEqual(['Article 3', 'Article 4']));
    expect(router.state.location.search).toBe('?category_id=2');
    expect(
      await within(screen.getByRole('group', { name: 'Subcategories' })).findByRole('button', { name: 'Antibiotics' }),
    ).toBeInTheDocument();

    // "All categories" clears the filter.
    await userEvent.click(within(categories).getByRole('button', { name: 'All categories' }));
    await waitFor(() => expect(titles()).toHaveLength(4));
    expect(router.state.location.search).toBe('');
  });

  it('filters by tag and by a debounced name search kept in the URL', async () => {
    const { requests } = serve();
    const { router } = renderPage();
    await screen.findByRole('article', { name: 'Article 1' });

    await userEvent.click(within(screen.getByRole('group', { name: 'Tags' })).getByRole('button', { name: '#summer' }));
    expect(await screen.findByText('No article matches your choice')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?tag=summer');

    await userEvent.click(screen.getByRole('button', { name: 'Clear all filters' }));
    await screen.findByRole('article', { name: 'Article 1' });

    await userEvent.type(screen.getByRole('searchbox', { name: 'Search articles by title' }), 'article 3');
    await waitFor(() => expect(titles()).toEqual(['Article 3']));
    expect(router.state.location.search).toBe('?name=article+3');
    const names = articleRequests(requests)
      .map((r) => r.url.searchParams.get('name'))
      .filter(Boolean);
    expect(names).toEqual(['article 3']);
  });

  it('pages through the articles with links that carry the filters', async () => {
    const { requests } = serve({ total: 30 });
    const { router } = renderPage('/medical-journal?category_id=1');
    await screen.findByRole('article', { name: 'Article 1' });

    const nav = screen.getByRole('navigation', { name: 'Pages of articles' });
    expect(within(nav).getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getAllByRole('link', { name: /^Page/ })).toHaveLength(3);
    expect(within(nav).queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();

    await userEvent.click(within(nav).getByRole('link', { name: 'Next' }));

    await waitFor(() => expect(router.state.location.search).toBe('?category_id=1&page=2'));
    await waitFor(() => expect(articleRequests(requests).at(-1)?.url.searchParams.get('page')).toBe('2'));
    expect(articleRequests(requests).at(-1)?.url.searchParams.get('category_id')).toBe('1');
    expect(articleRequests(requests).at(-1)?.url.searchParams.get('limit')).toBe('12');
    const updated = screen.getByRole('navigation', { name: 'Pages of articles' });
    await waitFor(() =>
      expect(within(updated).getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page'),
    );

    // Changing a filter starts again from the first page.
    await userEvent.click(
      within(screen.getByRole('group', { name: 'Categories' })).getByRole('button', { name: 'Medicines' }),
    );
    await waitFor(() => expect(router.state.location.search).toBe('?category_id=2'));
  });

  it('gives each page of the list its own title and canonical address, with the filters that choose the articles', async () => {
    serve({ total: 30 });
    renderPage('/medical-journal?page=2&category_id=1&utm_source=mail');
    await screen.findByRole('article', { name: 'Article 1' });
    await waitFor(() => expect(document.title).toBe('Medical journal — page 2 | Rawaa Pharmacy Group'));
    const canonical = () => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href');
    expect(canonical()).toMatch(/\/medical-journal\?category_id=1&page=2$/);
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Page 2 of /);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });

  it('keeps a search or a tag out of search results (their words differ by language)', async () => {
    serve();
    renderPage('/medical-journal?tag=health');
    await screen.findByRole('article', { name: 'Article 1' });
    await waitFor(() =>
      expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex'),
    );
    expect(document.title).toBe('Medical journal | Rawaa Pharmacy Group');
  });

  it('offers the first page when the URL points past the last one, keeping the filters', async () => {
    mockApi([
      { path: '/magazineCategory', respond: () => ({ body: { data: [] } }) },
      { path: '/magazineSubcategory', respond: () => ({ body: { data: [] } }) },
      { path: '/article/tags', respond: () => ({ body: { data: [] } }) },
      {
        path: '/article',
        respond: ({ url }) =>
          url.searchParams.get('page') === '9'
            ? { body: { data: [], total: 30 } }
            : { body: { data: ARTICLES.slice(0, 2), total: 30 } },
      },
    ]);
    const { router } = renderPage('/medical-journal?category_id=1&page=9');

    expect(await screen.findByText('This page of results does not exist')).toBeInTheDocument();
    // Not a page of the list: out of search results, and answered as not found by the server.
    await waitFor(() => expect(document.title).toBe('This page of results does not exist | Rawaa Pharmacy Group'));
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    await userEvent.click(screen.getByRole('link', { name: 'Go to the first page' }));
    expect(await screen.findByRole('article', { name: 'Article 1' })).toBeInTheDocument();
    expect(router.state.location.search).toBe('?category_id=1');
  });

  it('cuts long descriptions with a read-more toggle', async () => {
    mockApi([
      { path: '/magazineCategory', respond: () => ({ body: { data: [] } }) },
      { path: '/article/tags', respond: () => ({ body: { data: [] } }) },
      {
        path: '/article',
        respond: () => ({
          body: {
            data: [
              article(1, 1, null, {
                translation: [{ locale: 'en', name: 'Hydration', description: `<p>${LONG_TEXT}</p>`, tags: [] }],
              }),
              article(2, 1, null),
            ],
            total: 2,
          },
        }),
      },
    ]);
    renderPage();

    const long = await screen.findByRole('article', { name: 'Hydration' });
    const toggle = within(long).getByRole('button', { name: 'Read more' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveTextContent('Show less');
    // Short descriptions need no toggle.
    expect(
      within(screen.getByRole('article', { name: 'Article 2' })).queryByRole('button', { name: 'Read more' }),
    ).toBeNull();
  });

  it('says politely when the articles cannot be loaded, and retries', async () => {
    let fail = true;
    serve({ failArticles: () => fail });
    renderPage();

    expect(await screen.findByText('The articles could not be loaded')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Article 1' })).toBeInTheDocument();
  });

  it('shows the Arabic texts and date in Arabic', async () => {
    localStorage.setItem('lang', 'ar');
    serve();
    renderPage();

    const card = await screen.findByRole('article', { name: 'مقال 1' });
    expect(within(card).getByText('نص عربي')).toBeInTheDocument();
    expect(within(card).getByText(/^5 مارس 2025$/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'المجلة الطبية' })).toBeInTheDocument();
  });

  it('lists pages around the current one with gaps', () => {
    expect(pageWindow(1, 3)).toEqual([1, 2, 3]);
    expect(pageWindow(1, 10)).toEqual([1, 2, 3, 'gap', 10]);
    expect(pageWindow(6, 12)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 12]);
    expect(pageWindow(4, 10)).toEqual([1, 2, 3, 4, 5, 6, 'gap', 10]);
  });
});
