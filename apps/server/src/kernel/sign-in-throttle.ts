import { eq, inArray, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Database, DbOrTx } from '../db/client';
import { loginThrottle } from '../db/schema/index';
import { tooManyRequests } from '../errors';
import type { MessageKey } from '../i18n/messages';

// Sign-in throttle, for staff and customers alike: counters in the database, so every server
// instance counts the same attempts.
//
// An attempt is counted before the password is checked, on up to three keys in a fixed order: the
// account (an e-mail, a mobile) from this address, the address, and the account from everywhere. Each count is one atomic
// upsert (the row lock orders parallel attempts), in one transaction.
//
// The first two keys refuse (429) over their limit; the transaction is then rolled back, so a refused
// attempt counts nowhere. The account-wide key never refuses: a refusal there would let anyone who
// knows someone's e-mail or mobile keep them out from everywhere. Over its ceiling it slows attempts
// down instead (a wait growing with the failures), and an address the account has signed in from
// before skips it altogether. A right password gives the attempt back (and clears its
// e-mail-and-address key).

export interface ThrottleKey {
  key: string;
  limit: number;
  /** Over its limit the attempt waits instead of being refused. */
  slows?: boolean;
}

/**
 * The keys of an attempt on `account` from `ip`. `kind` keeps customers' counters apart from
 * staff's (a customer's failures never slow a staff member sharing an office address).
 */
export function throttleKeys(
  login: Config['login'],
  account: string,
  ip: string,
  knownAddress: boolean,
  kind: 'staff' | 'customer' = 'staff',
): ThrottleKey[] {
  const prefix = kind === 'staff' ? '' : `${kind}:`;
  const keys: ThrottleKey[] = [
    { key: `${prefix}pair:${account} ${ip}`, limit: login.maxFailures },
    { key: `${prefix}address:${ip}`, limit: login.maxFailuresPerAddress },
  ];
  if (!knownAddress) keys.push({ key: `${prefix}account:${account}`, limit: login.maxFailuresPerAccount, slows: true });
  return keys;
}

/**
 * The wait of an attempt on an account `failures` deep into its window: none up to the ceiling,
 * then growing in step with the failures over it, reaching the longest wait at twice the ceiling.
 */
function accountDelayMs(failures: number, ceiling: number, maxDelayMs: number): number {
  if (failures <= ceiling) return 0;
  return Math.min(maxDelayMs, Math.ceil((maxDelayMs * (failures - ceiling)) / ceiling));
}

class Throttled extends Error {
  constructor(readonly minutes: number) {
    super('throttled');
  }
}

export const windowInterval = (windowMs: number) => sql`(${windowMs}::float8 * interval '1 millisecond')`;

/**
 * Counts one attempt on every key, atomically; throws 429 (counting nothing) when a refusing key is
 * over its limit. Answers how long the attempt must wait for a slowing key over its limit.
 */
export async function reserveAttempt(
  db: Database,
  keys: readonly ThrottleKey[],
  login: Config['login'],
  refusal: MessageKey = 'login_throttled',
): Promise<number> {
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
      throw tooManyRequests(refusal, { minutes: error.minutes, retryAfter: error.minutes * 60 });
    }
    throw error;
  }
}

/** A failed attempt stays counted; counters whose window has passed are dropped (no scheduler needed). */
export async function pruneThrottle(db: Database, windowMs: number): Promise<void> {
  await db.delete(loginThrottle).where(sql`${loginThrottle.windowStartedAt} < now() - ${windowInterval(windowMs)}`);
}

/** Gives back an attempt that turned out to know the password. */
export async function releaseAttempt(db: DbOrTx, keys: readonly ThrottleKey[]): Promise<void> {
  const [pair, ...shared] = keys;
  if (pair) await db.delete(loginThrottle).where(eq(loginThrottle.key, pair.key));
  await giveBackAttempt(db, shared);
}

/** Takes one attempt off each key's count (an attempt that turned out not to count there). */
export async function giveBackAttempt(db: DbOrTx, keys: readonly ThrottleKey[]): Promise<void> {
  if (keys.length === 0) return;
  await db
    .update(loginThrottle)
    .set({ failures: sql`greatest(${loginThrottle.failures} - 1, 0)` })
    .where(
      inArray(
        loginThrottle.key,
        keys.map((k) => k.key),
      ),
    );
}
