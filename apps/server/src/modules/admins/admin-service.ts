import type { AdminCreateBody, AdminUpdateBody, AdminUser, Locale, PageAnswer, PageQuery } from '@app/contracts';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../../db/client';
import { admins, branches, permissions, rolePermissions, roles } from '../../db/schema/index';
import { AppError, fieldError, forbidden, notFound } from '../../errors';
import type { AdminContext } from '../../kernel/context';
import { mutate } from '../../kernel/mutate';
import { hashPassword } from '../../lib/passwords';
import type { AuthenticatedAdmin } from '../../plugins/auth';
import { revokeTokensOf } from '../../plugins/staff-sessions';

const SUBJECT = 'admins';

const adminColumns = {
  id: admins.id,
  name: admins.name,
  mobile: admins.mobile,
  email: admins.email,
  employmentNumber: admins.employmentNumber,
  branchId: admins.branchId,
  roleId: admins.roleId,
  roleNameAr: roles.nameAr,
  roleNameEn: roles.nameEn,
  active: admins.active,
  createdAt: admins.createdAt,
};

type AdminRow = {
  id: number;
  name: string;
  mobile: string | null;
  email: string;
  employmentNumber: number | null;
  branchId: number | null;
  roleId: number;
  roleNameAr: string;
  roleNameEn: string;
  active: boolean;
  createdAt: Date;
};

function toAdminUser(row: AdminRow, locale: Locale): AdminUser {
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    employment_number: row.employmentNumber,
    branch_id: row.branchId,
    branch: row.branchId === null ? [] : [{ id: row.branchId }],
    role_id: row.roleId,
    role: [{ id: row.roleId, name: locale === 'en' ? row.roleNameEn : row.roleNameAr }],
    active: row.active ? 1 : 0,
    created_at: row.createdAt.toISOString(),
  };
}

async function findAdminRow(db: DbOrTx, id: number): Promise<AdminRow | undefined> {
  const [row] = await db
    .select(adminColumns)
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .where(eq(admins.id, id));
  return row;
}

export async function listAdmins(db: Database, query: PageQuery, locale: Locale): Promise<PageAnswer<AdminUser>> {
  const [rows, total] = await Promise.all([
    db
      .select(adminColumns)
      .from(admins)
      .innerJoin(roles, eq(roles.id, admins.roleId))
      .orderBy(desc(admins.createdAt), desc(admins.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.$count(admins),
  ]);
  return { data: rows.map((row) => toAdminUser(row, locale)), total };
}

export async function getAdmin(db: Database, id: number, locale: Locale): Promise<AdminUser> {
  const row = await findAdminRow(db, id);
  if (!row) throw notFound();
  return toAdminUser(row, locale);
}

async function rolePermissionNames(db: DbOrTx, roleId: number): Promise<string[]> {
  const rows = await db
    .select({ name: permissions.name })
    .from(rolePermissions)
    .innerJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(eq(rolePermissions.roleId, roleId));
  return rows.map((r) => r.name);
}

/** Staff may only hand out, or act on holders of, permissions they hold themselves. */
async function assertRoleWithinActor(db: DbOrTx, actor: AuthenticatedAdmin, roleId: number, onFailure: () => AppError) {
  const names = await rolePermissionNames(db, roleId);
  if (names.some((name) => !actor.permissions.has(name))) throw onFailure();
}

async function assertRoleExists(db: DbOrTx, roleId: number): Promise<void> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.id, roleId));
  if (!role) throw fieldError('role_id', 'role_not_found');
}

