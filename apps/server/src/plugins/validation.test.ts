import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestContext, type TestContext } from '../test/harness';
import type { ZodFastify, ZodTypeProvider } from './validation';

const item = z.object({ id: z.number(), name: z.string() });

function routes(app: ZodFastify) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/test/items',
    {
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).default(1),
          active: z.enum(['0', '1']).optional(),
        }),
        response: { 200: z.object({ data: z.array(item), page: z.number() }) },
      },
    },
    // The extra `secret` field must not survive the response schema.
    async (request) => ({ data: [{ id: 1, name: 'a', secret: 'x' }], page: request.query.page }),
  );
  r.post(
    '/api/test/items',
    { schema: { body: z.object({ name: z.string().min(1), price: z.coerce.number().positive() }) } },
    async (request) => ({
      data: { name: request.body.name, price: request.body.price, type: typeof request.body.price },
    }),
  );
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: routes });
});
afterAll(() => ctx?.close());

describe('zod validation and serialization', () => {
  it('coerces and defaults query values', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/items' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: [{ id: 1, name: 'a' }], page: 1 });
    const second = await ctx.app.inject({ method: 'GET', url: '/api/test/items?page=3' });
    expect(second.json().page).toBe(3);
  });

  it('serializes through the response schema, dropping undeclared fields', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/items' });
    expect(res.body).not.toContain('secret');
  });

  it('gives handlers the parsed body (numbers coerced from form strings)', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/items',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Panadol&price=12.50',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ name: 'Panadol', price: 12.5, type: 'number' });
  });

  it('refuses bad query values with 422', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/items?active=2', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ active: ['The selected status is invalid.'] });
  });

  it('treats a request without a body as an empty form', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/items', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The name field is required.'],
      price: ['The price field is required.'],
    });
  });
});
