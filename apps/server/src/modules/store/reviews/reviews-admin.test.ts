import { describe, expect, it } from 'vitest';
import { adminTestContext } from '../../../test/admin-context';
import { authHeader, signInAs } from '../../../test/auth';
import { insertProduct, uniqueCode } from '../../../test/store-catalogue';
import { insertReview, registerCustomer } from '../../../test/store-customers';
import { rekeyReviews } from './admin-service';

const t = adminTestContext();

describe('product reviews', () => {
  it('lists reviews with their product, shows and hides them, and narrows by status', async () => {
    const product = await insertProduct(t.app, { name: { ar: 'كريم مرطب', en: 'Moisturiser' } });
    const id = await insertReview(t.app, product.id);
    const list = await t.get('/api/admin/comments?status=0', { locale: 'en' });
    expect(list.json().data).toContainEqual(
      expect.objectContaining({
        id,
        status: 0,
        comment: 'منتج ممتاز',
        product: { id: product.id, code: product.code, name: 'Moisturiser' },
      }),
    );
    const shown = await t.call('PUT', '/api/admin/comments', { id, status: 1 });
    expect(shown.json().data.status).toBe(1);
    expect((await t.get('/api/admin/comments?status=0')).json().data.map((r: { id: number }) => r.id)).not.toContain(
      id,
    );
    expect((await t.call('PUT', '/api/admin/comments', { id, status: '0' })).json().data.status).toBe(0);
    expect((await t.call('PUT', '/api/admin/comments', { id: 2147483647, status: 1 })).statusCode).toBe(404);
    const clerk = await signInAs(t.app, { permissions: ['list products'] });
    expect((await t.get('/api/admin/comments', { as: clerk.token })).statusCode).toBe(403);
  });

  it('searches reviews by the reviewer, the e-mail, a word of the comment or the product, Arabic-folded', async () => {
    const product = await insertProduct(t.app, {
      code: uniqueCode('RVW'),
      name: { ar: 'مرهم الإكزيما', en: 'Eczema ointment' },
    });
    const mine = await insertReview(t.app, product.id, {
      name: 'أسماء الشهري',
      email: 'asma@example.com',
      comment: 'خفّف الحكّة بسرعة',
    });
    const other = await insertReview(t.app, (await insertProduct(t.app)).id, { name: 'نورة', email: 'n@example.com' });
    // Rows written before their key existed are keyed when the app starts.
    await rekeyReviews(t.app.db);
    const found = async (search: string) =>
      (await t.get(`/api/admin/comments?search=${encodeURIComponent(search)}&limit=100`))
        .json()
        .data.map((row: { id: number }) => row.id);
    for (const typed of [
      'اسماء',
      'ASMA@EXAMPLE',
      'الحكه',
      'الاكزيما',
      'eczema',
      product.code.slice(0, 7).toLowerCase(),
    ]) {
      const ids = await found(typed);
      expect(ids, typed).toContain(mine);
      expect(ids, typed).not.toContain(other);
    }
    expect(await found('   ')).toContain(other);
    expect((await t.get(`/api/admin/comments?search=${encodeURIComponent('الحكه')}&status=1`)).json().total).toBe(0);

    // A review a customer writes in the shop is found at once.
    const token = await registerCustomer(t.app, 'هيفاء الزهراني');
    const shop = await t.app.inject({
      method: 'POST',
      url: `/api/shop/products/${product.id}/reviews`,
      payload: { rating: 4, comment: 'رائحته خفيفة' },
      headers: authHeader(token),
    });
    expect(shop.statusCode).toBe(201);
    expect(await found('الزهراني')).toHaveLength(1);
  });
});
