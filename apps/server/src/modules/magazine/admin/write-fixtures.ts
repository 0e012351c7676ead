import type { FastifyInstance } from 'fastify';
import { articles, magazineCategories, magazineSubcategories } from '../../../db/schema/index';
import { multipartPayload } from '../../../lib/multipart-payload';
import { MISSING_ID, type PreparedCall, type WriteFixture } from '../../../test/write-fixtures';

let counter = 0;
const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

async function section(app: FastifyInstance): Promise<number> {
  const [row] = await app.db
    .insert(magazineCategories)
    .values({ code: `fixture-${unique()}`, name: { ar: 'قسم', en: 'Section' } })
    .returning({ id: magazineCategories.id });
  return row!.id;
}

async function subsection(app: FastifyInstance, categoryId?: number): Promise<number> {
  const [row] = await app.db
    .insert(magazineSubcategories)
    .values({ magazineCategoryId: categoryId ?? (await section(app)), name: { ar: 'فرعي', en: 'Sub' } })
    .returning({ id: magazineSubcategories.id });
  return row!.id;
}

async function article(app: FastifyInstance, categoryId?: number): Promise<number> {
  const [row] = await app.db
    .insert(articles)
    .values({
      categoryId: categoryId ?? (await section(app)),
      name: { ar: 'مقال', en: 'Article' },
      description: { ar: '<p>نص</p>', en: '<p>Text</p>' },
    })
    .returning({ id: articles.id });
  return row!.id;
}

const names = {
  translation: [
    { locale: 'ar', name: 'قسم' },
    { locale: 'en', name: 'Section' },
  ],
};

async function articleForm(url: string, categoryId: number): Promise<PreparedCall> {
  const { payload, headers } = await multipartPayload([
    ['category_id', String(categoryId)],
    ['active', '1'],
    ['translation[0][locale]', 'ar'],
    ['translation[0][name]', 'مقال'],
    ['translation[0][description]', '<p>نص</p>'],
    ['translation[0][tags]', 'صحة، غذاء'],
    ['translation[1][locale]', 'en'],
    ['translation[1][name]', 'Article'],
    ['translation[1][description]', '<p>Text</p>'],
    ['translation[1][tags]', 'health, food'],
  ]);
  return { url, payload, headers };
}

/** The magazine back-office's write routes, for the walk in kernel/write-routes.test.ts. */
export const writeFixtures: Record<string, WriteFixture> = {
  'POST /api/admin/magazineCategory': { valid: async () => ({ url: '/api/admin/magazineCategory', payload: names }) },
  'POST /api/admin/magazineCategory/:id': {
    valid: async (app) => ({ url: `/api/admin/magazineCategory/${await section(app)}`, payload: names }),
    refused: async () => ({ url: `/api/admin/magazineCategory/${MISSING_ID}`, payload: names }),
  },
  'PUT /api/admin/magazineCategory/:id': {
    valid: async (app) => ({ url: `/api/admin/magazineCategory/${await section(app)}`, payload: names }),
    refused: async () => ({ url: `/api/admin/magazineCategory/${MISSING_ID}`, payload: names }),
  },
  'DELETE /api/admin/magazineCategory/:id': {
    valid: async (app) => ({ url: `/api/admin/magazineCategory/${await section(app)}` }),
    // Still holding an article: refused, never orphaned.
    refused: async (app) => {
      const id = await section(app);
      await article(app, id);
      return { url: `/api/admin/magazineCategory/${id}` };
    },
  },
  'POST /api/admin/magazineSubcategory': {
    valid: async (app) => ({
      url: '/api/admin/magazineSubcategory',
      payload: { magazine_category_id: await section(app), ...names },
    }),
    refused: async () => ({
      url: '/api/admin/magazineSubcategory',
      payload: { magazine_category_id: MISSING_ID, ...names },
    }),
  },
  'POST /api/admin/magazineSubcategory/:id': {
    valid: async (app) => {
      const categoryId = await section(app);
      const id = await subsection(app, categoryId);
      return { url: `/api/admin/magazineSubcategory/${id}`, payload: { magazine_category_id: categoryId, ...names } };
    },
    refused: async (app) => ({
      url: `/api/admin/magazineSubcategory/${MISSING_ID}`,
      payload: { magazine_category_id: await section(app), ...names },
    }),
  },
  'PUT /api/admin/magazineSubcategory/:id': {
    valid: async (app) => {
      const categoryId = await section(app);
      const id = await subsection(app, categoryId);
      return { url: `/api/admin/magazineSubcategory/${id}`, payload: { magazine_category_id: categoryId, ...names } };
    },
  },
  'DELETE /api/admin/magazineSubcategory/:id': {
    valid: async (app) => ({ url: `/api/admin/magazineSubcategory/${await subsection(app)}` }),
  },
  'POST /api/admin/article': {
    valid: async (app) => articleForm('/api/admin/article', await section(app)),
    refused: async () => articleForm('/api/admin/article', MISSING_ID),
  },
  'PUT /api/admin/article/:id': {
    valid: async (app) => {
      const categoryId = await section(app);
      return articleForm(`/api/admin/article/${await article(app, categoryId)}`, categoryId);
    },
    refused: async (app) => articleForm(`/api/admin/article/${MISSING_ID}`, await section(app)),
  },
  'DELETE /api/admin/article/:id': {
    valid: async (app) => ({ url: `/api/admin/article/${await article(app)}` }),
  },
};
