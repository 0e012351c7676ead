import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { mockApi, pickerProduct, renderFields } from '../test-utils';
import { ProductPickerField } from './product-picker-field';

const user = userEvent.setup({ delay: null });

/** The product search; `active=1` leaves out the products hidden from the store, as the server does. */
function productSearch() {
  return mockApi([
    {
      path: '/product',
      respond: ({ url }) => {
        const all = [
          pickerProduct(7, 'Amoxicillin 500 mg'),
          pickerProduct(8, 'Amoxil retired', 0),
          pickerProduct(9, 'Amoxiclav'),
          pickerProduct(10, 'Amoxicillin 1 g'),
        ];
        const data = url.searchParams.get('active') === '1' ? all.filter((item) => item.active === 1) : all;
        return { body: { data, total: data.length } };
      },
    },
  ]);
}

async function pick(search: HTMLElement, name: string) {
  await user.clear(search);
  await user.type(search, 'amox');
  await user.click(await screen.findByRole('option', { name: new RegExp(name) }));
}

describe('ProductPickerField', () => {
  it('holds the ids of the picked products, hidden ones marked, and removes one with its button', async () => {
    productSearch();
    const view = renderFields(
      <ProductPickerField name="products" label={{ text: 'Products' }} emptyText="None yet" />,
      { products: [] },
    );
    expect(screen.getByText('None yet')).toBeInTheDocument();
    const search = screen.getByRole('textbox', { name: 'Products' });
    await pick(search, 'Amoxil retired');
    await pick(search, 'Amoxicillin 500 mg');
    expect(view.values().products).toEqual([8, 7]);
    const list = screen.getByRole('list', { name: 'Products' });
    expect(list).toHaveTextContent('Amoxil retired100008Hidden from the store');

    await user.click(within(list).getByRole('button', { name: 'Remove Amoxil retired' }));
    expect(view.values().products).toEqual([7]);
  });

  it('with quantities, holds a line per product from one unit, offers only products on sale and caps the lines', async () => {
    const { requests } = productSearch();
    const view = renderFields(
      <ProductPickerField
        name="lines"
        label={{ text: 'Find a product' }}
        listLabel={{ text: 'Chosen products' }}
        emptyText="None yet"
        forSale
        quantities={{ max: 5, maxLines: 2 }}
      />,
      { lines: [] },
    );
    const search = screen.getByRole('textbox', { name: 'Find a product' });
    await user.type(search, 'amox');
    expect(await screen.findByRole('option', { name: /Amoxicillin 500 mg/ })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /Amoxil retired/ })).toBeNull();
    expect(requests.every((request) => request.url.searchParams.get('active') === '1')).toBe(true);
    await user.click(screen.getByRole('option', { name: /Amoxicillin 500 mg/ }));
    // A pick empties the search: the next step is the line's quantity.
    expect(search).toHaveValue('');

    await pick(search, 'Amoxiclav');
    await user.click(screen.getByRole('button', { name: 'Increase Amoxiclav' }));
    expect(view.values().lines).toEqual([
      { product_id: 7, name: 'Amoxicillin 500 mg', amount: 1 },
      { product_id: 9, name: 'Amoxiclav', amount: 2 },
    ]);
    expect(screen.getByRole('spinbutton', { name: 'Amoxiclav' })).toHaveAttribute('aria-valuemax', '5');

    // Two lines at most: a third pick is not added until one is removed.
    await pick(search, 'Amoxicillin 1 g');
    expect(view.values().lines).toHaveLength(2);
    const list = screen.getByRole('list', { name: 'Chosen products' });
    await user.click(within(list).getByRole('button', { name: 'Remove Amoxicillin 500 mg' }));
    await pick(search, 'Amoxicillin 1 g');
    expect(view.values().lines).toEqual([
      { product_id: 9, name: 'Amoxiclav', amount: 2 },
      { product_id: 10, name: 'Amoxicillin 1 g', amount: 1 },
    ]);
  });
});
