import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoSite } from '../../cli/demo/site';
import { COMPANY, MENU } from '../../cli/demo/site-content';
import { aboutPage, homePageSections, menuItems, sliderImages } from '../../db/schema/index';
import { createTestContext, type TestContext } from '../../test/harness';
import { ABOUT_IMAGE_FIELDS, ABOUT_TEXT_FIELDS, SITE_TAGS } from './service';

let ctx: TestContext;

beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx?.close();
});

const get = (url: string, headers: Record<string, string> = {}) => ctx.app.inject({ method: 'GET', url, headers });
const data = async (url: string, headers: Record<string, string> = {}) => {
  const res = await get(url, headers);
  expect(res.statusCode).toBe(200);
  return res.json().data;
};

const CONTACT_FIELDS = [
  'phone',
  'email',
  'license_number',
  'sfda_number',
  'tayiq_url',
  'x_url',
  'facebook_url',
  'instagram_url',
  'snapchat_url',
  'tiktok_url',
  'youtube_url',
  'active_snapchat',
  'active_tiktok',
  'active_youtube',
  'snapchat_icon',
  'tiktok_icon',
  'youtube_icon',
].sort();

describe('before any content exists', () => {
  it('answers empty lists and a complete but empty contact record and about page', async () => {
    expect(await data('/api/menu')).toEqual([]);
    expect(await data('/api/statistics/home_page')).toEqual([]);
    expect(await data('/api/home_page_slider')).toEqual([]);
    expect(await data('/api/home_page_sections')).toEqual([]);
    expect(await data('/api/investor_relations_page_sections')).toEqual([]);

    const contacts = await data('/api/website_contacts');
    expect(Object.keys(contacts).sort()).toEqual(CONTACT_FIELDS);
    expect(contacts.phone).toBeNull();
    expect(contacts.active_snapchat).toBe(0);

    const about = await data('/api/about_us_page');
    expect(about.logo).toBeNull();
    expect(about.translations).toHaveLength(2);
    expect(about.translations[0].title).toBe('');
  });
});

