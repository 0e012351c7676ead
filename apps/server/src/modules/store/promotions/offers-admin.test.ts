import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logActions, offerProducts, offers } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { workbook } from '../../../test/files';
import { insertOffer } from '../../../test/fixtures/store-promotions-writes';
import { insertCategory, insertProduct, insertSubcategory } from '../../../test/store-catalogue';
import { rekeyOffers } from './offer-service';

const t = adminTestContext();

const logRows = () => t.app.db.$count(logActions);
const offerRows = () => t.app.db.$count(offers);

/** The offer form's fields, the spec's multipart names; `fields` adds or replaces. */
function offerForm(categoryId: number, fields: Record<string, string> = {}, extra: MultipartEntry[] = []) {
  const values: Record<string, string> = {
    'translation[0][local]': 'ar',
    'translation[0][name]': 'خصم الصيف',
    'translation[1][local]': 'en',
    'translation[1][name]': 'Summer discount',
    type: 'fixed_amount',
    status: '1',
    start_date: '2020-06-01 00:00',
    end_date: '2099-08-31 23:59',
    category_id: String(categoryId),
    discount_amount: '10',
    min_price_to_apply: '100',
    ...fields,
  };
  return [...Object.entries(values).filter(([, value]) => value !== ''), ...extra] as MultipartEntry[];
}

const csv = (lines: string[]) => Buffer.from(`\uFEFF${lines.join('\r\n')}\r\n`, 'utf8');

