import { ORDER_STATUS } from '@app/contracts';
import { describe, expect, it } from 'vitest';
import { systemActor } from '../../../kernel/actor';
import { systemContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';
import { changeOrderStatus } from './order-service';

const t = adminTestContext();

describe('the orders list (GET admin/orders, GET admin/orderStatus)', () => {
  it('lists orders with their customer, branch, status, moves, figures and lines; filters by status, customer, name and day', async () => {
    const world = await shopWorld(t.app);
    const product = await shopProduct(t.app, world, 10, { price: 2_300, name: { ar: 'شراب سعال', en: 'Cough syrup' } });
    const ahmad = await shopCustomer(t.app, world, 'أحمد الغامدي');
    const sara = await shopCustomer(t.app, world, 'سارة العنزي');
    const ids: number[] = [];
    for (const customer of [ahmad, sara]) {
      const shop = asCustomer(t.app, customer);
      await shop('POST', '/api/shop/cart', { product_id: product.id, quantity: 2 });
      const placed = await shop('POST', '/api/shop/checkout', {
        address_id: customer.addressId,
        payment_method: 'cash',
      });
      ids.push(placed.json().data.order.id);
    }
    await mutate(
      systemContext(t.app, 'test'),
      { action: 'update order status', mode: 'update', subject: 'orders' },
      (scope) => changeOrderStatus(scope, ids[1]!, ORDER_STATUS.accepted, systemActor('test')),
    );

    const all = await t.get(`/api/admin/orders?user_id=${ahmad.id}`, { locale: 'en' });
    expect(all.statusCode).toBe(200);
    expect(all.json().total).toBe(1);
    // 2 × 23.00 + 15.00 delivery = 61.00; VAT 61.00 × 15 / 115 = 7.9565 → 7.96.
    expect(all.json().data[0]).toMatchObject({
      id: ids[0],
      user: { id: ahmad.id, name: 'أحمد الغامدي' },
      address: null,
      address_text: 'Riyadh, Olaya, شارع التحلية، مبنى 12',
      branch: { id: world.branchId, code: world.store },
      status: { id: ORDER_STATUS.in_progress, name: 'In progress' },
      moves: [
        { id: ORDER_STATUS.accepted, name: 'Accepted' },
        { id: ORDER_STATUS.rejected, name: 'Rejected' },
        { id: ORDER_STATUS.cancelled, name: 'Cancelled' },
      ],
      payment_method: { key: 'cash', translation: { title: 'Cash on delivery' } },
      price: '61.00',
      wasfy: 0,
      discount: '0.00',
      total_before_discount: '46.00',
      delivery_price: '15.00',
      vat: '7.96',
      details: [
        expect.objectContaining({
          product: 'Cough syrup',
          quantity: 2,
          price: '23.00',
          price_before_vat: '20.00',
          amount: '46.00',
        }),
      ],
    });

    const accepted = await t.get(`/api/admin/orders?order_status_id=${ORDER_STATUS.accepted}&limit=100`);
    expect(accepted.json().data.map((o: { id: number }) => o.id)).toEqual([ids[1]]);
    expect(accepted.json().data[0].status.name).toBe('مقبول');
    // The name search folds Arabic: "احمد" finds "أحمد".
    const byName = await t.get(`/api/admin/orders?username=${encodeURIComponent('احمد الغامدي')}`);
    expect(byName.json().data.map((o: { id: number }) => o.id)).toEqual([ids[0]]);
    const tomorrow = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    expect((await t.get(`/api/admin/orders?from=${tomorrow}`)).json()).toEqual({ data: [], total: 0 });
    const reversed = await t.get(`/api/admin/orders?from=${tomorrow}&to=2020-01-01`, { locale: 'en' });
    expect(reversed.statusCode).toBe(422);
    expect(Object.keys(reversed.json().errors)).toEqual(['to']);
    const badStatus = await t.get('/api/admin/orders?order_status_id=99');
    expect(Object.keys(badStatus.json().errors)).toEqual(['order_status_id']);

    const statuses = await t.get('/api/admin/orderStatus', { locale: 'en' });
    expect(statuses.json().data.map((s: { key: string }) => s.key)).toEqual([
      'awaiting_payment',
      'in_progress',
      'accepted',
      'out_for_delivery',
      'delivered',
      'rejected',
      'cancelled',
    ]);
    expect(statuses.json().data[1]).toEqual({
      id: 1,
      key: 'in_progress',
      name: 'In progress',
      tone: 'processing',
      moves: [2, 3, 4],
    });
  });

  it('needs the orders permission', async () => {
    const clerk = await signInAs(t.app, { permissions: ['list store users'] });
    expect((await t.get('/api/admin/orders', { as: clerk.token })).statusCode).toBe(403);
    expect((await t.get('/api/admin/orderStatus', { as: clerk.token })).statusCode).toBe(403);
    const reader = await signInAs(t.app, { permissions: ['list orders'] });
    expect((await t.get('/api/admin/orders', { as: reader.token })).statusCode).toBe(200);
  });
});
