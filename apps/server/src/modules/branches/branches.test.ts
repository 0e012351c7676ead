import type { BranchAnswer } from '@app/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedBranch, seedDemoBranches } from '../../cli/demo/branches';
import { branches, branchServices } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { createBranchService, listPublicBranches, rekeyBranches } from './service';

let ctx: TestContext;
let app: FastifyInstance;

const riyadh = { ar: 'الرياض', en: 'Riyadh' };

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.app;
  const seeded = await seedDemoBranches(app.db, app.storage);
  expect(seeded.created).toBeGreaterThanOrEqual(30);
  const serviceId = await createBranchService(app.db, { ar: 'فحص النظر', en: 'Eye test' });
  await seedBranch(app.db, {
    code: 'TST-001',
    name: { ar: 'صيدلية أحمد', en: 'Ahmad Pharmacy' },
    address: { ar: 'شارع التخصصي', en: 'Takhassusi Street' },
    city: riyadh,
    timeFrom: '08:00',
    timeTo: '12:00',
    timeShifts: [
      { timeFrom: '16:00', timeTo: '20:00' },
      { timeFrom: '21:00:00', timeTo: '23:30' },
    ],
    serviceIds: [serviceId],
  });
  await seedBranch(app.db, {
    code: 'TST-002',
    name: { ar: 'فرع المدينة الطبية', en: 'Medical City Branch' },
    address: { ar: 'طريق الملك عبدالله', en: 'King Abdullah Road' },
    city: riyadh,
    is24Hour: true,
    timeFrom: '08:00',
    timeTo: '12:00',
    timeShifts: [{ timeFrom: '16:00', timeTo: '20:00' }],
  });
  await seedBranch(app.db, {
    code: 'TST-003',
    name: { ar: 'فرع مستشفى الحمادي', en: 'Hammadi Hospital Branch' },
    address: { ar: 'طريق العروبة', en: 'Al Urubah Road' },
    city: riyadh,
  });
  await seedBranch(app.db, {
    code: 'TST-004',
    name: { ar: 'صَيْدَلِيَّة النُّور', en: 'Al Noor Pharmacy' },
    address: { ar: 'حي الورود', en: 'Al Wurud District' },
    city: riyadh,
  });
  await seedBranch(app.db, {
    code: 'TST-005',
    name: { ar: 'فرع أحمد المغلق', en: 'Closed Ahmad Branch' },
    address: { ar: 'حي الملز', en: 'Al Malaz' },
    city: riyadh,
    active: false,
  });
});

afterAll(async () => {
  await ctx?.close();
});

async function list(query = '', locale = 'ar'): Promise<BranchAnswer[]> {
  const res = await app.inject({ method: 'GET', url: `/api/branches${query}`, headers: { locale } });
  expect(res.statusCode).toBe(200);
  return res.json().data;
}

const codes = (branches: BranchAnswer[]) => branches.map((b) => b.code).sort();

