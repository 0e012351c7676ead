import type { CustomerItem, WalletEntryItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { mockApi } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import CustomersScreen from './index';

const user = setUpScreenTests();

const customer: CustomerItem = {
  id: 4,
  image: null,
  name: 'نورة القحطاني',
  mobile: '+966551234567',
  email: 'noura@example.com',
  birth: '1990-04-12',
  gender: 'female',
  role: 'customer',
  city: 'الرياض',
  active: 1,
  buying_amount: '0.00',
  points: 75,
  wallet_balance: '30.25',
  last_login: null,
  created_at: '2026-01-05T10:00:00Z',
  health_visible: 0,
};

const entry: WalletEntryItem = {
  id: 9,
  amount: '25.50',
  balance_before: '4.75',
  balance_after: '30.25',
  created_at: '2026-02-01T09:00:00Z',
  transaction_type: 'bonus',
  description: 'Welcome',
  by: 'Admin',
};

function customersApi() {
  return mockApi([
    {
      path: '/admin/user',
      respond: ({ url }) => ({
        body: url.searchParams.get('most_buying') === '1' ? { data: [], total: 0 } : { data: [customer], total: 1 },
      }),
    },
    { path: '/admin/user/4', respond: () => ({ body: { data: customer } }) },
    { path: '/admin/wallet/4/transactions', respond: () => ({ body: { data: [entry], total: 1 } }) },
    { path: '/admin/points/4/transactions', respond: () => ({ body: { data: [], total: 0 } }) },
    {
      method: 'POST',
      path: '/admin/wallet/adjustment/4',
      respond: () => ({
        status: 422,
        body: { message: 'Invalid', errors: { amount: ['The balance would go below zero.'] } },
      }),
    },
    { method: 'POST', path: '/admin/wallet/bonus/4', respond: () => ({ status: 201, body: { data: entry } }) },
  ]);
}

const renderUsers = (route: string, lang: Lang = 'en') =>
  renderScreen('/store-admin/users', <CustomersScreen />, { route, lang });

describe('store users', () => {
  it('lists users with their mobile, purchases, points and last login, and says why the most-buying tab is empty', async () => {
    customersApi();
    const view = renderUsers('/store-admin/users');
    const row = (await screen.findByText('نورة القحطاني')).closest('tr')!;
    expect(row).toHaveTextContent('+966551234567');
    expect(row).toHaveTextContent('SAR 0.00');
    expect(row).toHaveTextContent('75');
    expect(row).toHaveTextContent('Not signed in yet');
    await user.click(screen.getByRole('tab', { name: 'Most buying' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/users?most_buying=1'));
    expect(await screen.findByText('No purchases yet: they are counted from delivered orders.')).toBeInTheDocument();
  });

  it('keeps health data out of the form of staff who may not see it, and says why', async () => {
    customersApi();
    renderUsers('/store-admin/users/add-user/4');
    expect(await screen.findByRole('textbox', { name: /Name/ })).toHaveValue('نورة القحطاني');
    expect(screen.queryByRole('textbox', { name: 'Food allergies' })).not.toBeInTheDocument();
    expect(screen.getByText(/every view of it is logged/)).toBeInTheDocument();
    // No password on an edit.
    expect(screen.queryByLabelText(/Password/)).not.toBeInTheDocument();
  });

  it('adds a wallet bonus with an idempotency key, and shows the server’s refusal of an adjustment', async () => {
    const { requests } = customersApi();
    renderUsers('/store-admin/users/add-user/4?tab=wallet');
    expect(await screen.findByText('Balance: SAR 30.25')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    expect(within(table).getByText('Welcome')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '-50');
    await user.click(screen.getByRole('button', { name: 'Adjustment' }));
    expect(await screen.findByText('The balance would go below zero.')).toBeInTheDocument();

    await user.clear(screen.getByRole('textbox', { name: /Amount/ }));
    await user.type(screen.getByRole('textbox', { name: /Amount/ }), '25.50');
    await user.click(screen.getByRole('button', { name: 'Bonus' }));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/admin/wallet/bonus/4')).toBe(true));
    const bonus = requests.find((r) => r.url.pathname === '/api/admin/wallet/bonus/4')!;
    expect(bonus.body).toEqual({ amount: '25.50', description: '' });
    expect(bonus.headers['idempotency-key'] ?? bonus.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
  });
});
