import { dataAnswer, idParam, listAnswer, messageAnswer, roleBody, roleItem } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { registerFieldLabels } from '../../i18n/messages';
import { adminRouter } from '../../kernel/routes';
import { createRole, deleteRole, getRole, listRoles, updateRole } from './admin-service';

registerFieldLabels({
  ar: { name_ar: 'الاسم بالعربية', name_en: 'الاسم بالإنجليزية', permissions: 'الصلاحيات' },
  en: { name_ar: 'Arabic name', name_en: 'English name', permissions: 'permissions' },
});

const one = dataAnswer(roleItem);

/** Roles and what they grant (company-admin.md, Users; the spec shows only the list). */
export default async function rolesRoutes(app: FastifyInstance): Promise<void> {
  const route = adminRouter(app, 'roles');

  // Every screen that picks a role needs the list, not only the roles screen.
  route.get(
    '/api/admin/roles',
    {
      permission: ['list roles', 'list users', 'add users', 'update users'],
      summary: 'Roles, least-privileged first',
      description:
        'Each role with its name in the request language and in both, the permissions it grants, how many users hold it, and whether the requesting user may hand it out. Unpaged: the spec reads a plain list.',
      response: listAnswer(roleItem),
    },
    async (ctx) => ({ data: await listRoles(ctx) }),
  );
  route.get(
    '/api/admin/roles/:id',
    { permission: ['list roles', 'update roles'], summary: 'One role', params: idParam, response: one },
    async (ctx, { params }) => ({ data: await getRole(ctx, params.id) }),
  );
  route.post(
    '/api/admin/roles',
    {
      permission: 'add roles',
      summary: 'Add a role',
      description: 'Every permission granted must be held by the requesting user (422 on permissions otherwise).',
      body: roleBody,
      response: one,
      status: 201,
    },
    async (ctx, { body }) => ({ data: await createRole(ctx, body) }),
  );
  route.put(
    '/api/admin/roles/:id',
    {
      permission: 'update roles',
      summary: 'Edit a role (also as POST with _method=PUT)',
      description:
        'Replaces the names and the permissions. A role granting more than the requesting user holds is refused (403); the super-admin role keeps every permission. Holders get the new rights on their next request.',
      params: idParam,
      body: roleBody,
      response: one,
    },
    async (ctx, { params, body }) => ({ data: await updateRole(ctx, params.id, body) }),
  );
  route.delete(
    '/api/admin/roles/:id',
    {
      permission: 'delete roles',
      summary: 'Delete a role',
      description: 'Refused (409) while users hold it, and for the super-admin role.',
      params: idParam,
      response: messageAnswer,
    },
    async (ctx, { params }) => {
      await deleteRole(ctx, params.id);
      return { data: { message: ctx.t('deleted') } };
    },
  );
}
