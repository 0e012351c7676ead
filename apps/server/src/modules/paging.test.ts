import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoInvestor } from '../cli/demo/investor';
import { seedDemoMagazine } from '../cli/demo/magazine';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';

/**
 * The paging convention, checked on every paged list of the API at once: `{data: [...], total}`,
 * `page` from 1, `limit` 10 by default and 100 at most, bad values refused with a localized 422.
 */
let ctx: TestContext;
let token: string;

const PAGED = ['/api/admin/admins', '/api/admin/log_actions', '/api/listNews', '/api/article'];

beforeAll(async () => {
  ctx = await createTestContext();
  await seedDemoInvestor(ctx.app.db, ctx.app.storage);
  await seedDemoMagazine(ctx.app.db, ctx.app.storage);
  ({ token } = await signInAsSuperAdmin(ctx.app));
  // A few changes, so the log (and the admins list) have more than one page of one.
  const roles = (await ctx.app.inject({ method: 'GET', url: '/api/admin/roles', headers: authHeader(token) })).json();
  for (let i = 0; i < 3; i++) {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: authHeader(token),
      payload: {
        name: `Paging ${i}`,
        email: `paging-${i}@example.com`,
        password: 'Paging123',
        role_id: roles.data[0].id,
      },
    });
    expect(res.statusCode).toBe(201);
  }
});
afterAll(() => ctx?.close());

function get(url: string, locale: 'ar' | 'en' = 'en') {
  return ctx.app.inject({ method: 'GET', url, headers: { ...authHeader(token), locale } });
}

describe.each(PAGED)('%s', (path) => {
  it('answers {data, total}, ten rows by default', async () => {
    const res = await get(path);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Array.isArray(body.data)).toBe(true);
    expect(typeof body.total).toBe('number');
    expect(body.data.length).toBe(Math.min(10, body.total));
  });

  it('pages with page and limit', async () => {
    const all = (await get(`${path}?limit=100`)).json();
    expect(all.total).toBeGreaterThan(1);
    const second = (await get(`${path}?page=2&limit=1`)).json();
    expect(second.total).toBe(all.total);
    expect(second.data).toHaveLength(1);
    expect(second.data[0].id).toBe(all.data[1].id);
    const beyond = (await get(`${path}?page=${all.total + 1}&limit=1`)).json();
    expect(beyond).toMatchObject({ data: [], total: all.total });
  });

  it('refuses a limit over 100, page 0 and non-numbers with per-field messages in both languages', async () => {
    for (const query of ['limit=101', 'limit=abc', 'page=0', 'page=-1']) {
      const field = query.split('=')[0]!;
      const en = await get(`${path}?${query}`, 'en');
      expect(en.statusCode, query).toBe(422);
      expect(en.json().errors[field]?.[0], query).toMatch(/[a-z]/i);
      const ar = await get(`${path}?${query}`, 'ar');
      expect(ar.statusCode).toBe(422);
      expect(ar.json().errors[field]?.[0], query).toMatch(/[\u0600-\u06FF]/);
    }
  });
});
