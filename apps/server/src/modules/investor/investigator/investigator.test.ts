import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { investigators, logActions } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../../test/auth';
import { solidImage } from '../../../test/files';
import { createTestContext, type TestContext } from '../../../test/harness';
import { postMultipart, translationEntries } from '../../../test/multipart';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

const entries = translationEntries;

const send = (url: string, parts: MultipartEntry[], options: { locale?: string; as?: string } = {}) =>
  postMultipart(ctx.app, url, parts, { token: options.as ?? token, locale: options.locale ?? 'ar' });

const png = () => solidImage('png', { width: 10, height: 10, background: '#393' });
const publicEntries = async () =>
  (await ctx.app.inject({ method: 'GET', url: '/api/listInvestigator' })).json().data as Array<{
    id: number;
    image: string | null;
    translation: Array<{ local: string; name: string; content: string }>;
  }>;
const logFor = (id: number) => ctx.app.db.select().from(logActions).where(eq(logActions.subjectId, id));
const exists = async (key: string | null) => key !== null && (await ctx.app.storage.stat('public', key)) !== null;

describe('admin investigator', () => {
  it('creates the entry with an image and sanitized content, then edits it with _method=PUT, shown publicly at once', async () => {
    await publicEntries();
    const first = entries({ ar: 'أحمد', en: 'Ahmed' }, { ar: '<p>هاتف<script>x()</script></p>', en: '<p>Phone</p>' });
    first.push(['image', { filename: 'p.png', content: await png(), type: 'image/png' }]);
    const created = await send('/api/admin/investigator', first);
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item.image).toMatch(/^\/uploads\/investigator\/.+\.png$/);
    expect(item.translation[0]).toEqual({ local: 'ar', name: 'أحمد', content: '<p>هاتف</p>' });
    expect((await publicEntries()).find((e) => e.id === item.id)?.translation[1]?.name).toBe('Ahmed');
    const [oldRow] = await ctx.app.db.select().from(investigators).where(eq(investigators.id, item.id));

    const edit = entries({ ar: 'محمد', en: 'Mohammed' });
    edit.push(['_method', 'PUT'], ['image', { filename: 'q.png', content: await png(), type: 'image/png' }]);
    const updated = await send(`/api/admin/investigator/${item.id}`, edit);
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.translation[1].name).toBe('Mohammed');
    expect(await exists(oldRow!.image)).toBe(false);
    expect((await publicEntries()).find((e) => e.id === item.id)?.translation[1]?.name).toBe('Mohammed');

    const keep = await send(`/api/admin/investigator/${item.id}`, [
      ...entries({ ar: 'ب', en: 'B' }),
      ['_method', 'PUT'],
    ]);
    expect(keep.json().data.image).toBe(updated.json().data.image);

    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/admin/investigator/${item.id}`,
      headers: authHeader(token),
    });
    expect(detail.json().data).toEqual(keep.json().data);
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/investigator', headers: authHeader(token) });
    expect(list.json()).toMatchObject({ total: expect.any(Number), data: expect.arrayContaining([keep.json().data]) });

    const removed = await ctx.app.inject({
      method: 'DELETE',
      url: `/api/admin/investigator/${item.id}`,
      headers: authHeader(token),
    });
    expect(removed.statusCode).toBe(200);
    expect((await publicEntries()).map((e) => e.id)).not.toContain(item.id);
    expect((await logFor(item.id)).map((l) => [l.action, l.actionMode])).toEqual([
      ['manage investigator', 'create'],
      ['manage investigator', 'update'],
      ['manage investigator', 'update'],
      ['manage investigator', 'delete'],
    ]);
  });

  it('refuses blank texts per field in both languages, storing nothing', async () => {
    const before = await ctx.app.db.$count(investigators);
    const en = await send('/api/admin/investigator', entries({ ar: 'أ', en: ' ' }, { ar: '<p>x</p>', en: '' }), {
      locale: 'en',
    });
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      'translation[1][name]': ['The name field is required.'],
      'translation[1][content]': ['The content field is required.'],
    });
    const ar = await send('/api/admin/investigator', entries({ ar: '', en: 'A' }));
    expect(ar.json().errors).toEqual({ 'translation[0][name]': ['حقل الاسم مطلوب.'] });
    expect(await ctx.app.db.$count(investigators)).toBe(before);
  });

  it('needs manage investigator', async () => {
    const other = await signInAs(ctx.app, { permissions: ['list news'] });
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/investigator',
      headers: authHeader(other.token),
    });
    expect(list.statusCode).toBe(403);
    const add = await send('/api/admin/investigator', entries({ ar: 'أ', en: 'A' }), { as: other.token });
    expect(add.statusCode).toBe(403);
  });
});
