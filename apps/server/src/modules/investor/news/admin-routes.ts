import { dataAnswer, idParam, messageAnswer, newsBody, newsItem, pageAnswer, pageQuery } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import { createNews, deleteNews, getNews, listNews, updateNews } from './admin-service';

const body = newsBody.extend({ image: uploadedFile.optional() });
const one = dataAnswer(newsItem);

/** Company back-office: news (company-admin.md, News). */
export default async function newsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'news');

  route.get(
    '/api/admin/news',
    { permission: 'list news', summary: 'News, newest first', query: pageQuery, response: pageAnswer(newsItem) },
    (ctx, { query }) => listNews(ctx, query),
  );
  route.get(
    '/api/admin/news/:id',
    { permission: ['list news', 'update news'], summary: 'One news item', params: idParam, response: one },
    async (ctx, { params }) => ({ data: await getNews(ctx, params.id) }),
  );
  route.post(
    '/api/admin/news',
    { permission: 'add news', summary: 'Add a news item (multipart)', body, response: one, status: 201 },
    async (ctx, input) => ({ data: await createNews(ctx, input.body) }),
  );
  route.put(
    '/api/admin/news/:id',
    {
      permission: 'update news',
      summary: 'Edit a news item (multipart, also as POST with _method=PUT)',
      description: 'Without a new image file the stored image is kept.',
      params: idParam,
      body,
      response: one,
    },
    async (ctx, { params, body: input }) => ({ data: await updateNews(ctx, params.id, input) }),
  );
  route.delete(
    '/api/admin/news/:id',
    { permission: 'delete news', summary: 'Delete a news item', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteNews(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
