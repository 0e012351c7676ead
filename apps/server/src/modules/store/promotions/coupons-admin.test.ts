import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { coupons, logActions } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { insertCoupon, writeFixtures } from '../../../test/fixtures/store-promotions-writes';
import { insertProduct, uniqueCode } from '../../../test/store-catalogue';

const t = adminTestContext();

const logRows = () => t.app.db.$count(logActions);

const percentage = (code: string, extra: Record<string, unknown> = {}) => ({
  code,
  discount_type: 'percentage',
  discount: '15',
  max_discount: '50.00',
  authorized_to: '',
  status: 1,
  start_date: '2030-03-01 00:00',
  end_date: '2030-03-30 23:59',
  ...extra,
});

describe('discount codes', () => {
  it('adds a capped percentage code for some products, reads it back, edits and deletes it, one log row each', async () => {
    const vitamin = await insertProduct(t.app, { name: { ar: 'فيتامين سي 1000', en: 'Vitamin C 1000' } });
    const code = uniqueCode('RAMADAN');
    let before = await logRows();
    const created = await t.call('POST', '/api/admin/copoun', percentage(code, { products: [vitamin.id] }), {
      locale: 'en',
    });
    expect(created.statusCode).toBe(201);
    const coupon = created.json().data;
    expect(coupon).toMatchObject({
      code,
      discount_type: 'percentage',
      discount: '15',
      max_discount: '50.00',
      authorized_to: null,
      usage_count: 0,
      status: 1,
      start_date: '2030-03-01 00:00:00',
      end_date: '2030-03-30 23:59:00',
      state: 'scheduled',
      products: [{ id: vitamin.id, name: 'Vitamin C 1000', code: vitamin.code }],
    });
    expect(await logRows()).toBe(before + 1);
    // Stored in halalas and whole percent.
    const [row] = await t.app.db.select().from(coupons).where(eq(coupons.id, coupon.id));
    expect(row).toMatchObject({ discount: 15, maxDiscount: 5_000 });

    // A fixed amount, limited to 100 uses, for the whole store: the cap of a percentage is dropped.
    before = await logRows();
    const edited = await t.call('PUT', '/api/admin/copoun', {
      id: coupon.id,
      code,
      discount_type: 'fixed_amount',
      discount: 25.5,
      max_discount: '50.00',
      authorized_to: 100,
      status: 0,
      start_date: null,
      end_date: '',
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({
      discount: '25.50',
      max_discount: null,
      authorized_to: 100,
      status: 0,
      start_date: null,
      end_date: null,
      state: 'inactive',
      products: [],
    });
    expect(await logRows()).toBe(before + 1);

    // The spec's client sends the edit as a POST with _method=PUT.
    const overridden = await t.call('POST', '/api/admin/copoun', {
      ...percentage(code),
      id: coupon.id,
      _method: 'PUT',
    });
    expect(overridden.statusCode).toBe(200);
    expect(overridden.json().data.discount).toBe('15');

    const list = (await t.get(`/api/admin/copoun?limit=5&code=${code.toLowerCase()}`)).json();
    expect(list).toMatchObject({ total: 1, data: [{ id: coupon.id }] });

    before = await logRows();
    expect((await t.call('DELETE', `/api/admin/copoun?id=${coupon.id}`)).statusCode).toBe(200);
    expect(await logRows()).toBe(before + 1);
    expect((await t.get(`/api/admin/copoun/${coupon.id}`)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/admin/copoun?id=${coupon.id}`)).statusCode).toBe(404);
  });

  it('deletes with the id in the body too, and as a POST with _method=DELETE', async () => {
    const [a, b] = [await insertCoupon(t.app), await insertCoupon(t.app)];
    expect((await t.call('DELETE', '/api/admin/copoun', { id: a.id })).statusCode).toBe(200);
    expect((await t.call('POST', '/api/admin/copoun', { id: b.id, _method: 'DELETE' })).statusCode).toBe(200);
    expect(await t.app.db.$count(coupons, eq(coupons.id, a.id))).toBe(0);
    expect(await t.app.db.$count(coupons, eq(coupons.id, b.id))).toBe(0);
    const missing = await t.call('DELETE', '/api/admin/copoun', {}, { locale: 'en' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.id).toEqual(['The id field is required.']);
  });

  it('refuses a code already taken in another case, in both languages, even when two arrive at once', async () => {
    const taken = await insertCoupon(t.app, { code: uniqueCode('SUMMER') });
    const before = await logRows();
    const en = await t.call('POST', '/api/admin/copoun', percentage(taken.code.toLowerCase()), { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({ code: ['The code has already been taken.'] });
    const ar = await t.call('POST', '/api/admin/copoun', percentage(taken.code.toLowerCase()), { locale: 'ar' });
    expect(ar.json().errors).toEqual({ code: ['قيمة حقل الرمز مستخدمة من قبل.'] });
    expect(await logRows()).toBe(before);

    const code = uniqueCode('RACE');
    const answers = await Promise.all([
      t.call('POST', '/api/admin/copoun', percentage(code), { locale: 'en' }),
      t.call('POST', '/api/admin/copoun', percentage(code.toLowerCase()), { locale: 'en' }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 422]);
    expect(answers.find((answer) => answer.statusCode === 422)!.json().errors).toEqual({
      code: ['The code has already been taken.'],
    });
  });

  it('checks each field by the discount type, with messages in the request language', async () => {
    const en = await t.call(
      'POST',
      '/api/admin/copoun',
      percentage('X', {
        discount: '101',
        max_discount: '0',
        authorized_to: '2.5',
        start_date: '2030-04-01 00:00',
        end_date: '2030-03-01 00:00',
        products: [2147483000],
      }),
      { locale: 'en' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      code: ['The code must be at least 3 characters.'],
      discount: ['The discount may not be greater than 100.'],
      max_discount: ['The maximum discount must be greater than zero.'],
      authorized_to: ['The allowed uses must be a whole number.'],
      end_date: ['The end date must be after the start.'],
    });
    const ar = await t.call(
      'POST',
      '/api/admin/copoun',
      { code: uniqueCode('FIX'), discount_type: 'fixed_amount', discount: '12.345' },
      { locale: 'ar' },
    );
    expect(ar.json().errors).toEqual({ discount: ['حقل قيمة الخصم يقبل رقمين على الأكثر بعد الفاصلة العشرية.'] });
    const missing = await t.call('POST', '/api/admin/copoun', { code: uniqueCode('P'), discount_type: 'percentage' });
    expect(missing.json().errors).toEqual({ discount: ['حقل قيمة الخصم مطلوب.'] });
    const notADay = await t.call(
      'POST',
      '/api/admin/copoun',
      percentage(uniqueCode('D'), { start_date: '2030-02-30 10:00', end_date: '2101-01-01 00:00' }),
      { locale: 'en' },
    );
    expect(notADay.json().errors).toEqual({
      start_date: ['The start date must be a valid date.'],
      end_date: ['The end date must be a valid date.'],
    });
    const unknownProduct = await t.call(
      'POST',
      '/api/admin/copoun',
      percentage(uniqueCode('P'), { products: [2147483000] }),
      {
        locale: 'en',
      },
    );
    expect(unknownProduct.json().errors).toEqual({ products: ['The selected products is invalid.'] });
  });

  it('takes a plain date for its period, from the start of the first day to the end of the last', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/copoun',
      percentage(uniqueCode('DAY'), { start_date: '2030-05-01', end_date: '2030-05-31' }),
    );
    expect(res.statusCode, JSON.stringify(res.json())).toBe(201);
    expect(res.json().data).toMatchObject({ start_date: '2030-05-01 00:00:00', end_date: '2030-05-31 23:59:59' });
  });

  it('keeps the allowed uses at or above the uses already counted', async () => {
    const used = await insertCoupon(t.app, { authorizedTo: 10, usageCount: 7 });
    const res = await t.call(
      'PUT',
      '/api/admin/copoun',
      { id: used.id, code: used.code, discount_type: 'fixed_amount', discount: '5', authorized_to: 5 },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ authorized_to: ['The allowed uses must be at least 7.'] });
    const ok = await t.call('PUT', '/api/admin/copoun', {
      id: used.id,
      code: used.code,
      discount_type: 'fixed_amount',
      discount: '5',
      authorized_to: 7,
    });
    expect(ok.json().data).toMatchObject({ usage_count: 7, authorized_to: 7, state: 'used_up' });
    const missing = await t.call('PUT', '/api/admin/copoun', { ...percentage(uniqueCode('M')), id: 2147483000 });
    expect(missing.statusCode).toBe(404);
  });

  it('says where each code stands now, in Riyadh time', async () => {
    const expired = await insertCoupon(t.app, { endDate: '2020-01-01 00:00:00' });
    const open = await insertCoupon(t.app, { startDate: '2020-01-01 00:00:00' });
    const states = async (id: number) => (await t.get(`/api/admin/copoun/${id}`)).json().data.state;
    expect(await states(expired.id)).toBe('expired');
    expect(await states(open.id)).toBe('active');
  });

  it('lets readers read and only managers write', async () => {
    const reader = await signInAs(t.app, { permissions: ['list promo codes'] });
    expect((await t.get('/api/admin/copoun', { as: reader.token })).statusCode).toBe(200);
    expect(
      (await t.call('POST', '/api/admin/copoun', percentage(uniqueCode('R')), { as: reader.token })).statusCode,
    ).toBe(403);
    const stranger = await signInAs(t.app, { permissions: ['list offers'] });
    expect((await t.get('/api/admin/copoun', { as: stranger.token })).statusCode).toBe(403);
    // The product picker is open to coupon readers.
    expect((await t.get('/api/product?name=vit', { as: reader.token })).statusCode).toBe(200);
  });
});

// The same calls the kernel's walk of every write route makes (kernel/write-routes.test.ts).
describe('the promotions write fixtures', () => {
  it('write one log row when valid and none when refused', async () => {
    const outcomes: string[] = [];
    for (const [key, fixture] of Object.entries(writeFixtures)) {
      const [method = ''] = key.split(' ');
      for (const [kind, prepare] of [
        ['valid', fixture.valid],
        ['refused', fixture.refused],
      ] as const) {
        if (!prepare) continue;
        const call = await prepare(t.app);
        const before = await logRows();
        const res = await t.app.inject({
          method: method as 'POST',
          url: call.url,
          payload: call.payload,
          headers: { authorization: `Bearer ${t.token}`, ...call.headers },
        });
        outcomes.push(`${key} ${kind}: ${res.statusCode < 300 ? 'ok' : 'refused'}, ${(await logRows()) - before}`);
      }
    }
    expect(outcomes).toEqual(
      Object.entries(writeFixtures).flatMap(([key, fixture]) => [
        `${key} valid: ok, 1`,
        ...(fixture.refused ? [`${key} refused: refused, 0`] : []),
      ]),
    );
  });
});
