import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { admins, adminTokens, permissions, rolePermissions, roles } from '../db/schema/index';

// Staff sessions: who a bearer token belongs to, and the tokens themselves. The auth plugin, the
// staff event stream, sign-in and the staff users' screens all read them from here.

/** The signed-in staff member of a request, loaded with one query from the bearer token. */
export interface AuthenticatedAdmin {
  id: number;
  name: string;
  email: string;
  image: string | null;
  roleId: number;
  /** The role's key; `roleNames` are what staff see. */
  roleName: string;
  roleNames: { ar: string; en: string };
  permissions: Set<string>;
  /** The admin_tokens row the request came with (logout revokes it). */
  tokenId: number;
}

// ---------------------------------------------------------------------------
// Tokens: 32 random bytes sent to the client; only their SHA-256 is stored.

export const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** A new bearer token (staff's or a customer's) and what is stored of it. */
export function newToken(ttlMs: number): { token: string; tokenHash: string; expiresAt: Date } {
  const token = randomBytes(32).toString('base64url');
  return { token, tokenHash: hashToken(token), expiresAt: new Date(Date.now() + ttlMs) };
}

export async function issueToken(
  db: DbOrTx,
  adminId: number,
  ttlMs: number,
): Promise<{ token: string; tokenId: number; expiresAt: Date }> {
  // Expired tokens of the admin go as a new one is issued: the table does not grow without bound.
  await db.delete(adminTokens).where(and(eq(adminTokens.adminId, adminId), lt(adminTokens.expiresAt, sql`now()`)));
  const { token, tokenHash, expiresAt } = newToken(ttlMs);
  const [row] = await db
    .insert(adminTokens)
    .values({ adminId, tokenHash, expiresAt })
    .returning({ id: adminTokens.id });
  return { token, tokenId: row!.id, expiresAt };
}

/** Joins an admin to its role and the role's permission names; callers add the FROM and WHERE. */
const sessionColumns = {
  id: admins.id,
  name: admins.name,
  email: admins.email,
  image: admins.image,
  active: admins.active,
  passwordHash: admins.passwordHash,
  roleId: roles.id,
  roleName: roles.name,
  roleNames: sql<AuthenticatedAdmin['roleNames']>`json_build_object('ar', ${roles.nameAr}, 'en', ${roles.nameEn})`,
  permissions: sql<
    string[]
  >`coalesce(json_agg(${permissions.name}) filter (where ${permissions.name} is not null), '[]'::json)`,
};

/** The admin a bearer token belongs to, or null when the token is unknown, revoked, expired or the admin inactive. */
export async function findAdminByToken(db: DbOrTx, token: string): Promise<AuthenticatedAdmin | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ ...sessionColumns, tokenId: adminTokens.id })
    .from(adminTokens)
    .innerJoin(admins, eq(admins.id, adminTokens.adminId))
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(
      and(
        eq(adminTokens.tokenHash, hashToken(token)),
        isNull(adminTokens.revokedAt),
        sql`${adminTokens.expiresAt} > now()`,
        eq(admins.active, true),
      ),
    )
    .groupBy(adminTokens.id, admins.id, roles.id);
  if (!row) return null;
  return toAuthenticated(row, row.tokenId);
}

export async function findAdminByEmail(db: DbOrTx, email: string) {
  const [row] = await db
    .select(sessionColumns)
    .from(admins)
    .innerJoin(roles, eq(roles.id, admins.roleId))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .leftJoin(permissions, eq(permissions.id, rolePermissions.permissionId))
    .where(sql`lower(${admins.email}) = ${email.toLowerCase()}`)
    .groupBy(admins.id, roles.id);
  return row;
}

/** A session row as queried (permissions as an array); other columns of the row are left behind. */
type SessionRow = Omit<AuthenticatedAdmin, 'permissions' | 'tokenId'> & { permissions: string[] };

export function toAuthenticated(row: SessionRow, tokenId: number): AuthenticatedAdmin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    roleId: row.roleId,
    roleName: row.roleName,
    roleNames: row.roleNames,
    permissions: new Set(row.permissions),
    tokenId,
  };
}

/** Ends one session (signing out). */
export async function revokeToken(db: DbOrTx, tokenId: number): Promise<void> {
  await db.update(adminTokens).set({ revokedAt: new Date() }).where(eq(adminTokens.id, tokenId));
}

export async function revokeTokensOf(db: DbOrTx, adminId: number, exceptTokenId?: number): Promise<void> {
  await db
    .update(adminTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(adminTokens.adminId, adminId),
        isNull(adminTokens.revokedAt),
        exceptTokenId === undefined ? undefined : sql`${adminTokens.id} <> ${exceptTokenId}`,
      ),
    );
}
