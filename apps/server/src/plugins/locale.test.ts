import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/harness';
import { parseLocale } from './locale';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext(
    {},
    {
      extraRoutes(app) {
        app.get('/api/test/locale', async (request) => ({
          data: {
            locale: request.locale,
            message: request.t('not_found'),
            field: request.t('required', { field: 'email' }),
          },
        }));
      },
    },
  );
});
afterAll(() => ctx?.close());

describe('locale', () => {
  it('defaults to Arabic without a locale header', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/locale' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({
      locale: 'ar',
      message: 'العنصر المطلوب غير موجود.',
      field: 'حقل البريد الإلكتروني مطلوب.',
    });
  });

  it('answers in English with locale: en', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/locale', headers: { locale: 'en' } });
    expect(res.json().data).toEqual({
      locale: 'en',
      message: 'The requested item was not found.',
      field: 'The email field is required.',
    });
  });

  it('answers in Arabic with locale: ar', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/locale', headers: { locale: 'ar' } });
    expect(res.json().data.locale).toBe('ar');
  });

  it('falls back to Arabic for an unknown language', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/test/locale', headers: { locale: 'fr' } });
    expect(res.json().data.locale).toBe('ar');
  });

  it('localizes the framework answers too (unknown route)', async () => {
    const en = await ctx.app.inject({ method: 'GET', url: '/api/nope', headers: { locale: 'en' } });
    const ar = await ctx.app.inject({ method: 'GET', url: '/api/nope' });
    expect(en.json()).toEqual({ message: 'The requested path does not exist.' });
    expect(ar.json()).toEqual({ message: 'المسار المطلوب غير موجود.' });
  });

  it('parses region and case variants', () => {
    expect(parseLocale('EN')).toBe('en');
    expect(parseLocale('en-US')).toBe('en');
    expect(parseLocale('ar_SA')).toBe('ar');
    expect(parseLocale(['en', 'ar'])).toBe('en');
    expect(parseLocale('')).toBe('ar');
    expect(parseLocale(undefined)).toBe('ar');
    expect(parseLocale('english')).toBe('ar');
  });
});
