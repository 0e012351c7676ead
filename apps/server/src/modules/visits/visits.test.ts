import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { visitKeys, visits } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { recordVisit, VISIT_PERIOD_MS, visitDay, visitorKey, visitStatistics, visitsOn } from './service';

let ctx: TestContext;
let app: FastifyInstance;

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.app;
});

afterAll(async () => {
  await ctx?.close();
});

let addressCounter = 0;
/** Each call from its own address unless one is given: a visitor counts once per page per period. */
const nextAddress = () => `10.1.${Math.floor(++addressCounter / 250)}.${addressCounter % 250}`;
const visit = (page: string, locale = 'ar', address = nextAddress(), userAgent = 'Mozilla/5.0 test') =>
  app.inject({
    method: 'GET',
    url: `/api/visits?page=${page}`,
    headers: { locale, 'user-agent': userAgent },
    remoteAddress: address,
  });
let visitorCounter = 0;
const nextVisitor = () => visitorKey(`192.0.2.${++visitorCounter}`, 'test agent');

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
    expect(await recordVisit(app.db, 'employment', nextVisitor())).toEqual({ page: 'employment', today: 1, total: 8 });
  });

  it('gives staff the totals and a gap-free daily series per page', async () => {
    const now = new Date('2030-06-10T09:00:00Z');
    await recordVisit(app.db, 'employment', nextVisitor(), new Date('2030-06-08T09:00:00Z'));
    await recordVisit(app.db, 'employment', nextVisitor(), new Date('2030-06-08T10:00:00Z'));
    await recordVisit(app.db, 'employment', nextVisitor(), now);
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

describe('one visit per visitor per page per period', () => {
  it('counts one address with one browser once per page, however often it calls', async () => {
    const address = nextAddress();
    const before = await visitsOn(app.db, 'investor_relations', visitDay());
    const answers = [];
    for (let i = 0; i < 201; i++) answers.push(await visit('investor_relations', 'ar', address));
    expect(answers.every((res) => res.statusCode === 200)).toBe(true);
    expect(await visitsOn(app.db, 'investor_relations', visitDay())).toBe(before + 1);
    expect(new Set(answers.map((res) => res.json().data.today))).toEqual(new Set([before + 1]));
    // Simultaneous calls of one visitor count once too.
    const burst = await Promise.all(Array.from({ length: 20 }, () => visit('employment', 'ar', address)));
    expect(burst.every((res) => res.statusCode === 200)).toBe(true);
    expect(await visitsOn(app.db, 'investor_relations', visitDay())).toBe(before + 1);
    const employment = await visitsOn(app.db, 'employment', visitDay());

    // Another page, another address or another browser is another visit.
    await visit('main_page', 'ar', address);
    await visit('investor_relations', 'ar');
    await visit('investor_relations', 'ar', address, 'Another browser/1.0');
    expect(await visitsOn(app.db, 'investor_relations', visitDay())).toBe(before + 3);
    expect(await visitsOn(app.db, 'employment', visitDay())).toBe(employment);

    // Neither the address nor the browser is stored.
    const stored = JSON.stringify(await app.db.select().from(visitKeys));
    expect(stored).not.toContain(address);
    expect(stored).not.toContain('Mozilla');
  });

  it('counts the same visitor again once the period has passed, and forgets old visitors', async () => {
    const visitor = nextVisitor();
    const start = new Date('2031-02-01T08:00:00Z');
    const at = (ms: number) => new Date(start.getTime() + ms);
    expect((await recordVisit(app.db, 'employment', visitor, start)).today).toBe(1);
    expect((await recordVisit(app.db, 'employment', visitor, at(VISIT_PERIOD_MS - 1000))).today).toBe(1);
    expect((await recordVisit(app.db, 'employment', visitor, at(VISIT_PERIOD_MS))).today).toBe(2);
    expect((await recordVisit(app.db, 'employment', visitor, at(VISIT_PERIOD_MS + 60_000))).today).toBe(2);
    // A visitor not seen for longer than the period is removed by a later visit.
    await recordVisit(app.db, 'employment', nextVisitor(), at(10 * VISIT_PERIOD_MS));
    const left = await app.db.select().from(visitKeys).where(eq(visitKeys.visitor, visitor));
    expect(left).toHaveLength(0);
  });
});
