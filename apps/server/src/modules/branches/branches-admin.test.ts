import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { admins, branches, logActions } from '../../db/schema/index';
import type { MultipartEntry } from '../../lib/multipart-payload';
import { adminTestContext } from '../../test/admin-context';
import { authHeader, signInAs } from '../../test/auth';
import { peExecutable, solidImage } from '../../test/files';
import { createBranchService } from './service';

const ctx = adminTestContext();
const { get, send } = ctx;
let eyeTest: number;
let vaccines: number;

beforeAll(async () => {
  eyeTest = await createBranchService(ctx.app.db, { ar: 'فحص النظر', en: 'Eye test' });
  vaccines = await createBranchService(ctx.app.db, { ar: 'التطعيمات', en: 'Vaccinations' });
});

const png = () => solidImage('png', { width: 12, height: 8, background: '#0a6' });

function entries(
  overrides: { code?: string; name?: { ar: string; en: string }; city?: { ar: string; en: string } } = {},
): MultipartEntry[] {
  const name = overrides.name ?? { ar: 'صيدلية أحمد الجديدة', en: 'New Ahmad Pharmacy' };
  const city = overrides.city ?? { ar: 'جدة', en: 'Jeddah' };
  return [
    ['code', overrides.code ?? `B-${Math.random().toString(36).slice(2, 8)}`],
    ['translation[0][locale]', 'ar'],
    ['translation[0][name]', name.ar],
    ['translation[0][city]', city.ar],
    ['translation[0][address]', 'شارع التحلية'],
    ['translation[1][locale]', 'en'],
    ['translation[1][name]', name.en],
    ['translation[1][city]', city.en],
    ['translation[1][address]', 'Tahlia Street'],
    ['mobile', '0551234567'],
    ['region', 'western'],
    ['google_map_url', 'https://maps.google.com/?q=21.5,39.2'],
    ['active', '1'],
    ['time_from', '08 AM'],
    ['time_to', '11 PM'],
    ['time_shifts[0][time_from]', '16:00'],
    ['time_shifts[0][time_to]', '20:00'],
    ['services[0]', String(eyeTest)],
    ['latitude', '21.5433'],
    ['longitude', '39.1728'],
  ];
}

const logFor = (id: number) => ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, id));

const publicFinder = async (query = '') =>
  (await ctx.app.inject({ method: 'GET', url: `/api/branches${query}` })).json().data as Array<{
    id: number;
    code: string;
    name: string;
    active: number;
  }>;

