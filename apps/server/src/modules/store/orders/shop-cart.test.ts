import { MAX_CART_LINES, riyadhNow } from '@app/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { cartItems, logActions, offerProducts, offers, products } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader, signInAs } from '../../../test/auth';
import { insertCategory, insertProduct, insertStore, insertSubcategory } from '../../../test/store-catalogue';
import { registerCustomer } from '../../../test/store-customers';
import { asCustomer, shopCustomer, shopProduct, shopWorld } from '../../../test/store-orders';

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

describe("a pharmacist's line", () => {
  /** A prescription-only medicine a pharmacist put in a customer's cart, `units` of it. */
  async function dispensed(units: number) {
    const world = await shopWorld(t.app);
    const medicine = await shopProduct(t.app, world, 50, { price: 4_500 });
    await t.app.db.update(products).set({ wasfy: true }).where(eq(products.id, medicine.id));
    const customer = await shopCustomer(t.app, world);
    const pharmacist = await signInAs(t.app, { permissions: ['list prescriptions', 'manage prescriptions'] });
    const filled = await t.call(
      'POST',
      '/api/admin/cart',
      { user_id: customer.id, products: [{ product_id: medicine.id, amount: units }] },
      { as: pharmacist.token },
    );
    expect(filled.statusCode).toBe(200);
    return { medicine, customer, shop: asCustomer(t.app, customer, 'en') };
  }

  it('may be lowered or removed by the customer, never raised or added to; more units need a prescription', async () => {
    const { medicine, customer, shop } = await dispensed(2);

    const raised = await shop('PUT', `/api/shop/cart/${medicine.id}`, { quantity: 20 });
    expect(raised.statusCode).toBe(422);
    expect(raised.json().errors.quantity[0]).toBe(
      "The pharmacist set this medicine's quantity from your prescription: you can lower it or remove it, not raise it.",
    );
    const added = await shop('POST', '/api/shop/cart', { product_id: medicine.id, quantity: 5 });
    expect(added.statusCode).toBe(422);
    expect(Object.keys(added.json().errors)).toEqual(['quantity']);
    const arabic = await asCustomer(t.app, customer, 'ar')('POST', '/api/shop/cart', { product_id: medicine.id });
    expect(arabic.json().errors.quantity[0]).toMatch(/الصيدلي/);
    expect((await shop('GET', '/api/shop/cart')).json().data.lines).toEqual([
      expect.objectContaining({ product_id: medicine.id, quantity: 2, source: 'pharmacist' }),
    ]);

    const lowered = await shop('PUT', `/api/shop/cart/${medicine.id}`, { quantity: 1 });
    expect(lowered.statusCode).toBe(200);
    // Lowered, the line cannot climb back past what was dispensed, but may return to it.
    expect((await shop('PUT', `/api/shop/cart/${medicine.id}`, { quantity: 3 })).statusCode).toBe(422);
    expect((await shop('PUT', `/api/shop/cart/${medicine.id}`, { quantity: 2 })).statusCode).toBe(200);

    // The database keeps the rule for any other writer (the web shop's cart merge included).
    await expect(
      t.app.db.update(cartItems).set({ quantity: 25 }).where(eq(cartItems.customerId, customer.id)),
    ).rejects.toThrow();
    const placed = await shop('POST', '/api/shop/checkout', { address_id: customer.addressId, payment_method: 'cash' });
    expect(placed.statusCode).toBe(201);
    expect(placed.json().data.order.lines[0]).toMatchObject({ quantity: 2, source: 'pharmacist' });
  });

  it("becomes the customer's own when removed and added again: then it needs a prescription", async () => {
    const { medicine, customer, shop } = await dispensed(1);
    expect((await shop('DELETE', `/api/shop/cart/${medicine.id}`)).statusCode).toBe(200);
    expect((await shop('POST', '/api/shop/cart', { product_id: medicine.id, quantity: 25 })).statusCode).toBe(200);
    const placed = await shop('POST', '/api/shop/checkout', { address_id: customer.addressId, payment_method: 'cash' });
    expect(placed.statusCode).toBe(422);
    expect(Object.keys(placed.json().errors)).toEqual(['prescription_id']);
  });
});

describe('concurrent cart writes', () => {
  it('add one new line twenty times at once: each answer is 200 or a 422 at the quantity limit, never a 500', async () => {
    const token = await customerToken();
    const product = await insertProduct(t.app, { price: 1_000 });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cart('POST', '/api/shop/cart', token, { product_id: product.id, quantity: 15 })),
    );
    // 6 × 15 = 90 fit under the 99 a line may hold; the seventh would make 105.
    expect(answers.map((a) => a.statusCode).sort()).toEqual([...Array(6).fill(200), ...Array(14).fill(422)]);
    expect((await cart('GET', '/api/shop/cart', token)).json().data.lines).toEqual([
      expect.objectContaining({ product_id: product.id, quantity: 90 }),
    ]);
  });

  it('never pass the line limit: twenty new products at once into a cart two lines short of it', async () => {
    const token = await customerToken();
    const customerId = (await cart('GET', '/api/shop/profile', token)).json().data.id as number;
    const filler = await Promise.all(
      Array.from({ length: MAX_CART_LINES - 2 }, () => insertProduct(t.app, { price: 100 })),
    );
    await t.app.db
      .insert(cartItems)
      .values(filler.map((product) => ({ customerId, productId: product.id, quantity: 1 })));
    const more = await Promise.all(Array.from({ length: 20 }, () => insertProduct(t.app, { price: 100 })));
    const answers = await Promise.all(
      more.map((product) => cart('POST', '/api/shop/cart', token, { product_id: product.id })),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([...Array(2).fill(200), ...Array(18).fill(422)]);
    expect(await t.app.db.$count(cartItems, eq(cartItems.customerId, customerId))).toBe(MAX_CART_LINES);
  });
});
