import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { news } from '../db/schema/index';
import { authHeader, signInAsSuperAdmin } from '../test/auth';
import { createTestContext, type TestContext } from '../test/harness';
import { postMultipart, translationEntries } from '../test/multipart';

let ctx: TestContext;
let token: string;
let nextIp = 1;
beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx?.close());

const RLO = '\u202E';
const RLM = '\u200F';

describe('direction controls in plain text', () => {
  it("refuse a visitor's contact message field with the message in the request's language", async () => {
    const valid = {
      name: 'سارة أحمد',
      email: 'sara@example.com',
      phone: '+966 55 123 4567',
      title: 'استفسار عن التوصيل',
      message: 'هل يتوفر التوصيل إلى حي الياسمين؟',
    };
    for (const [locale, text] of [
      ['en', 'The name contains invisible direction characters; please retype it.'],
      ['ar', 'حقل الاسم يحتوي على رموز اتجاه غير مرئية؛ يرجى إعادة كتابته.'],
    ] as const) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/contactUs',
        payload: { ...valid, name: `سارة ${RLO}دمحأ` },
        headers: { locale, 'x-forwarded-for': `198.51.100.${nextIp++}` },
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ name: [text] });
    }
    const joined = await ctx.app.inject({
      method: 'POST',
      url: '/api/contactUs',
      // The zero-width non-joiner is ordinary Persian spelling, the diacritics ordinary Arabic.
      payload: { ...valid, name: 'مُحَمَّد می\u200Cخواهم' },
      headers: { locale: 'en', 'x-forwarded-for': `198.51.100.${nextIp++}` },
    });
    expect(joined.statusCode).toBe(201);
  });

  it('refuse a staff form field (a role name), naming the field', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/admin/roles',
      payload: { name_ar: 'مشرف', name_en: `Manager${RLM}`, permissions: ['list news'] },
      headers: { ...authHeader(token), locale: 'en' },
    });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['name_en']);
    expect(res.json().errors.name_en[0]).toMatch(/invisible direction characters/);
  });

  it('refuse the plain name of a rich-text form but are only stripped from its rich text', async () => {
    const refused = await postMultipart(
      ctx.app,
      '/api/admin/news',
      translationEntries({ ar: `خبر${RLO}`, en: 'News' }),
      { token, locale: 'en' },
    );
    expect(refused.statusCode).toBe(422);
    expect(Object.keys(refused.json().errors)).toEqual(['translation[0][name]']);

    const saved = await postMultipart(
      ctx.app,
      '/api/admin/news',
      translationEntries(
        { ar: 'خبر جديد', en: 'New item' },
        { ar: `<p>نص ${RLM}مهم</p>`, en: `<p title="x">Text ${RLO}reversed</p>` },
      ),
      { token, locale: 'en' },
    );
    expect(saved.statusCode).toBe(201);
    const [row] = await ctx.app.db.select().from(news).where(eq(news.id, saved.json().data.id));
    expect(JSON.stringify(row)).not.toMatch(/[\u200F\u202E]/);
    expect(JSON.stringify(row)).toContain('Text reversed');
  });

  it('are taken out of query text instead of refusing it', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: `/api/listNews?page=${encodeURIComponent(`${RLM}1`)}&limit=5`,
      headers: { locale: 'en' },
    });
    expect(res.statusCode).toBe(200);
  });
});
