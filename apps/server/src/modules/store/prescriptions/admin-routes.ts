import { adminPrescriptionItem, adminPrescriptionsQuery, id, pageAnswer } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { adminRouter, privateDownloadRoute } from '../../../kernel/routes';
import { listPrescriptions, prescriptionFileLink } from './admin-service';

const fileParams = z.object({ id, fileId: id });

/**
 * Store back-office: the prescriptions tabs (store-admin.md, "Prescriptions"). Status changes and
 * the cart a pharmacist fills from a prescription are the orders module's `PUT admin/updateStatus`
 * and `POST admin/cart`.
 */
export default async function prescriptionsAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'store prescriptions');
  route.get(
    '/api/admin/prescriptions',
    {
      permission: 'list prescriptions',
      summary: 'Prescriptions, newest first: `type` (cash, insurance, mine), `name` (Arabic-folded), paged',
      description:
        "Health data: each page shown is recorded in the action log. Each file's `download_url` is an admin " +
        'route that records the download, then redirects to a short-lived signed link.',
      query: adminPrescriptionsQuery,
      response: pageAnswer(adminPrescriptionItem),
    },
    (ctx, { query }) => listPrescriptions(ctx, query),
  );

  privateDownloadRoute(app, {
    url: '/api/admin/prescriptions/:id/files/:fileId',
    permission: 'list prescriptions',
    docsTag: 'store prescriptions',
    summary: 'Download a file of a prescription (recorded in the action log)',
    params: fileParams,
    link: (ctx, params) => prescriptionFileLink(ctx, params.id, params.fileId),
  });
}
