import type { AdsBannerItem, MainBannerItem, OfferBannerItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, mockApi, type RenderOptions, renderWithProviders } from '../../shared/test-utils';
import { formEntries, setUpScreenTests } from '../../test/screen';
import BannersScreen from './index';

const user = setUpScreenTests();

beforeEach(() => {
  // jsdom has no object URLs; an image slot previews a chosen file through one.
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:preview'), revokeObjectURL: vi.fn() }));
});
afterEach(() => vi.unstubAllGlobals());

const main: MainBannerItem[] = [
  {
    id: 7,
    uuid: '6b1c7f1e-0d5e-4a8e-9a51-3d3f3c0e2a11',
    url: '/categories/vitamins',
    image: '/uploads/store-banners/main/a.webp',
    translation: [
      { local: 'ar', name: 'عروض الشتاء' },
      { local: 'en', name: 'Winter offers' },
    ],
  },
  {
    id: 8,
    uuid: '0f3d7c55-8a6b-4f8e-b8c2-8b8a8d4d2c22',
    url: null,
    image: '/uploads/store-banners/main/b.webp',
    translation: [
      { local: 'ar', name: 'العناية بالطفل' },
      { local: 'en', name: 'Baby care' },
    ],
  },
];
const ads: AdsBannerItem[] = [
  { id: 3, uuid: 'a', url: '/offers', image: '/uploads/store-banners/ads/a.webp' },
  { id: 4, uuid: 'b', url: null, image: '/uploads/store-banners/ads/b.webp' },
];
const offer: OfferBannerItem = {
  id: 1,
  first_image: '/uploads/store-banners/offers/a.webp',
  second_image: '/uploads/store-banners/offers/b.webp',
  first_url: '/categories/skin-care',
  second_url: null,
  first_name_ar: 'خصم 25٪',
  first_name_en: '25% off',
  second_name_ar: 'على العناية بالبشرة',
  second_name_en: 'on skin care',
  third_name_ar: 'اشترِ 2 واحصل على 1',
  third_name_en: 'Buy 2, get 1 free',
  fourth_name_ar: '',
  fourth_name_en: '',
};

function mockReads() {
  return mockApi([
    { path: '/admin/mainBanner', respond: () => ({ body: { data: main } }) },
    { path: '/admin/adsBanner', respond: () => ({ body: { data: ads } }) },
    { path: '/admin/offerBanner', respond: () => ({ body: { data: [offer] } }) },
    { path: '/admin/offerHeader', respond: () => ({ body: { data: { id: 1, image: null } } }) },
    { method: 'POST', path: '/admin/updateMainBanner', respond: () => ({ body: { data: main } }) },
    { method: 'POST', path: '/admin/updateOfferBanner', respond: () => ({ body: { data: [offer] } }) },
    {
      method: 'POST',
      path: '/admin/offerHeader/1',
      respond: () => ({ body: { data: { id: 1, image: '/uploads/store-banners/offers-header/h.webp' } } }),
    },
  ]);
}

/** The screen mounted under both spellings, as the store's route table mounts it. */
function renderBanners(route: string, options: RenderOptions = {}) {
  return renderWithProviders(
    <Routes>
      <Route path="/store-admin/pannars/*" element={<BannersScreen />} />
      <Route path="/store-admin/panners/*" element={<BannersScreen />} />
    </Routes>,
    { lang: 'en', ...options, route },
  );
}

const png = (name: string) => new File(['png'], name, { type: 'image/png' });

