import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { type MockRoute, mockApi } from '../../shared/test-utils';
import type { Indicator, NewsItem, PageSection, Statistic } from '../common/api-types';
import { renderPublic } from '../test-support';
import HomePage from './index';

type Endpoint = 'statistics' | 'sections' | 'slider' | 'news' | 'indicators';

function api(overrides: Partial<Record<Endpoint, MockRoute['respond']>> = {}) {
  const empty = () => ({ body: { data: [] } });
  return mockApi([
    { path: '/statistics/home_page', respond: overrides.statistics ?? empty },
    { path: '/home_page_sections', respond: overrides.sections ?? empty },
    { path: '/home_page_slider', respond: overrides.slider ?? empty },
    { path: '/listNews', respond: overrides.news ?? (() => ({ body: { data: [], total: 0 } })) },
    { path: '/indicatorPerformance', respond: overrides.indicators ?? empty },
    { path: '/visits', respond: () => ({ body: { data: { page: 'main_page', count: 1 } } }) },
  ]);
}

const figures = () =>
  within(screen.getByRole('list', { name: 'The group in figures' }))
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('home page', () => {
  it('shows the fallback figures when no statistics arrive', async () => {
    api();
    renderPublic(<HomePage />);
    await waitFor(() => expect(figures()).toEqual(['160branches', '21K+square metres', '25K+items']));
  });

  it('shows the fallback figures when the statistics call fails', async () => {
    api({ statistics: () => ({ status: 500, body: { message: 'down' } }) });
    renderPublic(<HomePage />, { lang: 'ar' });
    const list = await screen.findByRole('list', { name: 'المجموعة بالأرقام' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveTextContent('160فرعاً'));
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the statistics from the API in the active language', async () => {
    const stats: Statistic[] = [
      { id: 1, value: '170', title_ar: 'فرعاً', title_en: 'branches' },
      { id: 2, value: '30K+', title_ar: 'صنف', title_en: 'products' },
    ];
    api({ statistics: () => ({ body: { data: stats } }) });
    renderPublic(<HomePage />);
    await waitFor(() => expect(figures()).toEqual(['170branches', '30K+products']));
  });

  it('writes short figures in Arabic words in Arabic, read right to left', async () => {
    const stats: Statistic[] = [
      { id: 1, value: '160', title_ar: 'فرعاً', title_en: 'branches' },
      { id: 2, value: '25K+', title_ar: 'صنف', title_en: 'items' },
    ];
    const metrics: Indicator[] = [
      {
        id: 1,
        value: '2.4B',
        category: 'key_metrics',
        translation: { locale: 'ar', title: 'الإيرادات (ريال)', description: null },
        translations: [],
      },
      {
        id: 2,
        value: '186M',
        category: 'key_metrics',
        translation: { locale: 'ar', title: 'صافي الربح (ريال)', description: null },
        translations: [],
      },
    ];
    api({ statistics: () => ({ body: { data: stats } }), indicators: () => ({ body: { data: metrics } }) });
    renderPublic(<HomePage />, { lang: 'ar' });
    const list = await screen.findByRole('list', { name: 'المجموعة بالأرقام' });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['160فرعاً', '+25 ألفصنف']),
    );
    const metricsBlock = screen.getByRole('heading', { name: 'المؤشرات الرئيسية' }).closest('section') as HTMLElement;
    const figure = (text: string) =>
      within(metricsBlock).getByText((_, node) => node?.tagName === 'BDI' && node.textContent === text);
    // The word is a unit after the number, in the figure's own right-to-left isolate.
    await waitFor(() => expect(figure('2.4 مليار')).toHaveAttribute('dir', 'rtl'));
    expect(within(figure('186 مليون')).getByText('مليون').tagName).toBe('SPAN');
    expect(metricsBlock.textContent).not.toMatch(/2\.4B|186M/);
  });

  it('links to the branches page', async () => {
    api();
    renderPublic(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Find a branch' })).toHaveAttribute('href', '/branches');
  });

  it('counts one visit of the main page and asks for news in the active language', async () => {
    const { requests } = api();
    renderPublic(<HomePage />, { lang: 'ar' });
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/listNews')).toBe(true));
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/visits')).toHaveLength(1));
    const visit = requests.find((r) => r.url.pathname === '/api/visits');
    expect(visit?.url.searchParams.get('page')).toBe('main_page');
    const news = requests.find((r) => r.url.pathname === '/api/listNews');
    expect(news?.url.searchParams.get('local')).toBe('ar');
    const metrics = requests.find((r) => r.url.pathname === '/api/indicatorPerformance');
    expect(metrics?.url.searchParams.get('category')).toBe('key_metrics');
  });

  it('shows the home sections from the API with the English image in English', async () => {
    const sections: PageSection[] = [
      {
        id: 1,
        section: 1,
        image: '/uploads/a.webp',
        image_en: '/uploads/a-en.webp',
        translation: {
          locale: 'en',
          title: 'Who we are',
          sub_title: 'Closer to you',
          description: 'We serve families.',
        },
        translations: [],
      },
    ];
    api({ sections: () => ({ body: { data: sections } }) });
    renderPublic(<HomePage />);
    const heading = await screen.findByRole('heading', { name: 'Who we are' });
    const block = heading.closest('section') as HTMLElement;
    expect(within(block).getByText('Closer to you')).toBeInTheDocument();
    expect(block.querySelector('img')).toHaveAttribute('src', '/uploads/a-en.webp');
    // Sections the API does not have use the locale file's texts.
    expect(screen.getByRole('heading', { name: 'Our services' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Investor relations' })).toBeInTheDocument();
  });

  it('states the loyalty programme: 3% from 300 SAR, 1% on some items, none for infant milk', async () => {
    api();
    renderPublic(<HomePage />);
    const loyalty = (await screen.findByRole('heading', { name: 'Loyalty client programme' })).closest(
      'section',
    ) as HTMLElement;
    const rules = within(loyalty)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(rules).toEqual([
      '3%of your purchases back as free goods once your spending reaches 300 SAR',
      '1%on some items',
      '0%infant milk does not earn rewards',
    ]);
    expect(screen.getByRole('heading', { name: 'Collect with the product' })).toBeInTheDocument();
  });

  it('shows the latest news and key metrics from the API', async () => {
    const news: NewsItem[] = [
      {
        id: 5,
        image: null,
        created_at: '2025-03-05T10:00:00.000Z',
        translation: [{ local: 'en', name: 'New branches open', content: '<p>Ten new <strong>branches</strong>.</p>' }],
      },
    ];
    const metrics: Indicator[] = [
      {
        id: 1,
        value: '171',
        category: 'key_metrics',
        translation: { locale: 'en', title: 'Branches', description: 'In the Kingdom' },
        translations: [],
      },
    ];
    api({
      news: () => ({ body: { data: news, total: 1 } }),
      indicators: () => ({ body: { data: metrics } }),
    });
    renderPublic(<HomePage />);
    expect(await screen.findByRole('heading', { name: 'New branches open' })).toBeInTheDocument();
    expect(screen.getByText('Ten new branches.')).toBeInTheDocument();
    const metricsBlock = screen.getByRole('heading', { name: 'Key metrics' }).closest('section') as HTMLElement;
    await waitFor(() => expect(within(metricsBlock).getByText('171')).toBeInTheDocument());
    expect(within(metricsBlock).getAllByRole('listitem')).toHaveLength(1);
  });

  it('falls back to the group figures as key metrics when none arrive', async () => {
    api();
    renderPublic(<HomePage />);
    const metricsBlock = (await screen.findByRole('heading', { name: 'Key metrics' })).closest(
      'section',
    ) as HTMLElement;
    await waitFor(() => expect(within(metricsBlock).getAllByRole('listitem')).toHaveLength(4));
    expect(within(metricsBlock).getByText('125')).toBeInTheDocument();
  });

  it('sets the page title and description', async () => {
    api();
    renderPublic(<HomePage />);
    await waitFor(() => expect(document.title).toBe('Home | Rawaa Pharmacy Group'));
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/160 branches/);
  });
});
