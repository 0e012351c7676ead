import type { ContactMessageBody, StaffEventPayload } from '@app/contracts';
import { and, eq, gte, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages, formSubmissions } from '../../db/schema/index';
import { tooManyRequests } from '../../errors';
import { type MutationContext, mutate } from '../../kernel/mutate';
import { searchKey } from '../../lib/arabic-search';
import { messageEmail } from './mail';

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

/** The folded text the staff search matches (see lib/arabic-search). */
export function messageSearchKey(m: Pick<ContactMessageBody, 'name' | 'email' | 'phone' | 'title' | 'message'>) {
  return searchKey(m.name, m.email, m.phone, m.title, m.message);
}

/**
 * Stores a message from a public contact form, within the sender's quota, and puts its e-mail to
 * the company in the outbox in the same transaction; answers the stored row. The caller wakes the
 * outbox after the commit.
 */
export async function submitContactMessage(
  ctx: MutationContext,
  input: { kind: ContactKind; body: ContactMessageBody; ip: string },
  quota: FormQuota = CONTACT_FORM_QUOTA,
  mail: { to?: string } = {},
): Promise<typeof contactMessages.$inferSelect> {
  return mutate(
    ctx,
    { action: 'send message', mode: 'create', subject: 'messages' },
    async ({ tx, enqueue, publish, describe }) => {
      await consumeFormQuota(tx, 'contact', input.ip, quota);
      const [row] = await tx
        .insert(contactMessages)
        .values({ kind: input.kind, ...input.body, locale: ctx.locale, searchKey: messageSearchKey(input.body) })
        .returning();
      await enqueue(await messageEmail(tx, row!, mail.to));
      publish('admin.message.received', {
        id: row!.id,
        kind: input.kind,
      } satisfies StaffEventPayload<'admin.message.received'>);
      describe(row!.id, input.body.title ?? null);
      return row!;
    },
  );
}

/**
 * Gives messages stored before the staff search existed their search key (run at start-up);
 * every message written since has one. Answers how many rows changed.
 */
export async function rekeyMessages(db: DbOrTx): Promise<number> {
  const rows = await db.select().from(contactMessages).where(eq(contactMessages.searchKey, ''));
  for (const row of rows) {
    await db
      .update(contactMessages)
      .set({ searchKey: messageSearchKey(row) })
      .where(eq(contactMessages.id, row.id));
  }
  return rows.length;
}
