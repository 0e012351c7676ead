import { z } from 'zod';
import { roleOption } from './admins';
import { isPermission, PERMISSIONS, type Permission } from './permissions';

/** A role's name as staff type it, in one language. */
const roleName = z.string().trim().min(2).max(120);

/**
 * POST /admin/roles and PUT /admin/roles/{id}: both names and the permission strings the role grants
 * (each a string of the catalogue; repeats are dropped).
 */
export const roleBody = z.object({
  name_ar: roleName,
  name_en: roleName,
  permissions: z
    .array(z.string().max(100))
    .max(PERMISSIONS.length * 2)
    .default([])
    // One message on the field (not one per list index): the form shows it above the grid.
    .refine((list) => list.every(isPermission), { params: { code: 'invalid_choice' } })
    .transform((list) => [...new Set(list)] as Permission[]),
});
export type RoleBody = z.infer<typeof roleBody>;

/**
 * A role as the roles screen shows it and GET /admin/roles lists it: the user form's choice (`name` in
 * the request's language, `permissions`, `assignable`) plus both names and how many users hold it.
 */
export const roleItem = roleOption.extend({
  name_ar: z.string(),
  name_en: z.string(),
  /** Staff accounts holding the role; a role in use cannot be deleted. */
  users_count: z.number().int(),
  /** The super-admin role: never deleted, always grants every permission. */
  built_in: z.boolean(),
});
export type RoleItem = z.infer<typeof roleItem>;
