import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, logActions, magazineCategories, magazineSubcategories } from '../../db/schema/index';
import { type MultipartEntry, multipartPayload } from '../../lib/multipart-payload';
import { authHeader, signInAs, signInAsSuperAdmin } from '../../test/auth';
import { solidImage } from '../../test/files';
import { createTestContext, type TestContext } from '../../test/harness';

let ctx: TestContext;
let token: string;

beforeAll(async () => {
  ctx = await createTestContext();
  token = (await signInAsSuperAdmin(ctx.app)).token;
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

function call(method: Method, url: string, payload?: object, options: { locale?: string; as?: string } = {}) {
  return ctx.app.inject({
    method,
    url,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
    headers: { ...authHeader(options.as ?? token), locale: options.locale ?? 'ar' },
  });
}

async function send(url: string, entries: MultipartEntry[], options: { locale?: string; as?: string } = {}) {
  const { payload, headers } = await multipartPayload(entries);
  return ctx.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { ...headers, ...authHeader(options.as ?? token), locale: options.locale ?? 'ar' },
  });
}

const names = (ar: string, en: string) => ({
  translation: [
    { locale: 'ar', name: ar },
    { locale: 'en', name: en },
  ],
});

function articleEntries(
  categoryId: number | string,
  subcategoryId: number | string | null,
  name: { ar: string; en: string },
  extra: MultipartEntry[] = [],
): MultipartEntry[] {
  return [
    ['category_id', String(categoryId)],
    ...(subcategoryId === null ? [] : ([['subcategory_id', String(subcategoryId)]] as MultipartEntry[])),
    ['active', '1'],
    ['translation[0][locale]', 'ar'],
    ['translation[0][name]', name.ar],
    ['translation[0][description]', '<p>نص <script>alert(1)</script><strong>مهم</strong></p>'],
    ['translation[0][tags][0]', 'صحة'],
    ['translation[0][tags][1]', 'غذاء'],
    ['translation[1][locale]', 'en'],
    ['translation[1][name]', name.en],
    ['translation[1][description]', '<p onclick="x()">Text</p>'],
    ['translation[1][tags]', 'health, food , health'],
    ...extra,
  ];
}

const logsFor = (subject: string, id: number) =>
  ctx.app.db
    .select()
    .from(logActions)
    .where(eq(logActions.subjectId, id))
    .then((rows) => rows.filter((r) => r.subject === subject));

const publicGet = async (url: string, locale = 'ar') =>
  (await ctx.app.inject({ method: 'GET', url, headers: { locale } })).json();

