import type { DashboardItem, StoreReportItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import { setUpScreenTests } from '../../test/screen';
import StoreReportsPage from './reports';
import StoreStatisticsPage from './statistics';

const user = setUpScreenTests();

const statuses = [
  [7, 'Awaiting payment', 0],
  [1, 'In progress', 1],
  [2, 'Accepted', 0],
  [6, 'Out for delivery', 0],
  [5, 'Delivered', 1],
  [4, 'Cancelled', 0],
  [3, 'Rejected', 0],
] as const;

function dashboardOf(period: DashboardItem['period'], overrides: Partial<DashboardItem> = {}): DashboardItem {
  return {
    period,
    from: period === 'today' ? '2026-11-26' : '2026-11-22',
    to: '2026-11-26',
    no_of_orders: 2,
    sales: '100.00',
    no_of_users: 1,
    sales_per_day: [{ day: '2026-11-26', sales: '100.00', orders: 2 }],
    orders_by_status: statuses.map(([id, name, count]) => ({ status: { id, name }, count })),
    ...overrides,
  };
}

const week = dashboardOf('week', {
  no_of_orders: 5,
  sales: '1234.50',
  no_of_users: 3,
  sales_per_day: [
    { day: '2026-11-22', sales: '0.00', orders: 1 },
    { day: '2026-11-23', sales: '1134.50', orders: 2 },
    { day: '2026-11-24', sales: '0.00', orders: 0 },
    { day: '2026-11-25', sales: '0.00', orders: 0 },
    { day: '2026-11-26', sales: '100.00', orders: 2 },
  ],
});

describe('the store dashboard (/store-admin/statistics)', () => {
  it('shows today’s figures, and the week’s when the period is switched, keeping it in the address', async () => {
    const { requests } = mockApi([
      {
        path: '/admin/dashboard',
        respond: ({ url }) => ({
          body: { data: url.searchParams.get('period') === 'week' ? week : dashboardOf('today') },
        }),
      },
    ]);
    const { location } = renderWithProviders(<StoreStatisticsPage />, { lang: 'en' });
    const orders = await screen.findByRole('group', { name: 'Orders' });
    expect(orders).toHaveTextContent('2');
    expect(screen.getByRole('group', { name: 'Sales (delivered orders)' })).toHaveTextContent(/100\.00/);
    expect(screen.getByRole('group', { name: 'New customers' })).toHaveTextContent('1');
    expect(screen.getByTestId('dashboard-range')).toHaveTextContent('26 Nov 2026');
    expect(requests[0]!.url.searchParams.get('period')).toBe('today');

    await user.click(screen.getByRole('radio', { name: 'This week' }));
    await waitFor(() => expect(screen.getByRole('group', { name: 'Orders' })).toHaveTextContent('5'));
    expect(screen.getByRole('group', { name: 'Sales (delivered orders)' })).toHaveTextContent(/1,234\.50/);
    expect(screen.getByTestId('dashboard-range')).toHaveTextContent('22 Nov 2026 – 26 Nov 2026');
    expect(location()).toBe('/?period=week');

    // Each day of the period is a bar; screen readers get the same figures as a table.
    const perDay = screen.getByRole('table', { name: 'Sales per day (delivered orders)' });
    const rows = within(perDay).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(5);
    expect(rows[1]).toHaveTextContent(/23 Nov.*1,134\.50/);
    const byStatus = screen.getByRole('table', { name: "The period's orders by their status now" });
    expect(within(byStatus).getByRole('row', { name: /Delivered/ })).toHaveTextContent('Delivered1');
    await waitFor(() => expect(document.querySelector('.mantine-BarChart-root')).not.toBeNull());
  });

  it('says so when the period has no orders, in Arabic', async () => {
    mockApi([
      {
        path: '/admin/dashboard',
        respond: () => ({
          body: {
            data: dashboardOf('month', {
              no_of_orders: 0,
              sales: '0.00',
              no_of_users: 0,
              sales_per_day: [{ day: '2026-11-01', sales: '0.00', orders: 0 }],
              orders_by_status: statuses.map(([id, name]) => ({ status: { id, name }, count: 0 })),
            }),
          },
        }),
      },
    ]);
    renderWithProviders(<StoreStatisticsPage />, { lang: 'ar', route: '/?period=month' });
    expect(await screen.findByRole('group', { name: 'الطلبات' })).toHaveTextContent('0');
    expect(screen.getByRole('radio', { name: 'هذا الشهر' })).toBeChecked();
    expect(screen.getAllByText('لم تُسجَّل طلبات في هذه الفترة.')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal', async () => {
    mockApi([{ path: '/admin/dashboard', respond: () => ({ status: 403, body: { message: 'Not allowed.' } }) }]);
    renderWithProviders(<StoreStatisticsPage />, { lang: 'en' });
    expect(await screen.findByText('Not allowed.')).toBeInTheDocument();
  });
});

const report: StoreReportItem = {
  from: '2026-10-28',
  to: '2026-11-26',
  users: 50_000,
  branches: 190,
  products: 100_000,
  most_selling_products: [
    { id: 7, name: 'Paracetamol tablets 500 mg', code: 'P-7', quantity: 42, sales: '420.00' },
    { id: null, name: 'Old ointment', code: 'P-9', quantity: 4, sales: '120.00' },
  ],
  most_buying_users: [{ id: 3, name: 'نورة القحطاني', orders: 4, amount: '2500.75' }],
  most_active_times: Array.from({ length: 24 }, (_, hour) => ({ hour, orders: hour === 21 ? 9 : hour === 8 ? 2 : 0 })),
};

describe('the store reports (/store-admin/reports)', () => {
  it('shows the counters and the three charts of the last 30 days, then of a chosen range', async () => {
    const { requests } = mockApi([
      {
        path: '/admin/report',
        respond: ({ url }) => ({
          body: {
            data: url.searchParams.get('from')
              ? { ...report, from: url.searchParams.get('from'), to: url.searchParams.get('to') }
              : report,
          },
        }),
      },
    ]);
    const { location } = renderWithProviders(<StoreReportsPage />, { lang: 'en' });
    expect(await screen.findByRole('group', { name: 'Customers' })).toHaveTextContent('50,000');
    expect(screen.getByRole('group', { name: 'Open branches' })).toHaveTextContent('190');
    expect(screen.getByRole('group', { name: 'Products in the catalogue' })).toHaveTextContent('100,000');
    expect(requests[0]!.url.search).toBe('');

    const products = screen.getByRole('table', { name: 'Best-selling products (units of delivered orders)' });
    expect(
      within(products)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProductUnits', 'Paracetamol tablets 500 mg42', 'Old ointment4']);
    const buyers = screen.getByRole('table', { name: 'Top customers (delivered orders, VAT included)' });
    expect(within(buyers).getByRole('row', { name: /نورة/ })).toHaveTextContent(/2,500\.75/);
    const hours = screen.getByRole('table', { name: 'Orders by hour of the day (Riyadh time)' });
    expect(within(hours).getAllByRole('row')).toHaveLength(25);
    expect(within(hours).getByRole('row', { name: /21:00/ })).toHaveTextContent('21:009');
    await waitFor(() => expect(document.querySelectorAll('.mantine-BarChart-root')).toHaveLength(3));

    // A chosen range goes to the address and to the server.
    const input = screen.getByRole('button', { name: 'Orders placed between' });
    expect(input).toHaveTextContent(/28 Oct 2026/);
    await user.click(input);
    await user.click(await screen.findByRole('button', { name: '5 October 2026' }));
    await user.click(screen.getByRole('button', { name: '12 October 2026' }));
    await waitFor(() => expect(location()).toBe('/?from=2026-10-05&to=2026-10-12'));
    await waitFor(() => expect(requests.at(-1)!.url.search).toBe('?from=2026-10-05&to=2026-10-12'));
  });

  it('says when a range has no orders, in Arabic', async () => {
    mockApi([
      {
        path: '/admin/report',
        respond: () => ({
          body: {
            data: {
              ...report,
              most_selling_products: [],
              most_buying_users: [],
              most_active_times: report.most_active_times.map((h) => ({ ...h, orders: 0 })),
            },
          },
        }),
      },
    ]);
    renderWithProviders(<StoreReportsPage />, { lang: 'ar', route: '/?from=2026-01-01&to=2026-01-31' });
    expect(await screen.findByRole('heading', { level: 1, name: 'تقارير المتجر' })).toBeInTheDocument();
    expect(await screen.findAllByText('لا توجد طلبات مسلَّمة في هذه الفترة.')).toHaveLength(2);
    expect(screen.getByText('لم تُسجَّل طلبات في هذه الفترة.')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'العملاء' })).toHaveTextContent('50,000');
  });
});
