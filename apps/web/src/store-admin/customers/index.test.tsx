import type { CustomerItem, PointsEntryItem, WalletEntryItem } from '@app/contracts';
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
  order_id: null,
  by: 'Admin',
  by_kind: 'staff',
};

const earned: PointsEntryItem = {
  id: 12,
  points: 120,
  balance_before: 0,
  balance_after: 120,
  created_at: '2026-02-03T09:00:00Z',
  transaction_type: 'points_earned',
  description: null,
  order_id: 1042,
  by: 'loyalty',
  by_kind: 'system',
};

const deducted: PointsEntryItem = {
  id: 13,
  points: -45,
  balance_before: 120,
  balance_after: 75,
  created_at: '2026-02-04T09:00:00Z',
  transaction_type: 'points_adjustment',
  description: 'Returned order',
  order_id: 1042,
  by: 'Admin',
  by_kind: 'staff',
};

function customersApi(extra: Parameters<typeof mockApi>[0] = []) {
  return mockApi([
    {
      path: '/admin/user',
      respond: ({ url }) => ({
        body: url.searchParams.get('most_buying') === '1' ? { data: [], total: 0 } : { data: [customer], total: 1 },
      }),
    },
    { path: '/admin/user/4', respond: () => ({ body: { data: customer } }) },
    { path: '/admin/wallet/4/transactions', respond: () => ({ body: { data: [entry], total: 1 } }) },
    { path: '/admin/points/4/transactions', respond: () => ({ body: { data: [deducted, earned], total: 2 } }) },
    {
      method: 'POST',
      path: '/admin/wallet/adjustment/4',
      respond: () => ({
        status: 422,
        body: { message: 'Invalid', errors: { amount: ['The balance would go below zero.'] } },
      }),
    },
    { method: 'POST', path: '/admin/wallet/bonus/4', respond: () => ({ status: 201, body: { data: entry } }) },
    ...extra,
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

  it('shows what each points entry says: signed points, its reason, its order as a link and who made it', async () => {
    customersApi();
    renderUsers('/store-admin/users/add-user/4?tab=points');
    expect(await screen.findByText('Points balance: 75')).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows[0]).toHaveTextContent('-45');
    expect(rows[0]).toHaveTextContent('Adjusted by staff');
    expect(rows[0]).toHaveTextContent('Returned order');
    expect(rows[0]).toHaveTextContent('Admin');
    expect(rows[1]).toHaveTextContent('+120');
    expect(rows[1]).toHaveTextContent('Points earned');
    expect(rows[1]).toHaveTextContent('Automatic');
    const links = within(table).getAllByRole('link', { name: 'Order 1042' });
    expect(links).toHaveLength(2);
    expect(links[0]).toHaveAttribute('href', '/store-admin/requests?order=1042');
  });

  it('keeps the sign of points on the same side in Arabic, and names the order and the system in Arabic', async () => {
    customersApi();
    renderUsers('/store-admin/users/add-user/4?tab=points', 'ar');
    const table = await screen.findByRole('table');
    // Left to right, as "+120" is: the Arabic number format would move the minus to the other end.
    expect(within(table).getByText('-45')).toHaveAttribute('dir', 'ltr');
    expect(within(table).getByText('+120')).toHaveAttribute('dir', 'ltr');
    expect(within(table).getAllByRole('link', { name: 'الطلب 1042' })).toHaveLength(2);
    expect(within(table).getByText('تلقائي')).toBeInTheDocument();
  });

  it('adds points with a reason and an order, one key per attempt kept for a retry, and shows the refusal of a deduction', async () => {
    let failOnce = true;
    const { requests } = customersApi([
      {
        method: 'POST',
        path: '/admin/points/add/4',
        respond: () => {
          if (failOnce) {
            failOnce = false;
            return { status: 503, body: { message: 'Try again' } };
          }
          return { status: 201, body: { data: { ...deducted, id: 14, points: 120, description: 'Goodwill' } } };
        },
      },
      {
        method: 'POST',
        path: '/admin/points/deduct/4',
        respond: () => ({
          status: 422,
          body: {
            message: 'Invalid',
            errors: { points: ['The available balance (75 points) is not enough for this operation.'] },
          },
        }),
      },
    ]);
    renderUsers('/store-admin/users/add-user/4?tab=points');
    const sent = (path: string) => requests.filter((r) => r.method === 'POST' && r.url.pathname === path);
    const keyOf = (r: (typeof requests)[number]) => r.headers['Idempotency-Key'] ?? r.headers['idempotency-key'];

    // No reason: refused in the form, nothing sent.
    await user.type(await screen.findByRole('textbox', { name: /^Points/ }), '120');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    expect(await screen.findByText('The Reason field is required.')).toBeInTheDocument();
    expect(sent('/api/admin/points/add/4')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Goodwill');
    await user.type(screen.getByRole('textbox', { name: /Order number/ }), '#1042');
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    await waitFor(() => expect(sent('/api/admin/points/add/4')).toHaveLength(1));
    expect(await screen.findByText('Try again')).toBeInTheDocument();
    // The same values again: the same key, so a request that did get through is not counted twice.
    await user.click(screen.getByRole('button', { name: 'Add points' }));
    expect(await screen.findByText('120 points were added.')).toBeInTheDocument();
    const [first, retry] = sent('/api/admin/points/add/4');
    expect(retry!.body).toEqual({ points: 120, description: 'Goodwill', order_id: 1042 });
    expect(keyOf(first!)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(retry!)).toBe(keyOf(first!));
    // The form is empty again for the next one.
    expect(screen.getByRole('textbox', { name: /Reason/ })).toHaveValue('');

    await user.click(screen.getByRole('radio', { name: 'Deduct points' }));
    await user.type(screen.getByRole('textbox', { name: /^Points/ }), '500');
    await user.type(screen.getByRole('textbox', { name: /Reason/ }), 'Returned order');
    await user.click(screen.getByRole('button', { name: 'Deduct points' }));
    expect(
      await screen.findAllByText('The available balance (75 points) is not enough for this operation.'),
    ).not.toHaveLength(0);
    const deduction = sent('/api/admin/points/deduct/4')[0]!;
    expect(deduction.body).toEqual({ points: 500, description: 'Returned order', order_id: null });
    expect(keyOf(deduction)).not.toBe(keyOf(first!));
  });

  it('offers the points form only to staff who may move points', async () => {
    customersApi();
    renderScreen('/store-admin/users', <CustomersScreen />, {
      route: '/store-admin/users/add-user/4?tab=points',
      permissions: ['list store users', 'update store users', 'manage customer wallets'],
    });
    expect(await screen.findByText('Points balance: 75')).toBeInTheDocument();
    await screen.findByRole('table');
    expect(screen.queryByRole('button', { name: 'Add points' })).not.toBeInTheDocument();
  });
});
