import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { setNavigateHandler } from '../../shared/api-client';
import { type MockRoute, mockApi } from '../../shared/test-utils';
import type { FinanceMarketItem, Question, Report } from '../common/api-types';
import { renderPublic } from '../test-support';
import InvestorRelationsPage from './index';

type Endpoint = 'questions' | 'reports' | 'market' | 'indicators';

function api(overrides: Partial<Record<Endpoint, MockRoute['respond']>> = {}) {
  const empty = () => ({ body: { data: [] } });
  return mockApi([
    { path: '/investor_relation_page_slider', respond: empty },
    { path: '/investor_relations_page_sections', respond: empty },
    { path: '/listNews', respond: () => ({ body: { data: [], total: 0 } }) },
    { path: '/indicatorPerformance', respond: overrides.indicators ?? empty },
    { path: '/reportsResults', respond: overrides.reports ?? empty },
    { path: '/listFinanceMarket', respond: overrides.market ?? empty },
    { path: '/listInvestigator', respond: empty },
    { path: '/investor_relation_questions', respond: overrides.questions ?? empty },
    { path: '/visits', respond: () => ({ body: { data: { page: 'investor_relations', count: 1 } } }) },
  ]);
}

const faqSection = () =>
  screen.getByRole('heading', { name: 'Frequently asked questions' }).closest('section') as HTMLElement;

