import type { AdminPrescriptionItem } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Lang } from '../../shared/lang';
import { type MockRoute, mockApi, pickerProduct } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import PrescriptionsScreen from './index';

const user = setUpScreenTests();

const base: AdminPrescriptionItem = {
  id: 21,
  type: 'mine',
  user: { id: 4, name: 'نورة القحطاني' },
  user_id: 4,
  mobile: '+966551234567',
  rec_no: null,
  branch: null,
  status: { id: 1, name: 'In progress' },
  moves: [
    { id: 2, name: 'Accepted' },
    { id: 3, name: 'Rejected' },
    { id: 4, name: 'Cancelled' },
  ],
  date: '2026-02-03T09:30:00Z',
  files: [{ id: 9, name: 'page-1.pdf', download_url: '/api/admin/prescriptions/21/files/9' }],
  download_url: '/api/admin/prescriptions/21/files/9',
  company: null,
  national_id: null,
  membership_no: null,
  pre_accept: 0,
  prescription_no: null,
  notes: 'Monthly, for blood pressure',
};

const insured: AdminPrescriptionItem = {
  ...base,
  id: 22,
  type: 'insurance',
  rec_no: 310,
  branch: { id: 3, code: 'S104', name: 'Olaya' },
  status: { id: 2, name: 'Accepted' },
  moves: [
    { id: 1, name: 'In progress' },
    { id: 4, name: 'Cancelled' },
  ],
  company: { id: 2, name: 'Bupa Arabia' },
  national_id: '1012345678',
  membership_no: 'BUPA-99812',
  pre_accept: 1,
  prescription_no: 'RX-771',
  notes: null,
};

function prescriptionsApi(extra: MockRoute[] = []) {
  return mockApi([
    {
      path: '/admin/prescriptions',
      respond: ({ url }) => {
        const type = url.searchParams.get('type');
        const rows = [base, insured].filter((row) => row.type === type);
        return { body: { data: rows, total: rows.length } };
      },
    },
    ...extra,
  ]);
}

const renderPrescriptions = (route: string, lang: Lang = 'en', permissions?: readonly string[]) =>
  renderScreen('/store-admin/prescriptions', <PrescriptionsScreen />, {
    route,
    lang,
    ...(permissions ? { permissions } : {}),
  });

const rowOf = async (text: string) => (await screen.findByText(text)).closest('tr')!;

