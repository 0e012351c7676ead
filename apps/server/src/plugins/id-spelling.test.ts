import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contactMessages, menuItems } from '../db/schema/index';
import { adminTestContext } from '../test/admin-context';
import { authHeader } from '../test/auth';
import { storedMessageId } from '../test/fixtures/messages-writes';

/**
 * One id schema everywhere: a positive integer in decimal digits (a JSON number, or its digits in a
 * form, query or path), nothing else. Every other spelling of an existing id is refused (404 in a path,
 * 422 in a body or query) and changes nothing.
 */
const ctx = adminTestContext({ locale: 'en' });
const { call } = ctx;

/** Spellings that a lenient number conversion reads as `n`. */
const hostileText = (n: number) => [` ${n}`, `${n} `, `0${n}`, `+${n}`, `0x${n.toString(16)}`, `${n}.0`, `${n}e0`];
/** JSON values that are not ids, whatever a coercion makes of them. */
const hostileJson = (n: number) => [true, [n], { n }, `${n}.0`, `0${n}`, ` ${n}`];

const exists = async (id: number) => (await ctx.app.db.$count(contactMessages, eq(contactMessages.id, id))) === 1;

const form = (url: string, body: string) =>
  ctx.app.inject({
    method: 'POST',
    url,
    payload: body,
    headers: { ...authHeader(ctx.token), locale: 'en', 'content-type': 'application/x-www-form-urlencoded' },
  });

describe('ids are positive integers in decimal digits, nothing else', () => {
  it('a path id in any other spelling is not found, and nothing is deleted', async () => {
    const id = await storedMessageId(ctx.app);
    for (const spelling of hostileText(id)) {
      const path = `/api/admin/messages/${encodeURIComponent(spelling)}`;
      expect((await call('GET', path)).statusCode, spelling).toBe(404);
      const deleted = await call('DELETE', path);
      expect(deleted.statusCode, spelling).toBe(404);
      expect(deleted.json()).toEqual({ message: 'The requested item was not found.' });
    }
    expect((await call('GET', '/api/admin/home_page_sections/02')).statusCode).toBe(404);
    expect((await call('GET', '/api/admin/home_page_sections/0x2')).statusCode).toBe(404);
    expect(await exists(id)).toBe(true);
    expect((await call('GET', `/api/admin/messages/${id}`)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/messages/${id}`)).statusCode).toBe(200);
    expect(await exists(id)).toBe(false);
  });

  it('an ids list refuses any other spelling with 422, deleting nothing', async () => {
    const id = await storedMessageId(ctx.app);
    for (const value of [...hostileText(id), ...hostileJson(id)]) {
      const refused = await call('POST', '/api/admin/messages/bulkDelete', { ids: [value] });
      expect(refused.statusCode, JSON.stringify(value)).toBe(422);
      expect(Object.keys(refused.json().errors), JSON.stringify(value)).toEqual(['ids[0]']);
    }
    for (const value of hostileText(id)) {
      const body = `ids%5B0%5D=${encodeURIComponent(value)}`;
      expect((await form('/api/admin/messages/bulkDelete', body)).statusCode, value).toBe(422);
    }
    expect(await exists(id)).toBe(true);
  });

  it('the canonical spellings still work: a JSON number, and "n" in a form as ids[]=n or ids[0]=n', async () => {
    const [a, b, c] = [await storedMessageId(ctx.app), await storedMessageId(ctx.app), await storedMessageId(ctx.app)];
    expect((await call('POST', '/api/admin/messages/bulkDelete', { ids: [a] })).statusCode).toBe(200);
    expect((await form('/api/admin/messages/bulkDelete', `ids%5B%5D=${b}`)).statusCode).toBe(200);
    expect((await form('/api/admin/messages/bulkDelete', `ids%5B0%5D=${c}`)).statusCode).toBe(200);
    expect([await exists(a), await exists(b), await exists(c)]).toEqual([false, false, false]);
  });

  it('a body id field refuses any other spelling with 422, changing nothing', async () => {
    const row = { title_ar: 'من نحن', title_en: 'About us', uri: '/about-us', order: 1, active: 1 };
    const saved = await call('POST', '/api/admin/menus', { items: [row] });
    expect(saved.statusCode).toBe(200);
    const id = saved.json().data[0].id as number;
    const before = await ctx.app.db.select().from(menuItems);
    for (const value of [...hostileText(id), ...hostileJson(id)]) {
      const refused = await call('POST', '/api/admin/menus', { items: [{ ...row, id: value, title_en: 'Changed' }] });
      expect(refused.statusCode, JSON.stringify(value)).toBe(422);
      expect(Object.keys(refused.json().errors), JSON.stringify(value)).toEqual(['items[0][id]']);
    }
    expect(await ctx.app.db.select().from(menuItems)).toEqual(before);
    const kept = await call('POST', '/api/admin/menus', { items: [{ ...row, id: String(id), title_en: 'Company' }] });
    expect(kept.json().data).toMatchObject([{ id, title_en: 'Company' }]);
  });

  it('a query filter refuses any other spelling with 422; its digits work', async () => {
    for (const spelling of hostileText(1)) {
      const url = `/api/article?category_id=${encodeURIComponent(spelling)}`;
      const refused = await ctx.app.inject({ method: 'GET', url, headers: { locale: 'en' } });
      expect(refused.statusCode, spelling).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['category_id']);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/article?category_id=1' })).statusCode).toBe(200);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/article?page=01' })).statusCode).toBe(422);
  });
});
