import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { logActions } from '../../../db/schema/index';
import type { MultipartEntry } from '../../../lib/multipart-payload';
import { adminTestContext } from '../../../test/admin-context';
import { signInAs } from '../../../test/auth';
import { MINIMAL_PDF, solidImage } from '../../../test/files';
import { STORE_BANNERS_TAG } from './admin-service';

const t = adminTestContext();

const png = async (background: string) => ({
  filename: 'banner.png',
  content: await solidImage('png', { width: 60, height: 20, background }),
});
const keyOf = (url: string) => url.replace(/^\/uploads\//, '');
const stored = async (url: string) => (await t.app.storage.stat('public', keyOf(url))) !== null;
const logsOf = async (subject: string) =>
  (await t.app.db.select().from(logActions).where(eq(logActions.subject, subject))).length;

/** A main-slider row's fields under `mainBanners[i]`. */
const mainRow = (i: number, row: { id?: number; url?: string; ar?: string; en?: string }): MultipartEntry[] => [
  ...(row.id === undefined ? [] : ([[`mainBanners[${i}][id]`, String(row.id)]] as MultipartEntry[])),
  ...(row.url === undefined ? [] : ([[`mainBanners[${i}][url]`, row.url]] as MultipartEntry[])),
  ...(row.ar === undefined
    ? []
    : ([
        [`mainBanners[${i}][translation][0][local]`, 'ar'],
        [`mainBanners[${i}][translation][0][name]`, row.ar],
        [`mainBanners[${i}][translation][1][local]`, 'en'],
        [`mainBanners[${i}][translation][1][name]`, row.en ?? ''],
      ] as MultipartEntry[])),
];

const PUT: MultipartEntry = ['_method', 'PUT'];

describe('main slider', () => {
  it('adds entries with their images, then keeps, edits, removes and adds rows in one save, in the order sent', async () => {
    expect((await t.get('/api/admin/mainBanner')).json()).toEqual({ data: [] });
    const logs = await logsOf('main banners');
    const created = await t.send('/api/admin/updateMainBanner', [
      PUT,
      ...mainRow(0, { url: 'https://shop.example.sa/offers', ar: 'عروض الشتاء', en: 'Winter offers' }),
      ['mainBanners[0][image]', await png('#0a6')],
      ...mainRow(1, { url: '/categories/vitamins', ar: 'فيتامينات', en: 'Vitamins' }),
      ['mainBanners[1][image]', await png('#06a')],
    ]);
    expect(created.statusCode).toBe(200);
    const [winter, vitamins] = created.json().data;
    expect(winter).toMatchObject({
      url: 'https://shop.example.sa/offers',
      translation: [
        { local: 'ar', name: 'عروض الشتاء' },
        { local: 'en', name: 'Winter offers' },
      ],
    });
    expect(winter.uuid).toMatch(/^[0-9a-f-]{36}$/);
    expect(winter.image).toMatch(/^\/uploads\/store-banners\/main\/.+\.png$/);
    expect(vitamins).toMatchObject({ url: '/categories/vitamins' });
    expect(await logsOf('main banners')).toBe(logs + 1);

    // Vitamins first with a new title and no new image, winter left out (removed), a new row last.
    const saved = await t.send('/api/admin/updateMainBanner', [
      PUT,
      ...mainRow(0, { id: vitamins.id, ar: 'الفيتامينات', en: 'Vitamins & minerals' }),
      ...mainRow(1, { url: '', ar: 'العناية بالطفل', en: 'Baby care' }),
      ['mainBanners[1][image]', await png('#a60')],
    ]);
    expect(saved.statusCode).toBe(200);
    const rows = saved.json().data;
    expect(rows.map((row: { translation: Array<{ name: string }> }) => row.translation[1]!.name)).toEqual([
      'Vitamins & minerals',
      'Baby care',
    ]);
    // Fields left out keep their values; the image of the removed row is gone once the save committed.
    expect(rows[0]).toMatchObject({ id: vitamins.id, image: vitamins.image, url: '/categories/vitamins' });
    expect(rows[1].url).toBeNull();
    expect(await stored(vitamins.image)).toBe(true);
    expect(await stored(winter.image)).toBe(false);
    expect((await t.get('/api/admin/mainBanner')).json().data).toEqual(rows);
    expect(await logsOf('main banners')).toBe(logs + 2);
  });

  it('replaces an image, and one empty field empties the slider with its files', async () => {
    const [first] = (
      await t.send('/api/admin/updateMainBanner', [
        PUT,
        ...mainRow(0, { ar: 'أ', en: 'A' }),
        ['mainBanners[0][image]', await png('#111')],
      ])
    ).json().data;
    const replaced = (
      await t.send('/api/admin/updateMainBanner', [
        PUT,
        ...mainRow(0, { id: first.id }),
        ['mainBanners[0][image]', await png('#222')],
      ])
    ).json().data;
    expect(replaced[0].image).not.toBe(first.image);
    expect(replaced[0].translation[0].name).toBe('أ');
    expect(await stored(first.image)).toBe(false);
    const emptied = await t.send('/api/admin/updateMainBanner', [PUT, ['mainBanners', '']]);
    expect(emptied.json()).toEqual({ data: [] });
    expect(await stored(replaced[0].image)).toBe(false);
    // A body without the list changes nothing.
    expect((await t.send('/api/admin/updateMainBanner', [PUT])).json()).toEqual({ data: [] });
  });

  it('refuses a new row without an image or a title, a bad link, a foreign id and a file that is no picture, writing nothing', async () => {
    const [kept] = (
      await t.send('/api/admin/updateMainBanner', [
        PUT,
        ...mainRow(0, { ar: 'ثابت', en: 'Kept' }),
        ['mainBanners[0][image]', await png('#333')],
      ])
    ).json().data;
    const logs = await t.app.db.$count(logActions);

    const noImage = await t.send('/api/admin/updateMainBanner', [PUT, ...mainRow(0, { ar: 'جديد', en: 'New' })], {
      locale: 'en',
    });
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toEqual({ 'mainBanners[0][image]': ['The banner image field is required.'] });

    const noTitle = await t.send('/api/admin/updateMainBanner', [
      PUT,
      ...mainRow(0, { ar: 'جديد', en: '' }),
      ['mainBanners[0][image]', await png('#444')],
    ]);
    expect(noTitle.statusCode).toBe(422);
    expect(noTitle.json().errors).toEqual({ 'mainBanners[0][translation][1][name]': ['حقل عنوان البانر مطلوب.'] });

    for (const url of ['javascript:alert(1)', 'http://shop.example.sa', '//evil.example', 'offers page']) {
      const badLink = await t.send('/api/admin/updateMainBanner', [PUT, ...mainRow(0, { id: kept.id, url })]);
      expect(badLink.statusCode, url).toBe(422);
      expect(badLink.json().errors).toEqual({ 'mainBanners[0][url]': ['حقل رابط البانر يجب أن يكون رابطاً صحيحاً.'] });
    }
    const badLinkEn = await t.send(
      '/api/admin/updateMainBanner',
      [PUT, ...mainRow(0, { id: kept.id, url: 'javascript:alert(1)' })],
      { locale: 'en' },
    );
    expect(badLinkEn.json().errors).toEqual({ 'mainBanners[0][url]': ['The banner link must be a valid link.'] });

    for (const id of [999_999, kept.id]) {
      const twice = await t.send('/api/admin/updateMainBanner', [
        PUT,
        ...mainRow(0, { id: kept.id }),
        ...mainRow(1, { id }),
      ]);
      expect(twice.statusCode).toBe(422);
      expect(Object.keys(twice.json().errors)).toEqual(['mainBanners[1][id]']);
    }

    const pdf = await t.send('/api/admin/updateMainBanner', [
      PUT,
      ...mainRow(0, { id: kept.id }),
      ['mainBanners[0][image]', { filename: 'banner.png', content: MINIMAL_PDF }],
    ]);
    expect(pdf.statusCode).toBe(422);
    expect(Object.keys(pdf.json().errors)).toEqual(['mainBanners[0][image]']);

    expect(await t.app.db.$count(logActions)).toBe(logs);
    expect((await t.get('/api/admin/mainBanner')).json().data).toEqual([kept]);
  });
});

describe('advertising banners', () => {
  it('adds and edits banners without touching those left out, and deletes one by the query or the body', async () => {
    const added = await t.send('/api/admin/updateAdsBanner', [
      PUT,
      ['ads[0][image]', await png('#c00')],
      ['ads[0][url]', '/offers'],
      ['ads[1][image]', await png('#0c0')],
    ]);
    expect(added.statusCode).toBe(200);
    const [first, second] = added.json().data;
    expect(first).toMatchObject({ url: '/offers', image: expect.stringMatching(/^\/uploads\/store-banners\/ads\//) });
    expect(second.url).toBeNull();

    // Only the second sent: the first stays where it is, the new one goes last.
    const edited = await t.send('/api/admin/updateAdsBanner', [
      PUT,
      ['ads[0][id]', String(second.id)],
      ['ads[0][url]', 'https://www.example.sa/summer'],
      ['ads[1][image]', await png('#00c')],
    ]);
    const rows = edited.json().data;
    expect(rows.map((row: { id: number }) => row.id)).toEqual([first.id, second.id, expect.any(Number)]);
    expect(rows[1]).toMatchObject({ url: 'https://www.example.sa/summer', image: second.image });

    // Every banner sent: the order sent becomes the order.
    const reordered = await t.send('/api/admin/updateAdsBanner', [
      PUT,
      ['ads[0][id]', String(rows[2].id)],
      ['ads[1][id]', String(first.id)],
      ['ads[2][id]', String(second.id)],
    ]);
    expect(reordered.json().data.map((row: { id: number }) => row.id)).toEqual([rows[2].id, first.id, second.id]);

    const logs = await logsOf('ads banners');
    expect((await t.call('DELETE', `/api/admin/deleteAdsBanner?id=${first.id}`)).statusCode).toBe(200);
    expect((await t.call('DELETE', '/api/admin/deleteAdsBanner', { id: second.id })).statusCode).toBe(200);
    expect(await logsOf('ads banners')).toBe(logs + 2);
    expect(await stored(first.image)).toBe(false);
    expect((await t.get('/api/admin/adsBanner')).json().data.map((row: { id: number }) => row.id)).toEqual([
      rows[2].id,
    ]);

    const missing = await t.call('DELETE', `/api/admin/deleteAdsBanner?id=${first.id}`);
    expect(missing.statusCode).toBe(404);
    const noId = await t.call('DELETE', '/api/admin/deleteAdsBanner', undefined, { locale: 'en' });
    expect(noId.statusCode).toBe(422);
    expect(noId.json().errors).toEqual({ id: ['The id field is required.'] });
    expect(await logsOf('ads banners')).toBe(logs + 2);
  });

  it('refuses a new banner without an image, and more banners than the app shows', async () => {
    const noImage = await t.send('/api/admin/updateAdsBanner', [PUT, ['ads[0][url]', '/offers']], { locale: 'en' });
    expect(noImage.statusCode).toBe(422);
    expect(noImage.json().errors).toEqual({ 'ads[0][image]': ['The advertisement image field is required.'] });

    const image = await png('#999');
    const count = (await t.get('/api/admin/adsBanner')).json().data.length;
    const tooMany = await t.send('/api/admin/updateAdsBanner', [
      PUT,
      ...Array.from({ length: 20 - count + 1 }, (_, i): MultipartEntry => [`ads[${i}][image]`, image]),
    ]);
    expect(tooMany.statusCode).toBe(422);
    expect(Object.keys(tooMany.json().errors)).toEqual(['ads']);
    expect((await t.get('/api/admin/adsBanner')).json().data).toHaveLength(count);
  });
});

describe('offer banners', () => {
  it('adds a record with both images and its captions, then edits its captions and keeps its images', async () => {
    const added = await t.send('/api/admin/updateOfferBanner', [
      PUT,
      ['offers[0][first_image]', await png('#a0a')],
      ['offers[0][second_image]', await png('#0aa')],
      ['offers[0][first_url]', '/offers/skin-care'],
      ['offers[0][second_url]', 'https://www.example.sa/vitamins'],
      ['offers[0][first_name_ar]', 'خصم 30٪'],
      ['offers[0][first_name_en]', '30% off'],
      ['offers[0][second_name_ar]', 'على العناية بالبشرة'],
      ['offers[0][second_name_en]', 'on skin care'],
      ['offers[0][third_name_ar]', 'اشترِ 2 واحصل على 1'],
      ['offers[0][third_name_en]', 'Buy 2 get 1'],
    ]);
    expect(added.statusCode).toBe(200);
    const [record] = added.json().data;
    expect(record).toMatchObject({
      first_url: '/offers/skin-care',
      second_url: 'https://www.example.sa/vitamins',
      first_name_ar: 'خصم 30٪',
      second_name_en: 'on skin care',
      fourth_name_ar: '',
      fourth_name_en: '',
    });
    expect(record.first_image).toMatch(/^\/uploads\/store-banners\/offers\//);

    const edited = await t.send('/api/admin/updateOfferBanner', [
      PUT,
      ['offers[0][id]', String(record.id)],
      ['offers[0][fourth_name_ar]', 'على الفيتامينات'],
      ['offers[0][fourth_name_en]', 'on vitamins'],
      ['offers[0][second_image]', await png('#aa0')],
    ]);
    const [changed] = edited.json().data;
    expect(changed).toMatchObject({
      ...record,
      fourth_name_ar: 'على الفيتامينات',
      fourth_name_en: 'on vitamins',
      second_image: expect.any(String),
    });
    expect(changed.second_image).not.toBe(record.second_image);
    expect(await stored(record.second_image)).toBe(false);
    expect(await stored(record.first_image)).toBe(true);
    expect((await t.get('/api/admin/offerBanner')).json().data).toEqual([changed]);
  });

  it('refuses a new record without its second image, and a bad link, in the language asked', async () => {
    const res = await t.send('/api/admin/updateOfferBanner', [PUT, ['offers[0][first_image]', await png('#123')]], {
      locale: 'en',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ 'offers[0][second_image]': ['The second banner image field is required.'] });
    const [record] = (await t.get('/api/admin/offerBanner')).json().data;
    const link = await t.send('/api/admin/updateOfferBanner', [
      PUT,
      ['offers[0][id]', String(record.id)],
      ['offers[0][second_url]', 'javascript:alert(1)'],
    ]);
    expect(link.json().errors).toEqual({
      'offers[0][second_url]': ['حقل رابط البانر الثاني يجب أن يكون رابطاً صحيحاً.'],
    });
  });
});

describe('offers page header', () => {
  it('has no image at first, takes one and replaces it, keeping it when none is sent', async () => {
    expect((await t.get('/api/admin/offerHeader')).json()).toEqual({ data: { id: 1, image: null } });
    const first = await t.send('/api/admin/offerHeader/1', [PUT, ['image', await png('#345')]]);
    expect(first.statusCode).toBe(200);
    const { image } = first.json().data;
    expect(image).toMatch(/^\/uploads\/store-banners\/offers-header\//);
    const second = (await t.send('/api/admin/offerHeader/1', [PUT, ['image', await png('#543')]])).json().data;
    expect(second.image).not.toBe(image);
    expect(await stored(image)).toBe(false);
    expect((await t.send('/api/admin/offerHeader/1', [PUT])).json().data).toEqual(second);
    expect((await t.get('/api/admin/offerHeader')).json().data).toEqual(second);
  });

  it('is record 1 only, and answers a plain POST with 405', async () => {
    expect((await t.send('/api/admin/offerHeader/2', [PUT, ['image', await png('#000')]])).statusCode).toBe(404);
    expect((await t.send('/api/admin/offerHeader/1', [['image', await png('#000')]])).statusCode).toBe(405);
  });
});

describe('banners', () => {
  it('are read with "list banners" and changed only with "manage banners"', async () => {
    const reader = await signInAs(t.app, { permissions: ['list banners'] });
    const logs = await t.app.db.$count(logActions);
    for (const path of ['mainBanner', 'adsBanner', 'offerBanner', 'offerHeader']) {
      expect((await t.get(`/api/admin/${path}`, { as: reader.token })).statusCode, path).toBe(200);
    }
    const writes = [
      t.send('/api/admin/updateMainBanner', [PUT, ['mainBanners', '']], { as: reader.token }),
      t.send('/api/admin/updateAdsBanner', [PUT], { as: reader.token }),
      t.send('/api/admin/updateOfferBanner', [PUT], { as: reader.token }),
      t.send('/api/admin/offerHeader/1', [PUT], { as: reader.token }),
      t.call('DELETE', '/api/admin/deleteAdsBanner?id=1', undefined, { as: reader.token }),
    ];
    for (const res of await Promise.all(writes)) expect(res.statusCode).toBe(403);
    expect(await t.app.db.$count(logActions)).toBe(logs);
  });

  it('are described in the API documentation', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const paths = res.json().paths;
    for (const [path, method] of [
      ['/api/admin/mainBanner', 'get'],
      ['/api/admin/updateMainBanner', 'put'],
      ['/api/admin/adsBanner', 'get'],
      ['/api/admin/updateAdsBanner', 'put'],
      ['/api/admin/deleteAdsBanner', 'delete'],
      ['/api/admin/offerBanner', 'get'],
      ['/api/admin/updateOfferBanner', 'put'],
      ['/api/admin/offerHeader', 'get'],
      ['/api/admin/offerHeader/{id}', 'put'],
    ] as const) {
      expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    }
  });

  it(`drop the public "${STORE_BANNERS_TAG}" cache tag after each write`, async () => {
    const invalidate = vi.spyOn(t.app, 'invalidatePublic');
    try {
      await t.send('/api/admin/updateAdsBanner', [PUT, ['ads[0][image]', await png('#678')]]);
      const [ad] = (await t.get('/api/admin/adsBanner')).json().data.slice(-1);
      await t.call('DELETE', `/api/admin/deleteAdsBanner?id=${ad.id}`);
      expect(invalidate.mock.calls).toEqual([[[STORE_BANNERS_TAG]], [[STORE_BANNERS_TAG]]]);
    } finally {
      invalidate.mockRestore();
    }
  });
});
