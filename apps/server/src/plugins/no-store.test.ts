import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authHeader, signInAsSuperAdmin, TEST_PASSWORD } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { signPrivateUrl } from './storage';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const STAFF_EVENTS = '/api/admin/events';

/** The Cache-Control of the event stream's answer, read from its headers before the stream is closed. */
async function streamCacheControl(headers: Record<string, string>): Promise<string | null> {
  const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  const abort = new AbortController();
  try {
    const res = await fetch(`${address}${STAFF_EVENTS}`, { headers, signal: abort.signal });
    return res.headers.get('cache-control');
  } finally {
    abort.abort();
  }
}

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '1');

describe('Cache-Control: no-store on every answer with personal or authenticated data', () => {
  it('on every /api/admin route, signed in or not, whatever the outcome', async () => {
    const { token } = await signInAsSuperAdmin(ctx.app);
    const routes = ctx.app.adminRoutes.filter((route) => route.url !== '/api/admin/logout');
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      for (const headers of [authHeader(token), {}]) {
        // The staff event stream never ends for a signed-in caller: its headers are read over a real connection.
        if (route.url === STAFF_EVENTS && 'authorization' in headers) {
          expect(await streamCacheControl(headers as Record<string, string>), `${route.method} ${route.url}`).toBe(
            'no-store',
          );
          continue;
        }
        const res = await ctx.app.inject({ method: route.method as 'GET', url: concrete(route.url), headers });
        expect(res.headers['cache-control'], `${route.method} ${route.url} ${res.statusCode}`).toBe('no-store');
      }
    }
  });

  it('on a successful sign-in and the profile', async () => {
    const admin = await signInAsSuperAdmin(ctx.app);
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/login',
      payload: { email: admin.email, password: TEST_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const profile = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/profile',
      headers: authHeader(admin.token),
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['cache-control']).toBe('no-store');
  });

  it('on a signed private file download, but not on public content', async () => {
    await ctx.app.storage.putPrivate('cv/test.txt', Buffer.from('personal'));
    const res = await ctx.app.inject({ method: 'GET', url: signPrivateUrl(ctx.app, 'cv/test.txt') });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toMatch(/\bno-store\b/);

    const menu = await ctx.app.inject({ method: 'GET', url: '/api/menu' });
    expect(menu.statusCode).toBe(200);
    expect(menu.headers['cache-control']).not.toContain('no-store');
  });
});
