import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createResource } from '../resource';
import { mockApi, renderWithProviders } from '../test-utils';
import { DataTable } from './data-table';
import type { Column } from './types';

const user = userEvent.setup({ delay: null });

interface Product {
  id: number;
  name: string;
}
const products = createResource<Product>({ key: 'range-products', path: '/admin/products' });
const columns: Column<Product>[] = [{ key: 'name', header: 'users:columns.name' }];
const priceFilter = {
  type: 'range',
  from: 'price_from',
  to: 'price_to',
  label: 'users:columns.name',
  money: true,
} as const;

describe('DataTable range filter', { timeout: 20_000 }, () => {
  it('puts a money range typed in riyals (Arabic-Indic digits too) in the URL and the request', async () => {
    const { requests } = mockApi([
      { path: '/admin/products', respond: () => ({ body: { data: [{ id: 1, name: 'P' }], total: 1 } }) },
    ]);
    const view = renderWithProviders(
      <DataTable resource={products} columns={columns} label="users:title" filters={[priceFilter]} />,
      { lang: 'ar' },
    );
    await screen.findByText('P');
    await user.type(screen.getByRole('textbox', { name: /— من$/ }), '١٩٫٥');
    await user.type(screen.getByRole('textbox', { name: /— إلى$/ }), '100{Enter}');
    await waitFor(() => expect(view.location()).toBe('/?price_from=19.50&price_to=100.00'));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('price_from')).toBe('19.50'));
    expect(requests.at(-1)!.url.searchParams.get('price_to')).toBe('100.00');
  });

  it('refuses a "to" below the "from" and an invalid amount, keeping only the valid range in the URL', async () => {
    mockApi([{ path: '/admin/products', respond: () => ({ body: { data: [{ id: 1, name: 'P' }], total: 1 } }) }]);
    const view = renderWithProviders(
      <DataTable resource={products} columns={columns} label="users:title" filters={[priceFilter]} />,
    );
    await screen.findByText('P');
    await user.type(screen.getByRole('textbox', { name: /— From$/ }), '50');
    await user.type(screen.getByRole('textbox', { name: /— To$/ }), '10{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('“To” must not be less than “From”.');
    await user.clear(screen.getByRole('textbox', { name: /— To$/ }));
    await user.type(screen.getByRole('textbox', { name: /— To$/ }), 'abc{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter a valid number.');
    expect(view.location()).toBe('/?price_from=50.00');
  });
});
