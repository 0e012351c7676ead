import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { logActions, news } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../../test/auth';
import { peExecutable, solidImage } from '../../../test/files';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postMultipart, translationEntries } from '../../../test/multipart';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

const png = () => solidImage('png', { width: 12, height: 8, background: '#06c' });

const newsEntries = translationEntries;

const send = (url: string, entries: MultipartEntry[], options: { locale?: string; as?: string } = {}) =>
  postMultipart(ctx.app, url, entries, { token: options.as ?? token, locale: options.locale ?? 'ar' });

const logFor = (id: number) => ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, id));
const publicNews = async (locale = 'ar') =>
  (await ctx.app.inject({ method: 'GET', url: '/api/listNews?limit=100', headers: { locale } })).json().data as Array<{
    id: number;
    translation: Array<{ name: string; content: string }>;
  }>;
const storedImage = async (id: number) =>
  (await ctx.app.db.select().from(news).where(eq(news.id, id)))[0]?.image ?? null;
const exists = async (key: string | null) => key !== null && (await ctx.app.storage.stat('public', key)) !== null;

describe('admin news', () => {
  it('creates a news item with an image, sanitized content and a log row, shown on the public site at once', async () => {
    await publicNews(); // fills the public cache
    const entries = newsEntries(
      { ar: 'افتتاح فرع جديد', en: 'A new branch opens' },
      { ar: '<p>نص <script>alert(1)</script><strong>مهم</strong></p>', en: '<p onclick="x()">Text</p>' },
    );
    entries.push(['image', { filename: 'photo.png', content: await png(), type: 'image/png' }]);
    const response = await send('/api/admin/news', entries);
    expect(response.statusCode).toBe(201);
    const item = response.json().data;
    expect(item.image).toMatch(/^\/uploads\/news\/.+\.png$/);
    expect(item.translation).toEqual([
      { local: 'ar', name: 'افتتاح فرع جديد', content: '<p>نص <strong>مهم</strong></p>' },
      { local: 'en', name: 'A new branch opens', content: '<p>Text</p>' },
    ]);
    const [log] = await logFor(item.id);
    expect(log).toMatchObject({
      action: 'add news',
      actionMode: 'create',
      subject: 'news',
      subjectName: 'افتتاح فرع جديد',
    });
    expect((await publicNews()).map((n) => n.id)).toContain(item.id);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/news/${item.id}`,
      headers: authHeader(token),
    });
    expect(detail.json().data).toEqual(item);
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/news?page=1&limit=5',
      headers: authHeader(token),
    });
    expect(list.json()).toMatchObject({ total: expect.any(Number), data: expect.arrayContaining([item]) });
  });

  it('refuses missing and blank texts with per-field messages in the request language, storing nothing', async () => {
    const before = await ctx.app.db.$count(news);
    const empty = await send('/api/admin/news', [], { locale: 'en' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.translation).toEqual([expect.stringMatching(/required/)]);

    const blank = await send('/api/admin/news', newsEntries({ ar: 'خبر', en: '  ' }), { locale: 'en' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ 'translation[1][name]': ['The name field is required.'] });

    const arabic = await send('/api/admin/news', newsEntries({ ar: '', en: 'News' }), { locale: 'ar' });
    expect(arabic.json().errors['translation[0][name]']).toEqual(['حقل الاسم مطلوب.']);

    const oneLanguage = await send('/api/admin/news', newsEntries({ ar: 'خبر', en: 'News' }).slice(0, 3), {
      locale: 'en',
    });
    expect(oneLanguage.statusCode).toBe(422);
    expect(Object.keys(oneLanguage.json().errors)).toEqual(['translation']);
    expect(await ctx.app.db.$count(news)).toBe(before);
  });

  it('refuses a file that is not an image by its content, storing nothing and logging nothing', async () => {
    const logs = await ctx.app.db.$count(logActions);
    const entries = newsEntries({ ar: 'خبر', en: 'News' });
    entries.push(['image', { filename: 'photo.png', content: peExecutable(), type: 'image/png' }]);
    const response = await send('/api/admin/news', entries, { locale: 'en' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['image']);
    expect(await ctx.app.db.$count(logActions)).toBe(logs);
  });

  it('edits with POST and _method=PUT in the multipart body, replacing the image and removing the old file', async () => {
    const first = newsEntries({ ar: 'قبل', en: 'Before' });
    first.push(['image', { filename: 'a.png', content: await png(), type: 'image/png' }]);
    const created = (await send('/api/admin/news', first)).json().data;
    const oldKey = await storedImage(created.id);

    const edit = newsEntries({ ar: 'بعد', en: 'After' });
    edit.push(['_method', 'PUT'], ['image', { filename: 'b.png', content: await png(), type: 'image/png' }]);
    const updated = await send(`/api/admin/news/${created.id}`, edit);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.translation[1].name).toBe('After');
    expect(await exists(oldKey)).toBe(false);
    expect(await exists(await storedImage(created.id))).toBe(true);
    expect((await publicNews('en')).find((n) => n.id === created.id)?.translation[1]?.name).toBe('After');

    // Without a new file the image stays.
    const keep = await send(`/api/admin/news/${created.id}`, [
      ...newsEntries({ ar: 'ثالث', en: 'Third' }),
      ['_method', 'PUT'],
    ]);
    expect(keep.statusCode).toBe(200);
    expect(keep.json().data.image).toBe(updated.json().data.image);
    expect((await logFor(created.id)).map((l) => l.actionMode)).toEqual(['create', 'update', 'update']);
  });

  it('deletes a news item and its image; the public list drops it', async () => {
    const entries = newsEntries({ ar: 'للحذف', en: 'To delete' });
    entries.push(['image', { filename: 'a.png', content: await png(), type: 'image/png' }]);
    const created = (await send('/api/admin/news', entries)).json().data;
    const key = await storedImage(created.id);
    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${created.id}`,
      headers: { ...authHeader(token), locale: 'en' },
    });
    expect(removed.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    expect(await exists(key)).toBe(false);
    expect((await publicNews()).map((n) => n.id)).not.toContain(created.id);
    const again = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/news/${created.id}`,
      headers: authHeader(token),
    });
    expect(again.statusCode).toBe(404);
  });

  it('needs the news permissions', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list news'] });
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/news', headers: authHeader(reader.token) });
    expect(list.statusCode).toBe(200);
    const add = await send('/api/admin/news', newsEntries({ ar: 'خبر', en: 'News' }), { as: reader.token });
    expect(add.statusCode).toBe(403);
  });
});
