import type { CouponItem, OfferDetail, ProductItem, ProductOfferItem, ProductPickerItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { type MockRoute, mockApi } from '../../shared/test-utils';
import { formEntries, renderScreen, setUpScreenTests } from '../../test/screen';
import ProductsScreen from '../catalogue/products';
import CouponsScreen from './coupons';
import OffersScreen from './offers';

const user = setUpScreenTests();

const coupon: CouponItem = {
  id: 4,
  code: 'WELCOME15',
  discount_type: 'percentage',
  discount: '15',
  max_discount: '50.00',
  authorized_to: 100,
  usage_count: 37,
  status: 1,
  start_date: '2030-03-01 00:00:00',
  end_date: '2030-03-30 23:59:00',
  state: 'scheduled',
  products: [{ id: 7, name: 'Vitamin C 1000 mg', code: '100245' }],
};

const picked: ProductPickerItem = {
  id: 9,
  code: '100300',
  image: null,
  price: '35.50',
  active: 1,
  translation: [
    { local: 'en', name: 'Omega-3 1000 mg' },
    { local: 'ar', name: 'أوميغا 3 1000 ملغ' },
  ],
};

const offer: OfferDetail = {
  id: 12,
  name: 'Sunscreens: 50% off the second one',
  translation: [
    { local: 'ar', name: 'واقيات الشمس: خصم 50% على القطعة الثانية' },
    { local: 'en', name: 'Sunscreens: 50% off the second one' },
  ],
  type: 'one_and_discount_on_second',
  type_name: 'Discount on the next item',
  status: 1,
  start_date: '2030-06-01 00:00:00',
  end_date: '2030-08-31 23:59:59',
  active_now: false,
  state: 'scheduled',
  category: { id: 3, name: 'Skin care' },
  discount_amount: null,
  min_price_to_apply: null,
  max_price_to_apply: null,
  bought_count: 1,
  free_count: null,
  discount_on_second_one: 50,
  products_count: 1,
  products: [{ id: 7, name: 'Kids sunscreen SPF 50', code: '100245' }],
};

/** The screens' calls; `first` answers before them (a search's own results). */
function promotionsApi(first: MockRoute[] = []) {
  return mockApi([
    ...first,
    { path: '/admin/copoun', respond: () => ({ body: { data: [coupon], total: 1 } }) },
    { path: '/admin/copoun/4', respond: () => ({ body: { data: coupon } }) },
    {
      method: 'POST',
      path: '/admin/copoun',
      respond: () => ({
        status: 422,
        body: { message: 'The given data was invalid.', errors: { code: ['The code has already been taken.'] } },
      }),
    },
    { method: 'PUT', path: '/admin/copoun', respond: () => ({ body: { data: coupon } }) },
    { method: 'DELETE', path: '/admin/copoun', respond: () => ({ body: { data: { message: 'Deleted.' } } }) },
    { path: '/product', respond: () => ({ body: { data: [picked], total: 1 } }) },
    { path: '/admin/newOffer', respond: () => ({ body: { data: [offer], total: 1 } }) },
    { path: '/admin/newOffer/12', respond: () => ({ body: { data: offer } }) },
    { method: 'POST', path: /^\/admin\/newOffer(\/12)?$/, respond: () => ({ body: { data: offer } }) },
    { method: 'DELETE', path: '/admin/newOffer', respond: () => ({ body: { data: { message: 'Deleted.' } } }) },
    {
      path: '/newOfferTypes',
      respond: () => ({
        body: {
          data: [
            { key: 'one_and_other_free', name: 'Buy and get free items' },
            { key: 'one_and_discount_on_second', name: 'Discount on the next item' },
            { key: 'fixed_amount', name: 'Fixed amount off' },
            { key: 'percentage', name: 'Percentage off' },
          ],
        },
      }),
    },
    {
      path: '/admin/category',
      respond: () => ({
        body: {
          data: [
            {
              id: 3,
              image: null,
              banner: null,
              active: 1,
              link: null,
              is_featured: 0,
              subcategories_count: 1,
              products_count: 1,
              translation: [
                { local: 'ar', name: 'العناية بالبشرة', title: '', content: '' },
                { local: 'en', name: 'Skin care', title: '', content: '' },
              ],
            },
          ],
          total: 1,
        },
      }),
    },
  ]);
}

const renderCoupons = (route: string, lang: Lang = 'en') =>
  renderScreen('/store-admin/copouns', <CouponsScreen />, { route, lang });
const renderOffers = (route: string, lang: Lang = 'en') =>
  renderScreen('/store-admin/offers', <OffersScreen />, { route, lang });

describe('discount codes', () => {
  it('lists codes with their discount, uses, validity and state', async () => {
    promotionsApi();
    renderCoupons('/store-admin/copouns');
    const row = (await screen.findByText('WELCOME15')).closest('tr')!;
    expect(row).toHaveTextContent('15% up to SAR 50.00');
    expect(row).toHaveTextContent('37 of 100');
    expect(row).toHaveTextContent('1 product');
    expect(row).toHaveTextContent('Not started');
  });

  it('adds a percentage code for a product picked by search, showing the server’s refusal on the field', async () => {
    const { requests } = promotionsApi();
    renderCoupons('/store-admin/copouns?form=new');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'SUMMER10');
    await user.type(within(dialog).getByRole('textbox', { name: /^Discount/ }), '10');
    expect(within(dialog).getByText(/Leave it empty for unlimited use/)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: 'Products' }), 'omega');
    await user.click(await screen.findByRole('option', { name: /Omega-3 1000 mg/ }));
    expect(within(dialog).getByRole('list', { name: 'Products' })).toHaveTextContent('Omega-3 1000 mg');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('The code has already been taken.')).not.toHaveLength(0);
    expect(within(dialog).getByRole('textbox', { name: /Code/ })).toHaveAttribute('aria-invalid', 'true');
    expect(requests.find((r) => r.method === 'POST')!.body).toMatchObject({
      code: 'SUMMER10',
      discount_type: 'percentage',
      discount: '10',
      max_discount: null,
      authorized_to: null,
      status: 1,
      start_date: null,
      end_date: null,
      products: [9],
    });
  });

  it('marks a product hidden from the store among the picker’s results and once picked', async () => {
    const retired: ProductPickerItem = {
      ...picked,
      id: 10,
      code: '100301',
      active: 0,
      translation: [
        { local: 'en', name: 'Omega-3 old pack' },
        { local: 'ar', name: 'أوميغا 3 العبوة القديمة' },
      ],
    };
    promotionsApi([{ path: '/product', respond: () => ({ body: { data: [picked, retired], total: 2 } }) }]);
    renderCoupons('/store-admin/copouns?form=new');
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Products' }), 'omega');
    const hidden = await screen.findByRole('option', { name: /Omega-3 old pack/ });
    expect(hidden).toHaveTextContent('Hidden from the store');
    expect(screen.getByRole('option', { name: /Omega-3 1000 mg/ })).not.toHaveTextContent('Hidden from the store');
    await user.click(hidden);
    expect(within(dialog).getByRole('list', { name: 'Products' })).toHaveTextContent(
      'Omega-3 old pack100301Hidden from the store',
    );
  });

  it('edits a code with the id in the body, and asks before deleting one', async () => {
    const { requests } = promotionsApi();
    renderCoupons('/store-admin/copouns?form=4', 'ar');
    const dialog = await screen.findByRole('dialog');
    const cap = await within(dialog).findByRole('textbox', { name: /أقصى خصم/ });
    await waitFor(() => expect(cap).toHaveValue('50.00'));
    expect(within(dialog).getByRole('textbox', { name: /^مرات الاستخدام/ })).toHaveValue('37');
    await user.click(within(dialog).getByRole('button', { name: `إزالة Vitamin C 1000 mg` }));
    await user.click(within(dialog).getByRole('button', { name: 'حفظ' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toMatchObject({
      id: 4,
      code: 'WELCOME15',
      discount: '15',
      max_discount: '50.00',
      authorized_to: 100,
      products: [],
    });

    const row = (await screen.findByText('WELCOME15')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /حذف/ }));
    const confirm = await screen.findByRole('dialog', { name: /تأكيد|يرجى/ });
    expect(confirm).toHaveTextContent('هل أنت متأكد من مسح كود الخصم؟');
    await user.click(within(confirm).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.url.search).toBe('?id=4'));
  });
});