describe('the prescriptions tabs', () => {
  it('opens the first tab, lists each tab with its own columns, and searches by customer name', async () => {
    const { requests } = prescriptionsApi();
    const view = renderPrescriptions('/store-admin/prescriptions');
    await waitFor(() => expect(view.location()).toBe('/store-admin/prescriptions/mine'));
    const row = (await screen.findAllByText('نورة القحطاني'))[0]!.closest('tr')!;
    expect(row).toHaveTextContent('#21');
    expect(row).toHaveTextContent('+966551234567');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('Not ordered yet');
    expect(row).toHaveTextContent('Monthly, for blood pressure');
    expect(within(row).getByRole('link', { name: 'نورة القحطاني' })).toHaveAttribute(
      'href',
      '/store-admin/users/add-user/4',
    );
    expect(screen.queryByRole('columnheader', { name: 'Insurance' })).toBeNull();

    await user.click(screen.getByRole('tab', { name: 'Insurance' }));
    await waitFor(() => expect(view.location()).toBe('/store-admin/prescriptions/insurance'));
    const insurance = await rowOf('Bupa Arabia');
    for (const text of ['1012345678', 'BUPA-99812', 'Prior approval', 'RX-771', 'Order 310', 'Olaya (S104)']) {
      expect(insurance).toHaveTextContent(text);
    }
    expect(screen.getByRole('columnheader', { name: 'Approval' })).toBeInTheDocument();

    await user.type(screen.getByRole('searchbox', { name: 'Customer name' }), 'نورة');
    await waitFor(() =>
      expect(
        requests.some(
          (r) => r.url.searchParams.get('name') === 'نورة' && r.url.searchParams.get('type') === 'insurance',
        ),
      ).toBe(true),
    );
    expect(view.location()).toContain('/store-admin/prescriptions/insurance?name=');
  });

  it('shows the tabs in Arabic', async () => {
    prescriptionsApi();
    renderPrescriptions('/store-admin/prescriptions/cash', 'ar');
    expect(await screen.findByRole('heading', { name: 'الوصفات الطبية' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'تأمين' })).toHaveAttribute('aria-selected', 'false');
    expect(screen.getByRole('tab', { name: 'نقدي' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByText('لا توجد وصفات نقدية بعد.')).toBeInTheDocument();
  });

  it('offers only the moves allowed from the status, sends them as a prescription, and shows a refusal', async () => {
    let refuse = false;
    const { requests } = prescriptionsApi([
      {
        method: 'PUT',
        path: '/admin/updateStatus/21',
        respond: () =>
          refuse
            ? { status: 409, body: { message: 'Another staff member moved it to Cancelled first.' } }
            : { body: { data: { id: 21, status: { id: 3, name: 'Rejected' }, moves: [], message: 'Done.' } } },
      },
    ]);
    renderPrescriptions('/store-admin/prescriptions/mine');
    const row = await rowOf('#21');
    await user.click(within(row).getByRole('button', { name: /Change status/ }));
    const menu = await screen.findByRole('menu');
    const offered = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(offered).toEqual(['Accepted', 'Rejected', 'Cancelled']);
    refuse = true;
    await user.click(within(menu).getByRole('menuitem', { name: 'Rejected' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent(
      'Another staff member moved it to Cancelled first.',
    );
    expect(requests.find((r) => r.method === 'PUT')?.body).toEqual({ type: 'prescription', status: 3 });
  });

  it('downloads a file with the token in the header only', async () => {
    const { fetchMock } = prescriptionsApi();
    const downloads: { url: URL; headers: Record<string, string> }[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://localhost');
      if (!url.pathname.startsWith('/api/admin/prescriptions/21/files/')) return fetchMock(input, init);
      downloads.push({ url, headers: init.headers as Record<string, string> });
      return new Response('%PDF-1.4', {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': "attachment; filename*=UTF-8''Prescription%2021%20-%20page-1.pdf",
        },
      });
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:rx'), revokeObjectURL: vi.fn() }));
    const saved: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this);
    });
    renderPrescriptions('/store-admin/prescriptions/mine');
    const row = await rowOf('#21');
    await user.click(within(row).getByRole('button', { name: 'Download File 1 of prescription 21 (نورة القحطاني)' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(downloads[0]!.headers.Authorization).toBe('Bearer test-token');
    expect(downloads[0]!.url.href).not.toContain('test-token');
    expect(saved[0]!.download).toBe('Prescription 21 - page-1.pdf');
  });

  it('hides the status selector and the cart from staff who may only read prescriptions', async () => {
    prescriptionsApi();
    renderPrescriptions('/store-admin/prescriptions/mine', 'en', ['list prescriptions']);
    const row = await rowOf('#21');
    expect(row).toHaveTextContent('In progress');
    expect(within(row).queryByRole('button', { name: /Change status/ })).toBeNull();
    expect(within(row).queryByRole('button', { name: /Add to cart/ })).toBeNull();
    expect(within(row).getByRole('button', { name: /Download File 1/ })).toBeInTheDocument();
  });
});

describe('adding a prescription’s products to the customer’s cart', () => {
  it('picks products from the search, steps quantities (never below one), sends them and says so', async () => {
    const { requests } = prescriptionsApi([
      {
        path: '/product',
        // As the server answers: `active=1` leaves out products hidden from the shop.
        respond: ({ url }) => {
          const found =
            url.searchParams.get('name') === 'amox'
              ? [pickerProduct(7, 'Amoxicillin 500 mg'), pickerProduct(8, 'Amoxil retired', 0)]
              : [pickerProduct(9, 'Paracetamol 500 mg')];
          const data = url.searchParams.get('active') === '1' ? found.filter((item) => item.active === 1) : found;
          return { body: { data, total: data.length } };
        },
      },
      {
        method: 'POST',
        path: '/admin/cart',
        respond: () => ({ body: { data: { message: "2 products were put in the customer's cart." } } }),
      },
    ]);
    renderPrescriptions('/store-admin/prescriptions/mine');
    const row = await rowOf('#21');
    await user.click(within(row).getByRole('button', { name: /Add to cart/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Prescription 21: add to the cart of نورة القحطاني' });

    // Nothing chosen: the form says what is missing and sends nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    expect(await within(dialog).findByText('The Products field is required.')).toBeInTheDocument();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);

    const search = within(dialog).getByRole('textbox', { name: 'Find a product' });
    await user.type(search, 'amox');
    const option = await screen.findByRole('option', { name: /Amoxicillin 500 mg/ });
    // A product hidden from the shop is not offered: the server leaves it out, so paging stays whole.
    expect(screen.queryByRole('option', { name: /Amoxil retired/ })).toBeNull();
    const searches = requests.filter((r) => r.url.pathname === '/api/product');
    expect(searches.length).toBeGreaterThan(0);
    expect(searches.every((r) => r.url.searchParams.get('active') === '1')).toBe(true);
    await user.click(option);
    await user.clear(search);
    await user.type(search, 'para');
    await user.click(await screen.findByRole('option', { name: /Paracetamol 500 mg/ }));

    const amoxicillin = within(dialog).getByRole('spinbutton', { name: 'Amoxicillin 500 mg' });
    expect(amoxicillin).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: 'Decrease Amoxicillin 500 mg' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Increase Amoxicillin 500 mg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Increase Amoxicillin 500 mg' }));
    await user.click(within(dialog).getByRole('button', { name: 'Decrease Amoxicillin 500 mg' }));
    expect(amoxicillin).toHaveValue('2');
    // Typing zero keeps the quantity at one.
    const paracetamol = within(dialog).getByRole('spinbutton', { name: 'Paracetamol 500 mg' });
    await user.clear(paracetamol);
    await user.type(paracetamol, '0');
    await user.tab();
    expect(paracetamol).toHaveValue('1');

    await user.click(within(dialog).getByRole('button', { name: 'Add to cart' }));
    await waitFor(() =>
      expect(requests.find((r) => r.method === 'POST')?.body).toEqual({
        user_id: 4,
        products: [
          { product_id: 7, name: 'Amoxicillin 500 mg', amount: 2 },
          { product_id: 9, name: 'Paracetamol 500 mg', amount: 1 },
        ],
      }),
    );
    expect(await screen.findByText("2 products were put in the customer's cart.")).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('offers no cart for a rejected or cancelled prescription', async () => {
    mockApi([
      {
        path: '/admin/prescriptions',
        respond: () => ({ body: { data: [{ ...base, status: { id: 3, name: 'Rejected' }, moves: [] }], total: 1 } }),
      },
    ]);
    renderPrescriptions('/store-admin/prescriptions/mine');
    const row = await rowOf('#21');
    expect(row).toHaveTextContent('Rejected');
    expect(within(row).queryByRole('button', { name: /Add to cart/ })).toBeNull();
  });
});
