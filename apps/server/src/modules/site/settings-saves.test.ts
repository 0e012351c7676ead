import { describe, expect, it } from 'vitest';
import type { MultipartEntry } from '../../lib/multipart-payload';
import { adminTestContext } from '../../test/admin-context';

/**
 * Settings saves change only what they are sent: an empty body changes nothing, a partial body only
 * the fields it names, and a field sent empty clears it.
 */
const ctx = adminTestContext();
const { call, get, send } = ctx;

const shown = async (url: string) => (await get(url)).json().data;
/** A POST with no body at all, as a careless client sends it. */
const bare = (url: string) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${ctx.token}`, locale: 'en' } });

describe('website contacts', () => {
  const url = '/api/admin/website_contacts';
  const full: MultipartEntry[] = [
    ['phone', '920012345'],
    ['email', 'care@example.com'],
    ['license_number', 'L-77'],
    ['sfda_number', 'S-88'],
    ['tayiq_url', 'https://tayiq.example.com/p'],
    ['x_url', 'https://x.com/pharmacy'],
    ['facebook_url', 'https://facebook.com/pharmacy'],
    ['instagram_url', 'https://instagram.com/pharmacy'],
    ['snapchat_url', 'https://snapchat.com/add/pharmacy'],
    ['tiktok_url', 'https://tiktok.com/@pharmacy'],
    ['youtube_url', 'https://youtube.com/@pharmacy'],
    ['active_snapchat', '1'],
    ['active_tiktok', '1'],
    ['active_youtube', '1'],
  ];

  it('an empty body (none, JSON or multipart) changes nothing', async () => {
    expect((await send(url, full)).statusCode).toBe(200);
    const before = await shown(`${url}/show`);
    expect(before.license_number).toBe('L-77');
    expect((await bare(url)).statusCode).toBe(200);
    expect((await call('POST', url, {})).statusCode).toBe(200);
    expect((await send(url, [])).statusCode).toBe(200);
    expect(await shown(`${url}/show`)).toEqual(before);
  });

  it('a partial body changes only what it names; a field sent empty is cleared', async () => {
    expect((await send(url, full)).statusCode).toBe(200);
    const before = await shown(`${url}/show`);
    const phone = await call('POST', url, { phone: '920099999', active_tiktok: 0 });
    expect(phone.statusCode).toBe(200);
    expect(phone.json().data).toEqual({ ...before, phone: '920099999', active_tiktok: 0 });
    const cleared = await send(url, [['instagram_url', '']]);
    expect(cleared.json().data).toEqual({ ...before, phone: '920099999', active_tiktok: 0, instagram_url: null });
    expect((await call('POST', url, { email: null })).json().data.email).toBeNull();
    expect((await shown(`${url}/show`)).license_number).toBe('L-77');
  });
});

describe('about-us page', () => {
  const url = '/api/admin/about_us_page';
  const entries = (i: number, locale: string, texts: Record<string, string>): MultipartEntry[] => [
    [`translations[${i}][locale]`, locale],
    ...Object.entries(texts).map(([field, value]): MultipartEntry => [`translations[${i}][${field}]`, value]),
  ];
  const headings = (suffix: string) => ({
    title: `title ${suffix}`,
    second_section_title: `second ${suffix}`,
    third_section_title: `third ${suffix}`,
    fourth_section_title: `fourth ${suffix}`,
    fifth_section_title: `fifth ${suffix}`,
    sixth_section_title: `sixth ${suffix}`,
  });

  it('an empty body changes nothing; a partial body changes only the texts it names', async () => {
    const first = await send(url, [
      ...entries(0, 'ar', { ...headings('ar'), content: 'محتوى', fourth_section_sub_title_2: 'فرعي' }),
      ...entries(1, 'en', { ...headings('en'), content: 'Content', fourth_section_sub_title_2: 'Sub' }),
    ]);
    expect(first.statusCode).toBe(200);
    const before = await shown(`${url}/show`);
    expect((await bare(url)).statusCode).toBe(200);
    expect((await send(url, [])).statusCode).toBe(200);
    expect(await shown(`${url}/show`)).toEqual(before);

    const partial = await send(url, [
      ...entries(0, 'ar', { content: 'محتوى جديد' }),
      ...entries(1, 'en', { fourth_section_sub_title_2: '' }),
    ]);
    expect(partial.statusCode).toBe(200);
    const [ar, en] = partial.json().data.translations;
    expect(ar).toEqual({ ...before.translations[0], content: 'محتوى جديد' });
    expect(en).toEqual({ ...before.translations[1], fourth_section_sub_title_2: '' });
  });

  it('a heading sent blank is still refused, in the request language', async () => {
    const blank = await send(url, [...entries(0, 'ar', { title: ' ' }), ...entries(1, 'en', {})], { locale: 'en' });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors['translations[0][title]'][0]).toMatch(/required/);
  });
});

describe.each([
  { name: 'home', url: '/api/admin/home_page_sections', section: 2 },
  { name: 'investor', url: '/api/admin/investor_relations_page_sections', section: 3 },
])('$name page sections', ({ url, section }) => {
  const texts = (title: string): MultipartEntry[] => [
    ['sections[0][translations][0][locale]', 'ar'],
    ['sections[0][translations][0][title]', `${title} ع`],
    ['sections[0][translations][0][sub_title]', `${title} فرعي`],
    ['sections[0][translations][0][description]', `${title} وصف`],
    ['sections[0][translations][1][locale]', 'en'],
    ['sections[0][translations][1][title]', `${title} E`],
    ['sections[0][translations][1][sub_title]', `${title} sub`],
    ['sections[0][translations][1][description]', `${title} description`],
  ];

  it('an empty body or a section sent without texts changes nothing; a partial body only what it names', async () => {
    expect((await send(url, [['sections[0][section]', String(section)], ...texts('one')])).statusCode).toBe(200);
    const before = await shown(`${url}/${section}`);
    expect(before.translations[1].sub_title).toBe('one sub');
    expect((await bare(url)).statusCode).toBe(200);
    expect((await send(url, [])).statusCode).toBe(200);
    expect((await send(url, [['sections[0][section]', String(section)]])).statusCode).toBe(200);
    expect(await shown(`${url}/${section}`)).toEqual(before);

    const partial = await send(url, [
      ['sections[0][section]', String(section)],
      ['sections[0][translations][0][locale]', 'ar'],
      ['sections[0][translations][0][description]', ''],
      ['sections[0][translations][1][locale]', 'en'],
      ['sections[0][translations][1][title]', 'two E'],
    ]);
    expect(partial.statusCode).toBe(200);
    const [ar, en] = partial.json().data[0].translations;
    expect(ar).toEqual({ ...before.translations[0], description: '' });
    expect(en).toEqual({ ...before.translations[1], title: 'two E' });
  });
});

describe('investor disclosure list', () => {
  const url = '/api/admin/investor_relations_page_sections';
  const lines = (entries: Array<[number, string[]]>): MultipartEntry[] =>
    entries.flatMap(([i, list]): MultipartEntry[] => [
      [`sections[0][translations][${i}][locale]`, i === 0 ? 'ar' : 'en'],
      ...list.map(
        (text, j): MultipartEntry => [`sections[0][translations][${i}][money_market_disclosure][${j}]`, text],
      ),
    ]);

  it('is kept when left out, replaced when sent and cleared by one empty field', async () => {
    const five: MultipartEntry = ['sections[0][section]', '5'];
    const saved = await send(url, [
      five,
      ...lines([
        [0, ['أ', 'ب']],
        [1, ['A']],
      ]),
    ]);
    expect(saved.statusCode).toBe(200);
    const kept = await send(url, [five, ...lines([[0, ['ج']]]), ['sections[0][translations][1][locale]', 'en']]);
    expect(
      kept.json().data[0].translations.map((t: { money_market_disclosure: string[] }) => t.money_market_disclosure),
    ).toEqual([['ج'], ['A']]);
    const cleared = await send(url, [
      five,
      ['sections[0][translations][0][locale]', 'ar'],
      ['sections[0][translations][1][locale]', 'en'],
      ['sections[0][translations][1][money_market_disclosure]', ''],
    ]);
    expect(cleared.statusCode).toBe(200);
    expect(
      cleared.json().data[0].translations.map((t: { money_market_disclosure: string[] }) => t.money_market_disclosure),
    ).toEqual([['ج'], []]);
  });
});

describe.each([
  {
    name: 'menu',
    url: '/api/admin/menus',
    body: { items: [{ title_ar: 'من نحن', title_en: 'About us', uri: '/about-us', order: 1, active: 1 }] },
  },
  {
    name: 'home statistics',
    url: '/api/admin/statistics/home_page',
    body: { homepage: [{ title_ar: 'فرع', title_en: 'Branches', value: '+120' }] },
  },
])('$name', ({ url, body }) => {
  it('an empty body changes nothing; an empty list clears', async () => {
    expect((await call('POST', url, body)).statusCode).toBe(200);
    const before = await shown(url);
    expect(before).toHaveLength(1);
    const empty = await call('POST', url, {});
    expect(empty.statusCode).toBe(200);
    expect(empty.json().data).toEqual(before);
    expect((await bare(url)).statusCode).toBe(200);
    expect(await shown(url)).toEqual(before);
    const cleared = await call('POST', url, Object.fromEntries(Object.keys(body).map((key) => [key, []])));
    expect(cleared.json().data).toEqual([]);
  });
});
