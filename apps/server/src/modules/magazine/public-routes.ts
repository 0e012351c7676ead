import {
  articleData,
  articleQuery,
  articlesPage,
  articleTagQuery,
  articleTagsAnswer,
  idParam,
  magazineCategoriesAnswer,
  magazineSubcategoriesAnswer,
  publicSubcategoryQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { publicFileUrl } from '../../kernel/file-urls';
import { publicRead } from '../../kernel/routes';
import {
  getPublicArticle,
  listArticleTags,
  listMagazineCategories,
  listMagazineSubcategories,
  listPublicArticles,
  MAGAZINE_TAG,
  rekeyArticles,
} from './service';

/**
 * The public medical magazine: categories, subcategories and articles (spec), and
 * GET /api/article/tags (addition: the tag list the magazine page shows).
 */
export default async function magazineRoutes(app: FastifyInstance): Promise<void> {
  const docs = 'magazine';
  const cacheTags = [MAGAZINE_TAG];

  // Keys stored under older folding rules are re-keyed once the app is up.
  app.addHook('onReady', async () => {
    await rekeyArticles(app.db);
  });

  publicRead(
    app,
    docs,
    '/api/magazineCategory',
    { cacheTags, summary: 'Magazine categories', response: magazineCategoriesAnswer },
    async (ctx) => ({ data: await listMagazineCategories(ctx.db, ctx.locale) }),
  );

  publicRead(
    app,
    docs,
    '/api/magazineSubcategory',
    {
      cacheTags,
      summary: 'Magazine subcategories, of one category when asked',
      query: publicSubcategoryQuery,
      response: magazineSubcategoriesAnswer,
    },
    async (ctx, { query }) => ({
      data: await listMagazineSubcategories(ctx.db, ctx.locale, query.magazine_category_id),
    }),
  );

  publicRead(
    app,
    docs,
    '/api/article',
    { cacheTags, summary: 'Active articles, newest first', query: articleQuery, response: articlesPage },
    (ctx, { query }) => listPublicArticles(ctx.db, publicFileUrl(ctx), ctx.locale, query),
  );

  publicRead(
    app,
    docs,
    '/api/article/:id',
    {
      cacheTags,
      summary: "One active article (addition: the article's own page)",
      params: idParam,
      response: articleData,
    },
    async (ctx, { params }) => ({ data: await getPublicArticle(ctx.db, publicFileUrl(ctx), ctx.locale, params.id) }),
  );

  publicRead(
    app,
    docs,
    '/api/article/tags',
    { cacheTags, summary: 'The most used article tags', query: articleTagQuery, response: articleTagsAnswer },
    async (ctx, { query }) => ({ data: await listArticleTags(ctx.db, ctx.locale, query.limit, query) }),
  );
}
