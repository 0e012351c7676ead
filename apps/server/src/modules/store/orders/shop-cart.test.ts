import { riyadhNow } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, logActions, offerProducts, offers } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader } from '../../../test/auth';
import { insertCategory, insertProduct, insertStore, insertSubcategory } from '../../../test/store-catalogue';
import { registerCustomer } from '../../../test/store-customers';

const t = adminTestContext();

const customerToken = () => registerCustomer(t.app);

const cart = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, token: string, payload?: object, locale = 'en') =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: { ...authHeader(token), locale } });

const hour = 3_600_000;
const at = (offset: number) => riyadhNow(new Date(Date.now() + offset));

describe('the shop cart', () => {
  it('prices a basket by hand: a buy-2-get-1 offer by product, a capped percentage by category, VAT included', async () => {
    const category = await insertCategory(t.app, { ar: 'فيتامينات', en: 'Vitamins' });
    const sub = await insertSubcategory(t.app, category);
    const store = await insertStore(t.app);
    const vitaminC = await insertProduct(t.app, { subcategoryId: sub, price: 1_999, stock: { [store]: 20 } });
    const omega = await insertProduct(t.app, { subcategoryId: sub, price: 8_550, stock: { [store]: 5 } });
    const base = { categoryId: category, startDate: at(-hour), endDate: at(hour) };
    const [buyTwo] = await t.app.db
      .insert(offers)
      .values({
        ...base,
        name: { ar: 'اشتر 2 واحصل على 1', en: 'Buy 2 get 1' },
        type: 'one_and_other_free',
        boughtCount: 2,
        freeCount: 1,
      })
      .returning();
    await t.app.db.insert(offerProducts).values({ offerId: buyTwo!.id, productId: vitaminC.id });
    await t.app.db.insert(offers).values({
      ...base,
      name: { ar: 'خصم 10٪', en: '10% off' },
      type: 'percentage',
      discountAmount: 10,
      maxPriceToApply: 1_500,
    });

    const token = await customerToken();
    await cart('POST', '/api/shop/cart', token, { product_id: vitaminC.id, quantity: 2 });
    await cart('POST', '/api/shop/cart', token, { product_id: vitaminC.id, quantity: 3 });
    const answer = await cart('POST', '/api/shop/cart', token, { product_id: omega.id, quantity: 2 });
    expect(answer.statusCode).toBe(200);
    const data = answer.json().data;
    // Vitamin C: 5 × 19.99 = 99.95. Buy 2 get 1: one full group of 3 (1 free), then 2 units, which
    // complete no group: 1 free unit, 19.99 off. The 10 % category offer would give 9.995 → 10.00,
    // less, so the line takes the buy-2-get-1: 79.96.
    // Omega: 2 × 85.50 = 171.00. 10 % is 17.10, capped at 15.00: 156.00.
    // Goods 270.95, offers 34.99, due 235.96; VAT inside 235.96 at 15 % = 235.96 × 15 / 115 = 30.777 → 30.78.
    expect(data.lines).toEqual([
      expect.objectContaining({
        product_id: vitaminC.id,
        quantity: 5,
        total: '99.95',
        offer_discount: '19.99',
        amount: '79.96',
      }),
      expect.objectContaining({
        product_id: omega.id,
        quantity: 2,
        total: '171.00',
        offer_discount: '15.00',
        amount: '156.00',
      }),
    ]);
    expect(data.lines[0].offer).toMatchObject({ id: buyTwo!.id, name: 'Buy 2 get 1', type: 'one_and_other_free' });
    expect(data).toMatchObject({
      total_before_discount: '270.95',
      offer_discount: '34.99',
      total: '235.96',
      vat: '30.78',
      requires_prescription: false,
    });
    // Cart edits are the customer's working state: not in the action log.
    const customerId = (await t.app.db.select().from(cartItems).where(eq(cartItems.productId, omega.id)))[0]!
      .customerId;
    const logged = await t.app.db.select().from(logActions).where(eq(logActions.customerId, customerId));
    expect(logged.filter((row) => row.subject === 'cart')).toEqual([]);
  });

  it('changes and removes lines, bounds quantities, and keeps each cart its owner’s', async () => {
    const token = await customerToken();
    const other = await customerToken();
    const product = await insertProduct(t.app, { price: 1_000 });
    const hidden = await insertProduct(t.app, { active: false });
    await cart('POST', '/api/shop/cart', token, { product_id: product.id, quantity: 98 });
    const over = await cart('POST', '/api/shop/cart', token, { product_id: product.id, quantity: 2 });
    expect(over.statusCode).toBe(422);
    expect(over.json().errors.quantity[0]).toBe('A cart may hold at most 99 of one product.');
    const zero = await cart('PUT', `/api/shop/cart/${product.id}`, token, { quantity: 0 }, 'ar');
    expect(zero.statusCode).toBe(422);
    expect(zero.json().errors.quantity[0]).toMatch(/[\u0600-\u06FF]/);
    expect((await cart('POST', '/api/shop/cart', token, { product_id: hidden.id })).statusCode).toBe(404);
    const set = await cart('PUT', `/api/shop/cart/${product.id}`, token, { quantity: 3 });
    expect(set.json().data).toMatchObject({ total: '30.00', lines: [{ quantity: 3 }] });
    expect((await cart('PUT', `/api/shop/cart/${product.id}`, other, { quantity: 1 })).statusCode).toBe(404);
    expect((await cart('GET', '/api/shop/cart', other)).json().data.lines).toEqual([]);
    const removed = await cart('DELETE', `/api/shop/cart/${product.id}`, token);
    expect(removed.json().data).toMatchObject({ lines: [], total: '0.00' });
  });

  it('says when a line needs a prescription', async () => {
    const token = await customerToken();
    const store = await insertStore(t.app);
    const product = await insertProduct(t.app, { stock: { [store]: 1 } });
    await t.app.db.execute(`update products set wasfy = true where id = ${product.id}`);
    const answer = await cart('POST', '/api/shop/cart', token, { product_id: product.id });
    expect(answer.json().data).toMatchObject({ requires_prescription: true, lines: [{ wasfy: true, in_stock: true }] });
  });
});
