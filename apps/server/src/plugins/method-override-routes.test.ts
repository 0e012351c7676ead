import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admins } from '../db/schema/index';
import { multipartPayload } from '../lib/multipart-payload';
import { authHeader, signInAs, signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx?.close());

const concrete = (url: string) => url.replace(/:[A-Za-z_]+/g, '999999');

function answer(res: LightMyRequestResponse) {
  return { status: res.statusCode, body: res.body };
}

describe('POST with _method reaches every PUT and DELETE route, with the same checks', () => {
  it('answers exactly what the method itself answers, for every body encoding and every caller', async () => {
    const routes = ctx.app.registeredRoutes.filter((r) => r.method === 'PUT' || r.method === 'DELETE');
    expect(routes.length).toBeGreaterThan(1);
    const superAdmin = await signInAsSuperAdmin(ctx.app);
    const nobody = await signInAs(ctx.app, { permissions: [] });
    const callers = [{}, authHeader(nobody.token), authHeader(superAdmin.token)];
    for (const route of routes) {
      const url = concrete(route.url);
      const method = route.method as 'PUT';
      for (const headers of callers) {
        const label = `${method} ${route.url} ${JSON.stringify(headers).length}`;
        const fields = { name: 'Someone new' };
        const direct = await ctx.app.inject({ method, url, headers: { ...headers, locale: 'en' }, payload: fields });
        const viaJson = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, locale: 'en' },
          payload: { ...fields, _method: method },
        });
        expect(answer(viaJson), `${label} json`).toEqual(answer(direct));
        const viaForm = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, locale: 'en', 'content-type': 'application/x-www-form-urlencoded' },
          payload: `name=Someone+new&_method=${method}`,
        });
        expect(answer(viaForm), `${label} urlencoded`).toEqual(answer(direct));
        const multipart = await multipartPayload([
          ['name', 'Someone new'],
          ['_method', method.toLowerCase()],
        ]);
        const viaMultipart = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { ...headers, locale: 'en', ...multipart.headers },
          payload: multipart.payload,
        });
        expect(answer(viaMultipart), `${label} multipart`).toEqual(answer(direct));
      }
    }
  });

  it('updates and deletes an admin user through POST /api/admin/admins/{id}', async () => {
    const superAdmin = await signInAsSuperAdmin(ctx.app);
    const target = await signInAs(ctx.app, { permissions: [] });
    const { payload, headers } = await multipartPayload([
      ['_method', 'PUT'],
      ['name', 'Renamed by form'],
      ['email', target.email],
      ['role_id', String(target.roleId)],
    ]);
    const put = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/admins/${target.adminId}`,
      headers: { ...authHeader(superAdmin.token), ...headers },
      payload,
    });
    expect(put.statusCode).toBe(200);
    expect(put.json().data.name).toBe('Renamed by form');

    const del = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/admins/${target.adminId}`,
      headers: authHeader(superAdmin.token),
      payload: { _method: 'DELETE' },
    });
    expect(del.statusCode).toBe(200);
    const left = await ctx.app.db.select().from(admins);
    expect(left.some((row) => row.id === target.adminId)).toBe(false);
  });
});