describe('offers', () => {
  it('adds an offer of each type with the amounts it needs, in riyals and whole percent', async () => {
    const category = await insertCategory(t.app, { ar: 'العناية بالبشرة', en: 'Skin care' });
    const cases: Array<[Record<string, string>, Record<string, unknown>]> = [
      [
        { type: 'one_and_other_free', bought_count: '2', free_count: '1', discount_amount: '', min_price_to_apply: '' },
        { bought_count: 2, free_count: 1, discount_amount: null, min_price_to_apply: null },
      ],
      [
        {
          type: 'one_and_discount_on_second',
          bought_count: '1',
          discount_on_second_one: '50',
          discount_amount: '',
          min_price_to_apply: '',
        },
        { bought_count: 1, discount_on_second_one: 50, free_count: null },
      ],
      [
        { type: 'fixed_amount', discount_amount: '15.50', min_price_to_apply: '120', bought_count: '3' },
        { discount_amount: '15.50', min_price_to_apply: '120.00', bought_count: null },
      ],
      [
        { type: 'percentage', discount_amount: '20', max_price_to_apply: '40', min_price_to_apply: '0' },
        { discount_amount: '20', max_price_to_apply: '40.00', min_price_to_apply: '0.00' },
      ],
    ];
    for (const [fields, expected] of cases) {
      const before = await logRows();
      const res = await t.send('/api/admin/newOffer', offerForm(category, fields), { locale: 'en' });
      expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
      expect(res.json().data).toMatchObject({
        ...expected,
        type: fields.type,
        name: 'Summer discount',
        translation: [
          { local: 'ar', name: 'خصم الصيف' },
          { local: 'en', name: 'Summer discount' },
        ],
        category: { id: category, name: 'Skin care' },
        active_now: true,
        state: 'active',
        products: [],
      });
      expect(await logRows()).toBe(before + 1);
    }
  });

  it('takes a plain date for a period: the start of its first day, the end of its last', async () => {
    const category = await insertCategory(t.app, { ar: 'الفيتامينات', en: 'Vitamins' });
    const res = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { start_date: '2026-12-01', end_date: '2026-12-31' }),
      { locale: 'en' },
    );
    expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
    expect(res.json().data).toMatchObject({ start_date: '2026-12-01 00:00:00', end_date: '2026-12-31 23:59:59' });
    // One day is a period too; a last day before the first is refused on the end, as with times.
    const day = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { start_date: '2026-12-01', end_date: '2026-12-01' }),
    );
    expect(day.statusCode).toBe(201);
    const backwards = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { start_date: '2026-12-02', end_date: '2026-12-01' }),
      { locale: 'ar' },
    );
    expect(backwards.statusCode).toBe(422);
    expect(Object.keys(backwards.json().errors)).toEqual(['end_date']);
    const wrong = await t.send('/api/admin/newOffer', offerForm(category, { start_date: '2026-02-30' }), {
      locale: 'en',
    });
    expect(wrong.json().errors.start_date).toEqual(['The start date must be a valid date.']);
  });

  it('searches offers by either name, Arabic-folded', async () => {
    const category = await insertCategory(t.app, { ar: 'العناية بالشعر', en: 'Hair care' });
    const stamp = Date.now().toString(36);
    const res = await t.send(
      '/api/admin/newOffer',
      offerForm(category, {
        'translation[0][name]': `تخفيضات الشتاء ${stamp}`,
        'translation[1][name]': `Winter sale ${stamp}`,
      }),
    );
    expect(res.statusCode).toBe(201);
    const mine = res.json().data.id;
    // An offer written before its key existed is keyed when the app starts.
    const older = await insertOffer(t.app, { name: { ar: `عرض الرمضان ${stamp}`, en: `Ramadan offer ${stamp}` } });
    await rekeyOffers(t.app.db);
    const found = async (name: string) =>
      (await t.get(`/api/admin/newOffer?name=${encodeURIComponent(name)}&limit=100`))
        .json()
        .data.map((row: { id: number }) => row.id);
    expect(await found(`تخفيضات الشتاء ${stamp}`)).toEqual([mine]);
    expect(await found(`WINTER SALE ${stamp}`)).toEqual([mine]);
    expect(await found(`رمضان ${stamp}`)).toEqual([older]);
    expect(await found(stamp)).toEqual([older, mine]);
  });

  it('names each missing or wrong amount of a type, in both languages, and writes nothing', async () => {
    const category = await insertCategory(t.app);
    const before = [await offerRows(), await logRows()];
    const en = await t.send(
      '/api/admin/newOffer',
      offerForm(category, {
        type: 'percentage',
        discount_amount: '120',
        min_price_to_apply: '',
        start_date: '2030-02-01 00:00',
        end_date: '2030-01-01 00:00',
      }),
      { locale: 'en' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      discount_amount: ['The discount may not be greater than 100.'],
      max_price_to_apply: ['The maximum discount field is required.'],
      min_price_to_apply: ['The minimum amount to apply field is required.'],
      end_date: ['The end date must be after the start.'],
    });
    const ar = await t.send(
      '/api/admin/newOffer',
      offerForm(category, {
        type: 'one_and_other_free',
        bought_count: '0',
        discount_amount: '',
        min_price_to_apply: '',
      }),
      { locale: 'ar' },
    );
    expect(ar.json().errors).toEqual({
      bought_count: ['يجب ألا تقل قيمة حقل عدد القطع المشتراة عن 1.'],
      free_count: ['حقل عدد القطع المجانية مطلوب.'],
    });
    const second = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { type: 'one_and_discount_on_second', bought_count: '1', discount_on_second_one: '' }),
      { locale: 'en' },
    );
    expect(second.json().errors).toEqual({
      discount_on_second_one: ['The discount on the next item field is required.'],
    });
    const noCategory = await t.send('/api/admin/newOffer', offerForm(2147483000), { locale: 'en' });
    expect(noCategory.json().errors).toEqual({ category_id: ['The selected category is invalid.'] });
    const english = await t.send('/api/admin/newOffer', offerForm(category, { 'translation[1][name]': '' }), {
      locale: 'en',
    });
    expect(english.json().errors).toEqual({ 'translation[1][name]': ['The name field is required.'] });
    expect([await offerRows(), await logRows()]).toEqual(before);
  });

  it('edits with POST and _method=PUT: the products become those sent, and the list names the category', async () => {
    const category = await insertCategory(t.app, { ar: 'الفيتامينات', en: 'Vitamins' });
    const [a, b] = [await insertProduct(t.app), await insertProduct(t.app)];
    const created = await t.send(
      '/api/admin/newOffer',
      offerForm(category, {}, [
        ['products[0]', String(a.id)],
        ['products[1]', String(b.id)],
      ]),
    );
    const id = created.json().data.id;
    expect(created.json().data.products.map((p: { id: number }) => p.id)).toEqual([a.id, b.id]);
    const edited = await t.send(
      `/api/admin/newOffer/${id}`,
      [
        ...offerForm(category, { status: '0', 'translation[1][name]': 'Vitamin week' }),
        ['_method', 'PUT'],
        ['products[0]', String(b.id)],
      ],
      { locale: 'en' },
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      name: 'Vitamin week',
      status: 0,
      active_now: false,
      state: 'inactive',
      products_count: 1,
      products: [{ id: b.id, code: b.code, name: 'Panadol Extra 500 mg' }],
    });
    // Without products the offer covers its whole category.
    await t.send(`/api/admin/newOffer/${id}`, [...offerForm(category), ['_method', 'PUT']]);
    expect(await t.app.db.$count(offerProducts, eq(offerProducts.offerId, id))).toBe(0);

    const list = (await t.get('/api/admin/newOffer?limit=2&page=1', { locale: 'en' })).json();
    expect(list.total).toBeGreaterThanOrEqual(1);
    expect(list.data).toHaveLength(Math.min(2, list.total));
    expect(list.data[0]).toMatchObject({
      id,
      category: { id: category, name: 'Vitamins' },
      type_name: 'Fixed amount off',
    });
    expect(
      (await t.send(`/api/admin/newOffer/2147483000`, [...offerForm(category), ['_method', 'PUT']])).statusCode,
    ).toBe(404);
  });

  it('imports the products from a CSV or Excel file of codes, refusing a file with an unknown code whole', async () => {
    const category = await insertCategory(t.app);
    const [a, b, c] = [await insertProduct(t.app), await insertProduct(t.app), await insertProduct(t.app)];
    const file = (filename: string, content: Buffer): MultipartEntry => ['products_file', { filename, content }];

    const fromCsv = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { add_method: 'addExcel' }, [
        ['products[0]', String(c.id)],
        file('codes.csv', csv(['رمز المنتج,الاسم', `${a.code},أ`, `${b.code},ب`, `${a.code},أ`])),
      ]),
    );
    expect(fromCsv.statusCode, fromCsv.body).toBe(201);
    expect(fromCsv.json().data.products.map((p: { id: number }) => p.id)).toEqual([a.id, b.id, c.id]);

    // An Excel sheet without a header: the codes are the first column.
    const fromXlsx = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { add_method: 'addExcel' }, [file('codes.xlsx', workbook([[a.code], [b.code]]))]),
    );
    expect(fromXlsx.statusCode, fromXlsx.body).toBe(201);
    expect(fromXlsx.json().data.products_count).toBe(2);

    const before = [await offerRows(), await logRows()];
    const wrong = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { add_method: 'addExcel' }, [
        file('codes.csv', csv(['code', a.code, 'NO-SUCH', b.code, 'GONE-1'])),
      ]),
      { locale: 'en' },
    );
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({
      products_file: [
        'Row 3: there is no product with the code "NO-SUCH".',
        'Row 5: there is no product with the code "GONE-1".',
      ],
    });
    const withoutFile = await t.send('/api/admin/newOffer', offerForm(category, { add_method: 'addExcel' }), {
      locale: 'en',
    });
    expect(withoutFile.json().errors).toEqual({ products_file: ['The products file field is required.'] });
    const notSheet = await t.send(
      '/api/admin/newOffer',
      offerForm(category, { add_method: 'addExcel' }, [file('codes.csv', Buffer.from('%PDF-1.4\n'))]),
      { locale: 'en' },
    );
    expect(notSheet.statusCode).toBe(422);
    expect(Object.keys(notSheet.json().errors)).toEqual(['products_file']);
    expect([await offerRows(), await logRows()]).toEqual(before);
  });

  it("lists a product's offers, by id and through its category, and whether each applies now", async () => {
    const category = await insertCategory(t.app);
    const product = await insertProduct(t.app, { subcategoryId: await insertSubcategory(t.app, category) });
    const other = await insertProduct(t.app);
    const direct = await insertOffer(t.app);
    await t.app.db.insert(offerProducts).values({ offerId: direct, productId: product.id });
    const wholeCategory = await insertOffer(t.app, { categoryId: category, endDate: '2021-01-01 00:00:00' });
    const inactive = await insertOffer(t.app, { categoryId: category, status: false });
    const elsewhere = await insertOffer(t.app, { categoryId: category });
    await t.app.db.insert(offerProducts).values({ offerId: elsewhere, productId: other.id });

    const res = await t.get(`/api/admin/product/${product.id}/offers`, { locale: 'en' });
    expect(res.statusCode).toBe(200);
    const found = res
      .json()
      .data.map((o: { id: number; via: string; active_now: boolean; state: string }) => [
        o.id,
        o.via,
        o.active_now,
        o.state,
      ]);
    expect(found).toEqual([
      [direct, 'product', true, 'active'],
      [inactive, 'category', false, 'inactive'],
      [wholeCategory, 'category', false, 'expired'],
    ]);
    expect((await t.get('/api/admin/product/2147483000/offers')).statusCode).toBe(404);
    const catalogueReader = await signInAs(t.app, { permissions: ['list products'] });
    expect((await t.get(`/api/admin/product/${product.id}/offers`, { as: catalogueReader.token })).statusCode).toBe(
      200,
    );
  });

  it('gives the offer types in the request language, deletes with the id in the query or body, and checks permissions', async () => {
    const ar = (await t.get('/api/newOfferTypes', { locale: 'ar' })).json().data;
    expect(ar.map((type: { key: string }) => type.key)).toEqual([
      'one_and_other_free',
      'one_and_discount_on_second',
      'fixed_amount',
      'percentage',
    ]);
    expect(ar[3].name).toBe('خصم بنسبة مئوية');
    expect((await t.get('/api/newOfferTypes', { locale: 'en' })).json().data[3].name).toBe('Percentage off');

    const [x, y] = [await insertOffer(t.app), await insertOffer(t.app)];
    expect((await t.call('DELETE', `/api/admin/newOffer?id=${x}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/admin/newOffer', { id: y })).statusCode).toBe(200);
    expect((await t.get(`/api/admin/newOffer/${y}`)).statusCode).toBe(404);

    const reader = await signInAs(t.app, { permissions: ['list offers'] });
    expect((await t.get('/api/admin/newOffer', { as: reader.token })).statusCode).toBe(200);
    expect((await t.get('/api/newOfferTypes', { as: reader.token })).statusCode).toBe(200);
    expect(
      (await t.send('/api/admin/newOffer', offerForm(await insertCategory(t.app)), { as: reader.token })).statusCode,
    ).toBe(403);
    const stranger = await signInAs(t.app, { permissions: ['list promo codes'] });
    expect((await t.get('/api/newOfferTypes', { as: stranger.token })).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/newOfferTypes' })).statusCode).toBe(401);
  });

  it('is described in the generated API documentation', async () => {
    const doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of ['/api/admin/copoun', '/api/admin/newOffer', '/api/admin/newOffer/{id}', '/api/newOfferTypes']) {
      expect(doc.paths[path], path).toBeDefined();
    }
    expect(doc.paths['/api/admin/product/{id}/offers'].get).toBeDefined();
  });
});
