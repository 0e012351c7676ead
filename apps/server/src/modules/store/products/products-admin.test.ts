import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { logActions, productStock, products } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { solidImage } from '../../../test/files';
import { insertCategory, insertProduct, insertSubcategory, uniqueCode } from '../../../test/store-catalogue';

const t = adminTestContext();
let subcategory: number;
let category: number;

beforeAll(async () => {
  category = await insertCategory(t.app, { ar: 'أدوية', en: 'Medicines' });
  subcategory = await insertSubcategory(t.app, category, { ar: 'مسكنات', en: 'Pain relief' });
});

const productEntries = (code: string, extra: Array<[string, string]> = []): Array<[string, string]> => [
  ['code', code],
  ['active', '1'],
  ['price', '19.95'],
  ['wasfy', '1'],
  ['subcategory_id', String(subcategory)],
  ['translation[0][local]', 'ar'],
  ['translation[0][name]', 'أموكسيسيلين 500 ملغ'],
  ['translation[0][description]', 'مضاد حيوي'],
  ['translation[1][local]', 'en'],
  ['translation[1][name]', 'Amoxicillin 500 mg'],
  ['translation[1][description]', 'Antibiotic'],
  ...extra,
];

describe('products', () => {
  it('adds a product with its image, price in SAR and the stock the ERP already reported for its code', async () => {
    const code = uniqueCode('AMX');
    await t.app.db.insert(productStock).values([
      { code, storeNo: '101', actualStock: 4 },
      { code, storeNo: '205', actualStock: 3 },
    ]);
    const image = {
      filename: 'box.png',
      content: await solidImage('png', { width: 60, height: 60, background: '#fff' }),
    };
    const res = await t.send('/api/admin/product', [...productEntries(code), ['image', image]], { locale: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      code,
      price: '19.95',
      active: 1,
      wasfy: 1,
      is_featured: 0,
      stock: 7,
      category: { id: category, name: 'Medicines' },
      subcategory: { id: subcategory, name: 'Pain relief' },
      translation: [
        { local: 'ar', name: 'أموكسيسيلين 500 ملغ', description: 'مضاد حيوي' },
        { local: 'en', name: 'Amoxicillin 500 mg', description: 'Antibiotic' },
      ],
    });
    expect(res.json().data.image).toMatch(/^\/uploads\/products\//);

    const stock = await t.get(`/api/admin/stock/${code}`);
    expect(stock.json()).toEqual({
      count: 7,
      data: [
        { Store_No: '101', ActualStock: 4 },
        { Store_No: '205', ActualStock: 3 },
      ],
    });
    expect((await t.get(`/api/admin/stock/${uniqueCode('NONE')}`)).json()).toEqual({ count: 0, data: [] });
  });

  it('refuses a taken code, a price with three decimals and an unknown sub-category, in both languages, writing nothing', async () => {
    const { code } = await insertProduct(t.app, { subcategoryId: subcategory });
    const before = await t.app.db.$count(logActions);
    const taken = await t.send('/api/admin/product', productEntries(code), { locale: 'en' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.code[0]).toBe('The code has already been taken.');
    const takenAr = await t.send('/api/admin/product', productEntries(code));
    expect(takenAr.json().errors.code[0]).toMatch(/[\u0600-\u06FF]/);

    const entries = productEntries(uniqueCode()).map(([k, v]): [string, string] =>
      k === 'price' ? [k, '19.999'] : k === 'subcategory_id' ? [k, '2147483647'] : [k, v],
    );
    const bad = await t.send('/api/admin/product', entries, { locale: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['price']);
    const unknown = await t.send(
      '/api/admin/product',
      productEntries(uniqueCode()).map(([k, v]): [string, string] =>
        k === 'subcategory_id' ? [k, '2147483647'] : [k, v],
      ),
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toHaveProperty('subcategory_id');
    expect(await t.app.db.$count(logActions)).toBe(before);
  });

  it('hides a product with the switch’s three fields and keeps everything it did not send', async () => {
    const created = (await t.send('/api/admin/product', productEntries(uniqueCode()))).json().data;
    const res = await t.send(`/api/admin/product/${created.id}`, [
      ['_method', 'PUT'],
      ['active', '0'],
      ['subcategory_id', String(subcategory)],
    ]);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ ...created, active: 0 });
  });

  it('finds products by Arabic-folded name and by code prefix, and lists the out-of-stock ones', async () => {
    const sub = await insertSubcategory(t.app, category);
    const prefix = uniqueCode('VIT');
    const inStock = await insertProduct(t.app, {
      subcategoryId: sub,
      code: `${prefix}-1`,
      name: { ar: 'فيتامين د3 1000 وحدة', en: 'Vitamin D3 1000 IU' },
      stock: { '101': 5 },
    });
    const empty = await insertProduct(t.app, {
      subcategoryId: sub,
      code: `${prefix}-2`,
      name: { ar: 'فيتامين ج فوار', en: 'Vitamin C effervescent' },
    });
    const byName = await t.get(`/api/admin/product?subcategory_id=${sub}&name=${encodeURIComponent('فيتامين')}`);
    expect(byName.json().total).toBe(2);
    const byCode = await t.get(`/api/admin/product?code=${prefix}-1`);
    expect(byCode.json().data.map((p: { id: number }) => p.id)).toEqual([inStock.id]);
    // LIKE wildcards in the typed code are taken literally.
    expect((await t.get('/api/admin/product?code=%25')).json().total).toBe(0);

    const outOfStock = await t.get(`/api/out_of_stock?subcategory_id=${sub}`);
    expect(outOfStock.statusCode).toBe(200);
    expect(outOfStock.headers['cache-control']).toContain('no-store');
    expect(outOfStock.json()).toEqual({ data: [expect.objectContaining({ id: empty.id, stock: 0 })], total: 1 });

    const picker = await t.get(`/api/product?name=${prefix}`, { locale: 'en' });
    expect(
      picker
        .json()
        .data.map((p: { code: string }) => p.code)
        .sort(),
    ).toEqual([`${prefix}-1`, `${prefix}-2`]);
    expect(picker.json().data[0].translation[0].local).toBe('en');
  });

  it("tells the picker's hidden products apart, and leaves them out for a cart (`active=1`)", async () => {
    const sub = await insertSubcategory(t.app, category);
    const prefix = uniqueCode('PCK');
    const shown = await insertProduct(t.app, { subcategoryId: sub, code: `${prefix}-1` });
    const hidden = await insertProduct(t.app, { subcategoryId: sub, code: `${prefix}-2`, active: false });
    const all = (await t.get(`/api/product?name=${prefix}`)).json();
    expect(all.total).toBe(2);
    expect(Object.fromEntries(all.data.map((p: { id: number; active: number }) => [p.id, p.active]))).toEqual({
      [shown.id]: 1,
      [hidden.id]: 0,
    });
    const forSale = await t.get(`/api/product?name=${prefix}&active=1`);
    expect(forSale.json()).toMatchObject({ total: 1, data: [{ id: shown.id, active: 1 }] });
    const onlyHidden = await t.get(`/api/product?name=${prefix}&active=0`);
    expect(onlyHidden.json()).toMatchObject({ total: 1, data: [{ id: hidden.id }] });
    expect((await t.get('/api/product?active=2')).statusCode).toBe(422);
  });

  it('features a product, deletes one by path or by query id, and logs each write once', async () => {
    const a = await insertProduct(t.app, { subcategoryId: subcategory });
    const b = await insertProduct(t.app, { subcategoryId: subcategory });
    const before = await t.app.db.$count(logActions);
    expect((await t.call('POST', `/api/admin/products/${a.id}/feature`)).json().data.is_featured).toBe(1);
    expect((await t.call('DELETE', `/api/admin/product/${a.id}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', `/api/admin/product?id=${b.id}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/admin/product')).statusCode).toBe(422);
    expect(await t.app.db.$count(logActions)).toBe(before + 3);
    const rows = await t.app.db.select().from(logActions).where(eq(logActions.subjectId, b.id));
    expect(rows).toContainEqual(
      expect.objectContaining({ subject: 'products', actionMode: 'delete', action: 'delete products' }),
    );
  });

  it('answers the unfiltered total from the kept count, exact after adds and deletes', async () => {
    const total = async () => (await t.get('/api/admin/product?limit=1')).json().total;
    expect(await total()).toBe(await t.app.db.$count(products));
    const added = await insertProduct(t.app, { subcategoryId: subcategory });
    await insertProduct(t.app, { subcategoryId: subcategory });
    expect(await total()).toBe(await t.app.db.$count(products));
    await t.call('DELETE', `/api/admin/product/${added.id}`);
    expect(await total()).toBe(await t.app.db.$count(products));
  });

  it('needs a permission for each kind of call', async () => {
    const reader = await signInAs(t.app, { permissions: ['list products'] });
    expect((await t.get('/api/admin/product', { as: reader.token })).statusCode).toBe(200);
    expect((await t.send('/api/admin/product', productEntries(uniqueCode()), { as: reader.token })).statusCode).toBe(
      403,
    );
    expect((await t.get('/api/out_of_stock', { as: reader.token })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/out_of_stock' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/product?name=a' })).statusCode).toBe(401);
    const offers = await signInAs(t.app, { permissions: ['list offers'] });
    expect((await t.get('/api/product?name=a', { as: offers.token })).statusCode).toBe(200);
  });
});
