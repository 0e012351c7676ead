import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { badRequest, forbidden, notFound, tooManyRequests, unauthenticated } from '../errors';
import { createTestContext, type TestContext } from '../test/harness';
import { parseOrThrow, zodIssuesToFieldErrors } from './errors';
import type { ZodFastify, ZodTypeProvider } from './validation';

const INTERNAL = 'connection string postgres://secret@db';

const profileBody = z.object({
  name: z.string().min(3).max(10),
  email: z.email(),
  age: z.coerce.number().int().min(18).max(120),
  role: z.enum(['manager', 'clerk']),
  code: z.string().refine((v) => v.startsWith('X'), { params: { code: 'invalid_format' } }),
  translation: z.array(z.object({ name: z.string().min(1), local: z.enum(['ar', 'en']) })).min(1),
});

function routes(app: ZodFastify) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.post('/api/test/profile', { schema: { body: profileBody } }, async (request) => ({ data: request.body }));
  r.get(
    '/api/test/search',
    { schema: { querystring: z.object({ page: z.coerce.number().int().min(1) }) } },
    async (request) => ({
      data: request.query,
    }),
  );
  r.get('/api/test/401', async () => {
    throw unauthenticated();
  });
  r.get('/api/test/403', async () => {
    throw forbidden();
  });
  r.get('/api/test/404', async () => {
    throw notFound();
  });
  r.get('/api/test/429', async () => {
    throw tooManyRequests('login_throttled', { minutes: 15 });
  });
  r.get('/api/test/400', async () => {
    throw badRequest();
  });
  r.get('/api/test/500', async () => {
    throw new Error(INTERNAL);
  });
  r.get('/api/test/500-async', async () => {
    await Promise.resolve();
    JSON.parse('{not json');
  });
}

let ctx: TestContext;
let dev: TestContext;

beforeAll(async () => {
  ctx = await createTestContext({}, { extraRoutes: routes });
});
afterAll(async () => {
  await ctx?.close();
  await dev?.close();
});

function expectNoLeak(body: string) {
  expect(body).not.toMatch(/stack|at .*\.ts:\d+|node_modules|secret/i);
}

describe('validation failures (422)', () => {
  const invalid = {
    name: 'ab',
    email: 'not-an-email',
    age: 'abc',
    role: 'owner',
    code: 'Y1',
    translation: [{ name: '', local: 'fr' }],
  };

  it('answers per-field English messages with bracket field names', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/profile',
      headers: { locale: 'en' },
      payload: invalid,
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: 'The given data was invalid.',
      errors: {
        name: ['The name must be at least 3 characters.'],
        email: ['The email must be a valid e-mail address.'],
        age: ['The age must be a number.'],
        role: ['The selected role is invalid.'],
        code: ['The code format is invalid.'],
        'translation[0][name]': ['The name field is required.'],
        'translation[0][local]': ['The selected language is invalid.'],
      },
    });
  });

  it('answers the same in Arabic', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/profile', payload: invalid });
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe('البيانات المدخلة غير صحيحة.');
    expect(body.errors.name).toEqual(['يجب ألا يقل عدد أحرف حقل الاسم عن 3.']);
    expect(body.errors.email).toEqual(['حقل البريد الإلكتروني يجب أن يكون بريداً إلكترونياً صحيحاً.']);
    expect(body.errors['translation[0][name]']).toEqual(['حقل الاسم مطلوب.']);
  });

  it('tells missing fields (required) from wrong ones, and an empty body lists every field', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/test/profile', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(422);
    const { errors } = res.json();
    expect(Object.keys(errors).sort()).toEqual(['age', 'code', 'email', 'name', 'role', 'translation']);
    for (const messages of Object.values(errors))
      expect(messages).toEqual([expect.stringMatching(/field is required\.$/)]);
  });

  it('reports bounds on numbers and strings with their limits', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/profile',
      headers: { locale: 'en' },
      payload: { name: 'abcdefghijkl', email: 'a@b.co', age: 12, role: 'clerk', code: 'X1', translation: [] },
    });
    expect(res.json().errors).toEqual({
      name: ['The name may not be longer than 10 characters.'],
      age: ['The age must be at least 18.'],
      translation: ['The translation field is required.'],
    });
  });

  it('validates the query string with the same shape', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/search?page=0', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ page: ['The page must be at least 1.'] });
  });
});

