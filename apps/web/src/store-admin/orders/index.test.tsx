import { type AdminOrderDetail, type AdminOrderItem, decodeZatcaQr, zatcaQrPayload } from '@app/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Lang } from '../../shared/lang';
import { mockApi } from '../../shared/test-utils';
import { renderScreen, setUpScreenTests } from '../../test/screen';
import OrdersScreen from './index';
import { keepUnitsTogether } from './invoice';
import { progressOf } from './order-details';

const user = setUpScreenTests();

const order: AdminOrderItem = {
  id: 5,
  user: {
    id: 31,
    name: 'Huda Alshehri',
    mobile: '0551234567',
    birth_date: '1990-04-02',
    gender: 'female',
    city: 'Riyadh',
  },
  address: 'https://www.openstreetmap.org/?mlat=24.7&mlon=46.6#map=18/24.7/46.6',
  address_text: 'Riyadh, Olaya, Tahlia St.',
  branch: { id: 2, code: '1007', name: 'Olaya branch' },
  status: { id: 1, name: 'In progress' },
  date: '2026-11-20T09:00:00.000Z',
  status_date: '2026-11-20T09:00:00.000Z',
  moves: [
    { id: 2, name: 'Accepted' },
    { id: 3, name: 'Rejected' },
    { id: 4, name: 'Cancelled' },
  ],
  payment_method: { key: 'cash', translation: { title: 'Cash on delivery' } },
  payment_status: 'on_delivery',
  price: '101.00',
  wasfy: 1,
  discount: '5.00',
  total_before_discount: '81.00',
  total_after_discount: '76.00',
  delivery_price: '25.00',
  total_after_vat: '101.00',
  vat: '13.17',
  points_amount: '0.00',
  wallet_amount: '10.00',
  amount_due: '91.00',
  coupon_code: 'WELCOME',
  notes: 'Ring twice',
  tran_ref: null,
  details: [
    {
      id: 70,
      product_id: 9,
      product: 'Cough syrup',
      product_code: '100245',
      image: null,
      price: '23.00',
      price_before_vat: '20.00',
      quantity: 2,
      amount: '46.00',
      vat: '6.00',
      discount: '0.00',
      wasfy: 0,
      source: 'customer',
    },
    {
      id: 71,
      product_id: 10,
      product: 'Antibiotic',
      product_code: '100300',
      image: null,
      price: '35.00',
      price_before_vat: '30.43',
      quantity: 1,
      amount: '30.00',
      vat: '3.91',
      discount: '5.00',
      wasfy: 1,
      source: 'customer',
    },
  ],
};

const seller = {
  name: { ar: 'شركة صيدليات الاختبار', en: 'Test Pharmacies Company' },
  vat_number: '300000000000003',
  cr_number: '1010123456',
  address: { ar: 'جدة', en: 'Jeddah' },
};

const qr = zatcaQrPayload({
  sellerName: seller.name.ar,
  vatNumber: seller.vat_number,
  timestamp: '2026-11-20T09:00:00Z',
  total: '101.00',
  vat: '13.17',
});

const detail: AdminOrderDetail = {
  ...order,
  status: { id: 2, name: 'Accepted' },
  details: order.details.map((line) => ({
    ...line,
    prescription_files:
      line.wasfy === 1 ? [{ id: 3, name: 'rx.pdf', download_url: '/api/admin/prescriptions/8/files/3' }] : [],
  })),
  history: [
    { status: { id: 1, name: 'In progress' }, at: '2026-11-20T09:00:00.000Z', by: null },
    { status: { id: 2, name: 'Accepted' }, at: '2026-11-20T09:30:00.000Z', by: 'Reem' },
  ],
  invoice: { number: 'INV-000005', issued_at: '2026-11-20T09:00:00.000Z', seller, qr },
};

function ordersApi(rows: AdminOrderItem[] = [order]) {
  return mockApi([
    { path: '/admin/orders', respond: () => ({ body: { data: rows, total: rows.length } }) },
    { path: '/admin/orders/5', respond: () => ({ body: { data: detail } }) },
    {
      method: 'PUT',
      path: '/admin/updateStatus/5',
      respond: () => ({
        body: { data: { id: 5, status: { id: 2, name: 'Accepted' }, moves: [], message: 'Saved.' } },
      }),
    },
    {
      method: 'POST',
      path: '/admin/delete_order/5',
      respond: () => ({
        body: { data: { id: 5, status: { id: 4, name: 'Cancelled' }, moves: [], message: 'Cancelled.' } },
      }),
    },
  ]);
}

