import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { logActions, sliderImages } from '../../../db/schema/index';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { peExecutable, solidImage } from '../../../test/files';

const ctx = adminTestContext();
const { call, send: upload } = ctx;

const png = (background = '#06c') => solidImage('png', { width: 12, height: 8, background });

const publicData = async (url: string) => (await ctx.app.inject({ method: 'GET', url })).json().data;
const logsOf = (subject: string) => ctx.app.db.select().from(logActions).where(eq(logActions.subject, subject));
const exists = async (key: string) => (await ctx.app.storage.stat('public', key)) !== null;

const SLIDERS = [
  { name: 'home', admin: '/api/admin/home_page_slider', public: '/api/home_page_slider', subject: 'home_page_slider' },
  {
    name: 'investor',
    admin: '/api/admin/investor_relation_page_slider',
    public: '/api/investor_relation_page_slider',
    subject: 'investor_relation_page_slider',
  },
] as const;

describe.each(SLIDERS)('admin $name slider', (slider) => {
  it('adds several images at once after the existing ones, logged once, on the public page at once', async () => {
    const before = (await publicData(slider.public)) as Array<{ id: number }>; // fills the public cache
    const logsBefore = (await logsOf(slider.subject)).length;
    const response = await upload(slider.admin, [
      ['images[0]', { filename: 'a.png', content: await png('#111'), type: 'image/png' }],
      ['images[1]', { filename: 'b.png', content: await png('#222'), type: 'image/png' }],
    ]);
    expect(response.statusCode).toBe(200);
    const items = response.json().data as Array<{ id: number; path: string }>;
    expect(items).toHaveLength(before.length + 2);
    const added = items.slice(-2);
    for (const item of added) expect(item.path).toMatch(new RegExp(`^/uploads/sliders/${slider.name}/.+\\.png$`));
    expect((await logsOf(slider.subject)).length).toBe(logsBefore + 1);
    const [log] = (await logsOf(slider.subject)).slice(-1);
    expect(log).toMatchObject({ action: 'manage sliders', actionMode: 'create' });
    expect((await publicData(slider.public)).map((i: { id: number }) => i.id)).toEqual(items.map((i) => i.id));

    const list = await call('GET', slider.admin);
    expect(list.statusCode).toBe(200);
    expect(list.json().data).toEqual(items);
  });

  it('reorders with every id, refuses a partial or foreign list', async () => {
    const current = (await call('GET', slider.admin)).json().data as Array<{ id: number }>;
    const reversed = current.map((i) => i.id).reverse();
    const response = await call('POST', `${slider.admin}/order`, { ids: reversed });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.map((i: { id: number }) => i.id)).toEqual(reversed);
    expect((await publicData(slider.public)).map((i: { id: number }) => i.id)).toEqual(reversed);

    const partial = await call('POST', `${slider.admin}/order`, { ids: reversed.slice(1) }, { locale: 'en' });
    expect(partial.statusCode).toBe(422);
    expect(partial.json().errors.ids).toEqual(['The order value is invalid.']);
    const ar = await call('POST', `${slider.admin}/order`, { ids: [...reversed, reversed[0]] });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors.ids).toEqual(['قيمة حقل الترتيب غير صحيحة.']);
  });

  it('deletes one image and its file, 404 for an image of the other slider', async () => {
    const [first] = (await call('GET', slider.admin)).json().data as Array<{ id: number }>;
    const [row] = await ctx.app.db.select().from(sliderImages).where(eq(sliderImages.id, first!.id));
    expect(await exists(row!.path)).toBe(true);
    const response = await call('DELETE', `${slider.admin}/${first!.id}`, undefined, { locale: 'en' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data.message).toBe('Deleted successfully.');
    expect(await exists(row!.path)).toBe(false);
    expect((await publicData(slider.public)).map((i: { id: number }) => i.id)).not.toContain(first!.id);
    const [log] = (await logsOf(slider.subject)).slice(-1);
    expect(log).toMatchObject({ action: 'manage sliders', actionMode: 'delete', subjectId: first!.id });

    const other = SLIDERS.find((s) => s.name !== slider.name)!;
    const [foreign] = await ctx.app.db
      .insert(sliderImages)
      .values({ slider: other.name, path: 'sliders/x.png' })
      .returning();
    expect((await call('DELETE', `${slider.admin}/${foreign!.id}`)).statusCode).toBe(404);
  });

  it('refuses no image or a file that is not an image, in both languages, writing nothing', async () => {
    const before = (await call('GET', slider.admin)).json().data.length;
    const empty = await upload(slider.admin, [['note', 'x']], { locale: 'en' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.images).toEqual(['The images field is required.']);
    const bad = await upload(slider.admin, [
      ['images[0]', { filename: 'a.png', content: await png(), type: 'image/png' }],
      ['images[1]', { filename: 'setup.png', content: peExecutable(), type: 'image/png' }],
    ]);
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)[0]).toMatch(/^images/);
    expect(Object.values(bad.json().errors as Record<string, string[]>)[0]![0]).toMatch(/الملف/);
    expect((await call('GET', slider.admin)).json().data.length).toBe(before);
  });

  it('needs manage sliders', async () => {
    const other = (await signInAs(ctx.app, { permissions: ['manage menu'] })).token;
    expect((await call('GET', slider.admin, undefined, { as: other })).statusCode).toBe(403);
    expect((await call('POST', `${slider.admin}/order`, { ids: [1] }, { as: other })).statusCode).toBe(403);
    expect((await call('DELETE', `${slider.admin}/1`, undefined, { as: other })).statusCode).toBe(403);
    const allowed = (await signInAs(ctx.app, { permissions: ['manage sliders'] })).token;
    expect((await call('GET', slider.admin, undefined, { as: allowed })).statusCode).toBe(200);
  });
});