async function assertBranchExists(db: DbOrTx, branchId: number | null | undefined): Promise<void> {
  if (branchId === null || branchId === undefined) return;
  const [branch] = await db.select({ id: branches.id }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw fieldError('branch_id', 'invalid_choice');
}

async function assertEmailFree(db: DbOrTx, email: string, exceptId?: number): Promise<void> {
  const [taken] = await db
    .select({ id: admins.id })
    .from(admins)
    .where(
      and(
        sql`lower(${admins.email}) = ${email.toLowerCase()}`,
        exceptId === undefined ? undefined : ne(admins.id, exceptId),
      ),
    );
  if (taken) throw emailTaken();
}

const emailTaken = () => fieldError('email', 'email_taken');

/** Two requests can pass the e-mail check at once; the unique index decides, and the loser gets the same 422. */
const uniqueMessages = { admins_email_unique: { field: 'email', key: 'email_taken' } } as const;

export async function createAdmin(ctx: AdminContext, body: AdminCreateBody): Promise<AdminUser> {
  const { db, actor } = ctx;
  await assertRoleExists(db, body.role_id);
  await assertRoleWithinActor(db, actor, body.role_id, () => fieldError('role_id', 'role_exceeds_own'));
  await assertBranchExists(db, body.branch_id);
  await assertEmailFree(db, body.email);
  const passwordHash = await hashPassword(body.password);

  const id = await mutate(
    ctx,
    { action: 'add users', mode: 'create', subject: SUBJECT, uniqueMessages },
    async ({ tx, describe }) => {
      const [row] = await tx
        .insert(admins)
        .values({
          name: body.name,
          email: body.email,
          mobile: body.mobile ?? null,
          passwordHash,
          roleId: body.role_id,
          employmentNumber: body.employment_number ?? null,
          branchId: body.branch_id ?? null,
          active: body.active === 1,
        })
        .returning({ id: admins.id });
      describe(row!.id, body.name);
      return row!.id;
    },
  );
  return getAdmin(db, id, ctx.locale);
}

export async function updateAdmin(ctx: AdminContext, id: number, body: AdminUpdateBody): Promise<AdminUser> {
  const { db, actor } = ctx;
  const current = await findAdminRow(db, id);
  if (!current) throw notFound();
  await assertRoleWithinActor(db, actor, current.roleId, forbidden);
  if (id === actor.id && body.active === 0) throw fieldError('active', 'cannot_deactivate_self');
  if (body.role_id !== current.roleId) {
    await assertRoleExists(db, body.role_id);
    await assertRoleWithinActor(db, actor, body.role_id, () => fieldError('role_id', 'role_exceeds_own'));
  }
  if (body.branch_id !== current.branchId) await assertBranchExists(db, body.branch_id);
  await assertEmailFree(db, body.email, id);
  const passwordHash = body.password ? await hashPassword(body.password) : undefined;

  await mutate(
    ctx,
    { action: 'update users', mode: 'update', subject: SUBJECT, uniqueMessages },
    async ({ tx, describe }) => {
      const updated = await tx
        .update(admins)
        .set({
          name: body.name,
          email: body.email,
          roleId: body.role_id,
          // Omitted optional fields keep their value; null or '' clears them.
          ...(body.mobile !== undefined && { mobile: body.mobile }),
          ...(body.employment_number !== undefined && { employmentNumber: body.employment_number }),
          ...(body.branch_id !== undefined && { branchId: body.branch_id }),
          ...(body.active !== undefined && { active: body.active === 1 }),
          ...(passwordHash && { passwordHash }),
          updatedAt: new Date(),
        })
        .where(eq(admins.id, id))
        .returning({ id: admins.id });
      if (updated.length === 0) throw notFound();
      // Deactivation ends every session, so reactivating does not bring the old tokens back; a new
      // password ends the user's other sessions (someone else may hold the old one).
      if (body.active === 0) await revokeTokensOf(tx, id);
      else if (passwordHash) await revokeTokensOf(tx, id, id === actor.id ? actor.tokenId : undefined);
      describe(id, body.name);
    },
  );
  return getAdmin(db, id, ctx.locale);
}

export async function deleteAdmin(ctx: AdminContext, id: number): Promise<void> {
  const { db, actor } = ctx;
  if (id === actor.id) throw new AppError(422, 'cannot_delete_self', {}, { id: [{ key: 'cannot_delete_self' }] });
  const current = await findAdminRow(db, id);
  if (!current) throw notFound();
  await assertRoleWithinActor(db, actor, current.roleId, forbidden);

  await mutate(ctx, { action: 'delete users', mode: 'delete', subject: SUBJECT }, async ({ tx, describe }) => {
    const [deleted] = await tx.delete(admins).where(eq(admins.id, id)).returning({ name: admins.name });
    if (!deleted) throw notFound();
    describe(id, deleted.name);
  });
}
