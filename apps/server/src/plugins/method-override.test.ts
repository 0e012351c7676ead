import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipartPayload } from '../lib/multipart-payload';
import { createTestContext, type TestContext } from '../test/harness';
import { rewriteUrl } from './method-override';

function routes(app: FastifyInstance) {
  const echo = async (request: { method: string; body: unknown; query: unknown }) => ({
    data: { method: request.method, body: request.body ?? null, query: request.query },
  });
  // The convention for spec routes updated with POST + _method.
  app.route({ method: ['POST', 'PUT'], url: '/api/test/items/:id', handler: echo });
  app.route({ method: 'PUT', url: '/api/test/put-only/:id', handler: echo });
  app.route({ method: 'DELETE', url: '/api/test/put-only/:id', handler: echo });
  app.route({ method: 'POST', url: '/api/test/post-only', handler: echo });
  app.route({ method: 'GET', url: '/api/test/read', handler: echo });
}

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: routes });
});
afterAll(() => ctx?.close());

describe('override before routing (query or header)', () => {
  it('turns POST ?_method=PUT into a PUT and drops _method from the query', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/put-only/5?a=1&_method=PUT&b[c]=2' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ method: 'PUT', query: { a: '1', 'b[c]': '2' } });
    expect(res.json().data.query).not.toHaveProperty('_method');
  });

  it('accepts lower case and DELETE', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/put-only/5?_method=delete' });
    expect(res.json().data.method).toBe('DELETE');
  });

  it('honours X-HTTP-Method-Override on a POST', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/put-only/5',
      headers: { 'x-http-method-override': 'PUT' },
      payload: { name: 'x' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ method: 'PUT', body: { name: 'x' } });
  });

  it('never overrides a GET, and never into GET', async () => {
    const get = await ctx.app.inject({ method: 'GET', url: '/api/test/read?_method=DELETE' });
    expect(get.json().data.method).toBe('GET');
    const intoGet = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/read?_method=GET',
      headers: { locale: 'en' },
    });
    expect(intoGet.statusCode).toBe(404);
  });

  it('keeps the rest of the query byte for byte', () => {
    const req = { method: 'POST', url: '/x?q=%D8%A3%D8%AD%D9%85%D8%AF&_method=PATCH&t=a+b', headers: {} };
    expect(rewriteUrl(req as unknown as IncomingMessage)).toBe('/x?q=%D8%A3%D8%AD%D9%85%D8%AF&t=a+b');
    expect(req.method).toBe('PATCH');
    const only = { method: 'POST', url: '/x?_method=PUT', headers: {} };
    expect(rewriteUrl(only as unknown as IncomingMessage)).toBe('/x');
    const untouched = { method: 'POST', url: '/x?y=1', headers: {} };
    expect(rewriteUrl(untouched as unknown as IncomingMessage)).toBe('/x?y=1');
    expect(untouched.method).toBe('POST');
  });
});

describe('override inside the body', () => {
  it('applies _method from a JSON body and removes it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/items/1',
      payload: { _method: 'PUT', name: 'a' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ method: 'PUT', body: { name: 'a' }, query: {} });
  });

  it('applies _method from an urlencoded body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/items/1',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=PUT&translation[0][name]=a',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ method: 'PUT', body: { translation: [{ name: 'a' }] } });
  });

  it('applies _method from a multipart body', async () => {
    const { payload, headers } = await multipartPayload([
      ['name', 'a'],
      ['_method', 'PUT'],
    ]);
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/items/1', headers, payload });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ method: 'PUT', body: { name: 'a' } });
  });

  it('a plain POST to a POST+PUT route stays a POST', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/items/1', payload: { name: 'a' } });
    expect(res.json().data.method).toBe('POST');
  });

  it('answers 405 when the route does not accept the method asked for', async () => {
    const cases = [
      { url: '/api/test/items/1', payload: { _method: 'DELETE' } },
      { url: '/api/test/post-only', payload: { _method: 'PUT' } },
      { url: '/api/test/post-only', payload: { _method: 'GET' } },
      { url: '/api/test/post-only', payload: { _method: ['PUT', 'PUT'] } },
    ];
    for (const { url, payload } of cases) {
      const en = await ctx.app.inject({ method: 'POST', url, payload, headers: { locale: 'en' } });
      expect(en.statusCode).toBe(405);
      expect(en.json()).toEqual({ message: 'The request method is not allowed for this path.' });
    }
    const ar = await ctx.app.inject({ method: 'POST', url: '/api/test/post-only', payload: { _method: 'PUT' } });
    expect(ar.json()).toEqual({ message: 'طريقة الطلب غير مسموحة لهذا المسار.' });
  });

  it('accepts a body _method that repeats the query override', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/items/1?_method=PUT',
      payload: { _method: 'put', name: 'a' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ method: 'PUT', body: { name: 'a' } });
  });
});

describe('every PUT and DELETE route has a POST twin', () => {
  it('reaches a PUT-only route and a DELETE-only route of the same URL with _method in any body', async () => {
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/put-only/5',
      payload: { _method: 'PUT', name: 'a' },
    });
    expect(json.statusCode).toBe(200);
    expect(json.json().data).toMatchObject({ method: 'PUT', body: { name: 'a' } });

    const { payload, headers } = await multipartPayload([
      ['_method', 'PUT'],
      ['image', { filename: 'a.txt', content: 'hello' }],
    ]);
    const multipart = await ctx.app.inject({ method: 'POST', url: '/api/test/put-only/5', headers, payload });
    expect(multipart.statusCode).toBe(200);
    expect(multipart.json().data.method).toBe('PUT');

    const form = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/put-only/5',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '_method=DELETE&reason=x',
    });
    expect(form.statusCode).toBe(200);
    expect(form.json().data).toMatchObject({ method: 'DELETE', body: { reason: 'x' } });
  });

  it('answers 405 to a twin POST without _method or with one the URL does not serve', async () => {
    for (const payload of [{ name: 'a' }, { _method: 'PATCH' }, { _method: 'GET' }]) {
      const res = await ctx.app.inject({ method: 'POST', url: '/api/test/put-only/5', payload });
      expect(res.statusCode).toBe(405);
    }
  });
});
