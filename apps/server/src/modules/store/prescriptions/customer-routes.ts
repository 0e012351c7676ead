import {
  dataAnswer,
  idParam,
  listAnswer,
  MAX_PRESCRIPTION_FILES,
  shopPrescriptionFields,
  shopPrescriptionItem,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { registerFieldLabels } from '../../../i18n/messages';
import { customerRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import { myPrescription, myPrescriptions, sendPrescription } from './customer-service';

registerFieldLabels({
  ar: { files: 'ملفات الوصفة', company_id: 'شركة التأمين', national_id: 'رقم الهوية', membership_no: 'رقم العضوية' },
  en: {
    files: 'prescription files',
    company_id: 'insurance company',
    national_id: 'national ID',
    membership_no: 'membership number',
  },
});

const form = shopPrescriptionFields.and(z.object({ files: z.array(uploadedFile).min(1).max(MAX_PRESCRIPTION_FILES) }));

/** The shop app's prescriptions: send one (pictures or PDFs), and follow their status. */
export default async function customerPrescriptionsRoutes(app: FastifyInstance): Promise<void> {
  const route = customerRouter(app, 'shop prescriptions');
  route.post(
    '/api/shop/prescriptions',
    {
      summary: 'Send a prescription (multipart: `files[i]`, pictures or PDFs; insurance details for `insurance`)',
      body: form,
      response: dataAnswer(shopPrescriptionItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await sendPrescription(ctx, body) }),
  );
  route.get(
    '/api/shop/prescriptions',
    { summary: 'My prescriptions, newest first, with their status', response: listAnswer(shopPrescriptionItem) },
    async (ctx) => ({ data: await myPrescriptions(ctx) }),
  );
  route.get(
    '/api/shop/prescriptions/:id',
    { summary: 'One of my prescriptions', params: idParam, response: dataAnswer(shopPrescriptionItem) },
    async (ctx, { params }) => ({ data: await myPrescription(ctx, params.id) }),
  );
}