describe('GET /api/branches', () => {
  it('answers every active branch with the fields of the spec', async () => {
    const branches = await list();
    expect(branches.length).toBeGreaterThanOrEqual(34);
    const branch = branches.find((b) => b.code === 'TST-001')!;
    expect(Object.keys(branch).sort()).toEqual(
      [
        'id',
        'code',
        'name',
        'address',
        'city',
        'translation',
        'mobile',
        'region',
        'google_map_url',
        'image',
        'active',
        'lat',
        'long',
        'latitude',
        'longitude',
        'from_time',
        'to_time',
        'time_from',
        'time_to',
        'is_24_hour',
        'time_shifts',
        'services',
      ].sort(),
    );
    expect(branch.translation).toEqual([
      { locale: 'ar', name: 'صيدلية أحمد', address: 'شارع التخصصي', city: 'الرياض' },
      { locale: 'en', name: 'Ahmad Pharmacy', address: 'Takhassusi Street', city: 'Riyadh' },
    ]);
    expect(branch).toMatchObject({
      name: 'صيدلية أحمد',
      active: 1,
      is_24_hour: 0,
      from_time: '08:00',
      to_time: '12:00',
      time_from: '08:00',
      time_to: '12:00',
    });
    expect(branch.time_shifts.map(({ time_from, time_to }) => [time_from, time_to])).toEqual([
      ['16:00', '20:00'],
      ['21:00', '23:30'],
    ]);
    expect(branch.time_shifts[0]!.id).toEqual(expect.any(Number));
    expect(branch.services).toEqual([
      {
        id: expect.any(Number),
        name: 'فحص النظر',
        translation: [
          { locale: 'ar', name: 'فحص النظر' },
          { locale: 'en', name: 'Eye test' },
        ],
      },
    ]);
  });

  it('gives the demo branches coordinates, hours, services, a map link and a served photo', async () => {
    const seeded = (await list()).filter((b) => !b.code.startsWith('TST-'));
    expect(seeded.length).toBeGreaterThanOrEqual(30);
    for (const branch of seeded) {
      // Inside Saudi Arabia.
      expect(branch.lat).toBeGreaterThan(16);
      expect(branch.lat).toBeLessThan(33);
      expect(branch.long).toBeGreaterThan(34);
      expect(branch.long).toBeLessThan(56);
      expect(branch.lat).toBe(branch.latitude);
      expect(branch.long).toBe(branch.longitude);
      expect(branch.mobile).toMatch(/^05\d{8}$/);
      expect(branch.services.length).toBeGreaterThan(0);
      expect(branch.google_map_url).toContain(`${branch.lat},${branch.long}`);
      if (branch.is_24_hour) expect(branch.from_time).toBeNull();
      else expect(branch.from_time).toMatch(/^\d{2}:\d{2}$/);
    }
    expect(new Set(seeded.map((b) => b.translation[1]!.city)).size).toBeGreaterThanOrEqual(8);
    expect(seeded.some((b) => b.time_shifts.length > 0)).toBe(true);
    const photo = await app.inject({ method: 'GET', url: seeded[0]!.image! });
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
  });

  it('names, addresses and cities follow the locale header at the top level', async () => {
    const [branch] = (await list('?search=ahmad', 'en')).filter((b) => b.code === 'TST-001');
    expect(branch).toMatchObject({ name: 'Ahmad Pharmacy', address: 'Takhassusi Street', city: 'Riyadh' });
  });

  it('leaves inactive branches out', async () => {
    expect(codes(await list())).not.toContain('TST-005');
    expect(codes(await list('?search=المغلق'))).toEqual([]);
  });

  it('finds أحمد when the visitor types احمد, and by the English name', async () => {
    expect(codes(await list(`?search=${encodeURIComponent('احمد')}`))).toEqual(['TST-001']);
    expect(codes(await list(`?search=${encodeURIComponent('أحمد')}`))).toEqual(['TST-001']);
    expect(codes(await list('?search=AHMAD'))).toEqual(['TST-001']);
  });

  it('treats ة as ه, ى as ي and ignores diacritics and tatweel', async () => {
    expect(codes(await list(`?search=${encodeURIComponent('المدينه الطبيه')}`))).toEqual(['TST-002']);
    expect(codes(await list(`?search=${encodeURIComponent('مستشفي')}`))).toEqual(['TST-003']);
    expect(codes(await list(`?search=${encodeURIComponent('صيدليه النور')}`))).toEqual(['TST-004']);
    expect(codes(await list(`?search=${encodeURIComponent('أَحْمَـــد')}`))).toEqual(['TST-001']);
  });

  it('answers nothing for a name no branch has, and everything for an empty search', async () => {
    expect(await list(`?search=${encodeURIComponent('غير موجود إطلاقاً')}`)).toEqual([]);
    expect((await list('?search=')).length).toBe((await list()).length);
  });

  it('does not treat LIKE wildcards in the search as wildcards', async () => {
    expect(await list(`?search=${encodeURIComponent('%')}`)).toEqual([]);
    expect(await list(`?search=${encodeURIComponent('_')}`)).toEqual([]);
  });

  it('filters by city in either language, folded', async () => {
    const jeddah = await list(`?city=${encodeURIComponent('جدة')}`);
    expect(jeddah.length).toBe(6);
    expect(jeddah.every((b) => b.translation[1]!.city === 'Jeddah')).toBe(true);
    expect(codes(await list(`?city=${encodeURIComponent('جده')}`))).toEqual(codes(jeddah));
    expect(codes(await list('?city=JEDDAH'))).toEqual(codes(jeddah));
    expect(codes(await list(`?city=${encodeURIComponent('ابها')}`))).toHaveLength(2);
    expect(await list('?city=Paris')).toEqual([]);
  });

  it('finds branches by city and address with one search box, in either language and spelling', async () => {
    const abha = codes(await list(`?city=${encodeURIComponent('أبها')}`));
    expect(abha).toHaveLength(2);
    for (const query of ['ابها', 'أبها', 'Abha', 'abha']) {
      expect(codes(await list(`?search=${encodeURIComponent(query)}`))).toEqual(abha);
    }
    // The address, in Arabic and in English.
    expect(codes(await list(`?search=${encodeURIComponent('التخصصي')}`))).toEqual(['TST-001']);
    expect(codes(await list('?search=takhassusi'))).toEqual(['TST-001']);
  });

  it('folds hamza on yaa and the standalone forms: الشاطيء and الشاطىء find الشاطئ', async () => {
    const shore = codes(await list(`?search=${encodeURIComponent('الشاطئ')}`));
    expect(shore.length).toBeGreaterThan(0);
    expect(codes(await list(`?search=${encodeURIComponent('الشاطيء')}`))).toEqual(shore);
    expect(codes(await list(`?search=${encodeURIComponent('الشاطىء')}`))).toEqual(shore);
    expect(codes(await list(`?search=${encodeURIComponent('الشاطي')}`))).toEqual(shore);
  });

  it('re-keys rows stored under older folding rules at start-up', async () => {
    // Straight from the service: the HTTP answers are cached.
    const search = (text: string) => listPublicBranches(app.db, () => null, 'ar', { search: text });
    await app.db.execute(sql`update branches set search_key = '', name_key = '' where code = 'TST-001'`);
    expect(await search('احمد')).toEqual([]);
    expect(await rekeyBranches(app.db)).toBe(1);
    expect(codes(await search('احمد'))).toEqual(['TST-001']);
    expect(await rekeyBranches(app.db)).toBe(0);
  });

  it('combines the city filter with the name search', async () => {
    expect(codes(await list(`?city=Riyadh&search=${encodeURIComponent('احمد')}`))).toEqual(['TST-001']);
    expect(await list(`?city=Jeddah&search=${encodeURIComponent('احمد')}`)).toEqual([]);
  });

  it('answers 24-hour branches without hours or shifts', async () => {
    const allDay = (await list()).filter((b) => b.is_24_hour === 1);
    expect(allDay.length).toBeGreaterThanOrEqual(5);
    for (const branch of allDay) {
      expect(branch).toMatchObject({ from_time: null, to_time: null, time_from: null, time_to: null, time_shifts: [] });
    }
    expect(allDay.map((b) => b.code)).toContain('TST-002');
  });

  it('refuses an over-long search with 422', async () => {
    const res = await app.inject({ method: 'GET', url: `/api/branches?search=${'a'.repeat(101)}` });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['search']);
  });

  it('is served from the public cache with validators', async () => {
    const first = await app.inject({ method: 'GET', url: '/api/branches?city=Taif' });
    expect(first.headers['cache-control']).toContain('public');
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/branches?city=Taif',
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET /api/branches/cities', () => {
  it('lists the distinct cities of active branches in both languages with their counts', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/branches/cities', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(200);
    const cities: { name: string; translation: { name: string; locale: string }[]; branches_count: number }[] =
      res.json().data;
    expect(cities.length).toBe(10);
    const found = cities.find((c) => c.name === 'Riyadh')!;
    expect(found.translation).toEqual([
      { locale: 'ar', name: 'الرياض' },
      { locale: 'en', name: 'Riyadh' },
    ]);
    // 9 demo branches and 4 active test branches.
    expect(found.branches_count).toBe(13);
    expect(cities.map((c) => c.name)).toEqual([...cities.map((c) => c.name)].sort((a, b) => a.localeCompare(b, 'en')));
  });
});

