import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let app: FastifyInstance;
let nextIp = 1;

beforeAll(async () => {
  ctx = await createTestContext();
  app = ctx.app;
});

afterAll(async () => {
  await ctx?.close();
});

/** Each test sends from its own address so the rate limit of one does not spill into another. */
const freshIp = () => `198.51.100.${nextIp++}`;

const valid = {
  name: 'سارة أحمد',
  email: 'sara@example.com',
  phone: '+966 55 123 4567',
  title: 'استفسار عن التوصيل',
  message: 'هل يتوفر التوصيل إلى حي الياسمين في الرياض؟',
};

function send(url: string, payload: unknown, options: { ip?: string; locale?: string } = {}) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as Record<string, unknown>,
    headers: { locale: options.locale ?? 'ar', 'x-forwarded-for': options.ip ?? freshIp() },
  });
}

describe('POST /api/contactUs and /api/contactInvestor', () => {
  it('stores a contact message with kind contact and answers 201 with a localized confirmation', async () => {
    const res = await send('/api/contactUs', valid);
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data).toEqual({ id: expect.any(Number), message: 'تم إرسال رسالتك بنجاح.' });
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, data.id));
    expect(row).toMatchObject({
      kind: 'contact',
      name: 'سارة أحمد',
      email: 'sara@example.com',
      phone: '+966551234567',
      title: 'استفسار عن التوصيل',
      message: valid.message,
      locale: 'ar',
    });
  });

  it('stores an investor message with kind investor', async () => {
    const res = await send('/api/contactInvestor', { ...valid, title: 'Dividend policy' }, { locale: 'en' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toBe('Your message has been sent successfully.');
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data.id));
    expect(row).toMatchObject({ kind: 'investor', title: 'Dividend policy', locale: 'en' });
  });

  it('accepts a urlencoded form and Arabic-Indic digits in the phone', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/contactUs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': freshIp() },
      payload: new URLSearchParams({ ...valid, phone: '٠٥٥١٢٣٤٥٦٧' }).toString(),
    });
    expect(res.statusCode).toBe(201);
    const [row] = await app.db.select().from(contactMessages).where(eq(contactMessages.id, res.json().data.id));
    expect(row!.phone).toBe('0551234567');
  });

  it('reports every missing field at once, in Arabic and in English', async () => {
    for (const url of ['/api/contactUs', '/api/contactInvestor']) {
      const ar = await send(url, {});
      expect(ar.statusCode).toBe(422);
      expect(ar.json()).toEqual({
        message: 'البيانات المدخلة غير صحيحة.',
        errors: {
          name: ['حقل الاسم مطلوب.'],
          email: ['حقل البريد الإلكتروني مطلوب.'],
          // The form's own labels: "رقم الجوال" and "الموضوع", as the contact form shows them.
          phone: ['حقل رقم الجوال مطلوب.'],
          title: ['حقل الموضوع مطلوب.'],
          message: ['حقل الرسالة مطلوب.'],
        },
      });
      const en = await send(url, { ...valid, name: '  ', message: '' }, { locale: 'en' });
      expect(en.statusCode).toBe(422);
      expect(en.json().errors).toEqual({
        name: ['The Name field is required.'],
        message: ['The Message field is required.'],
      });
    }
  });

  it('checks the e-mail, the phone and the lengths', async () => {
    const res = await send(
      '/api/contactUs',
      {
        name: 'x'.repeat(121),
        email: 'not-an-email',
        phone: '12-34',
        title: 't'.repeat(201),
        message: 'm'.repeat(5001),
      },
      { locale: 'en' },
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      name: ['The Name may not be longer than 120 characters.'],
      email: ['The E-mail must be a valid e-mail address.'],
      phone: ['The Mobile number must be a valid phone number of 7 to 15 digits.'],
      title: ['The Subject may not be longer than 200 characters.'],
      message: ['The Message may not be longer than 5000 characters.'],
    });
    const ar = await send('/api/contactUs', { ...valid, phone: '+96655123456789012' });
    expect(ar.json().errors).toEqual({ phone: ['حقل رقم الجوال يجب أن يكون رقم هاتف صحيحاً من 7 إلى 15 رقماً.'] });
    // Exactly at the limits is fine.
    const edge = await send('/api/contactUs', {
      ...valid,
      name: 'x'.repeat(120),
      title: 't'.repeat(200),
      message: 'm'.repeat(5000),
      phone: '1234567',
    });
    expect(edge.statusCode).toBe(201);
  });

  it('limits each address to 5 messages per 10 minutes, across both forms, with a localized 429', async () => {
    const ip = freshIp();
    // Refused submissions do not use the quota.
    expect((await send('/api/contactUs', {}, { ip })).statusCode).toBe(422);
    for (let i = 0; i < 5; i++) {
      const url = i % 2 === 0 ? '/api/contactUs' : '/api/contactInvestor';
      expect((await send(url, valid, { ip })).statusCode).toBe(201);
    }
    const before = (await app.db.select({ id: contactMessages.id }).from(contactMessages)).length;
    const refused = await send('/api/contactInvestor', valid, { ip, locale: 'en' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toMatch(
      /^You have sent several submissions in a short time, please try again in \d+ minutes\.$/,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(600);
    const refusedAr = await send('/api/contactUs', valid, { ip });
    expect(refusedAr.statusCode).toBe(429);
    expect(refusedAr.json().message).toContain('يرجى المحاولة بعد');
    expect((await app.db.select({ id: contactMessages.id }).from(contactMessages)).length).toBe(before);
    // Another address is not affected.
    expect((await send('/api/contactUs', valid)).statusCode).toBe(201);
  });

  it('holds the limit when submissions from one address arrive together', async () => {
    const ip = freshIp();
    const answers = await Promise.all(Array.from({ length: 12 }, () => send('/api/contactUs', valid, { ip })));
    const statuses = answers.map((res) => res.statusCode).sort();
    expect(statuses.filter((s) => s === 201)).toHaveLength(5);
    expect(statuses.filter((s) => s === 429)).toHaveLength(7);
  });
});
