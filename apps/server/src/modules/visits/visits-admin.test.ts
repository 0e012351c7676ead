import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../test/auth';
import { createTestContext, type TestContext } from '../../test/harness';
import { visitRange } from './admin-service';
import { visitDay } from './service';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
  await ctx.app.db.insert(visits).values([
    { page: 'main_page', day: '2026-03-01', count: 4 },
    { page: 'main_page', day: '2026-03-03', count: 6 },
    { page: 'main_page', day: '2025-12-31', count: 100 },
    { page: 'employment', day: '2026-03-02', count: 2 },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, options: { locale?: string; as?: string } = {}) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: { ...authHeader(options.as ?? token), locale: options.locale ?? 'ar' },
  });

describe('admin visit statistics', () => {
  it('answers totals, the range total and one entry per day of the range for each page', async () => {
    const response = await get('/api/admin/visitStatistics?from=2026-03-01&to=2026-03-04');
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.from).toBe('2026-03-01');
    expect(data.to).toBe('2026-03-04');
    expect(data.pages.map((p: { page: string }) => p.page)).toEqual(['main_page', 'investor_relations', 'employment']);
    expect(data.pages[0]).toEqual({
      page: 'main_page',
      total: 110,
      range_total: 10,
      daily: [
        { day: '2026-03-01', count: 4 },
        { day: '2026-03-02', count: 0 },
        { day: '2026-03-03', count: 6 },
        { day: '2026-03-04', count: 0 },
      ],
    });
    expect(data.pages[1]).toMatchObject({ total: 0, range_total: 0 });
    expect(data.pages[2]).toMatchObject({ total: 2, range_total: 2 });
  });

  it('counts a visit made through the public call', async () => {
    const today = visitDay();
    const before = (await get(`/api/admin/visitStatistics?from=${today}&to=${today}`)).json().data.pages[1];
    await ctx.app.inject({ method: 'GET', url: '/api/visits?page=investor_relations' });
    const after = (await get(`/api/admin/visitStatistics?from=${today}&to=${today}`)).json().data.pages[1];
    expect(after.range_total).toBe(before.range_total + 1);
    expect(after.total).toBe(before.total + 1);
  });

  it('defaults to the last 30 days ending today', async () => {
    const { data } = (await get('/api/admin/visitStatistics')).json();
    expect(data.to).toBe(visitDay());
    expect(data.pages[0].daily).toHaveLength(30);
    expect(data.pages[0].daily.at(-1).day).toBe(data.to);
    expect(data.pages[0].daily[0].day).toBe(data.from);
    expect(visitRange({}, new Date('2026-03-30T12:00:00Z'))).toEqual({ from: '2026-03-01', to: '2026-03-30' });
    expect(visitRange({ to: '2026-01-10' })).toEqual({ from: '2025-12-12', to: '2026-01-10' });
  });

  it('refuses a bad date, a reversed or too long range, in both languages', async () => {
    const bad = await get('/api/admin/visitStatistics?from=2026-13-01', { locale: 'en' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.from).toEqual(['The from date must be a valid date.']);
    const reversed = await get('/api/admin/visitStatistics?from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.from).toEqual(['قيمة حقل من تاريخ غير صحيحة.']);
    const long = await get('/api/admin/visitStatistics?from=2024-01-01&to=2026-01-01', { locale: 'en' });
    expect(long.statusCode).toBe(422);
    expect(long.json().errors.from).toEqual(['The from date value is invalid.']);
  });

  it('needs show visit statistics', async () => {
    const other = (await signInAs(ctx.app, { permissions: ['manage menu'] })).token;
    expect((await get('/api/admin/visitStatistics', { as: other })).statusCode).toBe(403);
    const allowed = (await signInAs(ctx.app, { permissions: ['show visit statistics'] })).token;
    expect((await get('/api/admin/visitStatistics', { as: allowed })).statusCode).toBe(200);
  });
});