describe('banners list', () => {
  it('shows the four fixed banners with what each holds, and opens the form of one', async () => {
    mockReads();
    const view = renderBanners('/store-admin/pannars');
    const mainRow = await screen.findByRole('row', { name: /Main banner/ });
    expect(within(mainRow).getByText('2 pictures')).toBeInTheDocument();
    expect(within(mainRow).getAllByRole('img')).toHaveLength(2);
    expect(within(screen.getByRole('row', { name: /Offer banners/ })).getByText('2 pictures')).toBeInTheDocument();
    const header = screen.getByRole('row', { name: /Offers page header/ });
    expect(within(header).getByText('No pictures yet')).toBeInTheDocument();
    expect(within(header).getByText('None')).toBeInTheDocument();
    await user.click(within(mainRow).getByRole('button', { name: 'Edit Main banner' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/panners/add-pannars/1'));
    expect(await screen.findByRole('heading', { name: 'Edit the main banner' })).toBeInTheDocument();
  });

  it('shows a failed read with a way to try again, and no edit button without "manage banners"', async () => {
    const { fetchMock } = mockReads();
    const reads = fetchMock.getMockImplementation()!;
    let down = true;
    fetchMock.mockImplementation(async (input, init) =>
      down && String(input).includes('/admin/mainBanner')
        ? new Response(JSON.stringify({ message: 'Server down' }), { status: 500 })
        : reads(input, init),
    );
    renderBanners('/store-admin/pannars', { permissions: ['list banners'] });
    expect(await screen.findByText('Server down')).toBeInTheDocument();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Main banner/ })).toBeInTheDocument();
    expect(screen.queryByText('Server down')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });
});

describe('banner forms', () => {
  it('edits the main slider: a title changed, a row removed, a new row needing its picture, back to the list', async () => {
    const { requests } = mockReads();
    const view = renderBanners('/store-admin/panners/add-pannars/1');
    const englishTitle = await screen.findByDisplayValue('Winter offers');
    await user.clear(englishTitle);
    await user.type(englishTitle, 'Winter vitamins');

    await user.click(screen.getByRole('button', { name: 'Remove Slide 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    await user.click(screen.getByRole('button', { name: 'Add a row' }));
    const slide = screen.getByRole('group', { name: 'Slide 2' });
    await user.type(within(slide).getByRole('textbox', { name: /Title \(Arabic\)/ }), 'أجهزة');
    await user.type(within(slide).getByRole('textbox', { name: /Title \(English\)/ }), 'Devices');
    await user.type(within(slide).getByRole('textbox', { name: 'Link' }), 'javascript:alert(1)');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(slide).findByText('The Picture field is required.')).toBeInTheDocument();
    expect(within(slide).getByText('The Link must be a valid link.')).toBeInTheDocument();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    await user.clear(within(slide).getByRole('textbox', { name: 'Link' }));
    await user.type(within(slide).getByRole('textbox', { name: 'Link' }), '/categories/devices');
    await user.upload(within(slide).getByLabelText('Picture', { selector: 'input' }), png('devices.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/pannars'));
    const saved = requests.find((request) => request.method === 'POST')!;
    expect(formEntries(saved.body)).toEqual([
      ['mainBanners[0][id]', '7'],
      ['mainBanners[0][url]', '/categories/vitamins'],
      ['mainBanners[0][translation][0][local]', 'ar'],
      ['mainBanners[0][translation][0][name]', 'عروض الشتاء'],
      ['mainBanners[0][translation][1][local]', 'en'],
      ['mainBanners[0][translation][1][name]', 'Winter vitamins'],
      ['mainBanners[1][url]', '/categories/devices'],
      ['mainBanners[1][translation][0][local]', 'ar'],
      ['mainBanners[1][translation][0][name]', 'أجهزة'],
      ['mainBanners[1][translation][1][local]', 'en'],
      ['mainBanners[1][translation][1][name]', 'Devices'],
      ['mainBanners[1][image]', 'devices.png'],
      ['_method', 'PUT'],
    ]);
  });

  it('sends an emptied slider as one empty field', async () => {
    const { requests } = mockReads();
    renderBanners('/store-admin/pannars/add-pannars/1');
    for (const slide of ['Slide 2', 'Slide 1']) {
      await user.click(await screen.findByRole('button', { name: `Remove ${slide}` }));
      await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    }
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requests.some((request) => request.method === 'POST')).toBe(true));
    expect(formEntries(requests.find((request) => request.method === 'POST')!.body)).toEqual([
      ['mainBanners', ''],
      ['_method', 'PUT'],
    ]);
  });

  it('deletes an advertising banner at once after asking, and brings it back with the reason when refused', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    const { requests } = mockApi([
      { path: '/admin/adsBanner', respond: () => ({ body: { data: ads } }) },
      { method: 'DELETE', path: '/admin/deleteAdsBanner', respond: () => answer.promise },
    ]);
    renderBanners('/store-admin/panners/add-pannars/2');
    await screen.findByRole('group', { name: 'Advertisement 2' });
    await user.click(screen.getByRole('button', { name: 'Remove Advertisement 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Are you sure you want to delete this banner\?/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    // Gone before the server has answered.
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Advertisement 2' })).not.toBeInTheDocument());
    expect(screen.queryByDisplayValue('/offers')).not.toBeInTheDocument();
    const deletion = requests.find((request) => request.method === 'DELETE')!;
    expect(deletion.url.search).toBe('?id=3');

    answer.resolve({ status: 409, body: { message: 'The banner is in use.' } });
    expect(await screen.findByText('The banner is in use.')).toBeInTheDocument();
    expect(await screen.findByDisplayValue('/offers')).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Advertisement 1' })).toContainElement(
      screen.getByDisplayValue('/offers'),
    );
  });

  it('leaves the ads form without asking once a deletion is done', async () => {
    mockApi([
      { path: '/admin/adsBanner', respond: () => ({ body: { data: ads } }) },
      { method: 'DELETE', path: '/admin/deleteAdsBanner', respond: () => ({ body: { data: { message: 'Deleted' } } }) },
    ]);
    const view = renderBanners('/store-admin/panners/add-pannars/2');
    await user.click(await screen.findByRole('button', { name: 'Remove Advertisement 2' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('group', { name: 'Advertisement 2' })).not.toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/pannars'));
  });

  it('saves the offer banners with their captions, a picture only when a new one was chosen', async () => {
    const { requests } = mockReads();
    const view = renderBanners('/store-admin/panners/add-pannars/3');
    const second = await screen.findByRole('group', { name: 'Second banner' });
    await user.type(within(second).getByRole('textbox', { name: /Line under the title \(English\)/ }), 'on vitamins');
    await user.upload(within(second).getByLabelText('Picture', { selector: 'input' }), png('vitamins.png'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/pannars'));
    const entries = formEntries(requests.find((request) => request.method === 'POST')!.body);
    expect(entries).toContainEqual(['offers[0][id]', '1']);
    expect(entries).toContainEqual(['offers[0][fourth_name_en]', 'on vitamins']);
    expect(entries).toContainEqual(['offers[0][second_url]', '']);
    expect(entries).toContainEqual(['offers[0][second_image]', 'vitamins.png']);
    expect(entries.some(([name]) => name === 'offers[0][first_image]')).toBe(false);
  });

  it('sends the offers page header with no picture when none was chosen', async () => {
    const { requests } = mockReads();
    const view = renderBanners('/store-admin/pannars/add-pannars/4');
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/pannars'));
    const saved = requests.find((request) => request.method === 'POST')!;
    expect(saved.url.pathname).toBe('/api/admin/offerHeader/1');
    expect(formEntries(saved.body)).toEqual([['_method', 'PUT']]);
  });

  it('opens the main slider’s form, where banners are added, at the spec’s add-pannars without an id', async () => {
    mockReads();
    for (const prefix of ['panners', 'pannars']) {
      const view = renderBanners(`/store-admin/${prefix}/add-pannars`);
      expect(await screen.findByDisplayValue('Winter offers')).toBeInTheDocument();
      await waitFor(() => expect(view.location()).toBe(`/store-admin/${prefix}/add-pannars/1`));
      expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
      view.unmount();
    }
  });

  it('says "not found" for any other banner id, and "no permission" without "manage banners"', async () => {
    mockReads();
    const view = renderBanners('/store-admin/panners/add-pannars/5');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
    view.unmount();
    renderBanners('/store-admin/panners/add-pannars/1', { permissions: ['list banners'] });
    expect(await screen.findByRole('heading', { name: 'You do not have access to this page' })).toBeInTheDocument();
  });

  it('speaks Arabic, with its plural forms', async () => {
    mockReads();
    renderBanners('/store-admin/pannars', { lang: 'ar' });
    expect(await screen.findByRole('row', { name: /البانر الرئيسي/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'البانرات' })).toBeInTheDocument();
    expect(screen.getAllByText('صورتان')).toHaveLength(3);
  });
});
