import type { ProductItem, StoreCategoryItem, StoreSubcategoryItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../shared/lang';
import { mockApi } from '../../shared/test-utils';
import { formEntries, renderScreen, setUpScreenTests } from '../../test/screen';
import CompaniesScreen from './companies';
import OutOfStockScreen from './out-of-stock';
import ProductsScreen from './products';

const user = setUpScreenTests();

const product: ProductItem = {
  id: 7,
  code: '100245',
  image: null,
  price: '19.95',
  active: 1,
  is_featured: 0,
  wasfy: 1,
  category_id: 1,
  subcategory_id: 3,
  category: { id: 1, name: 'Medicines' },
  subcategory: { id: 3, name: 'Antibiotics' },
  stock: 7,
  translation: [
    { local: 'ar', name: 'أموكسيسيلين 500 ملغ', description: 'مضاد حيوي' },
    { local: 'en', name: 'Amoxicillin 500 mg', description: 'Antibiotic' },
  ],
};

const category: StoreCategoryItem = {
  id: 1,
  image: null,
  banner: null,
  active: 1,
  link: null,
  is_featured: 1,
  subcategories_count: 2,
  products_count: 10,
  translation: [
    { local: 'ar', name: 'الأدوية', title: '', content: '' },
    { local: 'en', name: 'Medicines', title: '', content: '' },
  ],
};

const subcategory = (id: number, en: string): StoreSubcategoryItem => ({
  id,
  image: null,
  active: 1,
  category_id: 1,
  category: { id: 1, name: 'Medicines' },
  is_featured: 0,
  products_count: 3,
  translation: [
    { local: 'ar', name: en },
    { local: 'en', name: en },
  ],
});

function catalogueApi() {
  return mockApi([
    { path: '/admin/product', respond: () => ({ body: { data: [product], total: 1 } }) },
    { path: '/admin/product/7', respond: () => ({ body: { data: product } }) },
    { method: 'POST', path: /^\/admin\/product(\/7)?$/, respond: () => ({ body: { data: product } }) },
    {
      method: 'POST',
      path: '/admin/products/7/feature',
      respond: () => ({ body: { data: { ...product, is_featured: 1 } } }),
    },
    {
      path: '/admin/stock/100245',
      respond: () => ({
        body: {
          count: 7,
          data: [
            { Store_No: 'RUH-001', ActualStock: 4 },
            { Store_No: 'JED-002', ActualStock: 3 },
          ],
        },
      }),
    },
    { path: '/admin/category', respond: () => ({ body: { data: [category], total: 1 } }) },
    {
      path: '/admin/subcategory',
      respond: () => ({ body: { data: [subcategory(3, 'Antibiotics'), subcategory(4, 'Pain relief')], total: 2 } }),
    },
    {
      path: '/out_of_stock',
      respond: ({ url }) => ({
        body: url.searchParams.get('name') ? { data: [], total: 0 } : { data: [{ ...product, stock: 0 }], total: 1 },
      }),
    },
  ]);
}

const renderProducts = (route: string, lang: Lang = 'en') =>
  renderScreen('/store-admin/products', <ProductsScreen />, { route, lang });

describe('products screens', () => {
  it('lists products with code, categories, price in riyals and status, searches by code and features a row', async () => {
    const { requests } = catalogueApi();
    const view = renderProducts('/store-admin/products');
    const row = (await screen.findByText('Amoxicillin 500 mg')).closest('tr')!;
    expect(row).toHaveTextContent('100245');
    expect(row).toHaveTextContent('Medicines');
    expect(row).toHaveTextContent('Antibiotics');
    expect(row).toHaveTextContent('SAR 19.95');
    expect(row).toHaveTextContent('Displayed');

    await user.type(screen.getByRole('searchbox', { name: 'Search by code' }), '1002{Enter}');
    await waitFor(() => expect(view.location()).toBe('/store-admin/products?code=1002'));
    await waitFor(() => expect(requests.at(-1)!.url.searchParams.get('code')).toBe('1002'));

    await user.click(within(row).getByRole('button', { name: 'Feature: Amoxicillin 500 mg' }));
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'POST' && r.url.pathname === '/api/admin/products/7/feature')).toBe(
        true,
      ),
    );
    await user.click(within(row).getByRole('button', { name: 'View Amoxicillin 500 mg' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/products/show-product/7/100245'));
  });

  it('shows the stock per store and sends only the visibility switch’s three fields, then says "edit done"', async () => {
    const { requests } = catalogueApi();
    renderProducts('/store-admin/products/show-product/7/100245?tab=inventory');
    expect(await screen.findByText('Total quantity: 7')).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: 'RUH-001' })).toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Shown in the store' }));
    expect(await screen.findByText('Edit done')).toBeInTheDocument();
    const save = requests.find((r) => r.method === 'POST')!;
    expect(save.url.pathname).toBe('/api/admin/product/7');
    expect(formEntries(save.body)).toEqual([
      ['active', '0'],
      ['subcategory_id', '3'],
      ['_method', 'PUT'],
    ]);
  });

  it('edits a product with its price in riyals and its sub-category, in Arabic', async () => {
    const { requests } = catalogueApi();
    const view = renderProducts('/store-admin/products/add-product/7', 'ar');
    const price = await screen.findByRole('textbox', { name: /السعر/ });
    await waitFor(() => expect(price).toHaveValue('19.95'));
    await user.clear(price);
    await user.type(price, '21.5');
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/products'));
    const entries = formEntries(requests.find((r) => r.method === 'POST')!.body);
    expect(entries).toContainEqual(['price', '21.50']);
    expect(entries).toContainEqual(['subcategory_id', '3']);
    expect(entries.map(([name]) => name)).not.toContain('category_id');
  });
});

