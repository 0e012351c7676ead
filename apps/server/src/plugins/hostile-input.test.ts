import { INT32_MAX } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload } from '../lib/multipart-payload';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
let staffToken: string;
let customerToken: string;
beforeAll(async () => {
  ctx = await createTestContext();
  staffToken = (await signInAsSuperAdmin(ctx.app)).token;
  const registered = await ctx.app.inject({
    method: 'POST',
    url: '/api/shop/register',
    payload: { name: 'Hostile test', mobile: '0551234567', password: 'Secret-pass-1' },
  });
  customerToken = registered.json().data.token;
});

/** A token the route accepts: a customer's on the shop app's customer routes, the super admin's elsewhere. */
function tokenFor(route: { method: string; url: string }): string {
  const customer = ctx.app.customerRoutes.some((r) => r.customer && r.method === route.method && r.url === route.url);
  return customer ? customerToken : staffToken;
}
afterAll(() => ctx?.close());

/** A concrete path for a registered route: parameters become `1`, wildcards a plain name. */
function concrete(url: string): string {
  return url.replace(/:[A-Za-z_]+/g, '1').replace(/\*/g, 'x');
}

function routesOf(methods: string[]) {
  const seen = new Set<string>();
  return ctx.app.registeredRoutes.filter((route) => {
    const key = `${route.method} ${route.url}`;
    if (!methods.includes(route.method) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

describe('NUL characters are refused everywhere, with 422 naming the field', () => {
  it('in the query string of every registered route', async () => {
    const routes = routesOf(['GET', 'POST', 'PUT', 'DELETE', 'PATCH']);
    expect(routes.length).toBeGreaterThan(30);
    for (const route of routes) {
      const url = concrete(route.url);
      const res = await ctx.app.inject({
        method: route.method as 'GET',
        url: `${url}${url.includes('?') ? '&' : '?'}search=a%00b`,
        headers: { ...authHeader(tokenFor(route)), locale: 'en' },
      });
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(422);
      expect(res.json().errors, `${route.method} ${route.url}`).toEqual({
        search: ['The search contains characters that are not allowed.'],
      });
    }
  });

  it('in a JSON body, an urlencoded body and a multipart file name of every write route', async () => {
    const routes = routesOf(['POST', 'PUT', 'DELETE', 'PATCH']);
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const label = `${route.method} ${route.url}`;
      const url = concrete(route.url);
      const method = route.method as 'POST';
      const json = await ctx.app.inject({
        method,
        url,
        headers: authHeader(tokenFor(route)),
        payload: { name: 'x\u0000', translation: [{ locale: 'en', title: 'ok' }, { title: '\u0000' }] },
      });
      expect(json.statusCode, label).toBe(422);
      expect(Object.keys(json.json().errors), label).toEqual(['name', 'translation[1][title]']);
      expect(json.json().errors.name[0], label).toContain('الاسم');

      const form = await ctx.app.inject({
        method,
        url,
        headers: { ...authHeader(tokenFor(route)), 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'message=hi%00&a%00b=1',
      });
      expect(form.statusCode, label).toBe(422);
      expect(Object.keys(form.json().errors).sort(), label).toEqual(['ab', 'message']);

      const { payload, headers } = await multipartPayload([
        ['name', 'fine'],
        ['attachments[cv]', { filename: 'cv\u0000.pdf', content: '%PDF-1.4\n' }],
      ]);
      const multipart = await ctx.app.inject({
        method,
        url,
        headers: { ...authHeader(tokenFor(route)), ...headers },
        payload,
      });
      expect(multipart.statusCode, label).toBe(422);
      expect(Object.keys(multipart.json().errors), label).toEqual(['attachments[cv]']);
    }
  });

  it('in a path parameter', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/admin/admins/%00', headers: authHeader(staffToken) });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['id']);
  });

  it('in the reported cases, once per field', async () => {
    const cases = [
      { method: 'GET', url: '/api/branches?search=%00', field: 'search' },
      { method: 'GET', url: '/api/article?name=%00', field: 'name' },
      { method: 'GET', url: '/api/article?tag=%00', field: 'tag' },
    ] as const;
    for (const { method, url, field } of cases) {
      const res = await ctx.app.inject({ method, url });
      expect(res.statusCode, url).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([field]);
      expect(res.json().errors[field]).toHaveLength(1);
    }
    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: authHeader(staffToken),
      payload: { name: 'A\u0000', email: 'a@example.com', password: 'Secret-123', role_id: 1 },
    });
    expect(admin.statusCode).toBe(422);
    expect(Object.keys(admin.json().errors)).toEqual(['name']);
  });
});

describe('integers are bounded to the database column', () => {
  const tooBig = String(INT32_MAX + 1);

  it('answers 404 for an id in the path', async () => {
    for (const method of ['GET', 'PUT', 'DELETE'] as const) {
      for (const id of [tooBig, '99999999999', '1e400', 'abc', '0', '-1']) {
        const res = await ctx.app.inject({
          method,
          url: `/api/admin/admins/${id}`,
          headers: { ...authHeader(staffToken), locale: 'en' },
          payload: method === 'PUT' ? { name: 'Someone' } : undefined,
        });
        expect(res.statusCode, `${method} ${id}`).toBe(404);
        expect(res.json()).toEqual({ message: 'The requested item was not found.' });
      }
    }
  });

  it('answers 422 for a query filter or a body field', async () => {
    for (const url of [
      `/api/article?category_id=${tooBig}`,
      `/api/article?subcategory_id=${tooBig}`,
      `/api/magazineSubcategory?magazine_category_id=${tooBig}`,
      `/api/article?page=${tooBig}`,
    ]) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(422);
    }
    const inRange = await ctx.app.inject({ method: 'GET', url: `/api/article?category_id=${INT32_MAX}` });
    expect(inRange.statusCode).toBe(200);

    const admin = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/admins',
      headers: authHeader(staffToken),
      payload: { name: 'Someone', email: 'big@example.com', password: 'Secret-123', role_id: tooBig },
    });
    expect(admin.statusCode).toBe(422);
    expect(Object.keys(admin.json().errors)).toEqual(['role_id']);
  });
});
