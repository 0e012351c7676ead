import type {
  BranchDistrictBody,
  BranchDistrictDetail,
  BranchDistrictItem,
  BranchDistrictQuery,
  Locale,
} from '@app/contracts';
import { and, asc, count, eq, inArray, notInArray, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { branchDistricts, branches, deliveryCities, deliveryDistricts } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern } from '../../../lib/arabic-search';
import { pick } from '../../../lib/translations';
import { deliveryWrite } from './cities-service';

const linkColumns = {
  id: branchDistricts.id,
  branch: { id: branches.id, code: branches.code, name: branches.name },
  city: { id: deliveryCities.id, name: deliveryCities.name },
  district: { id: deliveryDistricts.id, name: deliveryDistricts.name },
};

function linkedRows(db: DbOrTx) {
  return db
    .select(linkColumns)
    .from(branchDistricts)
    .innerJoin(branches, eq(branches.id, branchDistricts.branchId))
    .innerJoin(deliveryDistricts, eq(deliveryDistricts.id, branchDistricts.districtId))
    .innerJoin(deliveryCities, eq(deliveryCities.id, deliveryDistricts.cityId));
}

type LinkRow = Awaited<ReturnType<ReturnType<typeof linkedRows>['execute']>>[number];

function toLink(locale: Locale, row: LinkRow): BranchDistrictItem {
  return {
    id: row.id,
    branch: { id: row.branch.id, code: row.branch.code, name: pick(row.branch.name, locale) },
    city: { id: row.city.id, name: pick(row.city.name, locale) },
    district: { id: row.district.id, name: pick(row.district.name, locale) },
  };
}

/** The name box finds a branch, district or city by name (Arabic-folded), or a branch by code prefix. */
function linkFilter(query: BranchDistrictQuery): SQL | undefined {
  const pattern = containsPattern(query.name);
  const code = query.name?.trim();
  return and(
    query.city_id ? eq(deliveryDistricts.cityId, query.city_id) : undefined,
    pattern
      ? or(
          sql`${branches.nameKey} like ${pattern}`,
          sql`${deliveryDistricts.nameKey} like ${pattern}`,
          sql`${deliveryCities.nameKey} like ${pattern}`,
          sql`${branches.code} ilike ${`${code!.replace(/[\\%_]/g, '\\$&')}%`}`,
        )
      : undefined,
  );
}

export function listLinks(ctx: AdminContext, query: BranchDistrictQuery) {
  const where = linkFilter(query);
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        linkedRows(ctx.db)
          .where(where)
          .orderBy(asc(branches.code), asc(deliveryCities.id), asc(deliveryDistricts.id))
          .limit(limit)
          .offset(offset),
      count: async () =>
        (
          await ctx.db
            .select({ n: count() })
            .from(branchDistricts)
            .innerJoin(branches, eq(branches.id, branchDistricts.branchId))
            .innerJoin(deliveryDistricts, eq(deliveryDistricts.id, branchDistricts.districtId))
            .innerJoin(deliveryCities, eq(deliveryCities.id, deliveryDistricts.cityId))
            .where(where)
        )[0]?.n ?? 0,
    },
    (row) => toLink(ctx.locale, row),
  );
}

async function readLink(db: DbOrTx, locale: Locale, id: number): Promise<BranchDistrictDetail> {
  const [row] = await linkedRows(db).where(eq(branchDistricts.id, id));
  if (!row) throw notFound();
  const siblings = await linkedRows(db)
    .where(eq(branchDistricts.branchId, row.branch.id))
    .orderBy(asc(deliveryCities.id), asc(deliveryDistricts.id));
  return {
    ...toLink(locale, row),
    district_id: siblings.map((s) => s.district.id),
    districts: siblings.map((s) => ({
      id: s.district.id,
      name: pick(s.district.name, locale),
      city: { id: s.city.id, name: pick(s.city.name, locale) },
    })),
  };
}

export const getLink = (ctx: AdminContext, id: number) => readLink(ctx.db, ctx.locale, id);

async function branchName(db: DbOrTx, branchId: number): Promise<string> {
  const [branch] = await db.select({ name: branches.name }).from(branches).where(eq(branches.id, branchId));
  if (!branch) throw fieldError('branch_id', 'invalid_choice');
  return branch.name.ar;
}

async function checkDistricts(db: DbOrTx, ids: readonly number[]): Promise<void> {
  const found = await db
    .select({ id: deliveryDistricts.id })
    .from(deliveryDistricts)
    .where(inArray(deliveryDistricts.id, [...ids]));
  if (found.length !== new Set(ids).size) throw fieldError('district_id', 'invalid_choice');
}

/** The branch's first link after a write: what the form opens when it comes back. */
async function firstLinkOf(db: DbOrTx, branchId: number): Promise<number> {
  const [first] = await db
    .select({ id: branchDistricts.id })
    .from(branchDistricts)
    .where(eq(branchDistricts.branchId, branchId))
    .orderBy(asc(branchDistricts.id))
    .limit(1);
  return first!.id;
}

/** Adds districts to a branch; pairs already linked stay as they are. */
export function addLinks(ctx: AdminContext, input: BranchDistrictBody): Promise<BranchDistrictDetail> {
  return mutate(ctx, deliveryWrite('manage link districts', 'create', 'branch districts'), async (scope) => {
    const name = await branchName(scope.tx, input.branch_id);
    await checkDistricts(scope.tx, input.district_id);
    await scope.tx
      .insert(branchDistricts)
      .values([...new Set(input.district_id)].map((districtId) => ({ branchId: input.branch_id, districtId })))
      .onConflictDoNothing();
    scope.describe(input.branch_id, name);
    return readLink(scope.tx, ctx.locale, await firstLinkOf(scope.tx, input.branch_id));
  });
}

/**
 * The edit form's save: the districts the branch serves become exactly the list. When the form
 * moved the link to another branch, the first branch's links go and the other's become the list.
 */
export function replaceLinks(ctx: AdminContext, id: number, input: BranchDistrictBody): Promise<BranchDistrictDetail> {
  return mutate(ctx, deliveryWrite('manage link districts', 'update', 'branch districts'), async (scope) => {
    const [link] = await scope.tx.select().from(branchDistricts).where(eq(branchDistricts.id, id)).for('update');
    if (!link) throw notFound();
    const name = await branchName(scope.tx, input.branch_id);
    await checkDistricts(scope.tx, input.district_id);
    if (link.branchId !== input.branch_id) {
      await scope.tx.delete(branchDistricts).where(eq(branchDistricts.branchId, link.branchId));
    }
    const wanted = [...new Set(input.district_id)];
    await scope.tx
      .delete(branchDistricts)
      .where(and(eq(branchDistricts.branchId, input.branch_id), notInArray(branchDistricts.districtId, wanted)));
    await scope.tx
      .insert(branchDistricts)
      .values(wanted.map((districtId) => ({ branchId: input.branch_id, districtId })))
      .onConflictDoNothing();
    scope.describe(input.branch_id, name);
    return readLink(scope.tx, ctx.locale, await firstLinkOf(scope.tx, input.branch_id));
  });
}

export function deleteLink(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, deliveryWrite('manage link districts', 'delete', 'branch districts'), async (scope) => {
    const [row] = await linkedRows(scope.tx).where(eq(branchDistricts.id, id));
    if (!row) throw notFound();
    await scope.tx.delete(branchDistricts).where(eq(branchDistricts.id, id));
    scope.describe(id, `${row.branch.name.ar} — ${row.district.name.ar}`);
  });
}
