import {
  dataAnswer,
  employmentBulkDeleteBody,
  employmentRequestDetail,
  employmentRequestFilters,
  employmentRequestListItem,
  employmentRequestListQuery,
  employmentSettingsBody,
  employmentSettingsItem,
  id,
  idParam,
  messageAnswer,
  pageAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { exportRoute } from '../../kernel/export/index';
import { adminRouter, privateDownloadRoute } from '../../kernel/routes';
import {
  applicationsExport,
  attachmentLink,
  bulkDelete,
  EMPLOYMENT_SUBJECT,
  listRequests,
  readSettings,
  requestDetail,
  saveSettings,
} from './admin-service';
import { retentionJob } from './jobs';

const settingsAnswer = dataAnswer(employmentSettingsItem);
const attachmentParams = z.object({ id, attachmentId: id });

/** Company back-office: employment applications (company-admin.md, Employment applications). */
export default async function careersAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'careers');

  route.get(
    '/api/admin/employmentRequests',
    {
      permission: 'list employment request',
      summary: 'Employment applications, newest first (filters: religion, nationality_id, search)',
      query: employmentRequestListQuery,
      response: pageAnswer(employmentRequestListItem),
    },
    (ctx, { query }) => listRequests(ctx, query),
  );
  route.get(
    '/api/admin/employmentRequests/:id',
    {
      permission: 'show employment request',
      summary: 'One employment application with every field and its documents',
      description: "Each document's download_url is an admin route that records the download, then redirects.",
      params: idParam,
      response: dataAnswer(employmentRequestDetail),
    },
    async (ctx, { params }) => ({ data: await requestDetail(ctx, params.id) }),
  );
  route.post(
    '/api/admin/employmentRequest/bulkDelete',
    {
      permission: 'delete employment request',
      summary: 'Delete applications and their documents',
      body: employmentBulkDeleteBody,
      response: messageAnswer,
    },
    async (ctx, { body }) => {
      await bulkDelete(ctx, body.ids);
      return { data: { message: ctx.t('deleted') } };
    },
  );
  route.get(
    '/api/admin/settings',
    {
      permission: ['list employment request', 'update employment settings'],
      summary: 'Whether the public employment form receives applications',
      response: settingsAnswer,
    },
    async (ctx) => ({ data: await readSettings(ctx) }),
  );
  route.post(
    '/api/admin/settings',
    {
      permission: 'update employment settings',
      summary: 'Open or close the public employment form',
      body: employmentSettingsBody,
      response: settingsAnswer,
    },
    async (ctx, { body }) => ({ data: await saveSettings(ctx, body.receive_employment_request) }),
  );

  // Two answers that are not JSON: a redirect to a signed link, and a streamed spreadsheet.
  privateDownloadRoute(app, {
    url: '/api/admin/employmentRequests/:id/attachments/:attachmentId',
    permission: 'show employment request',
    docsTag: 'careers',
    summary: 'Download a document of an application (recorded in the action log)',
    params: attachmentParams,
    link: (ctx, params) => attachmentLink(ctx, params.id, params.attachmentId),
  });
  exportRoute(app, {
    url: '/api/admin/employmentRequest/export',
    permission: 'export employment request',
    tag: 'careers',
    summary: 'The applications matching the filters as a spreadsheet (.xlsx by default, or CSV)',
    filters: employmentRequestFilters,
    formats: ['xlsx', 'csv'],
    // The file carries applicants' personal data: handing it out is in the action log.
    log: { action: 'export employment request', subject: EMPLOYMENT_SUBJECT },
    file: applicationsExport,
  });

  app.scheduler.add(retentionJob());
}
