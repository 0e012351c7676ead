import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { homePageSections, logActions } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { peExecutable, solidImage } from '../../../test/files';

const ctx = adminTestContext();
const { get, send } = ctx;

const png = async () => ({
  filename: 'image.png',
  content: await solidImage('png', { width: 16, height: 10, background: '#0a7' }),
  type: 'image/png',
});

const publicGet = async (url: string, locale = 'ar') =>
  (await ctx.app.inject({ method: 'GET', url, headers: { locale } })).json().data;
const logs = () => ctx.app.db.$count(logActions);
const lastLog = async () => (await ctx.app.db.select().from(logActions).orderBy(logActions.id)).at(-1);
const keyOf = (url: string | null) => (url ? url.replace(/^\/uploads\//, '') : null);
const exists = async (url: string | null) =>
  url !== null && (await ctx.app.storage.stat('public', keyOf(url)!)) !== null;

describe('website contact data', () => {
  const fields: MultipartEntry[] = [
    ['phone', '920012345'],
    ['email', 'care@example.com'],
    ['license_number', 'L-77'],
    ['sfda_number', 'S-88'],
    ['tayiq_url', 'https://tayiq.example.com/p'],
    ['x_url', 'https://x.com/pharmacy'],
    ['facebook_url', 'https://facebook.com/pharmacy'],
    ['instagram_url', ''],
    ['snapchat_url', 'https://snapchat.com/add/pharmacy'],
    ['tiktok_url', 'https://tiktok.com/@pharmacy'],
    ['youtube_url', 'https://youtube.com/@pharmacy'],
    ['active_snapchat', '1'],
    ['active_tiktok', '0'],
    ['active_youtube', '1'],
  ];

  it('saves every field and an icon with a log row; the public answer changes at once', async () => {
    await publicGet('/api/website_contacts'); // fills the public cache
    const before = await logs();
    const response = await send('/api/admin/website_contacts', [...fields, ['snapchat_icon', await png()]]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data).toMatchObject({
      phone: '920012345',
      email: 'care@example.com',
      license_number: 'L-77',
      sfda_number: 'S-88',
      tayiq_url: 'https://tayiq.example.com/p',
      instagram_url: null,
      active_snapchat: 1,
      active_tiktok: 0,
      active_youtube: 1,
      tiktok_icon: null,
    });
    expect(data.snapchat_icon).toMatch(/^\/uploads\/contacts\/.+\.png$/);
    expect(await logs()).toBe(before + 1);
    expect(await lastLog()).toMatchObject({ action: 'manage website contacts', actionMode: 'update' });
    expect(await publicGet('/api/website_contacts')).toEqual(data);
    expect((await get('/api/admin/website_contacts/show')).json().data).toEqual(data);

    // A new icon replaces the old file, which is removed after commit; without a file the icon is kept.
    const replaced = (await send('/api/admin/website_contacts', [...fields, ['snapchat_icon', await png()]])).json()
      .data;
    expect(replaced.snapchat_icon).not.toBe(data.snapchat_icon);
    expect(await exists(data.snapchat_icon)).toBe(false);
    expect(await exists(replaced.snapchat_icon)).toBe(true);
    const kept = (await send('/api/admin/website_contacts', fields)).json().data;
    expect(kept.snapchat_icon).toBe(replaced.snapchat_icon);
  });

  it('refuses links that are not https and a bad e-mail, per field in the request language, writing nothing', async () => {
    const before = await logs();
    const shown = (await get('/api/admin/website_contacts/show')).json().data;
    const bad: MultipartEntry[] = [
      ['email', 'not-an-email'],
      ['x_url', 'http://x.com/pharmacy'],
      ['facebook_url', 'javascript:alert(1)'],
    ];
    const en = await send('/api/admin/website_contacts', bad, { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors).sort()).toEqual(['email', 'facebook_url', 'x_url']);
    expect(en.json().errors.x_url[0]).toMatch(/valid link/);
    const ar = await send('/api/admin/website_contacts', bad, { locale: 'ar' });
    expect(ar.json().errors.x_url[0]).toMatch(/رابطاً صحيحاً/);
    expect(await logs()).toBe(before);
    expect((await get('/api/admin/website_contacts/show')).json().data).toEqual(shown);
  });

  it('refuses an icon that is not an image by its content', async () => {
    const before = await logs();
    const response = await send(
      '/api/admin/website_contacts',
      [...fields, ['tiktok_icon', { filename: 'a.png', content: peExecutable(), type: 'image/png' }]],
      { locale: 'en' },
    );
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(['tiktok_icon']);
    expect(await logs()).toBe(before);
  });

  it('needs manage website contacts', async () => {
    const other = await signInAs(ctx.app, { permissions: ['manage about page'] });
    expect((await get('/api/admin/website_contacts/show', { as: other.token })).statusCode).toBe(403);
    expect((await send('/api/admin/website_contacts', fields, { as: other.token })).statusCode).toBe(403);
    const allowed = await signInAs(ctx.app, { permissions: ['manage website contacts'] });
    expect((await get('/api/admin/website_contacts/show', { as: allowed.token })).statusCode).toBe(200);
  });
});

const HEADINGS = [
  'title',
  'second_section_title',
  'third_section_title',
  'fourth_section_title',
  'fifth_section_title',
  'sixth_section_title',
];

function aboutEntries(titles: { ar: string; en: string }): MultipartEntry[] {
  return (['ar', 'en'] as const).flatMap((locale, i): MultipartEntry[] => [
    [`translations[${i}][locale]`, locale],
    ...HEADINGS.map((field): MultipartEntry => [`translations[${i}][${field}]`, `${titles[locale]} ${field}`]),
    [`translations[${i}][content]`, `content ${locale}`],
    [`translations[${i}][Sixth_section_sub_title_2_desc]`, `sixth ${locale}`],
  ]);
}

describe('about-us page', () => {
  it('saves the six sections in both languages and an image; the public page shows them at once', async () => {
    await publicGet('/api/about_us_page', 'en');
    const before = await logs();
    const response = await send('/api/admin/about_us_page', [
      ...aboutEntries({ ar: 'من نحن', en: 'About us' }),
      ['first_image', await png()],
    ]);
    expect(response.statusCode).toBe(200);
    const data = response.json().data;
    expect(data.first_image).toMatch(/^\/uploads\/about\/.+\.png$/);
    expect(data.translations).toHaveLength(2);
    expect(data.translations[1]).toMatchObject({
      locale: 'en',
      title: 'About us title',
      content: 'content en',
      Sixth_section_sub_title_2_desc: 'sixth en',
      fourth_section_sub_title_3: '',
    });
    expect(await logs()).toBe(before + 1);
    expect(await lastLog()).toMatchObject({ action: 'manage about page', subjectName: 'من نحن title' });
    const shown = await publicGet('/api/about_us_page', 'en');
    expect(shown.translation.title).toBe('About us title');
    expect(shown.first_image).toBe(data.first_image);
    expect((await get('/api/admin/about_us_page/show')).json().data).toEqual(data);

    const again = (
      await send('/api/admin/about_us_page', [
        ...aboutEntries({ ar: 'عن الشركة', en: 'Company' }),
        ['first_image', await png()],
      ])
    ).json().data;
    expect(await exists(data.first_image)).toBe(false);
    expect(await exists(again.first_image)).toBe(true);
  });

  it('refuses a missing section title per field in both languages, writing nothing', async () => {
    const before = await logs();
    const entries = aboutEntries({ ar: 'من نحن', en: 'About' }).map(
      ([name, value]): MultipartEntry => [name, name === 'translations[1][third_section_title]' ? ' ' : value],
    );
    const en = await send('/api/admin/about_us_page', entries, { locale: 'en' });
    expect(en.statusCode).toBe(422);
    expect(Object.keys(en.json().errors)).toEqual(['translations[1][third_section_title]']);
    expect(en.json().errors['translations[1][third_section_title]'][0]).toMatch(/required/);
    const ar = await send('/api/admin/about_us_page', entries, { locale: 'ar' });
    expect(ar.json().errors['translations[1][third_section_title]'][0]).toMatch(/مطلوب/);
    expect(await logs()).toBe(before);
  });

  it('needs manage about page', async () => {
    const other = await signInAs(ctx.app, { permissions: ['manage home page'] });
    expect((await get('/api/admin/about_us_page/show', { as: other.token })).statusCode).toBe(403);
    const entries = aboutEntries({ ar: 'أ', en: 'A' });
    expect((await send('/api/admin/about_us_page', entries, { as: other.token })).statusCode).toBe(403);
  });
});

function sectionEntries(i: number, section: number, title: { ar: string; en: string }): MultipartEntry[] {
  return [
    [`sections[${i}][section]`, String(section)],
    [`sections[${i}][translations][0][locale]`, 'ar'],
    [`sections[${i}][translations][0][title]`, title.ar],
    [`sections[${i}][translations][0][sub_title]`, `${title.ar} فرعي`],
    [`sections[${i}][translations][0][description]`, 'وصف'],
    [`sections[${i}][translations][1][locale]`, 'en'],
    [`sections[${i}][translations][1][title]`, title.en],
    [`sections[${i}][translations][1][sub_title]`, `${title.en} sub`],
    [`sections[${i}][translations][1][description]`, 'Description'],
  ];
}

describe('home page sections', () => {
  it('shows one section, saves several with images only where sent; the public page changes at once', async () => {
    await publicGet('/api/home_page_sections', 'en');
    const shown = (await get('/api/admin/home_page_sections/3')).json().data;
    expect(shown).toMatchObject({ section: 3, translations: [{ locale: 'ar' }, { locale: 'en' }] });
    const before = await logs();
    const response = await send('/api/admin/home_page_sections', [
      ...sectionEntries(0, 1, { ar: 'الأول', en: 'First' }),
      ['sections[0][image_en]', await png()],
      ...sectionEntries(1, 3, { ar: 'الثالث', en: 'Third' }),
    ]);
    expect(response.statusCode).toBe(200);
    const [first, third] = response.json().data;
    expect(first.image_en).toMatch(/^\/uploads\/home\/.+\.png$/);
    expect(third.image).toBe(shown.image);
    expect(third.translations[1]).toEqual({
      locale: 'en',
      title: 'Third',
      sub_title: 'Third sub',
      description: 'Description',
    });
    expect(await logs()).toBe(before + 1);
    expect(await lastLog()).toMatchObject({ action: 'manage home page', subject: 'home page sections' });
    const page = await publicGet('/api/home_page_sections', 'en');
    expect(page.find((s: { section: number }) => s.section === 3).translation.title).toBe('Third');
    expect((await get('/api/admin/home_page_sections/1')).json().data).toEqual(first);

    const oldKey = first.image_en;
    const again = (
      await send('/api/admin/home_page_sections', [
        ...sectionEntries(0, 1, { ar: 'الأول', en: 'First' }),
        ['sections[0][image_en]', await png()],
      ])
    ).json().data[0];
    expect(await exists(oldKey)).toBe(false);
    expect(await exists(again.image_en)).toBe(true);
  });

  it('refuses a section outside 1..5, a blank title and a section sent twice, writing nothing', async () => {
    const before = await logs();
    const rows = await ctx.app.db.select().from(homePageSections).where(eq(homePageSections.section, 2));
    const outside = await send('/api/admin/home_page_sections', sectionEntries(0, 6, { ar: 'أ', en: 'A' }), {
      locale: 'en',
    });
    expect(outside.statusCode).toBe(422);
    expect(Object.keys(outside.json().errors)).toEqual(['sections[0][section]']);
    const blank = await send('/api/admin/home_page_sections', sectionEntries(0, 2, { ar: '', en: 'A' }), {
      locale: 'ar',
    });
    expect(blank.json().errors['sections[0][translations][0][title]'][0]).toMatch(/مطلوب/);
    const twice = await send(
      '/api/admin/home_page_sections',
      [...sectionEntries(0, 2, { ar: 'أ', en: 'A' }), ...sectionEntries(1, 2, { ar: 'ب', en: 'B' })],
      { locale: 'en' },
    );
    expect(twice.statusCode).toBe(422);
    expect(Object.keys(twice.json().errors)).toEqual(['sections[1][section]']);
    expect((await get('/api/admin/home_page_sections/6')).statusCode).toBe(404);
    expect(await logs()).toBe(before);
    expect(await ctx.app.db.select().from(homePageSections).where(eq(homePageSections.section, 2))).toEqual(rows);
  });

  it('needs manage home page', async () => {
    const other = await signInAs(ctx.app, { permissions: ['manage investor page'] });
    expect((await get('/api/admin/home_page_sections/1', { as: other.token })).statusCode).toBe(403);
    const entries = sectionEntries(0, 1, { ar: 'أ', en: 'A' });
    expect((await send('/api/admin/home_page_sections', entries, { as: other.token })).statusCode).toBe(403);
  });
});

describe('investor page sections', () => {
  it('saves section 5 with its disclosure list per language; the public page changes at once', async () => {
    await publicGet('/api/investor_relations_page_sections', 'ar');
    const before = await logs();
    const response = await send('/api/admin/investor_relations_page_sections', [
      ...sectionEntries(0, 5, { ar: 'السوق', en: 'Market' }),
      ['sections[0][translations][0][money_market_disclosure][0]', 'إفصاح أول'],
      ['sections[0][translations][0][money_market_disclosure][1]', 'إفصاح ثان'],
      ['sections[0][translations][1][money_market_disclosure][0]', 'First disclosure'],
      ...sectionEntries(1, 2, { ar: 'الثاني', en: 'Second' }),
      ['sections[1][image_en]', await png()],
    ]);
    expect(response.statusCode).toBe(200);
    const [five, two] = response.json().data;
    expect(five.translations[0].money_market_disclosure).toEqual(['إفصاح أول', 'إفصاح ثان']);
    expect(five.translations[1].money_market_disclosure).toEqual(['First disclosure']);
    expect(two.image_en).toMatch(/^\/uploads\/investor\/.+\.png$/);
    expect(await logs()).toBe(before + 1);
    expect(await lastLog()).toMatchObject({ action: 'manage investor page', subject: 'investor page sections' });
    const page = await publicGet('/api/investor_relations_page_sections', 'ar');
    const shown = page.find((s: { section: number }) => s.section === 5);
    expect(shown.translation).toMatchObject({ title: 'السوق', money_market_disclosure: ['إفصاح أول', 'إفصاح ثان'] });
    expect((await get('/api/admin/investor_relations_page_sections/5')).json().data).toEqual(five);
  });

  it('refuses an English image outside sections 1 and 2 and a section outside 1..9, writing nothing', async () => {
    const before = await logs();
    const english = await send(
      '/api/admin/investor_relations_page_sections',
      [...sectionEntries(0, 4, { ar: 'أ', en: 'A' }), ['sections[0][image_en]', await png()]],
      { locale: 'en' },
    );
    expect(english.statusCode).toBe(422);
    expect(Object.keys(english.json().errors)).toEqual(['sections[0][image_en]']);
    const outside = await send(
      '/api/admin/investor_relations_page_sections',
      sectionEntries(0, 10, { ar: 'أ', en: 'A' }),
      { locale: 'ar' },
    );
    expect(Object.keys(outside.json().errors)).toEqual(['sections[0][section]']);
    expect(await logs()).toBe(before);
  });

  it('needs manage investor page', async () => {
    const other = await signInAs(ctx.app, { permissions: ['manage home page'] });
    expect((await get('/api/admin/investor_relations_page_sections/1', { as: other.token })).statusCode).toBe(403);
    const entries = sectionEntries(0, 1, { ar: 'أ', en: 'A' });
    expect((await send('/api/admin/investor_relations_page_sections', entries, { as: other.token })).statusCode).toBe(
      403,
    );
  });
});
