import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { seedBranch } from '../../../cli/demo/branches';
import { logActions } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { uniqueCode } from '../../../test/store-catalogue';
import { insertCustomer } from '../../../test/store-customers';

const t = adminTestContext();

const names = (ar: string, en: string) => [
  { local: 'ar', name: ar },
  { local: 'en', name: en },
];

async function addCity(ar = 'الرياض', en = 'Riyadh', price = '15.00', prescription = '20.50') {
  const res = await t.call('POST', '/api/admin/city', {
    delivery_price: price,
    prescription_delivery_price: prescription,
    translation: names(ar, en),
  });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

async function addDistrict(cityId: number, ar = 'العليا', en = 'Al Olaya') {
  const res = await t.call('POST', '/api/admin/district', { city_id: cityId, translation: names(ar, en) });
  expect(res.statusCode).toBe(201);
  return res.json().data as { id: number };
}

async function addBranch(code = uniqueCode('B')) {
  const id = await seedBranch(t.app.db, {
    code,
    name: { ar: `فرع ${code}`, en: `Branch ${code}` },
    city: { ar: 'الرياض', en: 'Riyadh' },
    address: { ar: '', en: '' },
  });
  return { id, code };
}

const logCount = () => t.app.db.$count(logActions);

describe('delivery cities', () => {
  it('keeps both delivery prices in halalas and answers them as SAR, and edits with PUT or POST', async () => {
    const city = await addCity('جدة', 'Jeddah', '15', '22.5');
    const read = await t.get(`/api/admin/city/${city.id}`, { locale: 'en' });
    expect(read.json().data).toEqual({
      id: city.id,
      delivery_price: '15.00',
      prescription_delivery_price: '22.50',
      districts_count: 0,
      unserved_districts_count: 0,
      translation: [
        { local: 'ar', name: 'جدة' },
        { local: 'en', name: 'Jeddah' },
      ],
    });
    // The old one-price form: the prescription price follows the ordinary one.
    const edited = await t.call('PUT', `/api/admin/city/${city.id}`, {
      delivery_price: '18.25',
      translation: names('جدة', 'Jeddah'),
    });
    expect(edited.json().data).toMatchObject({ delivery_price: '18.25', prescription_delivery_price: '18.25' });
    const posted = await t.call('POST', `/api/admin/city/${city.id}`, {
      delivery_price: '10',
      prescription_delivery_price: '12',
      translation: names('جدة', 'Jeddah'),
    });
    expect(posted.statusCode).toBe(200);
    const list = await t.get('/api/admin/city?name=جده&limit=5');
    expect(list.json().data.map((c: { id: number }) => c.id)).toContain(city.id);
  });

  it('answers bad input with per-field messages in the request language, and writes nothing', async () => {
    const before = await logCount();
    const res = await t.call(
      'POST',
      '/api/admin/city',
      { delivery_price: '-3', prescription_delivery_price: '1.234', translation: [{ local: 'ar', name: '' }] },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Record<string, string[]>;
    expect(Object.keys(errors)).toEqual(expect.arrayContaining(['delivery_price', 'prescription_delivery_price']));
    expect(errors.delivery_price![0]).toMatch(/[a-z]/i);
    const ar = await t.call('POST', '/api/admin/city', { delivery_price: 'abc', translation: names('أ', 'A') });
    expect(ar.json().errors.delivery_price[0]).toMatch(/[\u0600-\u06FF]/);
    expect(await logCount()).toBe(before);
  });

  it('refuses to delete a city that has districts, saying how many; deletes an empty one by query or body id', async () => {
    const city = await addCity('الدمام', 'Dammam');
    await addDistrict(city.id, 'الفيصلية', 'Al Faisaliyah');
    await addDistrict(city.id, 'الشاطئ', 'Ash Shati');
    const refused = await t.call('DELETE', `/api/admin/city?id=${city.id}`, undefined, { locale: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain('2 districts');
    const refusedAr = await t.call('DELETE', '/api/admin/city', { id: city.id });
    expect(refusedAr.json().message).toContain('حيين');
    const empty = await addCity('أبها', 'Abha');
    const before = await logCount();
    expect((await t.call('DELETE', '/api/admin/city', { id: empty.id })).statusCode).toBe(200);
    expect(await logCount()).toBe(before + 1);
    expect((await t.get(`/api/admin/city/${empty.id}`)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/city')).statusCode).toBe(422);
  });
});

describe('districts and branch links', () => {
  it('lists districts with their serving branches, finds them by branch code, and counts unserved ones', async () => {
    const city = await addCity('الخبر', 'Khobar');
    const served = await addDistrict(city.id, 'الراكة', 'Ar Rakah');
    const unserved = await addDistrict(city.id, 'الثقبة', 'Ath Thuqbah');
    const branch = await addBranch();
    const linked = await t.call('POST', '/api/admin/branchDistrict', {
      branch_id: branch.id,
      district_id: [served.id],
    });
    expect(linked.statusCode).toBe(201);
    const list = await t.get(`/api/admin/district?city_id=${city.id}`, { locale: 'en' });
    expect(list.json()).toMatchObject({
      total: 2,
      data: [
        { id: served.id, city: { id: city.id, name: 'Khobar' }, branches: [{ id: branch.id, code: branch.code }] },
        { id: unserved.id, branches: [] },
      ],
    });
    const byBranch = await t.get(`/api/admin/district?branch=${branch.code.slice(0, -1).toLowerCase()}`);
    expect(byBranch.json().data.map((d: { id: number }) => d.id)).toEqual([served.id]);
    expect((await t.get(`/api/admin/city/${city.id}`)).json().data).toMatchObject({
      districts_count: 2,
      unserved_districts_count: 1,
    });
  });

  it('adds links without duplicating them, replaces a branch’s districts on edit, and deletes one link', async () => {
    const city = await addCity('مكة', 'Makkah');
    const [a, b, c] = [
      await addDistrict(city.id, 'العزيزية', 'Al Aziziyah'),
      await addDistrict(city.id, 'الشوقية', 'Ash Shawqiyah'),
      await addDistrict(city.id, 'النسيم', 'An Naseem'),
    ];
    const branch = await addBranch();
    const other = await addBranch();
    const first = await t.call('POST', '/api/admin/branchDistrict', {
      branch_id: branch.id,
      district_id: [a!.id, b!.id],
    });
    const again = await t.call('POST', '/api/admin/branchDistrict', {
      branch_id: branch.id,
      district_id: [b!.id, c!.id, c!.id],
    });
    expect(again.json().data.district_id).toEqual([a!.id, b!.id, c!.id]);
    const linkId = first.json().data.id as number;
    const detail = await t.get(`/api/admin/branchDistrict/${linkId}`, { locale: 'en' });
    expect(detail.json().data).toMatchObject({
      branch: { id: branch.id, code: branch.code },
      city: { id: city.id, name: 'Makkah' },
      district_id: [a!.id, b!.id, c!.id],
    });
    const replaced = await t.call('PUT', `/api/admin/branchDistrict/${linkId}`, {
      branch_id: branch.id,
      district_id: [c!.id],
    });
    expect(replaced.json().data.district_id).toEqual([c!.id]);
    // Moving the link to another branch takes the first branch's links away.
    const moved = await t.call('PUT', `/api/admin/branchDistrict/${replaced.json().data.id}`, {
      branch_id: other.id,
      district_id: [a!.id, c!.id],
    });
    expect(moved.json().data).toMatchObject({ branch: { id: other.id }, district_id: [a!.id, c!.id] });
    const byCity = await t.get(`/api/admin/branchDistrict?city_id=${city.id}&limit=50`);
    expect(byCity.json().data.map((l: { branch: { id: number } }) => l.branch.id)).toEqual([other.id, other.id]);
    const byName = await t.get(`/api/admin/branchDistrict?name=${encodeURIComponent('النسيم')}`);
    expect(byName.json().data).toHaveLength(1);
    const toDelete = byName.json().data[0].id as number;
    expect((await t.call('DELETE', `/api/admin/branchDistrict?id=${toDelete}`)).statusCode).toBe(200);
    expect((await t.get(`/api/admin/branchDistrict?city_id=${city.id}`)).json().total).toBe(1);
  });

  it("finds the link form's branch by the start of its code, whatever the letters' case", async () => {
    const code = uniqueCode('LNK-');
    // Named without its code, as the company's branches are.
    const id = await seedBranch(t.app.db, {
      code,
      name: { ar: 'فرع الروضة', en: 'Al Rawdah Branch' },
      city: { ar: 'الرياض', en: 'Riyadh' },
      address: { ar: '', en: '' },
    });
    const branch = { id, code };
    for (const typed of [branch.code, branch.code.slice(0, 8), branch.code.slice(0, 8).toLowerCase()]) {
      const found = await t.get(`/api/admin/branch?name=${encodeURIComponent(typed)}&limit=100`);
      expect(found.statusCode).toBe(200);
      expect(
        found.json().data.map((row: { id: number }) => row.id),
        typed,
      ).toContain(branch.id);
    }
    // The code's middle is no start: a typed `%` or `_` is taken literally.
    for (const typed of [branch.code.slice(2), '%', '_']) {
      const found = await t.get(`/api/admin/branch?name=${encodeURIComponent(typed)}&limit=100`);
      expect(
        found.json().data.map((row: { id: number }) => row.id),
        typed,
      ).not.toContain(branch.id);
    }
  });

  it('refuses an unknown branch or district on its field, in both languages, and writes nothing', async () => {
    const city = await addCity('تبوك', 'Tabuk');
    const district = await addDistrict(city.id);
    const before = await logCount();
    const noBranch = await t.call(
      'POST',
      '/api/admin/branchDistrict',
      { branch_id: 999999, district_id: [district.id] },
      { locale: 'en' },
    );
    expect(noBranch.statusCode).toBe(422);
    expect(Object.keys(noBranch.json().errors)).toEqual(['branch_id']);
    const branch = await addBranch();
    const noDistrict = await t.call('POST', '/api/admin/branchDistrict', {
      branch_id: branch.id,
      district_id: [district.id, 999999],
    });
    expect(noDistrict.statusCode).toBe(422);
    expect(noDistrict.json().errors.district_id[0]).toMatch(/[\u0600-\u06FF]/);
    const empty = await t.call('POST', '/api/admin/branchDistrict', { branch_id: branch.id, district_id: [] });
    expect(empty.statusCode).toBe(422);
    expect(await logCount()).toBe(before);
  });

  it('refuses to delete a district a customer has an address in', async () => {
    const city = await addCity('حائل', 'Hail');
    const district = await addDistrict(city.id);
    const customer = await insertCustomer(t.app);
    const address = await t.call('POST', `/api/admin/user/${customer.id}/addresses`, {
      city_id: city.id,
      district_id: district.id,
      details: 'شارع الملك عبدالعزيز',
    });
    expect(address.statusCode).toBe(201);
    const refused = await t.call('DELETE', `/api/admin/district?id=${district.id}`, undefined, { locale: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toContain("1 customer's address");
  });

  it('lets readers read and only managers write', async () => {
    const reader = await signInAs(t.app, { permissions: ['list delivery cities'] });
    expect((await t.get('/api/admin/city', { as: reader.token })).statusCode).toBe(200);
    expect((await t.get('/api/admin/district', { as: reader.token })).statusCode).toBe(200);
    expect((await t.get('/api/admin/branchDistrict', { as: reader.token })).statusCode).toBe(403);
    const write = await t.call(
      'POST',
      '/api/admin/city',
      { delivery_price: '1', translation: names('أ', 'A') },
      {
        as: reader.token,
      },
    );
    expect(write.statusCode).toBe(403);
    const linker = await signInAs(t.app, { permissions: ['list link districts'] });
    expect((await t.get('/api/admin/branchDistrict', { as: linker.token })).statusCode).toBe(200);
    expect((await t.get('/api/admin/branch', { as: linker.token })).statusCode).toBe(200);
    expect((await t.get('/api/admin/city', { as: linker.token })).statusCode).toBe(200);
    const del = await t.call('DELETE', '/api/admin/branchDistrict?id=1', undefined, { as: linker.token });
    expect(del.statusCode).toBe(403);
  });
});

describe('customer addresses', () => {
  it('keeps one default, checks the district is in the city, and logs each write', async () => {
    const city = await addCity('الطائف', 'Taif');
    const district = await addDistrict(city.id, 'الحوية', 'Al Hawiyah');
    const otherCity = await addCity('ينبع', 'Yanbu');
    const elsewhere = await addDistrict(otherCity.id, 'الصناعية', 'Industrial');
    const customer = await insertCustomer(t.app);
    const url = `/api/admin/user/${customer.id}/addresses`;
    const first = await t.call('POST', url, {
      city_id: city.id,
      district_id: district.id,
      details: 'شارع 10، منزل 4',
      latitude: 21.27,
      longitude: 40.41,
    });
    expect(first.json().data).toMatchObject({
      is_default: 1,
      served: false,
      map_url: expect.stringContaining('21.27'),
    });
    const before = await logCount();
    const second = await t.call('POST', url, {
      city_id: city.id,
      district_id: district.id,
      details: 'العمل',
      is_default: 1,
    });
    expect(await logCount()).toBe(before + 1);
    const list = (await t.get(url)).json().data as Array<{ id: number; is_default: number }>;
    expect(list.map((a) => [a.id, a.is_default])).toEqual([
      [second.json().data.id, 1],
      [first.json().data.id, 0],
    ]);
    const wrongCity = await t.call(
      'POST',
      url,
      { city_id: city.id, district_id: elsewhere.id, details: 'x' },
      { locale: 'en' },
    );
    expect(wrongCity.statusCode).toBe(422);
    expect(wrongCity.json().errors.district_id[0]).toContain('not in the chosen city');
    const halfPosition = await t.call('POST', url, {
      city_id: city.id,
      district_id: district.id,
      details: 'x',
      latitude: 21.2,
    });
    expect(Object.keys(halfPosition.json().errors)).toEqual(['longitude']);
    // Deleting the default makes the remaining address the default.
    expect((await t.call('DELETE', `${url}/${second.json().data.id}`)).statusCode).toBe(200);
    expect((await t.get(url)).json().data).toEqual([
      expect.objectContaining({ id: first.json().data.id, is_default: 1 }),
    ]);
    // Another customer's address is not reachable through this one.
    const stranger = await insertCustomer(t.app);
    expect(
      (await t.call('DELETE', `/api/admin/user/${stranger.id}/addresses/${first.json().data.id}`)).statusCode,
    ).toBe(404);
  });

  it('drops the addresses of a customer anonymised on delete', async () => {
    const city = await addCity('نجران', 'Najran');
    const district = await addDistrict(city.id);
    const customer = await insertCustomer(t.app);
    const url = `/api/admin/user/${customer.id}/addresses`;
    await t.call('POST', url, { city_id: city.id, district_id: district.id, details: 'منزل' });
    await t.call('POST', `/api/admin/wallet/bonus/${customer.id}`, { amount: '5', description: 'ترحيب' });
    expect((await t.call('DELETE', `/api/admin/user/${customer.id}`)).statusCode).toBe(200);
    const { customerAddresses } = await import('../../../db/schema/index');
    expect(await t.app.db.$count(customerAddresses, eq(customerAddresses.customerId, customer.id))).toBe(0);
  });
});