describe('offers', () => {
  it('searches offers by name', async () => {
    const { requests } = promotionsApi();
    const view = renderOffers('/store-admin/offers', 'ar');
    await user.type(await screen.findByRole('searchbox', { name: 'ابحث باسم العرض' }), 'واقي');
    await waitFor(() => expect(view.location()).toBe(`/store-admin/offers?name=${encodeURIComponent('واقي')}`));
    await waitFor(() => expect(requests.at(-1)?.url.searchParams.get('name')).toBe('واقي'));
  });

  it('lists offers with their category, what they give and their dates, and deletes after the spec’s question', async () => {
    const { requests } = promotionsApi();
    renderOffers('/store-admin/offers', 'ar');
    const row = (await screen.findByText('Sunscreens: 50% off the second one')).closest('tr')!;
    expect(row).toHaveTextContent('Skin care');
    expect(row).toHaveTextContent('اشترِ 1 وخصم 50٪ على التالية');
    expect(row).toHaveTextContent('لم يبدأ');
    await user.click(within(row).getByRole('button', { name: /حذف/ }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('هل أنت متأكد من مسح العرض ؟');
    await user.click(within(dialog).getByRole('button', { name: 'حذف' }));
    await waitFor(() => expect(requests.find((r) => r.method === 'DELETE')?.url.search).toBe('?id=12'));
  });

  it('edits an offer as the spec’s multipart POST, sending the English name and the amounts its type needs', async () => {
    const { requests } = promotionsApi();
    const view = renderOffers('/store-admin/offers/add-offer/12');
    const english = await screen.findByRole('textbox', { name: /Offer name.*English|English/ });
    await waitFor(() => expect(english).toHaveValue('Sunscreens: 50% off the second one'));
    await user.clear(english);
    await user.type(english, 'Second sunscreen half price');
    const percent = screen.getByRole('textbox', { name: /Discount on the next item/ });
    await user.clear(percent);
    await user.type(percent, '40');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/offers'));
    const save = requests.find((r) => r.method === 'POST')!;
    expect(save.url.pathname).toBe('/api/admin/newOffer/12');
    const entries = formEntries(save.body);
    expect(entries).toEqual(
      expect.arrayContaining([
        ['translation[0][name]', 'واقيات الشمس: خصم 50% على القطعة الثانية'],
        ['translation[1][local]', 'en'],
        ['translation[1][name]', 'Second sunscreen half price'],
        ['type', 'one_and_discount_on_second'],
        ['status', '1'],
        ['start_date', '2030-06-01 00:00:00'],
        ['end_date', '2030-08-31 23:59:59'],
        ['category_id', '3'],
        ['bought_count', '1'],
        ['discount_on_second_one', '40'],
        ['add_method', 'normal'],
        ['products[0]', '7'],
        ['_method', 'PUT'],
      ]),
    );
    expect(entries.map(([name]) => name)).not.toContain('products_file');
  });

  it('asks for the amounts of the chosen type, and for a file when importing products', async () => {
    promotionsApi();
    renderOffers('/store-admin/offers/add-offer/12');
    await screen.findByRole('textbox', { name: /Discount on the next item/ });
    const type = screen.getByRole('combobox', { name: /Offer type/ });
    await waitFor(() => expect(type).toBeEnabled());
    await user.click(type);
    await user.click(await screen.findByRole('option', { name: 'Percentage off' }));
    expect(screen.queryByRole('textbox', { name: /Discount on the next item/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Maximum discount/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Import from a file' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Discount field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Maximum discount field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Products file field is required.')).toBeInTheDocument();
  });
});

const product: ProductItem = {
  id: 7,
  code: '100245',
  image: null,
  price: '19.95',
  active: 1,
  is_featured: 0,
  wasfy: 0,
  category_id: 3,
  subcategory_id: 5,
  category: { id: 3, name: 'Skin care' },
  subcategory: { id: 5, name: 'Sun care' },
  stock: 4,
  translation: [
    { local: 'ar', name: 'واقي شمس للأطفال', description: '' },
    { local: 'en', name: 'Kids sunscreen SPF 50', description: '' },
  ],
};

describe("the product page's offers tab", () => {
  it('lists the offers including the product, how, and whether each applies now', async () => {
    const listed: ProductOfferItem[] = [
      { ...offer, via: 'product', active_now: true, state: 'active' },
      { ...offer, id: 13, name: 'Skin care week', via: 'category' },
    ];
    mockApi([
      { path: '/admin/product/7', respond: () => ({ body: { data: product } }) },
      { path: '/admin/product/7/offers', respond: () => ({ body: { data: listed } }) },
    ]);
    renderScreen('/store-admin/products', <ProductsScreen />, {
      route: '/store-admin/products/show-product/7/100245?tab=offers',
      lang: 'en',
    });
    const first = (await screen.findByRole('link', { name: 'Sunscreens: 50% off the second one' })).closest('li')!;
    expect(first).toHaveTextContent('Chosen in the offer');
    expect(first).toHaveTextContent('Applies now');
    expect(first.querySelector('a')).toHaveAttribute('href', '/store-admin/offers/add-offer/12');
    const second = screen.getByText('Skin care week').closest('li')!;
    expect(second).toHaveTextContent('Through its category');
    expect(second).toHaveTextContent('Not applying now');
  });

  it('says plainly when no offer includes the product', async () => {
    mockApi([
      { path: '/admin/product/7', respond: () => ({ body: { data: product } }) },
      { path: '/admin/product/7/offers', respond: () => ({ body: { data: [] } }) },
    ]);
    renderScreen('/store-admin/products', <ProductsScreen />, {
      route: '/store-admin/products/show-product/7/100245?tab=offers',
      lang: 'ar',
    });
    expect(await screen.findByText('لا توجد عروض تشمل هذا المنتج.')).toBeInTheDocument();
  });
});
