import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { availabilityRequests, productReviews } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader } from '../../../test/auth';
import { insertProduct, insertStore } from '../../../test/store-catalogue';
import { registerCustomer } from '../../../test/store-customers';

const t = adminTestContext();

const customerToken = () => registerCustomer(t.app, 'ريم الغامدي');

const post = (url: string, token: string, payload?: object, locale = 'en') =>
  t.app.inject({ method: 'POST', url, ...(payload ? { payload } : {}), headers: { ...authHeader(token), locale } });

describe('shop reviews and notify-me', () => {
  it('keeps a review hidden until staff show it, one per customer and product', async () => {
    const token = await customerToken();
    const product = await insertProduct(t.app);
    const first = await post(`/api/shop/products/${product.id}/reviews`, token, { rating: 5, comment: 'ممتاز جدًا' });
    expect(first.statusCode).toBe(201);
    const [row] = await t.app.db.select().from(productReviews).where(eq(productReviews.productId, product.id));
    expect(row).toMatchObject({ shown: false, rating: 5, name: 'ريم الغامدي' });
    const detail = await t.app.inject({ method: 'GET', url: `/api/shop/products/${product.id}` });
    expect(detail.json().data.reviews_count).toBe(0);
    const again = await post(`/api/shop/products/${product.id}/reviews`, token, { rating: 4, comment: 'again' });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.comment[0]).toBe('You have already reviewed this product.');
    const bad = await post(`/api/shop/products/${product.id}/reviews`, token, { rating: 9, comment: '' }, 'ar');
    expect(Object.keys(bad.json().errors).sort()).toEqual(['comment', 'rating']);
    expect((await post('/api/shop/products/2147483647/reviews', token, { rating: 3, comment: 'جيد' })).statusCode).toBe(
      404,
    );
  });

  it('records one open notify-me request for an out-of-stock product, and refuses one in stock', async () => {
    const token = await customerToken();
    const empty = await insertProduct(t.app);
    expect((await post(`/api/shop/products/${empty.id}/notify-me`, token)).statusCode).toBe(201);
    expect((await post(`/api/shop/products/${empty.id}/notify-me`, token)).statusCode).toBe(201);
    expect(await t.app.db.$count(availabilityRequests, eq(availabilityRequests.productId, empty.id))).toBe(1);
    const store = await insertStore(t.app);
    const stocked = await insertProduct(t.app, { stock: { [store]: 3 } });
    const refused = await post(`/api/shop/products/${stocked.id}/notify-me`, token);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('in stock');
  });
});
