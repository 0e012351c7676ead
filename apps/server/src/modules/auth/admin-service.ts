import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Locale, LoginAnswer, LoginBody, ProfileAnswer } from '@app/contracts';
import { and, eq, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { admins, loginKnownAddresses } from '../../db/schema/index';
import { AppError } from '../../errors';
import { recordAction } from '../../kernel/action-log';
import { groupTimeZone } from '../../kernel/group-time';
import {
  pruneThrottle,
  releaseAttempt,
  reserveAttempt,
  throttleKeys,
  windowInterval,
} from '../../kernel/sign-in-throttle';
import { timingDummyHash, verifyPassword } from '../../lib/passwords';
import {
  type AuthenticatedAdmin,
  findAdminByEmail,
  issueToken,
  revokeToken,
  toAuthenticated,
} from '../../plugins/staff-sessions';

export function profileOf(admin: AuthenticatedAdmin, locale: Locale): ProfileAnswer {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    image: admin.image,
    role: [admin.roleNames[locale]],
    permissions: [...admin.permissions].sort(),
    time_zone: groupTimeZone(),
  };
}

// ---------------------------------------------------------------------------
// Known addresses: where a staff member has signed in before. Kept as a SHA-256 of the address.

function addressHash(ip: string): string {
  return createHash('sha256').update(`sign-in address ${ip}`).digest('hex');
}

/** Whether the account of this e-mail signed in successfully from this address recently enough. */
async function isKnownAddress(db: DbOrTx, email: string, ip: string, knownAddressMs: number): Promise<boolean> {
  const [row] = await db
    .select({ adminId: loginKnownAddresses.adminId })
    .from(loginKnownAddresses)
    .innerJoin(admins, eq(admins.id, loginKnownAddresses.adminId))
    .where(
      and(
        sql`lower(${admins.email}) = ${email}`,
        eq(loginKnownAddresses.addressHash, addressHash(ip)),
        sql`${loginKnownAddresses.lastSuccessAt} > now() - ${windowInterval(knownAddressMs)}`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Records a successful sign-in from an address, and forgets every address not used for too long. */
async function rememberAddress(db: DbOrTx, adminId: number, ip: string, knownAddressMs: number): Promise<void> {
  await db
    .insert(loginKnownAddresses)
    .values({ adminId, addressHash: addressHash(ip), lastSuccessAt: sql`now()` })
    .onConflictDoUpdate({
      target: [loginKnownAddresses.adminId, loginKnownAddresses.addressHash],
      set: { lastSuccessAt: sql`now()` },
    });
  await db
    .delete(loginKnownAddresses)
    .where(sql`${loginKnownAddresses.lastSuccessAt} <= now() - ${windowInterval(knownAddressMs)}`);
}

// ---------------------------------------------------------------------------
// Sign-in and sign-out

export interface LoginInput extends LoginBody {
  ip: string;
  /** The answer's language (the profile's role name). */
  locale: Locale;
}

export async function login(
  db: Database,
  config: Pick<Config, 'login' | 'tokenTtlMs'>,
  input: LoginInput,
): Promise<LoginAnswer> {
  const email = input.email.trim().toLowerCase();
  const known = await isKnownAddress(db, email, input.ip, config.login.knownAddressMs);
  const keys = throttleKeys(config.login, email, input.ip, known);

  // Counted before the password is checked, so a throttled attacker learns nothing, not even from timing.
  const delayMs = await reserveAttempt(db, keys, config.login);
  if (delayMs > 0) await setTimeout(delayMs);

  const row = await findAdminByEmail(db, email);
  const passwordMatches = await verifyPassword(row?.passwordHash ?? (await timingDummyHash()), input.password);
  if (!row || !passwordMatches) {
    await pruneThrottle(db, config.login.windowMs);
    throw new AppError(401, 'invalid_credentials');
  }
  // Only someone who knows the password learns that the account is switched off.
  if (!row.active) {
    await releaseAttempt(db, keys);
    throw new AppError(401, 'account_inactive');
  }

  return db.transaction(async (tx) => {
    await releaseAttempt(tx, keys);
    await rememberAddress(tx, row.id, input.ip, config.login.knownAddressMs);
    const issued = await issueToken(tx, row.id, config.tokenTtlMs);
    const admin = toAuthenticated(row, issued.tokenId);
    await recordAction(tx, admin, {
      action: 'sign in',
      mode: 'login',
      subject: 'admins',
      subjectId: admin.id,
      subjectName: admin.name,
    });
    return { token: issued.token, expires_at: issued.expiresAt.toISOString(), user: profileOf(admin, input.locale) };
  });
}

export async function logout(db: Database, admin: AuthenticatedAdmin): Promise<void> {
  await db.transaction(async (tx) => {
    await revokeToken(tx, admin.tokenId);
    await recordAction(tx, admin, {
      action: 'sign out',
      mode: 'logout',
      subject: 'admins',
      subjectId: admin.id,
      subjectName: admin.name,
    });
  });
}

/** Ends every session of an admin except, optionally, the one making the request. */
