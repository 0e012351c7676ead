import {
  articleAdminQuery,
  articleBody,
  articleItem,
  dataAnswer,
  idParam,
  magazineCategoryBody,
  magazineCategoryItem,
  magazineSubcategoryBody,
  magazineSubcategoryItem,
  magazineSubcategoryQuery,
  messageAnswer,
  pageAnswer,
  pageQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../i18n/messages';
import { adminRouter } from '../../kernel/routes';
import { uploadedFile } from '../../lib/uploads';
import {
  createAdminArticle,
  createCategory,
  createSubcategory,
  deleteAdminArticle,
  deleteCategory,
  deleteSubcategory,
  getArticle,
  getCategory,
  getSubcategory,
  listArticles,
  listCategories,
  listSubcategories,
  updateAdminArticle,
  updateCategory,
  updateSubcategory,
} from './admin-service';

registerFieldLabels({
  ar: {
    category_id: 'القسم',
    magazine_category_id: 'القسم',
    subcategory_id: 'القسم الفرعي',
    description: 'الوصف',
    tags: 'الوسوم',
  },
  en: {
    category_id: 'section',
    magazine_category_id: 'section',
    subcategory_id: 'subsection',
    description: 'description',
    tags: 'tags',
  },
});

const articleForm = articleBody.extend({ image: uploadedFile.optional() });

/** Company back-office: the electronic magazine's sections, subsections and articles (company-admin.md). */
export default async function magazineAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'magazine');
  const deleted = (message: string) => ({ data: { message } });

  // Sections. The update is a plain POST to the record's URL (also PUT); declared before its DELETE.
  route.get(
    '/api/admin/magazineCategory',
    {
      permission: ['list articles sections', 'list articles', 'add articles', 'update articles'],
      summary: 'Magazine sections with their subsection and article counts',
      query: pageQuery,
      response: pageAnswer(magazineCategoryItem),
    },
    (ctx, { query }) => listCategories(ctx, query),
  );
  route.get(
    '/api/admin/magazineCategory/:id',
    {
      permission: ['list articles sections', 'update articles sections'],
      summary: 'One magazine section',
      params: idParam,
      response: dataAnswer(magazineCategoryItem),
    },
    async (ctx, { params }) => ({ data: await getCategory(ctx, params.id) }),
  );
  route.post(
    '/api/admin/magazineCategory',
    {
      permission: 'add articles sections',
      summary: 'Add a magazine section',
      body: magazineCategoryBody,
      response: dataAnswer(magazineCategoryItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createCategory(ctx, body) }),
  );
  route.postOrPut(
    '/api/admin/magazineCategory/:id',
    {
      permission: 'update articles sections',
      summary: 'Edit a magazine section (POST, also PUT)',
      params: idParam,
      body: magazineCategoryBody,
      response: dataAnswer(magazineCategoryItem),
    },
    async (ctx, { params, body }) => ({ data: await updateCategory(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/magazineCategory/:id',
    {
      permission: 'delete articles sections',
      summary: 'Delete an empty magazine section',
      description: 'Refused (409) while the section has subsections or articles.',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteCategory(ctx, params.id);
      return deleted(ctx.t('deleted'));
    },
  );

  // Subsections (no permission of their own in the spec: the section permissions apply).
  route.get(
    '/api/admin/magazineSubcategory',
    {
      permission: ['list articles sections', 'list articles', 'add articles', 'update articles'],
      summary: 'Magazine subsections, of one section when `magazine_category_id` is given',
      query: magazineSubcategoryQuery,
      response: pageAnswer(magazineSubcategoryItem),
    },
    (ctx, { query }) => listSubcategories(ctx, query),
  );
  route.get(
    '/api/admin/magazineSubcategory/:id',
    {
      permission: ['list articles sections', 'update articles sections'],
      summary: 'One magazine subsection',
      params: idParam,
      response: dataAnswer(magazineSubcategoryItem),
    },
    async (ctx, { params }) => ({ data: await getSubcategory(ctx, params.id) }),
  );
  route.post(
    '/api/admin/magazineSubcategory',
    {
      permission: 'add articles sections',
      summary: 'Add a magazine subsection',
      body: magazineSubcategoryBody,
      response: dataAnswer(magazineSubcategoryItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createSubcategory(ctx, body) }),
  );
  route.postOrPut(
    '/api/admin/magazineSubcategory/:id',
    {
      permission: 'update articles sections',
      summary: 'Edit a magazine subsection (POST, also PUT)',
      params: idParam,
      body: magazineSubcategoryBody,
      response: dataAnswer(magazineSubcategoryItem),
    },
    async (ctx, { params, body }) => ({ data: await updateSubcategory(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/magazineSubcategory/:id',
    {
      permission: 'delete articles sections',
      summary: 'Delete an empty magazine subsection',
      description: 'Refused (409) while the subsection has articles.',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteSubcategory(ctx, params.id);
      return deleted(ctx.t('deleted'));
    },
  );

  // Articles.
  route.get(
    '/api/admin/article',
    {
      permission: 'list articles',
      summary: 'Articles, newest first (active and inactive)',
      query: articleAdminQuery,
      response: pageAnswer(articleItem),
    },
    (ctx, { query }) => listArticles(ctx, query),
  );
  route.get(
    '/api/admin/article/:id',
    {
      permission: ['list articles', 'update articles'],
      summary: 'One article',
      params: idParam,
      response: dataAnswer(articleItem),
    },
    async (ctx, { params }) => ({ data: await getArticle(ctx, params.id) }),
  );
  route.post(
    '/api/admin/article',
    {
      permission: 'add articles',
      summary: 'Add an article (multipart)',
      body: articleForm,
      response: dataAnswer(articleItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createAdminArticle(ctx, body) }),
  );
  route.put(
    '/api/admin/article/:id',
    {
      permission: 'update articles',
      summary: 'Edit an article (multipart, also as POST with _method=PUT)',
      description: 'Without a new image file the stored image is kept.',
      params: idParam,
      body: articleForm,
      response: dataAnswer(articleItem),
    },
    async (ctx, { params, body }) => ({ data: await updateAdminArticle(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/article/:id',
    { permission: 'delete articles', summary: 'Delete an article', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteAdminArticle(ctx, params.id);
      return deleted(ctx.t('deleted'));
    },
  );
}
