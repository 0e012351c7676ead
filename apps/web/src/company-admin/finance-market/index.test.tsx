import type { FinanceMarketItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { mockApi } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import FinanceMarketScreen from './index';

const user = setUpScreenTests();

const stored: FinanceMarketItem = {
  id: 3,
  url: 'https://www.saudiexchange.sa/a',
  translation: [
    { local: 'ar', name: 'تداول' },
    { local: 'en', name: 'Tadawul' },
  ],
};

function financeMarketApi() {
  return mockApi([
    { path: '/admin/financeMarket', respond: () => ({ body: { data: [stored], total: 1 } }) },
    { path: '/admin/financeMarket/3', respond: () => ({ body: { data: stored } }) },
    { method: 'POST', path: '/admin/financeMarket', respond: () => ({ status: 201, body: { data: stored } }) },
    { method: 'PUT', path: '/admin/financeMarket/3', respond: () => ({ body: { data: stored } }) },
  ]);
}

const render = (route: string, lang: Lang = 'en') =>
  renderScreen('/admin/finance-market', <FinanceMarketScreen />, { route, lang });

describe('finance market screens', () => {
  it('opens a link from the list, edits it with PUT and returns to the list', async () => {
    const { requests } = financeMarketApi();
    const view = render('/admin/finance-market');
    const row = (await screen.findByText('Tadawul')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: 'Edit Tadawul' }));
    await waitFor(() => expect(view.location()).toBe('/admin/finance-market/add-finance-market/3'));
    expect(await screen.findByRole('heading', { name: 'Edit link' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/investor-relations');

    const url = await screen.findByRole('textbox', { name: 'Link (https)' });
    expect(url).toHaveValue('https://www.saudiexchange.sa/a');
    await user.clear(url);
    await user.type(url, 'https://www.saudiexchange.sa/b');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/admin/finance-market'));
    const save = requests.find((request) => request.method === 'PUT')!;
    expect(save.url.pathname).toBe('/api/admin/financeMarket/3');
    expect(save.body).toEqual({ url: 'https://www.saudiexchange.sa/b', translation: stored.translation });
  });

  it('adds a link from an empty form with POST', async () => {
    const { requests } = financeMarketApi();
    const view = render('/admin/finance-market/add-finance-market');
    expect(await screen.findByRole('heading', { name: 'Add link' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Link (https)' })).toHaveValue('');
    await user.type(screen.getByRole('textbox', { name: 'Name (Arabic)' }), 'تداول');
    await user.type(screen.getByRole('textbox', { name: 'Name (English)' }), 'Tadawul');
    await user.type(screen.getByRole('textbox', { name: 'Link (https)' }), 'https://www.saudiexchange.sa/a');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(view.location()).toBe('/admin/finance-market'));
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.url.pathname).toBe('/api/admin/financeMarket');
    expect(save.body).toEqual({ url: stored.url, translation: stored.translation });
  });
});
