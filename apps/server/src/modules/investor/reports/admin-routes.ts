import {
  dataAnswer,
  id,
  idParam,
  listAnswer,
  messageAnswer,
  reportBody,
  reportFileInput,
  reportItem,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fieldError } from '../../../errors';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import { createReport, deleteReport, deleteReportFile, getReport, listReports, updateReport } from './admin-service';

const body = reportBody.extend({
  image: uploadedFile.optional(),
  attachments: z
    .array(reportFileInput.extend({ file: uploadedFile.optional() }))
    .max(50)
    .default([]),
});
const one = dataAnswer(reportItem);
/** The document to delete, as the old client sends it: in the body, or in the query. */
const fileRef = z.object({ id: id.optional() });

/** Company back-office: reports and results with their documents (company-admin.md). */
export default async function reportsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'reports and results');

  route.get(
    '/api/admin/reportsResults',
    { permission: 'list reports and results', summary: 'Reports, newest first', response: listAnswer(reportItem) },
    async (ctx) => ({ data: await listReports(ctx) }),
  );
  route.get(
    '/api/admin/reportsResults/:id',
    {
      permission: ['list reports and results', 'update reports and results'],
      summary: 'One report with its documents',
      params: idParam,
      response: one,
    },
    async (ctx, { params }) => ({ data: await getReport(ctx, params.id) }),
  );
  route.post(
    '/api/admin/reportsResults',
    {
      permission: 'add reports and results',
      summary: 'Add a report (multipart: translations, image, attachments[i][file|title_ar|title_en])',
      body,
      response: one,
      status: 201,
    },
    async (ctx, input) => ({ data: await createReport(ctx, input.body) }),
  );
  route.put(
    '/api/admin/reportsResults/:id',
    {
      permission: 'update reports and results',
      summary: 'Edit a report (multipart, also as POST with _method=PUT)',
      description:
        'attachments[i][id] keeps a document (a file with it replaces the document); a row without id adds one. Documents not sent are kept.',
      params: idParam,
      body,
      response: one,
    },
    async (ctx, { params, body: input }) => ({ data: await updateReport(ctx, params.id, input) }),
  );
  route.delete(
    '/api/admin/reportsResults/file',
    {
      permission: 'update reports and results',
      summary: 'Delete one document of a report (id in the body or the query)',
      query: fileRef,
      body: fileRef.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body: sent }) => {
      const fileId = sent?.id ?? query.id;
      if (fileId === undefined) throw fieldError('id', 'required');
      await deleteReportFile(ctx, fileId);
      return { data: { message: ctx.t('deleted') } };
    },
  );
  route.delete(
    '/api/admin/reportsResults/:id',
    {
      permission: 'delete reports and results',
      summary: 'Delete a report and its documents',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteReport(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
