import type { FastifyInstance } from 'fastify';
import { sliderImages } from '../../../db/schema/index';
import { multipartPayload } from '../../../lib/multipart-payload';
import { solidImage } from '../../../test/files';
import type { WriteFixture } from '../../../test/write-fixtures';

const MISSING_ID = 2147483647;

async function upload(url: string) {
  const image = await solidImage('png', { width: 8, height: 8, background: '#0a7' });
  const { payload, headers } = await multipartPayload([
    ['images[0]', { filename: 'slide.png', content: image, type: 'image/png' }],
  ]);
  return { url, payload, headers };
}

async function slide(app: FastifyInstance, slider: 'home' | 'investor') {
  const [row] = await app.db
    .insert(sliderImages)
    .values({ slider, path: `sliders/${slider}/missing.png`, sortOrder: 1 })
    .returning({ id: sliderImages.id });
  return row!.id;
}

async function allIds(app: FastifyInstance, slider: 'home' | 'investor') {
  await slide(app, slider);
  const rows = await app.db.select({ id: sliderImages.id, slider: sliderImages.slider }).from(sliderImages);
  return rows.filter((row) => row.slider === slider).map((row) => row.id);
}

function sliderFixtures(base: string, slider: 'home' | 'investor'): Record<string, WriteFixture> {
  return {
    [`POST ${base}`]: { valid: () => upload(base) },
    [`POST ${base}/order`]: {
      valid: async (app) => ({ url: `${base}/order`, payload: { ids: (await allIds(app, slider)).reverse() } }),
      refused: async () => ({ url: `${base}/order`, payload: { ids: [MISSING_ID] } }),
    },
    [`DELETE ${base}/:id`]: {
      valid: async (app) => ({ url: `${base}/${await slide(app, slider)}` }),
    },
  };
}

const link = { title_ar: 'من نحن', title_en: 'About us', uri: '/about-us', order: 1, active: 1 };
const figure = { title_ar: 'فرع', title_en: 'Branches', value: '+120' };

export const writeFixtures: Record<string, WriteFixture> = {
  ...sliderFixtures('/api/admin/home_page_slider', 'home'),
  ...sliderFixtures('/api/admin/investor_relation_page_slider', 'investor'),
  'POST /api/admin/menus': {
    valid: async () => ({ url: '/api/admin/menus', payload: { items: [link] } }),
    refused: async () => ({ url: '/api/admin/menus', payload: { items: [{ ...link, uri: 'javascript:alert(1)' }] } }),
  },
  'POST /api/admin/statistics/home_page': {
    valid: async () => ({ url: '/api/admin/statistics/home_page', payload: { homepage: [figure] } }),
    refused: async () => ({
      url: '/api/admin/statistics/home_page',
      payload: { homepage: [{ ...figure, id: MISSING_ID }] },
    }),
  },
};
