import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visits } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { recordVisit, visitDay, visitStatistics, visitsOn } from './service';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.app;
});

afterAll(async () => {
  await ctx?.close();
});

const visit = (page: string, locale = 'ar') =>
  app.inject({ method: 'GET', url: `/api/visits?page=${page}`, headers: { locale } });

describe('GET /api/visits', () => {
  it('counts a visit and answers the page with today and total, never cached', async () => {
    const res = await visit('investor_relations');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers.etag).toBeUndefined();
    expect(res.json()).toEqual({ data: { page: 'investor_relations', today: 1, total: 1 } });
    const again = await visit('investor_relations');
    expect(again.json()).toEqual({ data: { page: 'investor_relations', today: 2, total: 2 } });
  });

  it('counts 50 simultaneous visits exactly', async () => {
    const before = await visitsOn(app.db, 'main_page', visitDay());
    const answers = await Promise.all(Array.from({ length: 50 }, () => visit('main_page')));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await visitsOn(app.db, 'main_page', visitDay())).toBe(before + 50);
    // Every request saw its own increment: the answered counts are 1..50 with none repeated.
    const todays = answers.map((res) => res.json().data.today as number).sort((a, b) => a - b);
    expect(todays).toEqual(Array.from({ length: 50 }, (_, i) => before + i + 1));
  });

  it('refuses an unknown or missing page with 422 in the request language', async () => {
    const unknown = await visit('admin', 'en');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toEqual({
      message: 'The given data was invalid.',
      errors: { page: ['The selected page is invalid.'] },
    });
    const missing = await app.inject({ method: 'GET', url: '/api/visits' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.page).toEqual(['حقل الصفحة مطلوب.']);
  });
});

describe('visit counting', () => {
  it('counts days in Riyadh time', () => {
    expect(visitDay(new Date('2024-03-01T20:59:59Z'))).toBe('2024-03-01');
    expect(visitDay(new Date('2024-03-01T21:00:00Z'))).toBe('2024-03-02');
  });

  it('adds earlier days into the total', async () => {
    await app.db.insert(visits).values({ page: 'employment', day: '2020-01-15', count: 7 });
    expect(await recordVisit(app.db, 'employment')).toEqual({ page: 'employment', today: 1, total: 8 });
  });

  it('gives staff the totals and a gap-free daily series per page', async () => {
    const now = new Date('2030-06-10T09:00:00Z');
    await recordVisit(app.db, 'employment', new Date('2030-06-08T09:00:00Z'));
    await recordVisit(app.db, 'employment', new Date('2030-06-08T10:00:00Z'));
    await recordVisit(app.db, 'employment', now);
    const stats = await visitStatistics(app.db, { days: 5, now });
    expect(stats.map((s) => s.page)).toEqual(['main_page', 'investor_relations', 'employment']);
    const employment = stats.find((s) => s.page === 'employment')!;
    expect(employment.total).toBe(11);
    expect(employment.today).toBe(1);
    expect(employment.daily).toEqual([
      { day: '2030-06-06', count: 0 },
      { day: '2030-06-07', count: 0 },
      { day: '2030-06-08', count: 2 },
      { day: '2030-06-09', count: 0 },
      { day: '2030-06-10', count: 1 },
    ]);
    const investor = stats.find((s) => s.page === 'investor_relations')!;
    expect(investor.total).toBe(2);
    expect(investor.daily.every((d) => d.count === 0)).toBe(true);
  });
});
