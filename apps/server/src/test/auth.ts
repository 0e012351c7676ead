import { randomBytes } from 'node:crypto';
import type { Permission } from '@app/contracts';
import { PERMISSIONS } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { ensureRole } from '../cli/seed';
import { admins } from '../db/schema/index';
import { hashPassword } from '../lib/passwords';
import { issueToken } from '../plugins/staff-sessions';

/** The password of every admin made by `signInAs`, for tests that sign in through the API. */
export const TEST_PASSWORD = 'Test-pass-123';

let testPasswordHash: Promise<string> | undefined;

export interface SignInOptions {
  permissions: readonly Permission[];
  name?: string;
  email?: string;
  active?: boolean;
}

export interface SignedIn {
  token: string;
  adminId: number;
  roleId: number;
  roleName: string;
  email: string;
  name: string;
}

/**
 * Creates a role holding exactly `permissions` and an admin in it, and mints a token
 * through the service (no sign-in log row, no throttle bookkeeping). The admin's
 * password is TEST_PASSWORD.
 */
export async function signInAs(app: FastifyInstance, options: SignInOptions): Promise<SignedIn> {
  const suffix = randomBytes(4).toString('hex');
  const roleName = `test role ${suffix}`;
  const roleId = await ensureRole(app.db, roleName, options.permissions);
  const email = options.email ?? `admin-${suffix}@example.test`;
  const name = options.name ?? `Test admin ${suffix}`;
  testPasswordHash ??= hashPassword(TEST_PASSWORD);
  const [admin] = await app.db
    .insert(admins)
    .values({ name, email, passwordHash: await testPasswordHash, roleId, active: options.active ?? true })
    .returning({ id: admins.id });
  const { token } = await issueToken(app.db, admin!.id, app.config.tokenTtlMs);
  return { token, adminId: admin!.id, roleId, roleName, email, name };
}

/** An admin whose role holds every permission. */
export function signInAsSuperAdmin(app: FastifyInstance, options: Omit<SignInOptions, 'permissions'> = {}) {
  return signInAs(app, { ...options, permissions: PERMISSIONS });
}

/** A role with every permission except the given ones. */
export function permissionsExcept(excluded: readonly string[]): Permission[] {
  return PERMISSIONS.filter((p) => !excluded.includes(p));
}

export function authHeader(token: string): { authorization: string } {
  return { authorization: `Bearer ${token}` };
}
