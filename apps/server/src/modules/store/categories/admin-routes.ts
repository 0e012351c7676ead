import {
  dataAnswer,
  idParam,
  messageAnswer,
  pageAnswer,
  storeCategoryBody,
  storeCategoryItem,
  storeCategoryQuery,
  storeSubcategoryBody,
  storeSubcategoryItem,
  storeSubcategoryQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import {
  createCategory,
  createSubcategory,
  deleteCategory,
  deleteSubcategory,
  featureCategory,
  featureSubcategory,
  getCategory,
  getSubcategory,
  listCategories,
  listSubcategories,
  updateCategory,
  updateSubcategory,
} from './admin-service';

registerFieldLabels({
  ar: { banner: 'صورة البانر', link: 'الرابط', content: 'المحتوى' },
  en: { banner: 'banner', link: 'link', content: 'content' },
});

const categoryForm = storeCategoryBody.extend({ image: uploadedFile.optional(), banner: uploadedFile.optional() });
const subcategoryForm = storeSubcategoryBody.extend({ image: uploadedFile.optional() });

/** Store back-office: the catalogue's main categories and sub-categories (store-admin.md). */
export default async function storeCategoriesAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store catalogue');
  const deleted = (message: string) => ({ data: { message } });
  // The product form picks a sub-category and the offer form a category, so reading them is open
  // to product and offer editors too.
  const readers = [
    'list products categories',
    'list products',
    'add products',
    'update products',
    'list offers',
    'manage offers',
  ] as const;

  route.get(
    '/api/admin/category',
    {
      permission: [...readers],
      summary: 'Main categories with their sub-category and product counts',
      query: storeCategoryQuery,
      response: pageAnswer(storeCategoryItem),
    },
    (ctx, { query }) => listCategories(ctx, query),
  );
  route.get(
    '/api/admin/category/:id',
    {
      permission: ['list products categories', 'update products categories'],
      summary: 'One main category',
      params: idParam,
      response: dataAnswer(storeCategoryItem),
    },
    async (ctx, { params }) => ({ data: await getCategory(ctx, params.id) }),
  );
  route.post(
    '/api/admin/category',
    {
      permission: 'add products categories',
      summary: 'Add a main category (multipart: image, banner)',
      body: categoryForm,
      response: dataAnswer(storeCategoryItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createCategory(ctx, body) }),
  );
  route.put(
    '/api/admin/category/:id',
    {
      permission: 'update products categories',
      summary: 'Edit a main category (multipart, also as POST with _method=PUT)',
      description: 'Without a new image or banner file the stored one is kept.',
      params: idParam,
      body: categoryForm,
      response: dataAnswer(storeCategoryItem),
    },
    async (ctx, { params, body }) => ({ data: await updateCategory(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/category/:id',
    {
      permission: 'delete products categories',
      summary: 'Delete a main category',
      description: 'Refused (409, with their number) while the category holds sub-categories.',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteCategory(ctx, params.id);
      return deleted(ctx.t('deleted'));
    },
  );
  route.post(
    '/api/admin/categories/:id/feature',
    {
      permission: 'update products categories',
      summary: 'Feature a main category in the shop (there is no un-feature)',
      params: idParam,
      response: dataAnswer(storeCategoryItem),
    },
    async (ctx, { params }) => ({ data: await featureCategory(ctx, params.id) }),
  );

  route.get(
    '/api/admin/subcategory',
    {
      permission: [...readers],
      summary: 'Sub-categories, of one main category when `category_id` is given',
      query: storeSubcategoryQuery,
      response: pageAnswer(storeSubcategoryItem),
    },
    (ctx, { query }) => listSubcategories(ctx, query),
  );
  route.get(
    '/api/admin/subcategory/:id',
    {
      permission: ['list products categories', 'update products categories'],
      summary: 'One sub-category',
      params: idParam,
      response: dataAnswer(storeSubcategoryItem),
    },
    async (ctx, { params }) => ({ data: await getSubcategory(ctx, params.id) }),
  );
  route.post(
    '/api/admin/subcategory',
    {
      permission: 'add products categories',
      summary: 'Add a sub-category (multipart: image)',
      body: subcategoryForm,
      response: dataAnswer(storeSubcategoryItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createSubcategory(ctx, body) }),
  );
  route.put(
    '/api/admin/subcategory/:id',
    {
      permission: 'update products categories',
      summary: 'Edit a sub-category (multipart, also as POST with _method=PUT)',
      params: idParam,
      body: subcategoryForm,
      response: dataAnswer(storeSubcategoryItem),
    },
    async (ctx, { params, body }) => ({ data: await updateSubcategory(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/subcategory/:id',
    {
      permission: 'delete products categories',
      summary: 'Delete a sub-category',
      description: 'Refused (409, with their number) while the sub-category holds products.',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteSubcategory(ctx, params.id);
      return deleted(ctx.t('deleted'));
    },
  );
  route.post(
    '/api/admin/sub-categories/:id/feature',
    {
      permission: 'update products categories',
      summary: 'Feature a sub-category in the shop (there is no un-feature)',
      params: idParam,
      response: dataAnswer(storeSubcategoryItem),
    },
    async (ctx, { params }) => ({ data: await featureSubcategory(ctx, params.id) }),
  );
}
