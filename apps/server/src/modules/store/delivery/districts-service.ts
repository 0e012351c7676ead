import type { DeliveryDistrictBody, DeliveryDistrictItem, DeliveryDistrictQuery, Locale } from '@app/contracts';
import { and, asc, count, eq, like, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Bilingual } from '../../../db/schema/columns';
import { deliveryCities, deliveryDistricts } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern, searchKey } from '../../../lib/arabic-search';
import { fromTranslations, pick, toTranslations } from '../../../lib/translations';
import { deliveryWrite } from './cities-service';

interface ServingBranchRow {
  id: number;
  code: string;
  name: Bilingual;
}

// Written out in full: inside a subquery, column references must name their tables.
const servingBranches = sql<ServingBranchRow[]>`coalesce((
  select json_agg(json_build_object('id', b.id, 'code', b.code, 'name', b.name) order by b.code)
  from branch_districts l join branches b on b.id = l.branch_id
  where l.district_id = delivery_districts.id), '[]'::json)`;

const districtColumns = { row: deliveryDistricts, cityName: deliveryCities.name, branches: servingBranches };
type DistrictRow = { row: typeof deliveryDistricts.$inferSelect; cityName: Bilingual; branches: ServingBranchRow[] };

function toDistrict(locale: Locale, { row, cityName, branches }: DistrictRow): DeliveryDistrictItem {
  return {
    id: row.id,
    city_id: row.cityId,
    city: { id: row.cityId, name: pick(cityName, locale) },
    branches: branches.map((b) => ({ id: b.id, code: b.code, name: pick(b.name, locale) })),
    translation: toTranslations({ name: row.name }, { key: 'local' }),
  };
}

function districtFilter(query: DeliveryDistrictQuery): SQL | undefined {
  const pattern = containsPattern(query.name);
  const branch = query.branch?.trim();
  return and(
    query.city_id ? eq(deliveryDistricts.cityId, query.city_id) : undefined,
    pattern ? like(deliveryDistricts.nameKey, pattern) : undefined,
    branch
      ? sql`exists (select 1 from branch_districts l join branches b on b.id = l.branch_id
          where l.district_id = ${deliveryDistricts.id} and b.code ilike ${`${branch.replace(/[\\%_]/g, '\\$&')}%`})`
      : undefined,
  );
}

export function listDistricts(ctx: AdminContext, query: DeliveryDistrictQuery) {
  const where = districtFilter(query);
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select(districtColumns)
          .from(deliveryDistricts)
          .innerJoin(deliveryCities, eq(deliveryCities.id, deliveryDistricts.cityId))
          .where(where)
          .orderBy(asc(deliveryDistricts.cityId), asc(deliveryDistricts.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(deliveryDistricts).where(where))[0]?.n ?? 0,
    },
    (row) => toDistrict(ctx.locale, row),
  );
}

async function readDistrict(db: DbOrTx, locale: Locale, id: number): Promise<DeliveryDistrictItem> {
  const [row] = await db
    .select(districtColumns)
    .from(deliveryDistricts)
    .innerJoin(deliveryCities, eq(deliveryCities.id, deliveryDistricts.cityId))
    .where(eq(deliveryDistricts.id, id));
  if (!row) throw notFound();
  return toDistrict(locale, row);
}

export const getDistrict = (ctx: AdminContext, id: number) => readDistrict(ctx.db, ctx.locale, id);

export function saveDistrict(
  ctx: AdminContext,
  id: number | null,
  input: DeliveryDistrictBody,
): Promise<DeliveryDistrictItem> {
  const mode = id === null ? 'create' : 'update';
  return mutate(ctx, deliveryWrite('manage delivery cities', mode, 'delivery districts'), async (scope) => {
    const { name } = fromTranslations(input.translation, ['name']);
    const values = { cityId: input.city_id, name, nameKey: searchKey(name.ar, name.en), updatedAt: new Date() };
    const [row] =
      id === null
        ? await scope.tx.insert(deliveryDistricts).values(values).returning({ id: deliveryDistricts.id })
        : await scope.tx
            .update(deliveryDistricts)
            .set(values)
            .where(eq(deliveryDistricts.id, id))
            .returning({ id: deliveryDistricts.id });
    if (!row) throw notFound();
    scope.describe(row.id, name.ar);
    return readDistrict(scope.tx, ctx.locale, row.id);
  });
}

// Written out in full: inside a subquery, column references must name their tables.
const addressesCount = sql<number>`(select count(*)::int from customer_addresses a where a.district_id = delivery_districts.id)`;

/**
 * A district customers have addresses in is not deleted (those addresses would lose their place);
 * its branch links go with it.
 */
export function deleteDistrict(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, deliveryWrite('manage delivery cities', 'delete', 'delivery districts'), async (scope) => {
    const [row] = await scope.tx
      .select({ name: deliveryDistricts.name, addresses: addressesCount })
      .from(deliveryDistricts)
      .where(eq(deliveryDistricts.id, id))
      .for('update');
    if (!row) throw notFound();
    const held = Number(row.addresses);
    if (held > 0) throw new AppError(409, 'district_has_addresses', { count: held });
    await scope.tx.delete(deliveryDistricts).where(eq(deliveryDistricts.id, id));
    scope.describe(id, row.name.ar);
  });
}