describe('with the demo content', () => {
  beforeAll(async () => {
    // 7 menu items, the contacts, 4 statistics, 7 slider images, 5 + 9 sections and the about page
    expect((await seedDemoSite(ctx.app.db, ctx.app.storage)).created).toBe(34);
    ctx.app.publicCache.clear();
  });

  it('seeds once: a second run finds the content and adds nothing', async () => {
    const before = await ctx.app.db.$count(sliderImages);
    expect(await seedDemoSite(ctx.app.db, ctx.app.storage)).toEqual({ created: 0 });
    expect(await ctx.app.db.$count(sliderImages)).toBe(before);
    expect(await ctx.app.db.$count(menuItems)).toBe(MENU.length);
  });

  it('GET /api/menu: the public routes in order, with the spec fields', async () => {
    const menu = await data('/api/menu');
    expect(menu.map((item: { uri: string }) => item.uri)).toEqual([
      '/',
      '/about-us',
      '/investor-relations',
      '/branches',
      '/medical-journal',
      '/form',
      '/contact-us',
    ]);
    for (const item of menu) {
      expect(Object.keys(item).sort()).toEqual(['active', 'id', 'order', 'title_ar', 'title_en', 'uri']);
      expect(item.active).toBe(1);
      expect(item.title_ar).toMatch(/[\u0600-\u06FF]/);
      expect(item.title_en).toMatch(/^[A-Za-z ]+$/);
    }
    const orders = menu.map((item: { order: number }) => item.order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
  });

  it('GET /api/website_contacts: every contact field, flags as 1/0, icons served as images', async () => {
    const contacts = await data('/api/website_contacts');
    expect(Object.keys(contacts).sort()).toEqual(CONTACT_FIELDS);
    expect(contacts).toMatchObject({
      phone: COMPANY.phone,
      email: COMPANY.email,
      license_number: COMPANY.licenseNumber,
      sfda_number: COMPANY.sfdaNumber,
      tayiq_url: COMPANY.tayiqUrl,
      x_url: COMPANY.social.x,
      facebook_url: COMPANY.social.facebook,
      instagram_url: COMPANY.social.instagram,
      snapchat_url: COMPANY.social.snapchat,
      tiktok_url: COMPANY.social.tiktok,
      youtube_url: COMPANY.social.youtube,
      active_snapchat: 1,
      active_tiktok: 0,
      active_youtube: 1,
    });
    for (const icon of [contacts.snapchat_icon, contacts.tiktok_icon, contacts.youtube_icon]) {
      expect(icon).toMatch(/^\/uploads\/contacts\/icons\/[\w-]+\.png$/);
      const file = await get(icon);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.rawPayload.length).toBeLessThan(4096);
    }
  });

  it('GET /api/statistics/home_page: id, value and both titles', async () => {
    const stats = await data('/api/statistics/home_page');
    expect(stats.length).toBeGreaterThanOrEqual(3);
    for (const item of stats) expect(Object.keys(item).sort()).toEqual(['id', 'title_ar', 'title_en', 'value']);
    expect(stats.map((s: { value: string }) => s.value)).toEqual(expect.arrayContaining(['160', '21K+', '25K+']));
  });

  it('GET /api/home_page_slider and /api/investor_relation_page_slider: small 1600x600 webp images', async () => {
    const home = await data('/api/home_page_slider');
    const investor = await data('/api/investor_relation_page_slider');
    expect(home).toHaveLength(4);
    expect(investor).toHaveLength(3);
    for (const item of [...home, ...investor]) {
      expect(Object.keys(item).sort()).toEqual(['id', 'path']);
      const file = await get(item.path);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.rawPayload.length).toBeLessThan(40_000);
      const meta = await sharp(file.rawPayload).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1600, 600]);
    }
    expect(new Set([...home, ...investor].map((i: { path: string }) => i.path)).size).toBe(7);
  });

  it('GET /api/home_page_sections: sections 1..5 with the request language in translation, both in translations', async () => {
    const ar = await data('/api/home_page_sections');
    const en = await data('/api/home_page_sections', { locale: 'en' });
    expect(ar.map((s: { section: number }) => s.section)).toEqual([1, 2, 3, 4, 5]);
    for (const section of ar) {
      expect(Object.keys(section).sort()).toEqual([
        'id',
        'image',
        'image_en',
        'section',
        'translation',
        'translations',
      ]);
      expect(Object.keys(section.translation).sort()).toEqual(['description', 'locale', 'sub_title', 'title']);
      expect(section.translation.locale).toBe('ar');
      expect(section.translation.title).toMatch(/[\u0600-\u06FF]/);
      expect(section.translations.map((t: { locale: string }) => t.locale)).toEqual(['ar', 'en']);
      expect(section.image).toMatch(/^\/uploads\/pages\/home\//);
      expect(section.image_en).toMatch(/^\/uploads\/pages\/home\//);
    }
    expect(en[0].translation.locale).toBe('en');
    expect(en[0].translation.title).toBe(ar[0].translations[1].title);
    expect(en[0].translation.title).not.toBe(ar[0].translation.title);
    // The loyalty copy quotes the programme's figures.
    const loyalty = en.find((s: { translation: { description: string } }) =>
      s.translation.description.includes('300 SAR'),
    );
    expect(loyalty.translation.description).toContain('3%');
  });

  it('GET /api/about_us_page: every image and every text of the six sections in both languages', async () => {
    const about = await data('/api/about_us_page');
    for (const name of Object.keys(ABOUT_IMAGE_FIELDS)) {
      expect(about[name], name).toMatch(/^\/uploads\/pages\/about\/[\w-]+\.webp$/);
    }
    expect(about.translations.map((t: { locale: string }) => t.locale)).toEqual(['ar', 'en']);
    const fields = [...Object.keys(ABOUT_TEXT_FIELDS), 'locale'].sort();
    expect(fields).toEqual(
      expect.arrayContaining([
        'title',
        'content',
        'second_section_sub_title_2_desc',
        'fourth_section_sub_title_4_desc',
        'fifth_section_sub_title_1_desc',
        'Sixth_section_sub_title_1',
        'Sixth_section_sub_title_2_desc',
      ]),
    );
    for (const entry of about.translations) {
      expect(Object.keys(entry).sort()).toEqual(fields);
      for (const name of Object.keys(ABOUT_TEXT_FIELDS)) expect(entry[name], name).not.toBe('');
    }
    expect(about.translation.locale).toBe('ar');
    expect(about.translations[0].Sixth_section_sub_title_1_desc).toContain('160');
    expect(about.translations[1].Sixth_section_sub_title_2_desc).toContain('21,000');
  });

  it('GET /api/investor_relations_page_sections: nine sections, English images on 1 and 2, disclosures on 5', async () => {
    const sections = await data('/api/investor_relations_page_sections');
    expect(sections.map((s: { section: number }) => s.section)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
    for (const section of sections) {
      expect(section.image).toMatch(/^\/uploads\/pages\/investor\//);
      expect(section.image_en === null).toBe(section.section > 2);
      for (const entry of section.translations) {
        expect(Object.keys(entry).sort()).toEqual([
          'description',
          'locale',
          'money_market_disclosure',
          'sub_title',
          'title',
        ]);
      }
    }
    const fifth = sections[4];
    expect(fifth.translations[0].money_market_disclosure.length).toBeGreaterThan(0);
    expect(fifth.translations[1].money_market_disclosure.every((s: unknown) => typeof s === 'string')).toBe(true);
    expect(sections[0].translations[0].money_market_disclosure).toBeNull();
  });
});

describe('public cache on the site routes', () => {
  it('second GET is a cache hit with the same ETag; If-None-Match gives 304; br decompresses to the same JSON', async () => {
    await ctx.app.invalidatePublic([SITE_TAGS.aboutPage]);
    const first = await get('/api/about_us_page');
    const second = await get('/api/about_us_page');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(second.headers.etag).toBe(first.headers.etag);
    expect((await get('/api/about_us_page', { 'if-none-match': String(first.headers.etag) })).statusCode).toBe(304);
    const br = await get('/api/about_us_page', { 'accept-encoding': 'br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(JSON.parse(zlib.brotliDecompressSync(br.rawPayload).toString('utf8'))).toEqual(first.json());
  });

  it('invalidatePublic([menu]) makes the next GET /api/menu reflect a database change, and only that', async () => {
    const before = await data('/api/menu');
    await get('/api/home_page_sections');
    await ctx.app.db.update(menuItems).set({ active: false }).where(eq(menuItems.uri, '/form'));
    await ctx.app.db.update(homePageSections).set({ image: null }).where(eq(homePageSections.section, 1));
    // Still the cached answer until the writer invalidates.
    expect(await data('/api/menu')).toEqual(before);

    await ctx.app.invalidatePublic([SITE_TAGS.menu]);
    const after = await data('/api/menu');
    expect(after).toHaveLength(before.length - 1);
    expect(after.some((item: { uri: string }) => item.uri === '/form')).toBe(false);
    const sections = await get('/api/home_page_sections');
    expect(sections.headers['x-cache']).toBe('HIT');
    expect(sections.json().data[0].image).not.toBeNull();
  });

  it('keeps one answer per language where the language matters', async () => {
    await ctx.app.db.update(aboutPage).set({ title: { ar: 'عنوان جديد', en: 'New title' } });
    await ctx.app.invalidatePublic([SITE_TAGS.aboutPage]);
    const ar = await get('/api/about_us_page');
    const en = await get('/api/about_us_page', { locale: 'en' });
    expect(ar.json().data.translation.title).toBe('عنوان جديد');
    expect(en.json().data.translation.title).toBe('New title');
    expect(ar.headers.etag).not.toBe(en.headers.etag);
  });
});
