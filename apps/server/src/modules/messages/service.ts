import type { ContactMessageBody, StaffEventPayload } from '@app/contracts';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { contactMessages } from '../../db/schema/index';
import type { MutationContext } from '../../kernel/context';
import { consumeFormQuota, type FormQuota } from '../../kernel/form-quota';
import { mutate } from '../../kernel/mutate';
import { searchKey } from '../../lib/arabic-search';
import { type ContactKind, messageEmail } from './mail-service';

/** The public contact forms: 5 messages per 10 minutes per address, both forms together. */
export const CONTACT_FORM_QUOTA: FormQuota = { max: 5, windowMs: 10 * 60_000 };

/** The folded text the staff search matches (see lib/arabic-search). */
function messageSearchKey(m: Pick<ContactMessageBody, 'name' | 'email' | 'phone' | 'title' | 'message'>) {
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
