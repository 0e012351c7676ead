import type { FinanceMarketBody, FinanceMarketItem, PageQuery } from '@app/contracts';
import { count, desc, eq } from 'drizzle-orm';
import { financeMarket } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { fromTranslations, toTranslations } from '../../../lib/translations';
import { INVESTOR_TAGS } from '../service';

const write = (
  action: 'add finance market' | 'update finance market' | 'delete finance market',
  mode: 'create' | 'update' | 'delete',
) => ({
  action,
  mode,
  subject: 'finance_market',
  // The investor page reads the public list of links.
  invalidates: [INVESTOR_TAGS.financeMarket],
});

type Row = typeof financeMarket.$inferSelect;

function toItem(row: Row): FinanceMarketItem {
  return { id: row.id, url: row.url, translation: toTranslations({ name: row.name }, { key: 'local' }) };
}

const values = (input: FinanceMarketBody) => ({ url: input.url, ...fromTranslations(input.translation, ['name']) });

export function listFinanceMarket(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select()
          .from(financeMarket)
          .orderBy(desc(financeMarket.createdAt), desc(financeMarket.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(financeMarket))[0]?.n ?? 0,
    },
    toItem,
  );
}

export async function getFinanceMarket(ctx: AdminContext, id: number): Promise<FinanceMarketItem> {
  const [row] = await ctx.db.select().from(financeMarket).where(eq(financeMarket.id, id));
  if (!row) throw notFound();
  return toItem(row);
}

export function createFinanceMarket(ctx: AdminContext, input: FinanceMarketBody): Promise<FinanceMarketItem> {
  return mutate(ctx, write('add finance market', 'create'), async (scope) => {
    const [row] = await scope.tx.insert(financeMarket).values(values(input)).returning();
    scope.describe(row!.id, row!.name.ar);
    return toItem(row!);
  });
}

export function updateFinanceMarket(
  ctx: AdminContext,
  id: number,
  input: FinanceMarketBody,
): Promise<FinanceMarketItem> {
  return mutate(ctx, write('update finance market', 'update'), async (scope) => {
    const [row] = await scope.tx
      .update(financeMarket)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(financeMarket.id, id))
      .returning();
    if (!row) throw notFound();
    scope.describe(id, row.name.ar);
    return toItem(row);
  });
}

export function deleteFinanceMarket(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, write('delete finance market', 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(financeMarket).where(eq(financeMarket.id, id)).returning();
    if (!row) throw notFound();
    scope.describe(id, row.name.ar);
  });
}
