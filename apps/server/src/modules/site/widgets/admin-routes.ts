import {
  homeStatisticItem,
  homeStatisticsBody,
  idParam,
  listAnswer,
  MAX_SLIDER_UPLOAD,
  menuBody,
  menuItem,
  messageAnswer,
  sliderItem,
  sliderOrderBody,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import {
  addSliderImages,
  deleteSliderImage,
  listMenuItems,
  listSliderImages,
  listStatistics,
  orderSlider,
  SLIDERS_SPEC,
  type SliderSpec,
  saveMenu,
  saveStatistics,
} from './admin-service';

registerFieldLabels({
  ar: {
    images: 'الصور',
    ids: 'الترتيب',
    homepage: 'الإحصائيات',
    title_ar: 'العنوان بالعربية',
    title_en: 'العنوان بالإنجليزية',
    uri: 'الرابط',
    order: 'الترتيب',
    'homepage[value]': 'القيمة',
  },
  en: {
    images: 'images',
    ids: 'order',
    homepage: 'statistics',
    title_ar: 'Arabic title',
    title_en: 'English title',
    uri: 'link',
    'homepage[value]': 'value',
  },
});

const sliderUpload = z.object({ images: z.array(uploadedFile).min(1).max(MAX_SLIDER_UPLOAD) });
const sliderList = listAnswer(sliderItem);

/** One slider's four calls under its base path (the home and investor sliders share them). */
function sliderRoutes(app: FastifyInstance, base: string, spec: SliderSpec): void {
  const route = adminRouter(app, 'sliders');
  route.get(
    base,
    { permission: 'manage sliders', summary: 'Slider images in their order', response: sliderList },
    async (ctx) => ({ data: await listSliderImages(ctx, spec) }),
  );
  route.post(
    base,
    {
      permission: 'manage sliders',
      summary: 'Add images (multipart images[n]) after the existing ones',
      body: sliderUpload,
      response: sliderList,
    },
    async (ctx, { body }) => ({ data: await addSliderImages(ctx, spec, body.images) }),
  );
  route.post(
    `${base}/order`,
    {
      permission: 'manage sliders',
      summary: 'Reorder the slider: every image id, in the wanted order',
      body: sliderOrderBody,
      response: sliderList,
    },
    async (ctx, { body }) => ({ data: await orderSlider(ctx, spec, body) }),
  );
  route.delete(
    `${base}/:id`,
    { permission: 'manage sliders', summary: 'Delete a slider image', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteSliderImage(ctx, spec, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}

/** Company back-office: sliders, navigation menu and home statistics (company-admin.md). */
export default async function siteWidgetsAdminRoutes(app: FastifyInstance): Promise<void> {
  sliderRoutes(app, '/api/admin/home_page_slider', SLIDERS_SPEC.home);
  sliderRoutes(app, '/api/admin/investor_relation_page_slider', SLIDERS_SPEC.investor);

  const route = adminRouter(app, 'site content');
  route.get(
    '/api/admin/menus',
    { permission: 'manage menu', summary: 'Every menu link, active or not, in order', response: listAnswer(menuItem) },
    async (ctx) => ({ data: await listMenuItems(ctx) }),
  );
  route.post(
    '/api/admin/menus',
    {
      permission: 'manage menu',
      summary: 'Replace the menu with the links sent (JSON {items:[…]})',
      description: 'Links with a known id are updated, links without one added, stored links left out removed.',
      body: menuBody,
      response: listAnswer(menuItem),
    },
    async (ctx, { body }) => ({ data: await saveMenu(ctx, body) }),
  );
  route.get(
    '/api/admin/statistics/home_page',
    {
      permission: 'manage home statistics',
      summary: 'Home page statistics',
      response: listAnswer(homeStatisticItem),
    },
    async (ctx) => ({ data: await listStatistics(ctx) }),
  );
  route.post(
    '/api/admin/statistics/home_page',
    {
      permission: 'manage home statistics',
      summary: 'Replace the home page statistics (JSON {homepage:[…]})',
      body: homeStatisticsBody,
      response: listAnswer(homeStatisticItem),
    },
    async (ctx, { body }) => ({ data: await saveStatistics(ctx, body) }),
  );
}
