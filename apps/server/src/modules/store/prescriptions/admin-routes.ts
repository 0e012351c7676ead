import { adminPrescriptionItem, adminPrescriptionsQuery, id, pageAnswer } from '@app/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { adminContext } from '../../../kernel/context';
import { adminRouter } from '../../../kernel/routes';
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

  // Not JSON: a redirect to a signed link, once the download is in the log.
  app.route({
    method: 'GET',
    url: '/api/admin/prescriptions/:id/files/:fileId',
    config: { permission: 'list prescriptions' },
    schema: {
      tags: ['store prescriptions'],
      summary: 'Download a file of a prescription (recorded in the action log)',
      description: 'Answers 302 to a short-lived signed link once the log row is written.',
      params: fileParams,
    },
    handler: async (request: FastifyRequest, reply: FastifyReply) => {
      const params = request.params as z.output<typeof fileParams>;
      const link = await prescriptionFileLink(adminContext(request), params.id, params.fileId);
      return reply.header('cache-control', 'no-store').redirect(link, 302);
    },
  });
}