async function newSection(ar: string, en: string): Promise<number> {
  const response = await call('POST', '/api/admin/magazineCategory', names(ar, en));
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

async function newSubsection(categoryId: number, ar: string, en: string): Promise<number> {
  const response = await call('POST', '/api/admin/magazineSubcategory', {
    magazine_category_id: categoryId,
    ...names(ar, en),
  });
  expect(response.statusCode).toBe(201);
  return response.json().data.id;
}

describe('admin magazine sections', () => {
  it('adds, reads, lists and edits a section with a log row each, shown on the public site at once', async () => {
    await publicGet('/api/magazineCategory'); // fills the public cache
    const created = await call('POST', '/api/admin/magazineCategory', names('تغذية', 'Healthy Food'));
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toEqual({
      id: expect.any(Number),
      code: 'healthy-food',
      subcategories_count: 0,
      articles_count: 0,
      translation: [
        { locale: 'ar', name: 'تغذية' },
        { locale: 'en', name: 'Healthy Food' },
      ],
    });
    // The same English name again gets its own code.
    const twin = await call('POST', '/api/admin/magazineCategory', names('تغذية ٢', 'Healthy food'));
    expect(twin.json().data.code).toBe('healthy-food-2');

    const publicNames = (await publicGet('/api/magazineCategory', 'en')).data.map((c: { name: string }) => c.name);
    expect(publicNames).toContain('Healthy Food');

    // The spec's update: a plain POST to the record's URL; PUT works the same.
    const edited = await call('POST', `/api/admin/magazineCategory/${item.id}`, names('تغذية سليمة', 'Good Food'));
    expect(edited.statusCode).toBe(200);
    expect(edited.json().data).toMatchObject({ id: item.id, code: 'healthy-food' });
    const put = await call('PUT', `/api/admin/magazineCategory/${item.id}`, names('تغذية سليمة', 'Better Food'));
    expect(put.json().data.translation[1].name).toBe('Better Food');
    const after = (await publicGet('/api/magazineCategory', 'en')).data.map((c: { name: string }) => c.name);
    expect(after).toContain('Better Food');
    expect(after).not.toContain('Healthy Food');

    const detail = await call('GET', `/api/admin/magazineCategory/${item.id}`);
    expect(detail.json().data).toEqual(put.json().data);
    const list = await call('GET', '/api/admin/magazineCategory?limit=100');
    expect(list.json()).toMatchObject({ total: expect.any(Number), data: expect.arrayContaining([put.json().data]) });

    const logs = await logsFor('articles sections', item.id);
    expect(logs.map((l) => [l.action, l.actionMode, l.subjectName])).toEqual([
      ['add articles sections', 'create', 'تغذية'],
      ['update articles sections', 'update', 'تغذية سليمة'],
      ['update articles sections', 'update', 'تغذية سليمة'],
    ]);
  });

  it('refuses blank and one-language names with messages in the request language, storing nothing', async () => {
    const before = await ctx.app.db.$count(magazineCategories);
    const blank = await call('POST', '/api/admin/magazineCategory', names('قسم', ' '), { locale: 'en' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors).toEqual({ 'translation[1][name]': ['The name field is required.'] });
    const arabic = await call('POST', '/api/admin/magazineCategory', names('', 'Section'), { locale: 'ar' });
    expect(arabic.json().errors['translation[0][name]']).toEqual(['حقل الاسم مطلوب.']);
    const empty = await call('POST', '/api/admin/magazineCategory', {}, { locale: 'en' });
    expect(Object.keys(empty.json().errors)).toEqual(['translation']);
    expect(await ctx.app.db.$count(magazineCategories)).toBe(before);
  });

  it('refuses to delete a section that still has subsections or articles, and deletes an empty one', async () => {
    const full = await newSection('قسم ممتلئ', 'Full section');
    const sub = await newSubsection(full, 'فرعي', 'Sub');
    const logs = await ctx.app.db.$count(logActions);
    const refused = await call('DELETE', `/api/admin/magazineCategory/${full}`, undefined, { locale: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This section cannot be deleted because it still has subsections or articles; delete or move them first.',
    );
    const arabic = await call('DELETE', `/api/admin/magazineCategory/${full}`);
    expect(arabic.json().message).toMatch(/لا يمكن حذف القسم/);
    expect(await ctx.app.db.$count(logActions)).toBe(logs);
    expect(await ctx.app.db.$count(magazineSubcategories, eq(magazineSubcategories.id, sub))).toBe(1);

    // An article directly in the section (no subsection) also keeps it.
    const withArticle = await newSection('قسم بمقال', 'Section with article');
    const created = await send('/api/admin/article', articleEntries(withArticle, null, { ar: 'مقال', en: 'Article' }));
    expect(created.statusCode).toBe(201);
    expect((await call('DELETE', `/api/admin/magazineCategory/${withArticle}`)).statusCode).toBe(409);

    const empty = await newSection('قسم فارغ', 'Empty section');
    await publicGet('/api/magazineCategory');
    const removed = await call('DELETE', `/api/admin/magazineCategory/${empty}`, undefined, { locale: 'en' });
    expect(removed.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    const ids = (await publicGet('/api/magazineCategory')).data.map((c: { id: number }) => c.id);
    expect(ids).not.toContain(empty);
    expect((await logsFor('articles sections', empty)).map((l) => l.actionMode)).toEqual(['create', 'delete']);
    // Also asked for as a POST with _method=DELETE (the URL's own POST is the update).
    const other = await newSection('قسم آخر', 'Another section');
    const viaPost = await call('POST', `/api/admin/magazineCategory/${other}`, { _method: 'DELETE' });
    expect(viaPost.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/magazineCategory/${other}`)).statusCode).toBe(404);
  });

  it('needs the section permissions', async () => {
    const reader = await signInAs(ctx.app, { permissions: ['list articles sections'] });
    const list = await call('GET', '/api/admin/magazineCategory', undefined, { as: reader.token });
    expect(list.statusCode).toBe(200);
    const id = await newSection('قسم', 'Section');
    const attempts = [
      await call('POST', '/api/admin/magazineCategory', names('قسم', 'Section'), { as: reader.token }),
      await call('POST', `/api/admin/magazineCategory/${id}`, names('قسم', 'Section'), { as: reader.token }),
      await call('DELETE', `/api/admin/magazineCategory/${id}`, undefined, { as: reader.token }),
      await call(
        'POST',
        '/api/admin/magazineSubcategory',
        { magazine_category_id: id, ...names('ف', 'S') },
        {
          as: reader.token,
        },
      ),
    ];
    expect(attempts.map((r) => r.statusCode)).toEqual([403, 403, 403, 403]);
    const nobody = await signInAs(ctx.app, { permissions: ['list users'] });
    expect((await call('GET', '/api/admin/magazineCategory', undefined, { as: nobody.token })).statusCode).toBe(403);
  });
});

describe('admin magazine subsections', () => {
  it('adds, lists by section, edits and deletes subsections, shown on the public site at once', async () => {
    const section = await newSection('أمراض', 'Diseases');
    const other = await newSection('أدوية', 'Medicines');
    await publicGet(`/api/magazineSubcategory?magazine_category_id=${section}`);
    const created = await call('POST', '/api/admin/magazineSubcategory', {
      magazine_category_id: section,
      ...names('السكري', 'Diabetes'),
    });
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toEqual({
      id: expect.any(Number),
      magazine_category_id: section,
      articles_count: 0,
      translation: [
        { locale: 'ar', name: 'السكري' },
        { locale: 'en', name: 'Diabetes' },
      ],
    });
    await newSubsection(other, 'مسكنات', 'Painkillers');
    const bySection = await call('GET', `/api/admin/magazineSubcategory?magazine_category_id=${section}&limit=50`);
    expect(bySection.json()).toEqual({ data: [item], total: 1 });
    const publicSubs = await publicGet(`/api/magazineSubcategory?magazine_category_id=${section}`, 'en');
    expect(publicSubs.data.map((s: { name: string }) => s.name)).toEqual(['Diabetes']);

    const edited = await call('POST', `/api/admin/magazineSubcategory/${item.id}`, {
      magazine_category_id: section,
      ...names('داء السكري', 'Diabetes mellitus'),
    });
    expect(edited.statusCode).toBe(200);
    expect((await call('GET', `/api/admin/magazineSubcategory/${item.id}`)).json().data).toEqual(edited.json().data);
    const publicAfter = await publicGet(`/api/magazineSubcategory?magazine_category_id=${section}`, 'en');
    expect(publicAfter.data.map((s: { name: string }) => s.name)).toEqual(['Diabetes mellitus']);

    const removed = await call('DELETE', `/api/admin/magazineSubcategory/${item.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await publicGet(`/api/magazineSubcategory?magazine_category_id=${section}`)).data).toEqual([]);
    expect((await logsFor('articles sub sections', item.id)).map((l) => [l.action, l.actionMode])).toEqual([
      ['add articles sections', 'create'],
      ['update articles sections', 'update'],
      ['delete articles sections', 'delete'],
    ]);
  });

  it('refuses an unknown section and blank names in both languages, and a subsection with articles', async () => {
    const unknown = await call(
      'POST',
      '/api/admin/magazineSubcategory',
      { magazine_category_id: 2147483647, ...names('ف', 'S') },
      { locale: 'en' },
    );
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ magazine_category_id: ['The selected section is invalid.'] });
    const unknownAr = await call('POST', '/api/admin/magazineSubcategory', {
      magazine_category_id: 2147483647,
      ...names('ف', 'S'),
    });
    expect(unknownAr.json().errors).toEqual({ magazine_category_id: ['القيمة المختارة في حقل القسم غير صحيحة.'] });
    const blank = await call('POST', '/api/admin/magazineSubcategory', { translation: [] }, { locale: 'en' });
    expect(blank.statusCode).toBe(422);
    expect(Object.keys(blank.json().errors).sort()).toEqual(['magazine_category_id', 'translation']);

    const section = await newSection('قسم', 'Section');
    const sub = await newSubsection(section, 'فرعي', 'Sub');
    expect((await send('/api/admin/article', articleEntries(section, sub, { ar: 'م', en: 'A' }))).statusCode).toBe(201);
    const refused = await call('DELETE', `/api/admin/magazineSubcategory/${sub}`, undefined, { locale: 'en' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      'This subsection cannot be deleted because it still has articles; delete or move them first.',
    );
    // Nor may it move to another section with its articles.
    const other = await newSection('قسم ثان', 'Second');
    const moved = await call(
      'POST',
      `/api/admin/magazineSubcategory/${sub}`,
      { magazine_category_id: other, ...names('فرعي', 'Sub') },
      { locale: 'en' },
    );
    expect(moved.statusCode).toBe(422);
    expect(await ctx.app.db.$count(magazineSubcategories, eq(magazineSubcategories.id, sub))).toBe(1);
  });
});

describe('admin magazine articles', () => {
  const png = () => solidImage('png', { width: 12, height: 8, background: '#06c' });

  it('adds an article with an image, sanitized text and tags; it shows in the public magazine at once', async () => {
    const section = await newSection('صحة عامة', 'General health');
    const sub = await newSubsection(section, 'نوم', 'Sleep');
    await publicGet(`/api/article?category_id=${section}`);
    await publicGet(`/api/article/tags?category_id=${section}`, 'en');
    const created = await send(
      '/api/admin/article',
      articleEntries(section, sub, { ar: 'النوم الصحي', en: 'Healthy sleep' }, [
        ['image', { filename: 'cover.png', content: await png(), type: 'image/png' }],
      ]),
    );
    expect(created.statusCode).toBe(201);
    const item = created.json().data;
    expect(item).toEqual({
      id: expect.any(Number),
      image: expect.stringMatching(/^\/uploads\/articles\/.+\.png$/),
      active: 1,
      created_at: expect.any(String),
      category_id: section,
      subcategory_id: sub,
      category: { id: section, name: 'صحة عامة' },
      subcategory: { id: sub, name: 'نوم' },
      translation: [
        {
          locale: 'ar',
          name: 'النوم الصحي',
          description: '<p>نص <strong>مهم</strong></p>',
          tags: ['صحة', 'غذاء'],
        },
        { locale: 'en', name: 'Healthy sleep', description: '<p>Text</p>', tags: ['health', 'food'] },
      ],
    });
    const publicList = await publicGet(`/api/article?category_id=${section}`);
    expect(publicList.data.map((a: { id: number }) => a.id)).toEqual([item.id]);
    const tags = await publicGet(`/api/article/tags?category_id=${section}`, 'en');
    expect(tags.data.map((t: { name: string }) => t.name).sort()).toEqual(['food', 'health']);
    // The search key follows the shared normalizer: a differently spelt Arabic name finds it.
    const found = await publicGet(`/api/article?name=${encodeURIComponent('النوم الصحى')}`);
    expect(found.data.map((a: { id: number }) => a.id)).toContain(item.id);

    expect((await call('GET', `/api/admin/article/${item.id}`)).json().data).toEqual(item);
    const list = await call('GET', `/api/admin/article?category_id=${section}`);
    expect(list.json()).toEqual({ data: [item], total: 1 });
    const [log] = await logsFor('articles', item.id);
    expect(log).toMatchObject({ action: 'add articles', actionMode: 'create', subjectName: 'النوم الصحي' });
  });

  it('edits with POST and _method=PUT: texts, tags, active as chosen, image kept without a new file', async () => {
    const section = await newSection('قسم المقالات', 'Articles section');
    const created = (
      await send(
        '/api/admin/article',
        articleEntries(section, null, { ar: 'قبل', en: 'Before' }, [
          ['image', { filename: 'a.png', content: await png(), type: 'image/png' }],
        ]),
      )
    ).json().data;
    await publicGet(`/api/article?category_id=${section}`, 'en');
    const edit = await send(`/api/admin/article/${created.id}`, [
      ['_method', 'PUT'],
      ['category_id', String(section)],
      ['active', '0'],
      ['translation[0][locale]', 'ar'],
      ['translation[0][name]', 'بعد'],
      ['translation[0][description]', '<p>جديد</p>'],
      ['translation[0][tags]', 'وقاية'],
      ['translation[1][locale]', 'en'],
      ['translation[1][name]', 'After'],
      ['translation[1][description]', '<p>New</p>'],
    ]);
    expect(edit.statusCode).toBe(200);
    const updated = edit.json().data;
    expect(updated).toMatchObject({ id: created.id, active: 0, image: created.image, created_at: created.created_at });
    expect(updated.translation[0].tags).toEqual(['وقاية']);
    expect(updated.translation[1]).toEqual({ locale: 'en', name: 'After', description: '<p>New</p>', tags: [] });
    // Inactive: gone from the public magazine at once; still listed in the back-office.
    expect((await publicGet(`/api/article?category_id=${section}`, 'en')).data).toEqual([]);
    expect((await call('GET', `/api/admin/article?category_id=${section}`)).json().total).toBe(1);
    const [row] = await ctx.app.db.select().from(articles).where(eq(articles.id, created.id));
    expect(row!.tagKeys).toEqual(['وقايه']);
    expect((await logsFor('articles', created.id)).map((l) => l.actionMode)).toEqual(['create', 'update']);
  });

  it('refuses bad input with per-field messages in both languages, storing and logging nothing', async () => {
    const section = await newSection('قسم أ', 'Section A');
    const otherSub = await newSubsection(await newSection('قسم ب', 'Section B'), 'ب', 'B');
    const before = await ctx.app.db.$count(articles);
    const logs = await ctx.app.db.$count(logActions);

    const empty = await send('/api/admin/article', [], { locale: 'en' });
    expect(empty.statusCode).toBe(422);
    expect(Object.keys(empty.json().errors).sort()).toEqual(['category_id', 'translation']);

    const blank = await send('/api/admin/article', articleEntries(section, null, { ar: 'مقال', en: '' }), {
      locale: 'en',
    });
    expect(blank.json().errors).toEqual({ 'translation[1][name]': ['The name field is required.'] });
    const blankAr = await send('/api/admin/article', articleEntries(section, null, { ar: '', en: 'A' }));
    expect(blankAr.json().errors).toEqual({ 'translation[0][name]': ['حقل الاسم مطلوب.'] });

    // A subsection of another section.
    const mismatch = await send('/api/admin/article', articleEntries(section, otherSub, { ar: 'م', en: 'A' }), {
      locale: 'en',
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ subcategory_id: ['The selected subsection is invalid.'] });
    const unknown = await send('/api/admin/article', articleEntries(2147483647, null, { ar: 'م', en: 'A' }));
    expect(unknown.json().errors).toEqual({ category_id: ['القيمة المختارة في حقل القسم غير صحيحة.'] });

    const notImage = await send(
      '/api/admin/article',
      articleEntries(section, null, { ar: 'م', en: 'A' }, [
        ['image', { filename: 'a.png', content: Buffer.from('not an image'), type: 'image/png' }],
      ]),
      { locale: 'en' },
    );
    expect(notImage.statusCode).toBe(422);
    expect(Object.keys(notImage.json().errors)).toEqual(['image']);

    expect(await ctx.app.db.$count(articles)).toBe(before);
    expect(await ctx.app.db.$count(logActions)).toBe(logs);
  });

  it('deletes an article; the public magazine drops it', async () => {
    const section = await newSection('قسم للحذف', 'Delete section');
    const created = (await send('/api/admin/article', articleEntries(section, null, { ar: 'م', en: 'A' }))).json().data;
    await publicGet(`/api/article?category_id=${section}`);
    const removed = await call('DELETE', `/api/admin/article/${created.id}`, undefined, { locale: 'en' });
    expect(removed.json()).toEqual({ data: { message: 'Deleted successfully.' } });
    expect((await publicGet(`/api/article?category_id=${section}`)).data).toEqual([]);
    expect((await call('DELETE', `/api/admin/article/${created.id}`)).statusCode).toBe(404);
    // The section is empty again and may go.
    expect((await call('DELETE', `/api/admin/magazineCategory/${section}`)).statusCode).toBe(200);
  });

  it('needs the article permissions', async () => {
    const section = await newSection('قسم الصلاحيات', 'Permissions');
    const reader = await signInAs(ctx.app, { permissions: ['list articles'] });
    expect((await call('GET', '/api/admin/article', undefined, { as: reader.token })).statusCode).toBe(200);
    // The form's section lists are open to whoever may write articles.
    expect((await call('GET', '/api/admin/magazineCategory', undefined, { as: reader.token })).statusCode).toBe(200);
    const add = await send('/api/admin/article', articleEntries(section, null, { ar: 'م', en: 'A' }), {
      as: reader.token,
    });
    expect(add.statusCode).toBe(403);
    const created = (await send('/api/admin/article', articleEntries(section, null, { ar: 'م', en: 'A' }))).json().data;
    const edit = await send(
      `/api/admin/article/${created.id}`,
      [['_method', 'PUT'], ...articleEntries(section, null, { ar: 'م', en: 'A' })],
      { as: reader.token },
    );
    expect(edit.statusCode).toBe(403);
    expect((await call('DELETE', `/api/admin/article/${created.id}`, undefined, { as: reader.token })).statusCode).toBe(
      403,
    );
    const sections = await signInAs(ctx.app, { permissions: ['list articles sections'] });
    expect((await call('GET', '/api/admin/article', undefined, { as: sections.token })).statusCode).toBe(403);
  });
});
