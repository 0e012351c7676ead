import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test-utils';
import { BarChartCard } from './bar-chart';
import { DailyChart } from './daily-chart';
import { StatCards } from './stat-cards';

const data = [
  { date: '2025-03-01', orders: 12, sales: 199_900 },
  { date: '2025-03-02', orders: 7, sales: 50_050 },
];

describe('DailyChart', () => {
  it('loads the chart lazily and gives screen readers the numbers as a table, in English', async () => {
    const { container } = renderWithProviders(
      <DailyChart title="Sales" data={data} series={[{ key: 'sales', label: 'Sales' }]} valueFormat="money" />,
    );
    const figure = screen.getByRole('figure', { name: 'Sales' });
    const table = within(figure).getByRole('table', { name: 'Sales' });
    expect(within(table).getByRole('rowheader', { name: '1 Mar 2025' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: /1,999\.00/ })).toBeInTheDocument();
    await waitFor(() => expect(container.querySelector('.mantine-AreaChart-root')).not.toBeNull());
  });

  it.each([
    [
      'the daily chart',
      <DailyChart key="daily" title="Sales" data={data} series={[{ key: 'sales', label: 'Sales' }]} />,
    ],
    [
      'the bar chart',
      <BarChartCard
        key="bars"
        title="Orders"
        categoryLabel="Day"
        data={[
          { label: 'Mon', orders: 3 },
          { label: 'Tue', orders: 5 },
        ]}
        series={[{ key: 'orders', label: 'Orders' }]}
      />,
    ],
  ])('keeps %s, hidden from screen readers, out of the tab order', async (_name, chart) => {
    // jsdom lays nothing out: the chart's container is given a size so that Recharts draws.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(
      DOMRect.fromRect({ width: 600, height: 280 }),
    );
    const { container } = renderWithProviders(chart);
    await waitFor(() => expect(container.querySelector('.recharts-wrapper svg, svg.recharts-surface')).not.toBeNull());
    const hidden = container.querySelector('figure [aria-hidden="true"]')!;
    expect(hidden).toContainElement(container.querySelector('svg.recharts-surface') as HTMLElement);
    const focusable = hidden.querySelectorAll(
      '[tabindex]:not([tabindex="-1"]), a[href], button, input, select, textarea',
    );
    expect([...focusable].map((element) => element.outerHTML.slice(0, 80))).toEqual([]);
  });

  it('labels the days in Arabic', () => {
    renderWithProviders(<DailyChart title="الطلبات" data={data} series={[{ key: 'orders', label: 'الطلبات' }]} />, {
      lang: 'ar',
    });
    const table = screen.getByRole('table', { name: 'الطلبات' });
    expect(within(table).getByRole('columnheader', { name: 'اليوم' })).toBeInTheDocument();
    expect(within(table).getAllByRole('rowheader', { name: /مارس/ })).toHaveLength(2);
  });

  it('says when there is nothing to draw', () => {
    renderWithProviders(<DailyChart title="Sales" data={[]} series={[{ key: 'sales', label: 'Sales' }]} />);
    expect(screen.getByText('No data for this period.')).toBeInTheDocument();
  });
});

describe('StatCards', () => {
  it('shows each figure with its change, riyals from halalas', () => {
    renderWithProviders(
      <StatCards
        stats={[
          { key: 'orders', label: 'Orders', value: 1234, change: 12.5 },
          { key: 'sales', label: 'Sales', value: 123_450, format: 'money', change: -3 },
        ]}
      />,
    );
    const orders = screen.getByRole('group', { name: 'Orders' });
    expect(orders).toHaveTextContent('1,234');
    expect(orders).toHaveTextContent('+12.5%');
    const sales = screen.getByRole('group', { name: 'Sales' });
    expect(sales).toHaveTextContent(/1,234\.50/);
    expect(sales).toHaveTextContent('-3%');
  });
});