describe('admin branches', () => {
  it('adds a branch with hours, a shift, a service, coordinates and an image; the public finder shows it at once', async () => {
    await publicFinder(); // fills the public cache
    const body = entries({ code: 'JED-100' });
    body.push(['image', { filename: 'branch.png', content: await png(), type: 'image/png' }]);
    const response = await send('/api/admin/branch', body);
    expect(response.statusCode).toBe(201);
    const item = response.json().data;
    expect(item).toMatchObject({
      code: 'JED-100',
      name: 'صيدلية أحمد الجديدة',
      city: 'جدة',
      mobile: '0551234567',
      region: 'western',
      google_map_url: 'https://maps.google.com/?q=21.5,39.2',
      active: 1,
      time_from: '08:00',
      time_to: '23:00',
      latitude: 21.5433,
      longitude: 39.1728,
      is_24_hour: 0,
    });
    expect(item.translation).toEqual([
      { locale: 'ar', name: 'صيدلية أحمد الجديدة', city: 'جدة', address: 'شارع التحلية' },
      { locale: 'en', name: 'New Ahmad Pharmacy', city: 'Jeddah', address: 'Tahlia Street' },
    ]);
    expect(item.time_shifts).toEqual([{ id: expect.any(Number), time_from: '16:00', time_to: '20:00' }]);
    expect(item.services.map((s: { id: number }) => s.id)).toEqual([eyeTest]);
    expect(item.image).toMatch(/^\/uploads\/branches\/.+\.png$/);

    const [log] = await logFor(item.id);
    expect(log).toMatchObject({ action: 'add branch', actionMode: 'create', subject: 'branches' });
    expect(log!.subjectName).toBe('صيدلية أحمد الجديدة');

    // The public finder, by an Arabic spelling variant (احمد for أحمد), without waiting for the cache.
    const found = await publicFinder(`?search=${encodeURIComponent('احمد الجديده')}`);
    expect(found.map((b) => b.code)).toEqual(['JED-100']);

    const detail = await get(`/api/admin/branch/${item.id}`);
    expect(detail.json().data).toEqual(item);
  });

  it('lists every branch newest first, paged, by name (Arabic-aware) and city', async () => {
    await send(
      '/api/admin/branch',
      entries({ code: 'DMM-1', name: { ar: 'فرع الشاطئ', en: 'Shore Branch' }, city: { ar: 'الدمام', en: 'Dammam' } }),
    );
    await send(
      '/api/admin/branch',
      entries({ code: 'DMM-2', name: { ar: 'فرع المدينة', en: 'City Branch' }, city: { ar: 'الدمام', en: 'Dammam' } }),
    );
    const page = await get('/api/admin/branch?page=1&limit=2');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.map((b: { code: string }) => b.code)).toEqual(['DMM-2', 'DMM-1']);
    expect(page.json().total).toBeGreaterThanOrEqual(3);

    const byName = await get(`/api/admin/branch?name=${encodeURIComponent('الشاطيء')}`);
    expect(byName.json()).toMatchObject({ total: 1, data: [{ code: 'DMM-1' }] });
    const byCity = await get('/api/admin/branch?city=dammam');
    expect(
      byCity
        .json()
        .data.map((b: { code: string }) => b.code)
        .sort(),
    ).toEqual(['DMM-1', 'DMM-2']);
    const both = await get(
      `/api/admin/branch?city=${encodeURIComponent('الدمام')}&name=${encodeURIComponent('المدينه')}`,
    );
    expect(both.json()).toMatchObject({ total: 1, data: [{ code: 'DMM-2' }] });
    const second = await get('/api/admin/branch?page=2&limit=2');
    expect(second.json().data).toHaveLength(Math.min(2, second.json().total - 2));
  });

  it('saves active as chosen: an inactive branch leaves the public finder', async () => {
    const created = (
      await send('/api/admin/branch', entries({ code: 'OFF-1', name: { ar: 'فرع مؤقت', en: 'Pop-up' } }))
    ).json().data;
    expect((await publicFinder()).map((b) => b.code)).toContain('OFF-1');
    // Its own page's read is kept too, and dropped with the rest of the branches' answers.
    const own = () => ctx.app.inject({ method: 'GET', url: `/api/branches/${created.id}` });
    expect((await own()).json().data.code).toBe('OFF-1');
    expect((await own()).headers['x-cache']).toBe('HIT');
    const body = entries({ code: 'OFF-1', name: { ar: 'فرع مؤقت', en: 'Pop-up' } }).filter(([k]) => k !== 'active');
    body.push(['active', '0'], ['_method', 'PUT']);
    const updated = await send(`/api/admin/branch/${created.id}`, body);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.active).toBe(0);
    expect((await publicFinder()).map((b) => b.code)).not.toContain('OFF-1');
    expect((await own()).statusCode).toBe(404);
    expect((await get(`/api/admin/branch?name=${encodeURIComponent('مؤقت')}`)).json().data[0].active).toBe(0);
  });

  it('edits with POST and _method=PUT: replaces shifts and services, re-keys the search, keeps the image', async () => {
    const first = entries({ code: 'EDT-1', name: { ar: 'فرع قديم', en: 'Old name' } });
    first.push(['image', { filename: 'a.png', content: await png(), type: 'image/png' }]);
    const created = (await send('/api/admin/branch', first)).json().data;
    const edit = entries({ code: 'EDT-1', name: { ar: 'فرع النُّور', en: 'Noor Branch' } }).filter(
      ([k]) => !k.startsWith('time_shifts') && !k.startsWith('services'),
    );
    edit.push(
      ['time_shifts[0][time_from]', '13:00'],
      ['time_shifts[0][time_to]', '15:30'],
      ['time_shifts[1][time_from]', '21:00'],
      ['time_shifts[1][time_to]', '23:00'],
      ['services[0]', String(vaccines)],
      ['services[1]', String(eyeTest)],
      ['_method', 'PUT'],
    );
    const updated = await send(`/api/admin/branch/${created.id}`, edit, { locale: 'en' });
    expect(updated.statusCode).toBe(200);
    const item = updated.json().data;
    expect(item.name).toBe('Noor Branch');
    expect(item.image).toBe(created.image);
    expect(item.time_shifts.map((s: { time_from: string }) => s.time_from)).toEqual(['13:00', '21:00']);
    expect(item.services.map((s: { id: number }) => s.id).sort()).toEqual([eyeTest, vaccines].sort());
    const [row] = await ctx.app.db.select().from(branches).where(eq(branches.id, created.id));
    expect(row!.searchKey).toContain('فرع النور');
    expect((await publicFinder(`?search=${encodeURIComponent('النور')}`)).map((b) => b.code)).toEqual(['EDT-1']);
    expect((await publicFinder(`?search=${encodeURIComponent('قديم')}`)).map((b) => b.code)).toEqual([]);
    expect((await logFor(created.id)).map((l) => [l.action, l.actionMode])).toEqual([
      ['add branch', 'create'],
      ['edit branch', 'update'],
    ]);
    const missing = await send('/api/admin/branch/2147483647', [...edit]);
    expect(missing.statusCode).toBe(404);
  });

  it('refuses bad input with per-field messages in the request language, writing nothing', async () => {
    const before = await ctx.app.db.$count(branches);
    const logs = await ctx.app.db.$count(logActions);
    const empty = await send('/api/admin/branch', [], { locale: 'en' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.code).toEqual(['The code field is required.']);
    expect(Object.keys(empty.json().errors)).toContain('translation');

    const bad = entries().map(([k, v]): MultipartEntry => {
      if (k === 'time_from') return [k, '25:00'];
      if (k === 'latitude') return [k, '123'];
      if (k === 'mobile') return [k, 'call me'];
      if (k === 'time_shifts[0][time_to]') return [k, 'late'];
      return [k, v];
    });
    const english = await send('/api/admin/branch', bad, { locale: 'en' });
    expect(english.statusCode).toBe(422);
    expect(Object.keys(english.json().errors).sort()).toEqual(
      ['latitude', 'mobile', 'time_from', 'time_shifts[0][time_to]'].sort(),
    );
    expect(english.json().errors.time_from).toEqual(['The opening time format is invalid.']);
    const arabic = await send('/api/admin/branch', bad, { locale: 'ar' });
    expect(arabic.json().errors.time_from).toEqual(['صيغة حقل من الساعة غير صحيحة.']);

    const noCity = entries().filter(([k]) => !k.endsWith('[city]'));
    const cityless = await send('/api/admin/branch', noCity, { locale: 'en' });
    expect(cityless.statusCode).toBe(422);
    expect(cityless.json().errors).toEqual({ city: ['The city field is required.'] });

    const unknownService = entries().map(
      ([k, v]): MultipartEntry => (k === 'services[0]' ? [k, '2147483000'] : [k, v]),
    );
    const refused = await send('/api/admin/branch', unknownService, { locale: 'en' });
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['services']);

    const notImage = entries();
    notImage.push(['image', { filename: 'x.png', content: peExecutable(), type: 'image/png' }]);
    const image = await send('/api/admin/branch', notImage, { locale: 'en' });
    expect(image.statusCode).toBe(422);
    expect(Object.keys(image.json().errors)).toEqual(['image']);

    await send('/api/admin/branch', entries({ code: 'DUP-1' }));
    const count = await ctx.app.db.$count(branches);
    const duplicate = await send('/api/admin/branch', entries({ code: 'DUP-1' }), { locale: 'en' });
    expect(duplicate.statusCode).toBe(422);
    expect(Object.keys(duplicate.json().errors)).toEqual(['code']);

    expect(await ctx.app.db.$count(branches)).toBe(count);
    expect(count).toBe(before + 1);
    expect(await ctx.app.db.$count(logActions)).toBe(logs + 1);
  });

  it('deletes a branch by id in the body or the query; its staff stay, without a branch; the finder drops it', async () => {
    const created = (await send('/api/admin/branch', entries({ code: 'DEL-1' }))).json().data;
    const staff = await signInAs(ctx.app, { permissions: ['list users'] });
    await ctx.app.db.update(admins).set({ branchId: created.id }).where(eq(admins.id, staff.adminId));
    expect((await publicFinder()).map((b) => b.code)).toContain('DEL-1');

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/branch',
      payload: { id: created.id },
      headers: { ...authHeader(ctx.token), locale: 'en' },
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    expect((await publicFinder()).map((b) => b.code)).not.toContain('DEL-1');
    const [member] = await ctx.app.db.select().from(admins).where(eq(admins.id, staff.adminId));
    expect(member!.branchId).toBeNull();
    expect((await logFor(created.id)).map((l) => l.actionMode)).toEqual(['create', 'delete']);

    const other = (await send('/api/admin/branch', entries({ code: 'DEL-2' }))).json().data;
    const byQuery = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/branch?id=${other.id}`,
      headers: authHeader(ctx.token),
    });
    expect(byQuery.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/branch?id=${other.id}`,
      headers: authHeader(ctx.token),
    });
    expect(again.statusCode).toBe(404);
    const none = await ctx.app.inject({
      method: 'DELETE',
      url: '/api/admin/branch',
      headers: { ...authHeader(ctx.token), locale: 'en' },
    });
    expect(none.statusCode).toBe(422);
    expect(Object.keys(none.json().errors)).toEqual(['id']);
  });

  it('answers the services in both languages', async () => {
    const res = await get('/api/admin/services', { locale: 'en' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual(
      expect.arrayContaining([
        {
          id: eyeTest,
          name: 'Eye test',
          translation: [
            { locale: 'ar', name: 'فحص النظر' },
            { locale: 'en', name: 'Eye test' },
          ],
        },
      ]),
    );
  });

  it('needs the branch permissions', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list branches'] });
    expect((await get('/api/admin/branch', { as: reader.token })).statusCode).toBe(200);
    expect((await get('/api/admin/services', { as: reader.token })).statusCode).toBe(200);
    expect((await send('/api/admin/branch', entries(), { as: reader.token })).statusCode).toBe(403);
    const created = (await send('/api/admin/branch', entries())).json().data;
    expect(
      (await send(`/api/admin/branch/${created.id}`, [...entries(), ['_method', 'PUT']], { as: reader.token }))
        .statusCode,
    ).toBe(403);
    const del = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/branch?id=${created.id}`,
      headers: authHeader(reader.token),
    });
    expect(del.statusCode).toBe(403);
    const nobody = await signInAs(ctx.app, { permissions: ['list news'] });
    expect((await get('/api/admin/branch', { as: nobody.token })).statusCode).toBe(403);
    expect((await get(`/api/admin/branch/${created.id}`, { as: nobody.token })).statusCode).toBe(403);
    expect((await get('/api/admin/services', { as: nobody.token })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/branch' })).statusCode).toBe(401);
  });
});
