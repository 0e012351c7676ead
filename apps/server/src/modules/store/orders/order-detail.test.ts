import { decodeZatcaQr, ORDER_STATUS } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEMO_INVOICE_SELLER, loadConfig } from '../../../config';
import { prescriptionFiles, prescriptions, products } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';

const SELLER = {
  name: { ar: 'شركة صيدليات الاختبار', en: 'Test Pharmacies Company' },
  vat_number: '300000000000003',
  cr_number: '1010123456',
  address: { ar: 'جدة', en: 'Jeddah' },
};
const t = adminTestContext({ config: { invoice: SELLER } });
const unconfigured = adminTestContext();

describe('one order with its history and tax invoice (GET admin/orders/{id})', () => {
  it('gives the progress times, the prescription files of its lines and a ZATCA QR that decodes to its figures', async () => {
    const world = await shopWorld(t.app);
    const syrup = await shopProduct(t.app, world, 10, { price: 2_300, name: { ar: 'شراب سعال', en: 'Cough syrup' } });
    const pills = await shopProduct(t.app, world, 10, { price: 3_000, name: { ar: 'مضاد حيوي', en: 'Antibiotic' } });
    await t.app.db.update(products).set({ wasfy: true }).where(eq(products.id, pills.id));
    const customer = await shopCustomer(t.app, world, 'هند الشهري');
    const [prescription] = await t.app.db
      .insert(prescriptions)
      .values({ customerId: customer.id, type: 'mine', status: 1 })
      .returning();
    const [file] = await t.app.db
      .insert(prescriptionFiles)
      .values({ prescriptionId: prescription!.id, fileKey: 'prescriptions/test.pdf', name: 'وصفة.pdf' })
      .returning();
    const shop = asCustomer(t.app, customer);
    await shop('POST', '/api/shop/cart', { product_id: syrup.id, quantity: 2 });
    await shop('POST', '/api/shop/cart', { product_id: pills.id, quantity: 1 });
    const placed = await shop('POST', '/api/shop/checkout', {
      address_id: customer.addressId,
      payment_method: 'cash',
      prescription_id: prescription!.id,
    });
    expect(placed.statusCode).toBe(201);
    const id: number = placed.json().data.order.id;

    const pharmacist = await signInAs(t.app, { permissions: ['list orders', 'manage orders'], name: 'ريم الصيدلانية' });
    const moved = await t.call(
      'PUT',
      `/api/admin/updateStatus/${id}`,
      { type: 'order', status: ORDER_STATUS.accepted },
      { as: pharmacist.token },
    );
    expect(moved.statusCode).toBe(200);

    const answer = await t.get(`/api/admin/orders/${id}`, { locale: 'en', as: pharmacist.token });
    expect(answer.statusCode).toBe(200);
    const order = answer.json().data;
    // 2 × 23.00 + 30.00 = 76.00 of goods, 25.00 prescription delivery: 101.00, VAT 101 × 15 / 115 = 13.17.
    expect(order).toMatchObject({
      id,
      price: '101.00',
      vat: '13.17',
      wasfy: 1,
      status: { id: ORDER_STATUS.accepted, name: 'Accepted' },
      history: [
        { status: { id: ORDER_STATUS.in_progress, name: 'In progress' }, by: null },
        { status: { id: ORDER_STATUS.accepted, name: 'Accepted' }, by: 'ريم الصيدلانية' },
      ],
      invoice: {
        number: `INV-${String(id).padStart(6, '0')}`,
        issued_at: order.date,
        seller: SELLER,
      },
    });
    expect(new Date(order.history[1].at).getTime()).toBeGreaterThanOrEqual(new Date(order.history[0].at).getTime());
    const download = {
      id: file!.id,
      name: 'وصفة.pdf',
      download_url: `/api/admin/prescriptions/${prescription!.id}/files/${file!.id}`,
    };
    const byProduct = Object.fromEntries(
      order.details.map((line: { product: string; prescription_files: unknown[] }) => [
        line.product,
        line.prescription_files,
      ]),
    );
    expect(byProduct).toEqual({ 'Cough syrup': [], Antibiotic: [download] });

    // The QR carries the seller's Arabic name, its VAT number, the time to the second and the two amounts.
    expect(decodeZatcaQr(order.invoice.qr)).toEqual({
      sellerName: 'شركة صيدليات الاختبار',
      vatNumber: '300000000000003',
      timestamp: `${order.date.slice(0, 19)}Z`,
      total: '101.00',
      vat: '13.17',
    });
  });

  it('answers 404 for an unknown order and 403 without the orders permission', async () => {
    expect((await t.get('/api/admin/orders/999999', { locale: 'en' })).statusCode).toBe(404);
    const clerk = await signInAs(t.app, { permissions: ['list store users'] });
    expect((await t.get('/api/admin/orders/1', { as: clerk.token })).statusCode).toBe(403);
  });

  it('prints no QR code when the seller is not configured', async () => {
    const world = await shopWorld(unconfigured.app);
    const product = await shopProduct(unconfigured.app, world, 5);
    const customer = await shopCustomer(unconfigured.app, world);
    const shop = asCustomer(unconfigured.app, customer);
    await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 1 });
    const placed = await shop('POST', '/api/shop/checkout', { address_id: customer.addressId, payment_method: 'cash' });
    const answer = await unconfigured.get(`/api/admin/orders/${placed.json().data.order.id}`);
    expect(answer.json().data.invoice).toMatchObject({ seller: null, qr: null });
  });
});

describe('the seller on tax invoices (INVOICE_* configuration)', () => {
  const seller = {
    INVOICE_SELLER_NAME_AR: 'شركة الصيدليات',
    INVOICE_SELLER_NAME_EN: 'Pharmacies Company',
    INVOICE_VAT_NUMBER: '300000000000003',
    INVOICE_CR_NUMBER: '1010123456',
    INVOICE_ADDRESS_AR: 'جدة',
    INVOICE_ADDRESS_EN: 'Jeddah',
  };

  it('reads all six variables, refuses a half-configured or malformed seller, and is absent in production without them', () => {
    expect(loadConfig({ NODE_ENV: 'production', ...seller }).invoice).toEqual({
      name: { ar: 'شركة الصيدليات', en: 'Pharmacies Company' },
      vat_number: '300000000000003',
      cr_number: '1010123456',
      address: { ar: 'جدة', en: 'Jeddah' },
    });
    expect(loadConfig({ NODE_ENV: 'production' }).invoice).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', DEMO: '1' }).invoice).toEqual(DEMO_INVOICE_SELLER);
    const { INVOICE_CR_NUMBER: _cr, ...half } = seller;
    expect(() => loadConfig({ NODE_ENV: 'production', ...half })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', ...seller, INVOICE_VAT_NUMBER: '123' })).toThrow(
      /INVOICE_VAT_NUMBER/,
    );
  });
});
