import { DEFAULT_PAGE_LIMIT, MAX_PAGE_LIMIT } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  listArticleTags,
  listMagazineCategories,
  listMagazineSubcategories,
  listPublicArticles,
  MAGAZINE_TAG,
} from './service';

/** An optional id filter; an empty value (`?category_id=`) means no filter. */
const optionalId = z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().positive().optional());

const subcategoryQuery = z.object({ magazine_category_id: optionalId });

const articleQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
  name: z.string().max(200).optional(),
  category_id: optionalId,
  subcategory_id: optionalId,
  tag: z.string().max(100).optional(),
});

const tagQuery = z.object({ limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(30) });

/**
 * The public medical magazine: categories, subcategories and articles (spec), and
 * GET /api/article/tags (addition: the tag list the magazine page shows).
 */
export default async function magazineRoutes(app: FastifyInstance): Promise<void> {
  const fileUrl = (key: string | null) => (key ? app.storage.publicUrl(key) : null);
  const tags = [MAGAZINE_TAG];

  app.publicGet('/api/magazineCategory', { tags }, async (request) => ({
    data: await listMagazineCategories(app.db, request.locale),
  }));

  app.publicGet('/api/magazineSubcategory', { tags, schema: { querystring: subcategoryQuery } }, async (request) => ({
    data: await listMagazineSubcategories(app.db, request.locale, request.query.magazine_category_id),
  }));

  app.publicGet('/api/article', { tags, schema: { querystring: articleQuery } }, async (request) =>
    listPublicArticles(app.db, fileUrl, request.locale, request.query),
  );

  app.publicGet('/api/article/tags', { tags, schema: { querystring: tagQuery } }, async (request) => ({
    data: await listArticleTags(app.db, request.locale, request.query.limit),
  }));
}
