import {
  dataAnswer,
  idParam,
  investigatorBody,
  investigatorItem,
  messageAnswer,
  pageAnswer,
  pageQuery,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import {
  createInvestigator,
  deleteInvestigator,
  getInvestigator,
  listInvestigators,
  updateInvestigator,
} from './admin-service';

registerFieldLabels({ ar: { content: 'المحتوى' }, en: { content: 'content' } });

const body = investigatorBody.extend({ image: uploadedFile.optional() });
const one = dataAnswer(investigatorItem);

/** Company back-office: the investor-relations officer entry (company-admin.md, Content management). */
export default async function investigatorAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'investigator');
  const permission = 'manage investigator';

  route.get(
    '/api/admin/investigator',
    { permission, summary: 'The entries, first first', query: pageQuery, response: pageAnswer(investigatorItem) },
    (ctx, { query }) => listInvestigators(ctx, query),
  );
  route.get(
    '/api/admin/investigator/:id',
    { permission, summary: 'One entry', params: idParam, response: one },
    async (ctx, { params }) => ({ data: await getInvestigator(ctx, params.id) }),
  );
  route.post(
    '/api/admin/investigator',
    { permission, summary: 'Add an entry (multipart, optional image)', body, response: one, status: 201 },
    async (ctx, { body: input }) => ({ data: await createInvestigator(ctx, input) }),
  );
  route.put(
    '/api/admin/investigator/:id',
    {
      permission,
      summary: 'Edit the entry (multipart, also as POST with _method=PUT)',
      description: 'Without a new image file the stored image is kept.',
      params: idParam,
      body,
      response: one,
    },
    async (ctx, { params, body: input }) => ({ data: await updateInvestigator(ctx, params.id, input) }),
  );
  route.delete(
    '/api/admin/investigator/:id',
    { permission, summary: 'Delete an entry', params: idParam, response: messageAnswer },
    async (ctx, { params }) => {
      await deleteInvestigator(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
