import type { IndicatorItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import {
  cleanNotifications,
  type MockRequest,
  mockApi,
  renderWithProviders,
  stubLayout,
} from '../../shared/test-utils';
import KeyMetricsPage from './key-metrics';
import KpisPage from './kpis';

const user = userEvent.setup({ delay: null });

beforeAll(() => {
  stubLayout();
  // The growing description box listens for web fonts, which jsdom does not have.
  if (!document.fonts) Object.defineProperty(document, 'fonts', { value: new EventTarget(), configurable: true });
});
afterEach(cleanNotifications);

function render(route: string, lang: Lang = 'en') {
  return renderWithProviders(
    <Routes>
      <Route path="/admin/key-metrics/*" element={<KeyMetricsPage />} />
      <Route path="/admin/indicator-performance/*" element={<KpisPage />} />
    </Routes>,
    { route, lang },
  );
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

function indicatorsApi(items: IndicatorItem[]) {
  return mockApi([
    { path: '/admin/indicatorPerformance', respond: () => ({ body: { data: items, total: items.length } }) },
    ...items.map((stored) => ({
      path: `/admin/indicatorPerformance/${stored.id}`,
      respond: () => ({ body: { data: stored } }),
    })),
    {
      method: 'PUT',
      path: /^\/admin\/indicatorPerformance\/\d+$/,
      respond: (request: MockRequest) => ({ body: { data: { ...items[0], ...(request.body as object) } } }),
    },
    { method: 'POST', path: '/admin/indicatorPerformance', respond: () => ({ status: 201, body: { data: items[0] } }) },
  ]);
}

describe('indicator screens', () => {
  it('asks for the key metrics only, offers edit without add or delete, and edits on its own page', async () => {
    const { requests } = indicatorsApi([item(1, 'key_metrics')]);
    const view = render('/admin/key-metrics');
    const table = await screen.findByRole('table', { name: 'Key metrics' });
    expect(await within(table).findByText('Customers')).toBeTruthy();
    expect(within(table).getByText('Happy customers')).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('category')).toBe('key_metrics');
    expect(screen.queryByRole('button', { name: 'Add indicator' })).toBeNull();
    expect(within(table).queryByRole('button', { name: /delete/i })).toBeNull();
    await user.click(within(table).getByRole('button', { name: 'Edit Customers' }));
    await waitFor(() => expect(view.location()).toBe('/admin/key-metrics/edit/1'));
    expect(await screen.findByRole('heading', { name: 'Edit indicator' })).toBeTruthy();
  });

  it('saves a key metric opened at the spec route of the KPI list, then returns to the key metrics', async () => {
    const { requests } = indicatorsApi([item(1, 'key_metrics')]);
    const view = render('/admin/indicator-performance/edit/1');
    const value = await screen.findByRole('textbox', { name: 'Number' });
    expect(screen.getByRole('link', { name: 'View on site' })).toHaveAttribute('href', '/investor-relations');
    await user.clear(value);
    await user.type(value, '30K+');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/admin/key-metrics'));
    expect(await screen.findByText('The indicator was saved.')).toBeTruthy();
    const save = requests.find((request) => request.method === 'PUT')!;
    expect(save.url.pathname).toBe('/api/admin/indicatorPerformance/1');
    expect(save.body).toEqual({
      value: '30K+',
      translation: [
        { locale: 'ar', title: 'عميل', description: 'عملاء سعداء' },
        { locale: 'en', title: 'Customers', description: 'Happy customers' },
      ],
    });
  });

  it('lists the KPIs in Arabic and adds one on its own page', async () => {
    const { requests } = indicatorsApi([item(2, 'kpis')]);
    const view = render('/admin/indicator-performance', 'ar');
    const table = await screen.findByRole('table', { name: 'مؤشرات الأداء الرئيسية' });
    expect(await within(table).findByText('عميل')).toBeTruthy();
    expect(requests[0]?.url.searchParams.get('category')).toBe('kpis');
    await user.click(screen.getByRole('button', { name: 'إضافة مؤشر' }));
    await waitFor(() => expect(view.location()).toBe('/admin/indicator-performance/add'));

    await user.click(await screen.findByRole('button', { name: 'حفظ' }));
    expect(await screen.findAllByText(/الرقم/, { selector: '.mantine-InputWrapper-error' })).not.toHaveLength(0);
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(screen.getByRole('textbox', { name: 'الاسم (بالعربية)' }), 'رضا العملاء');
    await user.type(screen.getByRole('textbox', { name: 'الاسم (بالإنجليزية)' }), 'Satisfaction');
    await user.type(screen.getByRole('textbox', { name: 'الرقم' }), '98%');
    await user.type(screen.getByRole('textbox', { name: 'الوصف (بالعربية)' }), 'نسبة الرضا');
    await user.type(screen.getByRole('textbox', { name: 'الوصف (بالإنجليزية)' }), 'Satisfied customers');
    await user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(view.location()).toBe('/admin/indicator-performance'));
    const save = requests.find((request) => request.method === 'POST')!;
    expect(save.body).toEqual({
      value: '98%',
      category: 'kpis',
      translation: [
        { locale: 'ar', title: 'رضا العملاء', description: 'نسبة الرضا' },
        { locale: 'en', title: 'Satisfaction', description: 'Satisfied customers' },
      ],
    });
  });
});