describe('product form', () => {
  it('says which fields a new product lacks: the price and the main category are required, by name', async () => {
    const { requests } = catalogueApi();
    renderProducts('/store-admin/products/add-product', 'ar');
    const price = await screen.findByRole('textbox', { name: /السعر/ });
    await user.type(price, '12');
    await user.clear(price);
    await user.click(screen.getByRole('button', { name: 'حفظ' }));
    expect(await screen.findByText('حقل السعر مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('حقل القسم الرئيسي مطلوب.')).toBeInTheDocument();
    expect(screen.getByText('حقل القسم الفرعي مطلوب.')).toBeInTheDocument();
    expect(screen.queryByText(/غير صحيحة/)).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
  });
});

describe('stock import', () => {
  it('sends the chosen file, lists the rows the server refused, then shows what an accepted file changed', async () => {
    let accept = false;
    const { requests } = mockApi([
      {
        method: 'POST',
        path: '/admin/stock/import',
        respond: () =>
          accept
            ? { body: { data: { rows: 3, products: 2, restocked: 1, message: 'Stock updated (3 rows).' } } }
            : {
                status: 422,
                body: {
                  message: 'The given data was invalid.',
                  errors: {
                    file: [
                      'Row 3: there is no product with the code "NO-SUCH".',
                      'Row 5: the quantity must be a whole number, 0 or more.',
                    ],
                  },
                },
              },
      },
    ]);
    renderProducts('/store-admin/products/stock-import');
    const input = await screen.findByLabelText(/Stock file/, { selector: 'input' });
    await user.upload(input, new File(['code,store_no,quantity'], 'stock.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'Import' }));
    // Each refused row is said once, in the alert's list (not again under the field).
    expect(await screen.findByText('Row 3: there is no product with the code "NO-SUCH".')).toBeInTheDocument();
    expect(screen.getByText('Row 5: the quantity must be a whole number, 0 or more.')).toBeInTheDocument();
    expect(formEntries(requests[0]!.body)).toEqual([['file', 'stock.csv']]);

    accept = true;
    await user.click(screen.getByRole('button', { name: 'Import' }));
    expect(await screen.findByText('Stock updated (3 rows).')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      'Quantities changed for 2 products. 1 product is back in stock.',
    );
  });

  it.each([
    [1, 0, 'تغيّرت كمية منتج واحد. لم يعد أي منتج إلى المخزون.'],
    [2, 2, 'تغيّرت كميتا منتجين. عاد منتجان إلى المخزون.'],
    [3, 10, 'تغيّرت كميات 3 منتجات. عادت 10 منتجات إلى المخزون.'],
    [11, 1, 'تغيّرت كميات 11 منتجًا. عاد منتج واحد إلى المخزون.'],
    [100, 0, 'تغيّرت كميات 100 منتج. لم يعد أي منتج إلى المخزون.'],
  ])('says in Arabic grammar how many of %i products changed and %i came back', async (changed, back, said) => {
    mockApi([
      {
        method: 'POST',
        path: '/admin/stock/import',
        respond: () => ({ body: { data: { rows: changed, products: changed, restocked: back, message: 'تم.' } } }),
      },
    ]);
    renderProducts('/store-admin/products/stock-import', 'ar');
    const input = await screen.findByLabelText(/ملف المخزون/, { selector: 'input' });
    await user.upload(input, new File(['code,store_no,quantity'], 'stock.csv', { type: 'text/csv' }));
    await user.click(screen.getByRole('button', { name: 'استيراد' }));
    expect(await screen.findByRole('status')).toHaveTextContent(said);
  });

  it('offers the template to fill in, as Excel or CSV', async () => {
    const createObjectURL = vi.fn(() => 'blob:template');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const { requests } = mockApi([
      { path: '/admin/stock/template', respond: () => ({ body: 'code,store_no,quantity' }) },
    ]);
    renderProducts('/store-admin/products/stock-import');
    await user.click(await screen.findByRole('button', { name: 'Download the Excel template' }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('format')).toBe('xlsx'));
    await user.click(screen.getByRole('button', { name: 'Download the CSV template' }));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('format')).toBe('csv'));
    await waitFor(() => expect(createObjectURL).toHaveBeenCalledTimes(2));
  });
});

describe('out-of-stock screen', () => {
  it('lists products with no stock and says so plainly when a search finds none', async () => {
    catalogueApi();
    const view = renderScreen('/store-admin/out-of-stock', <OutOfStockScreen />, {
      route: '/store-admin/out-of-stock',
      lang: 'en',
    });
    expect(await screen.findByText('Amoxicillin 500 mg')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search by name' }), 'zzz{Enter}');
    await waitFor(() => expect(view.location()).toBe('/store-admin/out-of-stock?name=zzz'));
    expect(await screen.findByText('No matching results')).toBeInTheDocument();
  });
});

describe('insurance companies screen', () => {
  it('searches companies by name', async () => {
    const { requests } = mockApi([{ path: '/admin/companies', respond: () => ({ body: { data: [], total: 0 } }) }]);
    const view = renderScreen('/store-admin/companies', <CompaniesScreen />, {
      route: '/store-admin/companies',
      lang: 'en',
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search by company name' }), 'bupa');
    await waitFor(() => expect(view.location()).toBe('/store-admin/companies?name=bupa'));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('name')).toBe('bupa'));
  });
});
