import type {
  IndicatorBody,
  IndicatorCategory,
  IndicatorCreateBody,
  IndicatorItem,
  IndicatorPageQuery,
  Permission,
} from '@app/contracts';
import { asc, count, eq, inArray, max } from 'drizzle-orm';
import { indicators } from '../../../db/schema/index';
import { forbidden, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { fromTranslations, toTranslations } from '../../../lib/translations';
import { INVESTOR_TAGS } from '../service';

/** Each list has its own pair of permissions (company-admin.md, section 6). */
const INDICATOR_PERMISSIONS: Record<IndicatorCategory, { list: Permission; update: Permission }> = {
  key_metrics: { list: 'list key indicators', update: 'update key indicators' },
  kpis: { list: 'list key performance indicators', update: 'update key performance indicators' },
};

const may = (ctx: AdminContext, permission: Permission) => ctx.actor.permissions.has(permission);

function requireUpdate(ctx: AdminContext, category: IndicatorCategory): Permission {
  const permission = INDICATOR_PERMISSIONS[category].update;
  if (!may(ctx, permission)) throw forbidden();
  return permission;
}

const write = (action: Permission, mode: 'create' | 'update' | 'delete') => ({
  action,
  mode,
  subject: 'indicators',
  // The home page and the investor page read the public indicator lists.
  invalidates: [INVESTOR_TAGS.indicators],
});

type Row = typeof indicators.$inferSelect;

const toItem = (row: Row): IndicatorItem => ({
  id: row.id,
  value: row.value,
  category: row.category,
  translations: toTranslations({ title: row.title, description: row.description }),
});

const values = (input: IndicatorBody) => ({
  value: input.value,
  ...fromTranslations(input.translation, ['title', 'description']),
});

/** One category's indicators in their public order; without a category, those of the lists the actor may see. */
export function listIndicators(ctx: AdminContext, query: IndicatorPageQuery) {
  const categories = (query.category ? [query.category] : (['key_metrics', 'kpis'] as const)).filter((category) =>
    may(ctx, INDICATOR_PERMISSIONS[category].list),
  );
  if (categories.length === 0) throw forbidden();
  const where = inArray(indicators.category, categories);
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select()
          .from(indicators)
          .where(where)
          .orderBy(asc(indicators.category), asc(indicators.sortOrder), asc(indicators.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(indicators).where(where))[0]?.n ?? 0,
    },
    toItem,
  );
}

async function findRow(ctx: AdminContext, id: number): Promise<Row> {
  const [row] = await ctx.db.select().from(indicators).where(eq(indicators.id, id));
  if (!row) throw notFound();
  return row;
}

export async function getIndicator(ctx: AdminContext, id: number): Promise<IndicatorItem> {
  const row = await findRow(ctx, id);
  const { list, update } = INDICATOR_PERMISSIONS[row.category];
  if (!may(ctx, list) && !may(ctx, update)) throw forbidden();
  return toItem(row);
}

export async function createIndicator(ctx: AdminContext, input: IndicatorCreateBody): Promise<IndicatorItem> {
  const action = requireUpdate(ctx, input.category);
  return mutate(ctx, write(action, 'create'), async (scope) => {
    const [last] = await scope.tx
      .select({ n: max(indicators.sortOrder) })
      .from(indicators)
      .where(eq(indicators.category, input.category));
    const [row] = await scope.tx
      .insert(indicators)
      .values({ ...values(input), category: input.category, sortOrder: (last?.n ?? 0) + 1 })
      .returning();
    scope.describe(row!.id, row!.title.ar);
    return toItem(row!);
  });
}

/** The category stays: an indicator is edited within its list. */
export async function updateIndicator(ctx: AdminContext, id: number, input: IndicatorBody): Promise<IndicatorItem> {
  const action = requireUpdate(ctx, (await findRow(ctx, id)).category);
  return mutate(ctx, write(action, 'update'), async (scope) => {
    const [row] = await scope.tx
      .update(indicators)
      .set({ ...values(input), updatedAt: new Date() })
      .where(eq(indicators.id, id))
      .returning();
    if (!row) throw notFound();
    scope.describe(id, row.title.ar);
    return toItem(row);
  });
}

export async function deleteIndicator(ctx: AdminContext, id: number): Promise<void> {
  const action = requireUpdate(ctx, (await findRow(ctx, id)).category);
  return mutate(ctx, write(action, 'delete'), async (scope) => {
    const [row] = await scope.tx.delete(indicators).where(eq(indicators.id, id)).returning();
    if (!row) throw notFound();
    scope.describe(id, row.title.ar);
  });
}
