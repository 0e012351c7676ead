import type { MessageItem, MessageListQuery, PageAnswer } from '@app/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull, like, type SQL } from 'drizzle-orm';
import { contactMessages } from '../../db/schema/index';
import { notFound } from '../../errors';
import type { AdminContext } from '../../kernel/context';
import { mutate } from '../../kernel/mutate';
import { pageOf } from '../../kernel/paging';
import { containsPattern } from '../../lib/arabic-search';

type MessageRow = typeof contactMessages.$inferSelect;

const SUBJECT = 'messages';

function toItem(row: MessageRow): MessageItem {
  return {
    id: row.id,
    kind: row.kind,
    name: row.name,
    email: row.email,
    phone: row.phone,
    title: row.title,
    message: row.message,
    locale: row.locale === 'en' ? 'en' : 'ar',
    read: row.readAt !== null,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/** The inbox, newest first: by form, read or unread, and a search over every field (Arabic-normalized). */
export function listMessages(ctx: AdminContext, query: MessageListQuery): Promise<PageAnswer<MessageItem>> {
  const conditions: SQL[] = [];
  if (query.kind) conditions.push(eq(contactMessages.kind, query.kind));
  if (query.read !== undefined)
    conditions.push(query.read ? isNotNull(contactMessages.readAt) : isNull(contactMessages.readAt));
  const pattern = containsPattern(query.search);
  if (pattern) conditions.push(like(contactMessages.searchKey, pattern));
  const where = and(...conditions);
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select()
          .from(contactMessages)
          .where(where)
          .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(contactMessages).where(where))[0]?.n ?? 0,
    },
    toItem,
  );
}

export async function countUnread(ctx: AdminContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(contactMessages).where(isNull(contactMessages.readAt));
  return row?.n ?? 0;
}

/** Thrown inside a mutation to roll it back (and its log row) when another request made the change first. */
class AlreadyDone extends Error {}

/**
 * Marks a message read or unread. Only a change is written and logged: a message that already is in that
 * state is answered as it is, also when a concurrent request changed it a moment before.
 */
export async function setMessageRead(ctx: AdminContext, id: number, read: boolean): Promise<MessageItem> {
  const [current] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
  if (!current) throw notFound();
  if ((current.readAt !== null) === read) return toItem(current);
  try {
    return await mutate(ctx, { action: 'list messages', mode: 'update', subject: SUBJECT }, async (scope) => {
      const [row] = await scope.tx
        .update(contactMessages)
        .set({ readAt: read ? new Date() : null })
        .where(
          and(eq(contactMessages.id, id), read ? isNull(contactMessages.readAt) : isNotNull(contactMessages.readAt)),
        )
        .returning();
      if (!row) throw new AlreadyDone();
      scope.describe(id, row.title);
      return toItem(row);
    });
  } catch (error) {
    if (!(error instanceof AlreadyDone)) throw error;
    const [row] = await ctx.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    if (!row) throw notFound();
    return toItem(row);
  }
}

/** One message, opened by a staff member: an unread one becomes read. */
export function openMessage(ctx: AdminContext, id: number): Promise<MessageItem> {
  return setMessageRead(ctx, id, true);
}

export function deleteMessage(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, { action: 'delete messages', mode: 'delete', subject: SUBJECT }, async (scope) => {
    const [row] = await scope.tx.delete(contactMessages).where(eq(contactMessages.id, id)).returning();
    if (!row) throw notFound();
    scope.describe(id, row.title);
  });
}

/** Deletes the ticked messages in one write; any id that does not exist refuses the whole call. */
export function deleteMessages(ctx: AdminContext, ids: readonly number[]): Promise<number> {
  const unique = [...new Set(ids)];
  return mutate(ctx, { action: 'delete messages', mode: 'delete', subject: SUBJECT }, async (scope) => {
    const rows = await scope.tx
      .delete(contactMessages)
      .where(inArray(contactMessages.id, unique))
      .returning({ id: contactMessages.id });
    if (rows.length !== unique.length) throw notFound();
    if (unique.length === 1) scope.describe(unique[0]!);
    return rows.length;
  });
}