describe('GET /api/branches/{id}', () => {
  const one = (id: number | string, locale = 'ar') =>
    app.inject({ method: 'GET', url: `/api/branches/${id}`, headers: { locale } });

  it("answers one active branch as the list does, in the request's language", async () => {
    const listed = (await list('?search=Ahmad', 'en')).find((b) => b.code === 'TST-001')!;
    const res = await one(listed.id, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(listed);
    expect(res.json().data).toMatchObject({ name: 'Ahmad Pharmacy', city: 'Riyadh', time_shifts: [{}, {}] });
    expect((await one(listed.id)).json().data.name).toBe('صيدلية أحمد');
  });

  it('answers 404 for an inactive or unknown branch, and 4xx for an id that is not one', async () => {
    const [closed] = await app.db.select({ id: branches.id }).from(branches).where(sql`${branches.code} = 'TST-005'`);
    expect((await one(closed!.id)).statusCode).toBe(404);
    expect((await one(999_999)).statusCode).toBe(404);
    for (const bad of ['abc', '-1', '1.5']) {
      const res = await one(bad);
      expect(res.statusCode, bad).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, bad).toBeLessThan(500);
    }
  });

  it('leaves the cities list where it was', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/branches/cities' })).json().data.length).toBe(10);
  });
});

describe('search index', () => {
  it('has a trigram index on the folded search key', async () => {
    const result = await app.db.execute(
      sql`select indexdef from pg_indexes where tablename = 'branches' and indexname = 'branches_search_key_trgm'`,
    );
    const rows = (result as unknown as { rows: { indexdef: string }[] }).rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.indexdef).toMatch(/USING gin \(search_key gin_trgm_ops\)/);
  });

  it('answers the contains-search from that index', async () => {
    const plan = await app.db.transaction(async (tx) => {
      // With this few rows a sequential scan is cheaper; forbid it to see the index is usable.
      await tx.execute(sql`set local enable_seqscan = off`);
      const result = await tx.execute(sql`explain select id from branches where search_key ilike '%ابها%'`);
      return (result as unknown as { rows: Record<string, string>[] }).rows.map((r) => Object.values(r)[0]).join('\n');
    });
    expect(plan).toContain('branches_search_key_trgm');
  });
});

describe('seedDemoBranches', () => {
  it('is idempotent', async () => {
    const count = async () => (await app.db.select({ id: branches.id }).from(branches)).length;
    const services = async () => (await app.db.select({ id: branchServices.id }).from(branchServices)).length;
    const before = [await count(), await services()];
    expect(await seedDemoBranches(app.db, app.storage)).toEqual({ created: 0 });
    expect([await count(), await services()]).toEqual(before);
  });
});
