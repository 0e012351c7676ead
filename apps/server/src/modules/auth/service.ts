import { createHash, randomBytes } from 'node:crypto';
import type { LoginAnswer, LoginBody, ProfileAnswer } from '@app/contracts';
import { hash, verify } from '@node-rs/argon2';
import { and, eq, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { admins, adminTokens, loginFailures, permissions, rolePermissions, roles } from '../../db/schema/index';
import { AppError, tooManyRequests } from '../../errors';
import { writeLog } from '../../plugins/audit';

/** The signed-in staff member of a request, loaded with one query from the bearer token. */
export interface AuthenticatedAdmin {
  id: number;
  name: string;
  email: string;
  image: string | null;
  roleId: number;
  roleName: string;
  permissions: Set<string>;
  /** The admin_tokens row the request came with (logout revokes it). */
  tokenId: number;
}

// ---------------------------------------------------------------------------
// Passwords (argon2id: the library's default algorithm, so `algorithm` is left out)

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash must read as a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;
/** A real hash to verify against when the e-mail is unknown, so both paths cost the same. */
function timingDummyHash(): Promise<string> {
  dummyHash ??= hash(randomBytes(16).toString('hex'));
  return dummyHash;
}

// ---------------------------------------------------------------------------
// Tokens: 32 random bytes sent to the client; only their SHA-256 is stored.

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function issueToken(
  db: DbOrTx,
  adminId: number,
  ttlMs: number,
): Promise<{ token: string; tokenId: number; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(Date.now() + ttlMs);
  const [row] = await db
    .insert(adminTokens)
    .values({ adminId, tokenHash: hashToken(token), expiresAt })
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

async function findAdminForLogin(db: DbOrTx, email: string) {
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

function toAuthenticated(row: SessionRow, tokenId: number): AuthenticatedAdmin {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    image: row.image,
    roleId: row.roleId,
    roleName: row.roleName,
    permissions: new Set(row.permissions),
    tokenId,
  };
}

export function profileOf(admin: AuthenticatedAdmin): ProfileAnswer {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    image: admin.image,
    role: [admin.roleName],
    permissions: [...admin.permissions].sort(),
  };
}

// ---------------------------------------------------------------------------
// Sign-in throttle. Failures are rows, so every server instance counts the same ones.

/** How many failures from one address are tolerated, relative to the per-e-mail limit (offices share addresses). */
export const IP_FAILURE_FACTOR = 4;

/**
 * Minutes until fewer than `limit` failures matching `match` remain inside the window,
 * or null when the limit is not reached.
 */
async function throttledMinutes(db: DbOrTx, match: SQL, limit: number, windowMs: number): Promise<number | null> {
  const window = sql`(${windowMs}::float8 * interval '1 millisecond')`;
  const rows = await db
    .select({
      minutes: sql<number>`greatest(1, ceil(extract(epoch from (${loginFailures.createdAt} + ${window} - now())) / 60))::int`,
    })
    .from(loginFailures)
    .where(and(match, sql`${loginFailures.createdAt} > now() - ${window}`))
    .orderBy(sql`${loginFailures.createdAt} desc`)
    .offset(limit - 1)
    .limit(1);
  return rows[0]?.minutes ?? null;
}

async function recordFailure(db: Database, email: string, ip: string, windowMs: number): Promise<void> {
  await db.insert(loginFailures).values({ email, ip });
  // Rows older than the window no longer count; pruning here keeps the table small without a scheduler.
  await db
    .delete(loginFailures)
    .where(sql`${loginFailures.createdAt} < now() - (${windowMs}::float8 * interval '1 millisecond')`);
}

// ---------------------------------------------------------------------------
// Sign-in and sign-out

export interface LoginInput extends LoginBody {
  ip: string;
}

export async function login(
  db: Database,
  config: Pick<Config, 'login' | 'tokenTtlMs'>,
  input: LoginInput,
): Promise<LoginAnswer> {
  const email = input.email.trim().toLowerCase();
  const { maxFailures, windowMs } = config.login;

  // Checked before the password so a throttled attacker learns nothing, not even from timing.
  const minutes =
    (await throttledMinutes(db, eq(loginFailures.email, email), maxFailures, windowMs)) ??
    (await throttledMinutes(db, eq(loginFailures.ip, input.ip), maxFailures * IP_FAILURE_FACTOR, windowMs));
  if (minutes !== null) throw tooManyRequests('login_throttled', { minutes, retryAfter: minutes * 60 });

  const row = await findAdminForLogin(db, email);
  const passwordMatches = await verifyPassword(row?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!row || !passwordMatches) {
    await recordFailure(db, email, input.ip, windowMs);
    throw new AppError(401, 'invalid_credentials');
  }
  // Only someone who knows the password learns that the account is switched off.
  if (!row.active) throw new AppError(401, 'account_inactive');

  return db.transaction(async (tx) => {
    await tx.delete(loginFailures).where(eq(loginFailures.email, email));
    await tx.delete(adminTokens).where(and(eq(adminTokens.adminId, row.id), lt(adminTokens.expiresAt, sql`now()`)));
    const issued = await issueToken(tx, row.id, config.tokenTtlMs);
    const admin = toAuthenticated(row, issued.tokenId);
    await writeLog(tx, admin, {
      action: 'sign in',
      mode: 'login',
      subject: 'admins',
      subjectId: admin.id,
      subjectName: admin.name,
    });
    return { token: issued.token, expires_at: issued.expiresAt.toISOString(), user: profileOf(admin) };
  });
}

export async function logout(db: Database, admin: AuthenticatedAdmin): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.update(adminTokens).set({ revokedAt: new Date() }).where(eq(adminTokens.id, admin.tokenId));
    await writeLog(tx, admin, {
      action: 'sign out',
      mode: 'logout',
      subject: 'admins',
      subjectId: admin.id,
      subjectName: admin.name,
    });
  });
}

/** Ends every session of an admin except, optionally, the one making the request. */
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
