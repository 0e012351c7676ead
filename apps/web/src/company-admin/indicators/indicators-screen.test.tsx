import type { IndicatorItem } from '@app/contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import arIndicators from '../../locales/ar/indicators.json';
import enIndicators from '../../locales/en/indicators.json';
import type { Lang } from '../../shared/lang';
import { mockApi, renderWithProviders } from '../../shared/test-utils';
import KeyMetricsPage from './key-metrics';
import KpisPage from './kpis';

/** Renders with this screen's namespace added (before the list answer arrives and re-renders the screen). */
function render(ui: React.ReactElement, lang: Lang) {
  const view = renderWithProviders(ui, { lang });
  view.i18n.addResourceBundle('ar', 'indicators', arIndicators);
  view.i18n.addResourceBundle('en', 'indicators', enIndicators);
  return view;
}

const item = (id: number, category: IndicatorItem['category']): IndicatorItem => ({
  id,
  value: '25K+',
  category,
  translations: [
    { locale: 'ar', title: 'عميل', description: 'عملاء سعداء' },
    { locale: 'en', title: 'Customers', description: 'Happy customers' },
  ],
});

describe('indicator screens', () => {
  it('asks for the key metrics only and offers edit without add or delete', async () => {
    const { requests } = mockApi([
      { path: '/admin/indicatorPerformance', respond: () => ({ body: { data: [item(1, 'key_metrics')], total: 1 } }) },
    ]);
    render(<KeyMetricsPage />, 'en');
    const table = await screen.findByRole('table', { name: 'Key metrics' });
    expect(await within(table).findByText('Customers')).toBeTruthy();
    expect(within(table).getByText('Happy customers')).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('category')).toBe('key_metrics');
    expect(screen.queryByRole('button', { name: 'Add indicator' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /delete/i })).toBeNull();
  });

  it('lists the real KPI indicators in Arabic with an add button', async () => {
    const { requests } = mockApi([
      { path: '/admin/indicatorPerformance', respond: () => ({ body: { data: [item(2, 'kpis')], total: 1 } }) },
    ]);
    render(<KpisPage />, 'ar');
    const table = await screen.findByRole('table', { name: 'مؤشرات الأداء الرئيسية' });
    expect(await within(table).findByText('عميل')).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('category')).toBe('kpis');
    expect(screen.getByRole('button', { name: 'إضافة مؤشر' })).toBeTruthy();
  });
});
