import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, renderFields } from '../test-utils';
import { RemoteAutocompleteField, type RemoteSource } from './remote-autocomplete-field';

interface Product {
  id: number;
  code: string;
  name: string;
}

const products: Product[] = Array.from({ length: 45 }, (_, i) => ({
  id: i + 1,
  code: `P${String(i + 1).padStart(3, '0')}`,
  name: i < 30 ? `بنادول ${i + 1}` : `Vitamin D3 ${i + 1}`,
}));

const source: RemoteSource<Product> = {
  key: 'products',
  path: '/product',
  toOption: (p) => ({ value: String(p.id), label: p.name, description: p.code }),
  pathOf: (id) => `/admin/product/${id}`,
};

/** The server's search: part of the name, a page at a time. */
function productApi() {
  return mockApi([
    {
      path: '/product',
      respond: ({ url }) => {
        const name = url.searchParams.get('name') ?? '';
        const page = Number(url.searchParams.get('page'));
        const limit = Number(url.searchParams.get('limit'));
        const found = products.filter((p) => p.name.includes(name));
        return { body: { data: found.slice((page - 1) * limit, page * limit), total: found.length } };
      },
    },
    {
      path: '/admin/product/12',
      respond: () => ({ body: { data: products[11] } }),
    },
  ]);
}

const user = userEvent.setup({ delay: null });

describe('RemoteAutocompleteField', () => {
  it('asks the server with the typed text, a page at a time, and keeps the picked id', async () => {
    const { requests } = productApi();
    const view = renderFields(
      <RemoteAutocompleteField name="product_id" label={{ text: 'Product' }} source={source} />,
      {
        product_id: null,
      },
    );
    const input = screen.getByRole('textbox', { name: 'Product' });
    await user.type(input, 'بنادول');
    expect(await screen.findByRole('option', { name: /بنادول 1$|بنادول 1 P001/ })).toBeInTheDocument();
    const searches = () => requests.filter((r) => r.url.pathname === '/api/product');
    await waitFor(() => expect(searches().at(-1)?.url.searchParams.get('name')).toBe('بنادول'));
    expect(screen.getAllByRole('option').filter((o) => o.textContent?.startsWith('بنادول'))).toHaveLength(20);

    await user.click(screen.getByRole('option', { name: 'Show more results' }));
    await waitFor(() =>
      expect(screen.getAllByRole('option').filter((o) => o.textContent?.startsWith('بنادول'))).toHaveLength(30),
    );
    expect(screen.queryByRole('option', { name: 'Show more results' })).not.toBeInTheDocument();
    expect(searches().at(-1)?.url.searchParams.get('page')).toBe('2');

    await user.click(screen.getByRole('option', { name: /بنادول 25/ }));
    expect(view.values().product_id).toBe(25);
    expect(input).toHaveValue('بنادول 25');
  });

  it('names the value of a saved record by asking for it', async () => {
    productApi();
    renderFields(<RemoteAutocompleteField name="product_id" label={{ text: 'Product' }} source={source} />, {
      product_id: 12,
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Product' })).toHaveValue('بنادول 12'));
  });

  it('says when nothing matches', async () => {
    productApi();
    renderFields(<RemoteAutocompleteField name="product_id" label={{ text: 'Product' }} source={source} />, {
      product_id: null,
    });
    await user.type(screen.getByRole('textbox', { name: 'Product' }), 'zzz');
    expect(await screen.findByText('No matching options')).toBeInTheDocument();
  });
});
