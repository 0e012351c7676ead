import { and, count, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, formSubmissions } from '../../db/schema/index';
import { tooManyRequests } from '../../errors';
import type { ContactMessageBody } from './schemas';

export type ContactKind = 'contact' | 'investor';

export interface FormQuota {
  /** Accepted submissions allowed per client address within the window. */
  max: number;
  windowMs: number;
}

/** The public contact forms: 5 messages per 10 minutes per address, both forms together. */
export const CONTACT_FORM_QUOTA: FormQuota = { max: 5, windowMs: 10 * 60_000 };

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

/** Stores a message from a public contact form, within the sender's quota; answers its id. */
export async function submitContactMessage(
  db: DbOrTx,
  input: { kind: ContactKind; body: ContactMessageBody; ip: string; locale: string },
  quota: FormQuota = CONTACT_FORM_QUOTA,
): Promise<number> {
  return db.transaction(async (tx) => {
    await consumeFormQuota(tx, 'contact', input.ip, quota);
    const [row] = await tx
      .insert(contactMessages)
      .values({ kind: input.kind, ...input.body, locale: input.locale })
      .returning({ id: contactMessages.id });
    return row!.id;
  });
}

export interface ContactMessageAnswer {
  id: number;
  kind: ContactKind;
  name: string;
  email: string;
  phone: string;
  title: string;
  message: string;
  locale: string;
  read: 0 | 1;
  created_at: string;
}

/** Stored messages of one kind, newest first (staff screens). */
export async function listContactMessages(
  db: DbOrTx,
  query: { kind?: ContactKind; page: number; limit: number },
): Promise<{ data: ContactMessageAnswer[]; total: number }> {
  const where = query.kind ? eq(contactMessages.kind, query.kind) : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select()
      .from(contactMessages)
      .where(where)
      .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ total: count() }).from(contactMessages).where(where),
  ]);
  return {
    data: rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      name: row.name,
      email: row.email,
      phone: row.phone,
      title: row.title,
      message: row.message,
      locale: row.locale,
      read: row.readAt ? 1 : 0,
      created_at: row.createdAt.toISOString(),
    })),
    total: Number(totals[0]?.total ?? 0),
  };
}