describe('error bodies', () => {
  it.each([
    ['/api/test/401', 401, 'يجب تسجيل الدخول أولاً.'],
    ['/api/test/403', 403, 'ليس لديك صلاحية لتنفيذ هذا الإجراء.'],
    ['/api/test/404', 404, 'العنصر المطلوب غير موجود.'],
    ['/api/test/429', 429, 'محاولات دخول فاشلة كثيرة، يرجى المحاولة بعد 15 دقيقة.'],
    ['/api/test/400', 400, 'الطلب غير صالح.'],
  ])('%s answers %i with a message and nothing else', async (url, status, message) => {
    const res = await ctx.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(status);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toEqual({ message });
    expectNoLeak(res.body);
  });

  it('answers a real admin route without a token with 401', async () => {
    const route = ctx.app.adminRoutes.find((r) => !r.public && r.method === 'GET');
    expect(route).toBeDefined();
    const res = await ctx.app.inject({
      method: 'GET',
      url: route!.url.replace(/:\w+/g, '1'),
      headers: { locale: 'en' },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Please sign in first.' });
  });

  it('hides the internals of a 500', async () => {
    for (const url of ['/api/test/500', '/api/test/500-async']) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { locale: 'en' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ message: 'An unexpected error occurred, please try again later.' });
      expectNoLeak(res.body);
    }
  });

  it('answers 413 for a JSON body over the limit', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/profile',
      headers: { 'content-type': 'application/json', locale: 'en' },
      payload: JSON.stringify({ name: 'x'.repeat(1024 * 1024 + 10) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: 'The request or file is larger than allowed.' });
  });

  it('answers 415 for an unsupported content type', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/profile',
      headers: { 'content-type': 'application/xml', locale: 'en' },
      payload: '<profile/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toEqual({ message: 'The request content type is not supported.' });
  });

  it('answers 400 for malformed or prototype-poisoned JSON', async () => {
    for (const payload of ['{"name": ', '{"__proto__": {"admin": true}}', '{"constructor": {"prototype": {"x": 1}}}']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/test/profile',
        headers: { 'content-type': 'application/json', locale: 'en' },
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'The request is not valid.' });
    }
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('answers unknown API routes and non-GET requests with a JSON 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/nope'],
      ['POST', '/api/nope'],
      ['DELETE', '/somewhere'],
      ['GET', '/admin/admin-users?page=2'],
    ] as const) {
      const res = await ctx.app.inject({ method, url, headers: { locale: 'en', accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'The requested path does not exist.' });
    }
  });

  it('shows the internal message and stack of a 500 in development only', async () => {
    dev = await createTestContext({ env: 'development' }, { extraRoutes: routes });
    const res = await dev.app.inject({ method: 'GET', url: '/api/test/500', headers: { locale: 'en' } });
    expect(res.statusCode).toBe(500);
    const body = res.json();
    expect(body.message).toBe('An unexpected error occurred, please try again later.');
    expect(body.error).toBe(INTERNAL);
    expect(body.stack).toContain('Error: connection string');
  });
});

describe('hand validation helpers', () => {
  const schema = z.object({ email: z.email(), items: z.array(z.object({ qty: z.coerce.number().min(1) })) });

  it('parseOrThrow returns the parsed value', () => {
    expect(parseOrThrow(schema, { email: 'a@b.co', items: [{ qty: '2' }] })).toEqual({
      email: 'a@b.co',
      items: [{ qty: 2 }],
    });
  });

  it('parseOrThrow throws the 422 AppError with bracket field names', () => {
    try {
      parseOrThrow(schema, { items: [{ qty: '0' }] });
      expect.unreachable();
    } catch (error) {
      expect(error).toMatchObject({
        statusCode: 422,
        key: 'validation_failed',
        fieldErrors: {
          email: [{ key: 'required', params: { field: 'email' } }],
          'items[0][qty]': [{ key: 'too_small', params: { field: 'items[0][qty]', min: 1 } }],
        },
      });
    }
  });

  it('maps custom issues carrying a message code, and unknown keys of strict objects', () => {
    const strict = z
      .strictObject({ password: z.string() })
      .superRefine((_v, c) => c.addIssue({ code: 'custom', path: ['password'], params: { code: 'password_digit' } }));
    const input = { password: 'abc', extra: 1 };
    const result = strict.safeParse(input);
    expect(result.success).toBe(false);
    expect(zodIssuesToFieldErrors(result.error!.issues, { input })).toEqual({
      extra: [{ key: 'unknown_field', params: { field: 'extra' } }],
      password: [{ key: 'password_digit', params: { field: 'password' } }],
    });
  });

  it('recognises a missing value without the input, from the issue itself', () => {
    const result = z.object({ name: z.string() }).safeParse({});
    expect(zodIssuesToFieldErrors(result.error!.issues)).toEqual({
      name: [{ key: 'required', params: { field: 'name' } }],
    });
  });
});
