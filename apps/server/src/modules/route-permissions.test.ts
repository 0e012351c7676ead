/**
 * Walks every registered /api/admin route, so a route added later is covered without
 * touching this file: without a token it must answer 401, and with a valid token of a
 * role holding every permission except the ones the route accepts it must answer 403.
 */
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import authPlugin, { type AdminRoute } from '../plugins/auth';
import { authHeader, permissionsExcept, signInAs } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

/** Path parameters filled with 1 (wildcards too), so the route itself is reached. */
function concreteUrl(route: AdminRoute): string {
  return route.url.replace(/:[^/]+/g, '1').replace(/\*/g, '1');
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

describe('every /api/admin route is guarded', () => {
  it('has routes to walk, and only the sign-in is public', () => {
    const routes = ctx.app.adminRoutes;
    expect(routes.length).toBeGreaterThan(5);
    expect(routes.filter((r) => r.public).map((r) => `${r.method} ${r.url}`)).toEqual(['POST /api/admin/login']);
  });

  it('answers 401 without a token and with an unknown one', async () => {
    const failures: string[] = [];
    for (const route of ctx.app.adminRoutes.filter((r) => !r.public)) {
      for (const headers of [{}, authHeader('x'.repeat(43))]) {
        const res = await ctx.app.inject({ method: route.method as Method, url: concreteUrl(route), headers });
        if (res.statusCode !== 401) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
      }
    }
    expect(failures).toEqual([]);
  });

  it('answers 403 to a role lacking the required permission', async () => {
    const failures: string[] = [];
    const tokens = new Map<string, string>();
    for (const route of ctx.app.adminRoutes.filter((r) => !r.public && r.permission.length > 0)) {
      const key = [...route.permission].sort().join('|');
      let token = tokens.get(key);
      if (!token) {
        token = (await signInAs(ctx.app, { permissions: permissionsExcept(route.permission) })).token;
        tokens.set(key, token);
      }
      const res = await ctx.app.inject({
        method: route.method as Method,
        url: concreteUrl(route),
        headers: authHeader(token),
      });
      if (res.statusCode !== 403) failures.push(`${route.method} ${route.url} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  });

  it('lets any signed-in admin reach the routes that need no particular permission', async () => {
    for (const route of ctx.app.adminRoutes.filter((r) => !r.public && r.permission.length === 0)) {
      const { token } = await signInAs(ctx.app, { permissions: [] });
      const res = await ctx.app.inject({
        method: route.method as Method,
        url: concreteUrl(route),
        headers: authHeader(token),
      });
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode);
    }
  });

  it('guards the HEAD twin of GET routes too', async () => {
    const res = await ctx.app.inject({ method: 'HEAD', url: '/api/admin/admins' });
    expect(res.statusCode).toBe(401);
  });
});

describe('registration', () => {
  it('refuses an admin route that declares no permission', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    expect(() => app.get('/api/admin/forgotten', async () => ({}))).toThrow(/config\.permission/);
    expect(() =>
      app.get('/api/admin/both', { config: { public: true, permission: 'list users' } }, async () => ({})),
    ).toThrow(/either public or permission/);
    const typo = { permission: 'list user' } as unknown as { permission: 'list users' };
    expect(() => app.get('/api/admin/typo', { config: typo }, async () => ({}))).toThrow(
      /unknown permission list user/,
    );
    // Outside /api/admin nothing is required.
    expect(() => app.get('/api/menu', async () => ({}))).not.toThrow();
    expect(() => app.get('/api/administrators', async () => ({}))).not.toThrow();
    await app.close();
  });

  it('refuses it inside a plugin with a prefix as well', async () => {
    const app = Fastify();
    await app.register(authPlugin);
    const registering = app.register(
      async (scope) => {
        scope.post('/things', async () => ({}));
      },
      { prefix: '/api/admin' },
    );
    await expect(registering).rejects.toThrow(/POST \/api\/admin\/things/);
    await app.close().catch(() => {});
  });
});
