import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { customers, customerTokens } from '../db/schema/index';
import { hashToken, newToken, TOKEN_SHAPE } from './staff-sessions';

// Customer sessions: the shop app's bearer tokens. A kind apart from staff tokens (another table),
// so a staff token opens no customer route and a customer token no staff route.

/** The signed-in customer of a shop request. */
export interface AuthenticatedCustomer {
  id: number;
  name: string;
  /** The customer_tokens row the request came with (sign-out revokes it). */
  tokenId: number;
}

export async function issueCustomerToken(
  db: DbOrTx,
  customerId: number,
  ttlMs: number,
): Promise<{ token: string; tokenId: number; expiresAt: Date }> {
  // Expired tokens of the customer go as a new one is issued: the table does not grow without bound.
  await db
    .delete(customerTokens)
    .where(and(eq(customerTokens.customerId, customerId), lt(customerTokens.expiresAt, sql`now()`)));
  const { token, tokenHash, expiresAt } = newToken(ttlMs);
  const [row] = await db
    .insert(customerTokens)
    .values({ customerId, tokenHash, expiresAt })
    .returning({ id: customerTokens.id });
  return { token, tokenId: row!.id, expiresAt };
}

/** Removes every session of a customer (their account removed). */
export async function forgetCustomerTokens(db: DbOrTx, customerId: number): Promise<void> {
  await db.delete(customerTokens).where(eq(customerTokens.customerId, customerId));
}

/** The customer a token belongs to; null when unknown, revoked, expired, or the account is off or gone. */
export async function findCustomerByToken(db: DbOrTx, token: string): Promise<AuthenticatedCustomer | null> {
  if (!TOKEN_SHAPE.test(token)) return null;
  const [row] = await db
    .select({ id: customers.id, name: customers.name, tokenId: customerTokens.id })
    .from(customerTokens)
    .innerJoin(customers, eq(customers.id, customerTokens.customerId))
    .where(
      and(
        eq(customerTokens.tokenHash, hashToken(token)),
        isNull(customerTokens.revokedAt),
        sql`${customerTokens.expiresAt} > now()`,
        eq(customers.active, true),
        isNull(customers.anonymisedAt),
      ),
    );
  return row ?? null;
}

/** Ends a customer's sessions: one (sign-out) or all of them (password change, account deletion). */
export async function revokeCustomerTokens(
  db: DbOrTx,
  customerId: number,
  only?: { tokenId?: number; exceptTokenId?: number },
): Promise<void> {
  await db
    .update(customerTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(customerTokens.customerId, customerId),
        isNull(customerTokens.revokedAt),
        only?.tokenId === undefined ? undefined : eq(customerTokens.id, only.tokenId),
        only?.exceptTokenId === undefined ? undefined : sql`${customerTokens.id} <> ${only.exceptTokenId}`,
      ),
    );
}