const link = (over: Record<string, unknown> = {}) => ({
  title_ar: 'من نحن',
  title_en: 'About us',
  uri: '/about-us',
  order: 1,
  active: 1,
  ...over,
});

describe('admin navigation menu', () => {
  it('replaces the list in one save: keeps, edits, adds, removes; the public menu shows active links in order', async () => {
    const seeded = await call('POST', '/api/admin/menus', {
      items: [link(), link({ title_ar: 'الأخبار', title_en: 'News', uri: '/news', order: 2 })],
    });
    expect(seeded.statusCode).toBe(200);
    expect((await publicData('/api/menu')).map((i: { title_en: string }) => i.title_en)).toEqual(['About us', 'News']);
    const stored = (await call('GET', '/api/admin/menus')).json().data as Array<{ id: number }>;
    const keep = stored[0]!;
    const logsBefore = (await logsOf('menus')).length;
    const response = await call('POST', '/api/admin/menus', {
      items: [
        link({ id: keep.id, title_ar: 'عن الشركة', title_en: 'The company', order: 2 }),
        link({ title_ar: 'الفروع', title_en: 'Branches', uri: '/branches', order: 1 }),
        link({ title_ar: 'متجر', title_en: 'Store', uri: 'https://store.example.com/ar', order: 3, active: 0 }),
      ],
    });
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items).toHaveLength(3);
    expect(items[0]).toMatchObject({ title_en: 'Branches', uri: '/branches', order: 1, active: 1 });
    expect(items[1]).toMatchObject({ id: keep.id, title_ar: 'عن الشركة', order: 2, active: 1 });
    expect(items[2]).toMatchObject({ uri: 'https://store.example.com/ar', active: 0 });
    expect((await logsOf('menus')).length).toBe(logsBefore + 1);
    expect((await logsOf('menus')).at(-1)).toMatchObject({ action: 'manage menu', actionMode: 'update' });

    const publicMenu = await publicData('/api/menu');
    expect(publicMenu.map((i: { title_en: string }) => i.title_en)).toEqual(['Branches', 'The company']);
    expect((await call('GET', '/api/admin/menus')).json().data).toEqual(items);
  });

  it('refuses a link that is neither an internal route nor https, per row and in both languages, changing nothing', async () => {
    const before = (await call('GET', '/api/admin/menus')).json().data;
    for (const uri of ['javascript:alert(1)', 'http://example.com', '//evil.example', 'about-us', '/a b']) {
      const response = await call('POST', '/api/admin/menus', { items: [link(), link({ uri })] }, { locale: 'en' });
      expect(response.statusCode, uri).toBe(422);
      expect(response.json().errors['items[1][uri]']).toEqual(['The link must be a valid link.']);
    }
    const ar = await call('POST', '/api/admin/menus', { items: [link({ title_ar: '  ', uri: 'ftp://x' })] });
    expect(ar.statusCode).toBe(422);
    expect(ar.json().errors['items[0][title_ar]']).toEqual(['حقل العنوان بالعربية مطلوب.']);
    expect(ar.json().errors['items[0][uri]']).toEqual(['حقل الرابط يجب أن يكون رابطاً صحيحاً.']);
    const unknown = await call('POST', '/api/admin/menus', { items: [link({ id: 2147483647 })] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['items[0][id]']).toBeDefined();
    expect((await call('GET', '/api/admin/menus')).json().data).toEqual(before);
  });

  it('an empty list clears the menu; needs manage menu', async () => {
    const other = (await signInAs(ctx.app, { permissions: ['manage sliders'] })).token;
    expect((await call('GET', '/api/admin/menus', undefined, { as: other })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/menus', { items: [] }, { as: other })).statusCode).toBe(403);
    const allowed = (await signInAs(ctx.app, { permissions: ['manage menu'] })).token;
    const response = await call('POST', '/api/admin/menus', { items: [] }, { as: allowed });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual([]);
    expect(await publicData('/api/menu')).toEqual([]);
  });
});

describe('admin home statistics', () => {
  it('replaces the figures; the home page shows them at once; logged', async () => {
    const seeded = await call('POST', '/api/admin/statistics/home_page', {
      homepage: [
        { title_ar: 'فرع', title_en: 'Branches', value: '+120' },
        { title_ar: 'مدينة', title_en: 'Cities', value: '30' },
      ],
    });
    expect(seeded.statusCode).toBe(200);
    expect((await publicData('/api/statistics/home_page')).map((i: { value: string }) => i.value)).toEqual([
      '+120',
      '30',
    ]);
    const stored = (await call('GET', '/api/admin/statistics/home_page')).json().data as Array<{ id: number }>;
    const logsBefore = (await logsOf('home_statistics')).length;
    const homepage = [
      { id: stored[0]!.id, title_ar: 'فرع', title_en: 'Branches', value: '+130' },
      { title_ar: 'صيدلي', title_en: 'Pharmacists', value: '1,500' },
    ];
    const response = await call('POST', '/api/admin/statistics/home_page', { homepage });
    expect(response.statusCode).toBe(200);
    const items = response.json().data;
    expect(items.map((i: { value: string }) => i.value)).toEqual(homepage.map((i) => i.value));
    expect(items[0].id).toBe(stored[0]!.id);
    expect(items.map((i: { id: number }) => i.id)).not.toContain(stored[1]!.id);
    expect((await logsOf('home_statistics')).length).toBe(logsBefore + 1);
    expect((await logsOf('home_statistics')).at(-1)).toMatchObject({ action: 'manage home statistics' });
    expect(await publicData('/api/statistics/home_page')).toEqual(items);
  });

  it('refuses a blank value in both languages and needs manage home statistics', async () => {
    const en = await call(
      'POST',
      '/api/admin/statistics/home_page',
      { homepage: [{ title_ar: 'أ', title_en: 'A', value: '' }] },
      { locale: 'en' },
    );
    expect(en.statusCode).toBe(422);
    expect(en.json().errors['homepage[0][value]']).toEqual(['The value field is required.']);
    const ar = await call('POST', '/api/admin/statistics/home_page', {
      homepage: [{ title_ar: 'أ', title_en: '', value: '1' }],
    });
    expect(ar.json().errors['homepage[0][title_en]']).toEqual(['حقل العنوان بالإنجليزية مطلوب.']);
    const other = (await signInAs(ctx.app, { permissions: ['manage menu'] })).token;
    expect((await call('GET', '/api/admin/statistics/home_page', undefined, { as: other })).statusCode).toBe(403);
    expect((await call('POST', '/api/admin/statistics/home_page', { homepage: [] }, { as: other })).statusCode).toBe(
      403,
    );
  });
});
