import { randomUUID } from 'node:crypto';
import { type Locale, PERMISSIONS, type RoleBody, type RoleItem, SUPER_ADMIN_ROLE } from '@app/contracts';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { admins, permissions, rolePermissions, roles } from '../../db/schema/index';
import { AppError, fieldError, forbidden, notFound } from '../../errors';
import type { AdminContext } from '../../kernel/context';
import { mutate } from '../../kernel/mutate';
import type { AuthenticatedAdmin } from '../../plugins/auth';

const write = (action: 'add roles' | 'update roles' | 'delete roles', mode: 'create' | 'update' | 'delete') => ({
  action,
  mode,
  subject: 'roles',
});

/** Each role with both names, what it grants (sorted) and how many staff accounts hold it. */
function roleRows(db: DbOrTx, locale: Locale) {
  const name = locale === 'en' ? roles.nameEn : roles.nameAr;
  const holders = db
    .select({ roleId: admins.roleId, n: count().as('n') })
    .from(admins)
    .groupBy(admins.roleId)
    .as('holders');
  return db
    .select({
      id: roles.id,
      key: roles.name,
      name,
      nameAr: roles.nameAr,
      nameEn: roles.nameEn,
      usersCount: sql<number>`coalesce(max(${holders.n}), 0)::int`,
      permissions: sql<
        string[]
      >`coalesce(json_agg(${permissions.name} order by ${permissions.name}) filter (where ${permissions.name} is not null), '[]'::json)`,
    })
    .from(roles)
    .leftJoin(holders, eq(holders.roleId, roles.id))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .groupBy(roles.id)
    .$dynamic();
}

type RoleRow = Awaited<ReturnType<typeof roleRows>>[number];

function toItem(row: RoleRow, actor: AuthenticatedAdmin): RoleItem {
  return {
    id: row.id,
    name: row.name,
    name_ar: row.nameAr,
    name_en: row.nameEn,
    permissions: row.permissions,
    assignable: row.permissions.every((permission) => actor.permissions.has(permission)),
    users_count: row.usersCount,
    built_in: row.key === SUPER_ADMIN_ROLE,
  };
}

/**
 * Every role with what it grants, least-privileged first (fewest permissions; ties by name), so the
 * all-powerful role is the last choice the user form offers, never the first.
 */
export async function listRoles(ctx: AdminContext): Promise<RoleItem[]> {
  const rows = await roleRows(ctx.db, ctx.locale).orderBy(
    sql`count(${permissions.id})`,
    asc(ctx.locale === 'en' ? roles.nameEn : roles.nameAr),
    asc(roles.id),
  );
  return rows.map((row) => toItem(row, ctx.actor));
}

async function findRole(db: DbOrTx, locale: Locale, id: number): Promise<RoleRow | undefined> {
  const [row] = await roleRows(db, locale).where(eq(roles.id, id));
  return row;
}

export async function getRole(ctx: AdminContext, id: number): Promise<RoleItem> {
  const row = await findRole(ctx.db, ctx.locale, id);
  if (!row) throw notFound();
  return toItem(row, ctx.actor);
}

/** Nobody grants what they lack: every permission of the body must be the actor's own. */
function assertGrantable(actor: AuthenticatedAdmin, granted: readonly string[]): void {
  if (granted.some((permission) => !actor.permissions.has(permission)))
    throw fieldError('permissions', 'permission_exceeds_own');
}

/**
 * A role granting what the actor lacks is out of their reach (as its holders are in the user
 * screens): editing or deleting it would let them reshape rights they do not hold.
 */
function assertWithinActor(actor: AuthenticatedAdmin, row: RoleRow): void {
  if (row.permissions.some((permission) => !actor.permissions.has(permission))) throw forbidden();
}

async function grant(tx: DbOrTx, roleId: number, granted: readonly string[]): Promise<void> {
  await tx.delete(rolePermissions).where(eq(rolePermissions.roleId, roleId));
  if (granted.length === 0) return;
  const ids = await tx
    .select({ id: permissions.id })
    .from(permissions)
    .where(inArray(permissions.name, [...granted]));
  await tx.insert(rolePermissions).values(ids.map((p) => ({ roleId, permissionId: p.id })));
}

export function createRole(ctx: AdminContext, body: RoleBody): Promise<RoleItem> {
  assertGrantable(ctx.actor, body.permissions);
  return mutate(ctx, write('add roles', 'create'), async (scope) => {
    const [row] = await scope.tx
      // Code finds built-in roles by key; a role made here needs only a unique one.
      .insert(roles)
      .values({ name: `role ${randomUUID()}`, nameAr: body.name_ar, nameEn: body.name_en })
      .returning({ id: roles.id });
    await grant(scope.tx, row!.id, body.permissions);
    scope.describe(row!.id, body.name_ar);
    return toItem((await findRole(scope.tx, ctx.locale, row!.id))!, ctx.actor);
  });
}

/**
 * Renames a role and replaces what it grants. Holders get the new rights on their next request:
 * permissions are read with the token on every request, never kept in memory.
 */
export function updateRole(ctx: AdminContext, id: number, body: RoleBody): Promise<RoleItem> {
  return mutate(ctx, write('update roles', 'update'), async (scope) => {
    // The row lock makes a concurrent edit of the same role wait and then see this one's grants.
    const [locked] = await scope.tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    if (!locked) throw notFound();
    const current = (await findRole(scope.tx, ctx.locale, id))!;
    assertWithinActor(ctx.actor, current);
    assertGrantable(ctx.actor, body.permissions);
    if (current.key === SUPER_ADMIN_ROLE && PERMISSIONS.some((p) => !body.permissions.includes(p)))
      throw fieldError('permissions', 'built_in_role_locked');
    await scope.tx.update(roles).set({ nameAr: body.name_ar, nameEn: body.name_en }).where(eq(roles.id, id));
    await grant(scope.tx, id, body.permissions);
    scope.describe(id, body.name_ar);
    return toItem((await findRole(scope.tx, ctx.locale, id))!, ctx.actor);
  });
}

export function deleteRole(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete roles', 'delete'), async (scope) => {
    const [locked] = await scope.tx.select({ id: roles.id }).from(roles).where(eq(roles.id, id)).for('update');
    if (!locked) throw notFound();
    const current = (await findRole(scope.tx, ctx.locale, id))!;
    assertWithinActor(ctx.actor, current);
    if (current.key === SUPER_ADMIN_ROLE) throw new AppError(409, 'built_in_role_locked');
    // A user added to the role meanwhile is still refused: the foreign key answers 409 too.
    if (current.usersCount > 0) throw new AppError(409, 'role_in_use', { count: current.usersCount });
    await scope.tx.delete(roles).where(eq(roles.id, id));
    scope.describe(id, current.nameAr);
  });
}