const renderOrders = (route: string, lang: Lang = 'en') =>
  renderScreen('/store-admin/requests', <OrdersScreen />, { route, lang });

describe('the orders screen', () => {
  it('shows each order with its customer link, map link, branch, status, payment, total and type', async () => {
    const { requests } = ordersApi();
    renderOrders('/store-admin/requests?order_status_id=1&username=huda');
    const row = (await screen.findByText('#5')).closest('tr')!;
    expect(within(row).getByRole('link', { name: 'Huda Alshehri' })).toHaveAttribute(
      'href',
      '/store-admin/users/add-user/31',
    );
    const map = within(row).getByRole('link', { name: /Tahlia/ });
    expect(map).toHaveAttribute('target', '_blank');
    expect(map).toHaveAttribute('rel', expect.stringContaining('noopener'));
    expect(row).toHaveTextContent('1007');
    expect(row).toHaveTextContent('In progress');
    expect(row).toHaveTextContent('Cash on delivery');
    expect(row).toHaveTextContent('SAR 101.00');
    expect(row).toHaveTextContent('Prescription');
    const list = requests.find((r) => r.url.pathname === '/api/admin/orders')!;
    expect(Object.fromEntries(list.url.searchParams)).toMatchObject({
      order_status_id: '1',
      username: 'huda',
      page: '1',
    });
  });

  it('moves an order through the status selector, offering only the moves the server lists', async () => {
    const { requests } = ordersApi();
    renderOrders('/store-admin/requests');
    const row = (await screen.findByText('#5')).closest('tr')!;
    await user.click(within(row).getByRole('button', { name: /In progress/ }));
    const menu = await screen.findByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Accepted', 'Rejected', 'Cancelled']);
    await user.click(within(menu).getByRole('menuitem', { name: 'Accepted' }));
    await waitFor(() => expect(requests.some((r) => r.method === 'PUT')).toBe(true));
    expect(requests.find((r) => r.method === 'PUT')!.body).toEqual({ type: 'order', status: 2 });
  });

  it('cancels after confirmation, and offers no cancel for an order that cannot be cancelled', async () => {
    const delivered: AdminOrderItem = { ...order, id: 6, status: { id: 5, name: 'Delivered' }, moves: [] };
    const { requests } = ordersApi([order, delivered]);
    renderOrders('/store-admin/requests', 'ar');
    const row = (await screen.findByText('#5')).closest('tr')!;
    const done = screen.getByText('#6').closest('tr')!;
    expect(within(done).queryByRole('button', { name: /إلغاء الطلب/ })).toBeNull();
    await user.click(within(row).getByRole('button', { name: /إلغاء الطلب/ }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('يعود المخزون واستخدام كود الخصم');
    // Two buttons a person tells apart: keeping the order is not also called "cancel".
    expect(
      within(confirm)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(expect.arrayContaining(['الإبقاء على الطلب', 'إلغاء الطلب']));
    expect(within(confirm).queryByRole('button', { name: 'إلغاء' })).toBeNull();
    expect(requests.some((r) => r.method === 'POST')).toBe(false);
    await user.click(within(confirm).getByRole('button', { name: 'إلغاء الطلب' }));
    await waitFor(() => expect(requests.some((r) => r.url.pathname === '/api/admin/delete_order/5')).toBe(true));
  });

  it('opens the details from the address (the bell’s link) with the real progress times, customer info, items and totals', async () => {
    ordersApi();
    renderOrders('/store-admin/requests?order=5', 'ar');
    const dialog = await screen.findByRole('dialog', { name: 'الطلب رقم 5' });
    await within(dialog).findByText('تم استلام الطلب');
    expect(dialog).toHaveTextContent('تم التأكيد وجارٍ التجهيز');
    expect(within(dialog).getByRole('table', { name: 'أصناف الطلب' })).toHaveTextContent('Antibiotic');
    expect(dialog).toHaveTextContent('الإجمالي قبل الخصم');
    expect(dialog).toHaveTextContent('المبلغ المستحق');
    expect(within(dialog).getAllByRole('button', { name: 'تنزيل الوصفة' })).toHaveLength(1);
    const toggle = within(dialog).getByRole('button', { name: /بيانات العميل/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(dialog).toHaveTextContent('أنثى');
  });

  it('keeps a strength with its unit in the item column', () => {
    expect(keepUnitsTogether('Panadol 500 mg tablets')).toBe('Panadol 500\u00a0mg tablets');
    expect(keepUnitsTogether('بانادول 500 ملغ')).toBe('بانادول 500\u00a0ملغ');
    expect(keepUnitsTogether('Syrup 5 ml, 100 ml bottle')).toBe('Syrup 5\u00a0ml, 100\u00a0ml bottle');
    expect(keepUnitsTogether('Pack of 3 gloves')).toBe('Pack of 3 gloves');
  });

  it('prints a bilingual tax invoice with the seller, the ZATCA QR, per-line VAT, the totals and the ticked method', async () => {
    ordersApi();
    renderOrders('/store-admin/requests?invoice=5');
    const sheet = await screen.findByTestId('invoice');
    expect(sheet).toHaveTextContent('Test Pharmacies Company');
    expect(sheet).toHaveTextContent('300000000000003');
    expect(sheet).toHaveTextContent('INV-000005');
    const code = within(sheet).getByRole('img', { name: /ZATCA QR/ });
    expect(decodeZatcaQr(code.getAttribute('data-qr-payload')!)).toMatchObject({ total: '101.00', vat: '13.17' });
    // Delivery carries the VAT the lines do not: 13.17 − 6.00 − 3.91 = 3.26 of 25.00.
    const deliveryRow = within(sheet).getByText('Delivery').closest('tr')!;
    expect(deliveryRow).toHaveTextContent('21.74 SAR');
    expect(deliveryRow).toHaveTextContent('3.26 SAR');
    expect(sheet).toHaveTextContent('87.83 SAR');
    // Each line at its price with its discount; the discount once in the totals, from the gross.
    const antibiotic = within(sheet)
      .getByText(/Antibiotic/)
      .closest('tr')!;
    expect([...antibiotic.cells].map((cell) => cell.textContent)).toEqual([
      'Antibiotic (100300)',
      '1',
      '35.00 SAR',
      '-5.00 SAR',
      '26.09 SAR',
      '3.91 SAR',
      '30.00 SAR',
    ]);
    const totals = [...sheet.querySelectorAll('table:last-of-type tr')].map((row) => row.textContent);
    expect(totals.slice(0, 5)).toEqual([
      'الإجمالي قبل الخصم شامل الضريبة / Total before discount incl. VAT106.00 SAR',
      'الخصم / Discount-5.00 SAR',
      'الإجمالي قبل الضريبة / Total excl. VAT87.83 SAR',
      'ضريبة القيمة المضافة 15٪ / VAT 15%13.17 SAR',
      'الإجمالي شامل الضريبة / Total incl. VAT101.00 SAR',
    ]);
    expect(sheet.textContent!.match(/-5\.00 SAR/g)).toHaveLength(2);
    expect(sheet.querySelector('[data-method="cash"]')).toHaveAttribute('data-ticked', 'true');
    expect(sheet.querySelector('[data-method="mada"]')).toHaveAttribute('data-ticked', 'false');
    expect(screen.getByRole('button', { name: 'Save as image' })).toBeEnabled();
  });
});

describe('progress steps', () => {
  const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 9, minutes)).toISOString();
  const entry = (id: number, minutes: number) => ({ status: { id, name: String(id) }, at: at(minutes), by: null });

  it('marks the steps reached, with the last time of each; a cancelled order stops where it was', () => {
    const walked = progressOf({
      date: at(0),
      status: { id: 6, name: '' },
      history: [entry(1, 0), entry(2, 5), entry(1, 6), entry(2, 9), entry(6, 20)],
    });
    expect(walked.map((step) => [step.key, step.done, step.at])).toEqual([
      ['received', true, at(6)],
      ['confirmed', true, at(9)],
      ['out_for_delivery', true, at(20)],
      ['delivered', false, null],
    ]);
    const cancelled = progressOf({
      date: at(0),
      status: { id: 4, name: '' },
      history: [entry(1, 0), entry(2, 5), entry(4, 8)],
    });
    expect(cancelled.map((step) => step.done)).toEqual([true, true, false, false]);
    const waiting = progressOf({ date: at(0), status: { id: 7, name: '' }, history: [entry(7, 0)] });
    expect(waiting.map((step) => step.done)).toEqual([false, false, false, false]);
  });
});
