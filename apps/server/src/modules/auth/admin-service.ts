import { createHash } from 'node:crypto';
import { setTimeout } from 'node:timers/promises';
import type { Locale, LoginAnswer, LoginBody, ProfileAnswer } from '@app/contracts';
import { and, eq, inArray, lt, sql } from 'drizzle-orm';
import type { Config } from '../../config';
import type { Database, DbOrTx } from '../../db/client';
import { admins, adminTokens, loginKnownAddresses, loginThrottle } from '../../db/schema/index';
import { AppError, tooManyRequests } from '../../errors';
import { recordAction } from '../../kernel/action-log';
import { type AuthenticatedAdmin, findAdminByEmail, issueToken, toAuthenticated } from '../../kernel/staff-sessions';
import { timingDummyHash, verifyPassword } from '../../lib/passwords';

export function profileOf(admin: AuthenticatedAdmin, locale: Locale): ProfileAnswer {
  return {
    id: admin.id,
    name: admin.name,
    email: admin.email,
    image: admin.image,
    role: [admin.roleNames[locale]],
    permissions: [...admin.permissions].sort(),
  };
}

// ---------------------------------------------------------------------------
// Sign-in throttle: counters in the database, so every server instance counts the same attempts.
//
// An attempt is counted before the password is checked, on up to three keys in a fixed order: the
// e-mail from this address, the address, and the e-mail from everywhere. Each count is one atomic
// upsert (the row lock orders parallel attempts), in one transaction.
//
// The first two keys refuse (429) over their limit; the transaction is then rolled back, so a refused
// attempt counts nowhere. The account-wide key never refuses: a refusal there would let anyone who
// knows a staff member's e-mail keep them out from everywhere. Over its ceiling it slows attempts
// down instead (a wait growing with the failures), and an address the staff member has signed in
// from before skips it altogether. A right password gives the attempt back (and clears its
// e-mail-and-address key).

interface ThrottleKey {
  key: string;
  limit: number;
  /** Over its limit the attempt waits instead of being refused. */
  slows?: boolean;
}

function throttleKeys(login: Config['login'], email: string, ip: string, knownAddress: boolean): ThrottleKey[] {
  const keys: ThrottleKey[] = [
    { key: `pair:${email} ${ip}`, limit: login.maxFailures },
    { key: `address:${ip}`, limit: login.maxFailuresPerAddress },
  ];
  if (!knownAddress) keys.push({ key: `account:${email}`, limit: login.maxFailuresPerAccount, slows: true });
  return keys;
}

/**
 * The wait of an attempt on an account `failures` deep into its window: none up to the ceiling,
 * then growing in step with the failures over it, reaching the longest wait at twice the ceiling.
 */
export function accountDelayMs(failures: number, ceiling: number, maxDelayMs: number): number {
  if (failures <= ceiling) return 0;
  return Math.min(maxDelayMs, Math.ceil((maxDelayMs * (failures - ceiling)) / ceiling));
}

class Throttled extends Error {
  constructor(readonly minutes: number) {
    super('throttled');
  }
}

const windowInterval = (windowMs: number) => sql`(${windowMs}::float8 * interval '1 millisecond')`;

/**
 * Counts one attempt on every key, atomically; throws 429 (counting nothing) when a refusing key is
 * over its limit. Answers how long the attempt must wait for a slowing key over its limit.
 */
async function reserveAttempt(db: Database, keys: readonly ThrottleKey[], login: Config['login']): Promise<number> {
  const window = windowInterval(login.windowMs);
  const expired = sql`${loginThrottle.windowStartedAt} <= now() - ${window}`;
  try {
    return await db.transaction(async (tx) => {
      let delayMs = 0;
      for (const { key, limit, slows } of keys) {
        const [row] = await tx
          .insert(loginThrottle)
          .values({ key, failures: 1, windowStartedAt: sql`now()` })
          .onConflictDoUpdate({
            target: loginThrottle.key,
            set: {
              failures: sql`case when ${expired} then 1 else ${loginThrottle.failures} + 1 end`,
              windowStartedAt: sql`case when ${expired} then now() else ${loginThrottle.windowStartedAt} end`,
            },
          })
          .returning({
            failures: loginThrottle.failures,
            minutes: sql<number>`greatest(1, ceil(extract(epoch from (${loginThrottle.windowStartedAt} + ${window} - now())) / 60))::int`,
          });
        if (!row || row.failures <= limit) continue;
        if (slows) delayMs = Math.max(delayMs, accountDelayMs(row.failures, limit, login.accountMaxDelayMs));
        else throw new Throttled(Number(row.minutes));
      }
      return delayMs;
    });
  } catch (error) {
    if (error instanceof Throttled) {
      throw tooManyRequests('login_throttled', { minutes: error.minutes, retryAfter: error.minutes * 60 });
    }
    throw error;
  }
}

/** A failed attempt stays counted; counters whose window has passed are dropped (no scheduler needed). */
async function pruneThrottle(db: Database, windowMs: number): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.windowStartedAt} < now() - ${windowInterval(windowMs)}`);
}

/** Gives back an attempt that turned out to know the password. */
async function releaseAttempt(db: DbOrTx, keys: readonly ThrottleKey[]): Promise<void> {
  const [pair, ...shared] = keys;
  if (pair) await db.delete(loginThrottle).where(eq(loginThrottle.key, pair.key));
  if (shared.length === 0) return;
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(
      inArray(
        loginThrottle.key,
        shared.map((k) => k.key),
      ),
    );
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
    await tx.delete(adminTokens).where(and(eq(adminTokens.adminId, row.id), lt(adminTokens.expiresAt, sql`now()`)));
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
    await tx.update(adminTokens).set({ revokedAt: new Date() }).where(eq(adminTokens.id, admin.tokenId));
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
