import {
  dataAnswer,
  idParam,
  insuranceCompanyBody,
  insuranceCompanyItem,
  insuranceCompanyQuery,
  messageAnswer,
  pageAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../../i18n/messages';
import { adminRouter } from '../../../kernel/routes';
import { uploadedFile } from '../../../lib/uploads';
import { deleteCompany, getCompany, listCompanies, rekeyCompanies, saveCompany } from './admin-service';

registerFieldLabels({ ar: { logo: 'الشعار' }, en: { logo: 'logo' } });

const form = insuranceCompanyBody.extend({ logo: uploadedFile.optional() });

/** Store back-office: the insurance companies insured customers' prescriptions refer to. */
export default async function companiesAdminRoutes(app: FastifyInstance): Promise<void> {
  // Names stored before their search key existed (or under older folding rules) are keyed once the app is up.
  app.addHook('onReady', async () => {
    await rekeyCompanies(app.db);
  });
  const route = adminRouter(app, 'store insurance companies');
  route.get(
    '/api/admin/companies',
    {
      permission: 'list companies',
      summary: 'Insurance companies; `name` matches part of either name, Arabic-folded',
      query: insuranceCompanyQuery,
      response: pageAnswer(insuranceCompanyItem),
    },
    (ctx, { query }) => listCompanies(ctx, query),
  );
  route.get(
    '/api/admin/companies/:id',
    {
      permission: 'list companies',
      summary: 'One insurance company',
      params: idParam,
      response: dataAnswer(insuranceCompanyItem),
    },
    async (ctx, { params }) => ({ data: await getCompany(ctx, params.id) }),
  );
  route.post(
    '/api/admin/companies',
    {
      permission: 'manage companies',
      summary: 'Add an insurance company (multipart: logo)',
      body: form,
      response: dataAnswer(insuranceCompanyItem),
      status: 201,
    },
    async (ctx, { body }) => ({ data: await saveCompany(ctx, null, body) }),
  );
  route.put(
    '/api/admin/companies/:id',
    {
      permission: 'manage companies',
      summary:
        'Edit an insurance company (multipart, also as POST with _method=PUT); without a new logo the stored one is kept',
      params: idParam,
      body: form,
      response: dataAnswer(insuranceCompanyItem),
    },
    async (ctx, { params, body }) => ({ data: await saveCompany(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/companies/:id',
    {
      permission: 'manage companies',
      summary: 'Delete an insurance company',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteCompany(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
