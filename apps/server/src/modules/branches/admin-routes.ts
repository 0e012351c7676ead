import {
  branchBody,
  branchItem,
  branchListQuery,
  branchRef,
  branchServiceItem,
  dataAnswer,
  idParam,
  listAnswer,
  messageAnswer,
  pageAnswer,
} from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { fieldError } from '../../errors';
import { adminRouter } from '../../kernel/routes';
import { uploadedFile } from '../../lib/uploads';
import { createBranch, deleteBranch, getBranch, listBranches, listServices, updateBranch } from './admin-service';

const body = branchBody.extend({ image: uploadedFile.optional() });
const one = dataAnswer(branchItem);

/** Company back-office: branches (company-admin.md, Branches). */
export default async function branchesAdminRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'branches');

  route.get(
    '/api/admin/branch',
    {
      // Those who manage staff pick a user's branch from this list too, and the store's staff the
      // branch serving districts.
      permission: ['list branches', 'add users', 'update users', 'list link districts', 'manage link districts'],
      summary:
        'Branches, newest first; name and city match part of either language, Arabic-aware; name also the start of the code',
      query: branchListQuery,
      response: pageAnswer(branchItem),
    },
    (ctx, { query }) => listBranches(ctx, query),
  );
  route.get(
    '/api/admin/branch/:id',
    { permission: ['list branches', 'edit branch'], summary: 'One branch', params: idParam, response: one },
    async (ctx, { params }) => ({ data: await getBranch(ctx, params.id) }),
  );
  route.post(
    '/api/admin/branch',
    { permission: 'add branch', summary: 'Add a branch (multipart)', body, response: one, status: 201 },
    async (ctx, input) => ({ data: await createBranch(ctx, input.body) }),
  );
  route.put(
    '/api/admin/branch/:id',
    {
      permission: 'edit branch',
      summary: 'Edit a branch (multipart, also as POST with _method=PUT)',
      description: 'Without a new image file the stored image is kept; shifts and services are replaced by those sent.',
      params: idParam,
      body,
      response: one,
    },
    async (ctx, { params, body: input }) => ({ data: await updateBranch(ctx, params.id, input) }),
  );
  route.delete(
    '/api/admin/branch',
    {
      permission: 'delete branch',
      summary: 'Delete a branch (id in the body or the query); its staff keep their accounts without a branch',
      query: branchRef,
      body: branchRef.optional(),
      response: messageAnswer,
    },
    async (ctx, { query, body: sent }) => {
      const id = sent?.id ?? query.id;
      if (id === undefined) throw fieldError('id', 'required');
      await deleteBranch(ctx, id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
  route.get(
    '/api/admin/services',
    {
      permission: ['list branches', 'add branch', 'edit branch'],
      summary: 'The in-branch services a branch can offer',
      response: listAnswer(branchServiceItem),
    },
    async (ctx) => ({ data: await listServices(ctx) }),
  );
}
