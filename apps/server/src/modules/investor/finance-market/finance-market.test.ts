import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { financeMarket, logActions } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';

const ctx = adminTestContext();
const { call } = ctx;

const body = (url: string, ar: string, en: string) => ({
  url,
  translation: [
    { local: 'ar', name: ar },
    { local: 'en', name: en },
  ],
});

const publicLinks = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/listFinanceMarket' })).json().data as Array<{
    id: number;
    url: string;
    translation: Array<{ local: string; name: string }>;
  }>;
const logFor = (id: number) => ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, id));

describe('admin finance market', () => {
  it('adds, reads, edits and deletes a link, logging each and changing the public list at once', async () => {
    await publicLinks(); // fills the public cache
    const created = await call(
      'POST',
      '/api/admin/financeMarket',
      body('https://www.saudiexchange.sa/a', 'تداول', 'Tadawul'),
    );
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toEqual({
      id: expect.any(Number),
      url: 'https://www.saudiexchange.sa/a',
      translation: [
        { local: 'ar', name: 'تداول' },
        { local: 'en', name: 'Tadawul' },
      ],
    });
    expect((await publicLinks()).find((l) => l.id === item.id)?.url).toBe('https://www.saudiexchange.sa/a');

    const list = await call('GET', '/api/admin/financeMarket?page=1&limit=5');
    expect(list.json()).toMatchObject({ total: expect.any(Number), data: expect.arrayContaining([item]) });
    expect((await call('GET', `/api/admin/financeMarket/${item.id}`)).json().data).toEqual(item);

    const edited = await call(
      'PUT',
      `/api/admin/financeMarket/${item.id}`,
      body('https://example.com/b', 'سوق', 'Market'),
    );
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data.translation[1].name).toBe('Market');
    expect((await publicLinks()).find((l) => l.id === item.id)?.translation[1]?.name).toBe('Market');

    const removed = await call('DELETE', `/api/admin/financeMarket/${item.id}`, undefined, { locale: 'en' });
    expect(removed.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    expect((await publicLinks()).map((l) => l.id)).not.toContain(item.id);
    expect((await logFor(item.id)).map((l) => [l.action, l.actionMode, l.subject])).toEqual([
      ['add finance market', 'create', 'finance_market'],
      ['update finance market', 'update', 'finance_market'],
      ['delete finance market', 'delete', 'finance_market'],
    ]);
    expect((await call('DELETE', `/api/admin/financeMarket/${item.id}`)).statusCode).toBe(404);
  });

  it('refuses a link that is not https and blank names, per field and in the request language', async () => {
    const before = await ctx.app.db.$count(financeMarket);
    const http = await call('POST', '/api/admin/financeMarket', body('http://example.com', 'أ', 'A'), { locale: 'en' });
    expect(http.statusCode).toBe(422);
    expect(http.json().errors).toEqual({ url: ['The link must be a valid link.'] });
    const arabic = await call('POST', '/api/admin/financeMarket', body('javascript:alert(1)', 'أ', 'A'));
    expect(arabic.json().errors).toEqual({ url: ['حقل الرابط يجب أن يكون رابطاً صحيحاً.'] });
    const blank = await call('POST', '/api/admin/financeMarket', body('https://example.com', '', 'A'));
    expect(blank.json().errors).toEqual({ 'translation[0][name]': ['حقل الاسم مطلوب.'] });
    const missing = await call('POST', '/api/admin/financeMarket', {}, { locale: 'en' });
    expect(Object.keys(missing.json().errors).sort()).toEqual(['translation', 'url']);
    expect(await ctx.app.db.$count(financeMarket)).toBe(before);
  });

  it('needs the finance market permissions', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list finance market'] });
    expect((await call('GET', '/api/admin/financeMarket', undefined, { as: reader.token })).statusCode).toBe(200);
    const add = await call('POST', '/api/admin/financeMarket', body('https://example.com', 'أ', 'A'), {
      as: reader.token,
    });
    expect(add.statusCode).toBe(403);
    const other = await signInAs(ctx.app, { permissions: ['list news'] });
    expect((await call('GET', '/api/admin/financeMarket', undefined, { as: other.token })).statusCode).toBe(403);
  });
});
