import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { formSubmissions } from '../db/schema/index';
import { tooManyRequests } from '../errors';

// How often one client address may submit a public form (contact, employment, and later the shop's
// unauthenticated forms), counted in the database so every instance counts the same submissions.

export interface FormQuota {
  /** Accepted submissions allowed per client address within the window. */
  max: number;
  windowMs: number;
}

/**
 * Takes one submission from the client's quota for a public form, or refuses with 429.
 * Runs inside the caller's transaction: the advisory lock serializes submissions from the
 * same address across every instance, so concurrent requests cannot all slip under the
 * limit, and the row is only kept if the caller's write commits.
 */
export async function consumeFormQuota(
  tx: DbOrTx,
  form: string,
  ip: string,
  quota: FormQuota,
  now: Date = new Date(),
): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`form-quota:${form}:${ip}`}))`);
  const since = new Date(now.getTime() - quota.windowMs);
  await tx
    .delete(formSubmissions)
    .where(and(eq(formSubmissions.form, form), eq(formSubmissions.ip, ip), lt(formSubmissions.createdAt, since)));
  const recent = await tx
    .select({ createdAt: formSubmissions.createdAt })
    .from(formSubmissions)
    .where(and(eq(formSubmissions.form, form), eq(formSubmissions.ip, ip), gte(formSubmissions.createdAt, since)))
    .orderBy(formSubmissions.createdAt);
  if (recent.length >= quota.max) {
    const oldest = recent[0]!.createdAt.getTime();
    const retryAfter = Math.max(1, Math.ceil((oldest + quota.windowMs - now.getTime()) / 1000));
    throw tooManyRequests('form_throttled', { minutes: Math.ceil(retryAfter / 60), retryAfter });
  }
  await tx.insert(formSubmissions).values({ form, ip, createdAt: now });
}