describe('investor relations page', () => {
  it('shows the fallback FAQ with a branch table whose regions add up to 125', async () => {
    api();
    renderPublic(<InvestorRelationsPage />);
    const faq = faqSection();
    const question = await within(faq).findByRole('button', { name: 'How many branches does the group have?' });
    await userEvent.setup().click(question);

    const table = within(faq).getByRole('table', { name: 'Branches in service by region' });
    const [body, foot] = [table.querySelector('tbody'), table.querySelector('tfoot')] as HTMLElement[];
    const counts = within(body as HTMLElement)
      .getAllByRole('cell')
      .map((cell) => Number(cell.textContent));
    expect(counts).toHaveLength(6);
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(125);
    expect(within(foot as HTMLElement).getByRole('cell')).toHaveTextContent('125');
    expect(within(foot as HTMLElement).getByRole('rowheader')).toHaveTextContent('Total');
  });

  it('adds up to 125 in Arabic too', async () => {
    api({ questions: () => ({ status: 500, body: { message: 'down' } }) });
    renderPublic(<InvestorRelationsPage />, { lang: 'ar' });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'كم عدد فروع المجموعة؟' }));
    const table = screen.getByRole('table', { name: 'الفروع العاملة حسب المنطقة' });
    expect(within(table.querySelector('tfoot') as HTMLElement).getByRole('cell')).toHaveTextContent('125');
  });

  it('keeps one question open at a time and toggles with +/-', async () => {
    const questions: Question[] = [
      { id: 1, question: 'When is the assembly?', answer: '<p>Once a year.</p>', locale: 'en' },
      { id: 2, question: 'Where are the reports?', answer: '<p>In the reports section.</p>', locale: 'en' },
    ];
    api({ questions: () => ({ body: { data: questions } }) });
    renderPublic(<InvestorRelationsPage />);
    const user = userEvent.setup();
    const first = await screen.findByRole('button', { name: 'When is the assembly?' });
    const second = screen.getByRole('button', { name: 'Where are the reports?' });
    const panelOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls') ?? '');

    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).not.toBeVisible();

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'When is the assembly?' })).toHaveTextContent('Once a year.');

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(first)).not.toBeVisible();
    expect(panelOf(second)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('region', { name: 'Where are the reports?' })).not.toBeInTheDocument();
    // The fallback questions are not shown when the API has some.
    expect(screen.queryByRole('button', { name: 'How many branches does the group have?' })).not.toBeInTheDocument();
  });

  it('offers each report file as a download link, named by its title and kind', async () => {
    const reports: Report[] = [
      {
        id: 4,
        image: null,
        translation: [
          { locale: 'ar', title: 'التقرير السنوي' },
          { locale: 'en', title: 'Annual report' },
        ],
        files: [
          {
            id: 11,
            download_url: '/uploads/reports/annual-ar.pdf',
            translation: [
              { locale: 'ar', title: 'عربي' },
              { locale: 'en', title: 'Arabic edition' },
            ],
          },
          {
            id: 12,
            download_url: '/uploads/reports/annual-en.pdf',
            translation: [
              { locale: 'ar', title: 'إنجليزي' },
              { locale: 'en', title: 'English edition' },
            ],
          },
        ],
      },
    ];
    api({ reports: () => ({ body: { data: reports } }) });
    renderPublic(<InvestorRelationsPage />);
    // Plain links: a crawler follows them, and they work before (and without) the scripts.
    const files = await screen.findByRole('list', { name: 'Files of Annual report' });
    const links = within(files).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(['Arabic editionPDF', 'English editionPDF']);
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/uploads/reports/annual-ar.pdf',
      '/uploads/reports/annual-en.pdf',
    ]);
    // Saved rather than opened: the files are served as attachments.
    for (const link of links) expect(link).toHaveAttribute('download');
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says so when a report has no files yet', async () => {
    const report: Report = {
      id: 5,
      image: null,
      translation: [{ locale: 'en', title: 'Q3 results' }],
      files: [],
    };
    api({ reports: () => ({ body: { data: [report] } }) });
    renderPublic(<InvestorRelationsPage />);
    expect(await screen.findByText('No files yet')).toBeInTheDocument();
    expect(screen.getByText('Q3 results')).toBeInTheDocument();
  });

  it('removes the token and returns home when the reports answer 401', async () => {
    api({ reports: () => ({ status: 401, body: { message: 'Unauthenticated.' } }) });
    localStorage.setItem('token', 'expired-token');
    const { router } = renderPublic(
      [
        { path: '/investor-relations', element: <InvestorRelationsPage /> },
        { path: '*', element: <p>elsewhere</p> },
      ],
      {
        path: '/investor-relations',
      },
    );
    // As the root layout does: the shared client's own 401 handling heads for the sign-in page first.
    setNavigateHandler((path) => void router.navigate(path, { replace: true }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    setNavigateHandler(null);
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('links each money-market item to its page in a new tab', async () => {
    const market: FinanceMarketItem[] = [
      { id: 1, url: 'https://www.saudiexchange.sa/a', translation: [{ local: 'en', name: 'Dividend announcement' }] },
    ];
    api({ market: () => ({ body: { data: market } }) });
    renderPublic(<InvestorRelationsPage />);
    const card = (await screen.findByRole('heading', { name: 'Dividend announcement' })).closest(
      'article',
    ) as HTMLElement;
    const link = within(card).getByRole('link', { name: /Details/ });
    expect(link).toHaveAttribute('href', 'https://www.saudiexchange.sa/a');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
  });

  it('shows KPI indicators with value, title and description', async () => {
    api({
      indicators: (request) => {
        const category = request.url.searchParams.get('category');
        if (category !== 'kpis') return { body: { data: [] } };
        return {
          body: {
            data: [
              {
                id: 9,
                value: '97%',
                category: 'kpis',
                translation: { locale: 'en', title: 'Item availability', description: 'Items in stock' },
              },
            ],
          },
        };
      },
    });
    renderPublic(<InvestorRelationsPage />);
    const kpis = await screen.findByRole('heading', { name: 'Key performance indicators' });
    const list = () => kpis.nextElementSibling as HTMLElement;
    await waitFor(() => expect(within(list()).getByText('97%')).toBeInTheDocument());
    expect(within(list()).getByText('Item availability')).toBeInTheDocument();
    expect(within(list()).getByText('Items in stock')).toBeInTheDocument();
  });

  it('counts one visit of the investor page and sends the investor form to /contactInvestor', async () => {
    const { requests } = api();
    renderPublic(<InvestorRelationsPage />);
    await waitFor(() => expect(requests.filter((r) => r.url.pathname === '/api/visits')).toHaveLength(1));
    expect(requests.find((r) => r.url.pathname === '/api/visits')?.url.searchParams.get('page')).toBe(
      'investor_relations',
    );
    expect(screen.getByRole('form', { name: 'Message to investor relations' })).toBeInTheDocument();
  });
});
