import { describe, expect, it } from 'vitest';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { insertProduct } from '../../../test/store-catalogue';
import { insertReview } from '../../../test/store-customers';

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
});
