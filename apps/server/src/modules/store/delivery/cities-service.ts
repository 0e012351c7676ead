import type { DeliveryCityBody, DeliveryCityItem, DeliveryCityQuery } from '@app/contracts';
import { halalasToText } from '@app/contracts';
import { asc, count, eq, like, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { deliveryCities } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern, searchKey } from '../../../lib/arabic-search';
import { STORE_DELIVERY_TAG } from '../../../lib/cache-tags';
import { fromTranslations, toTranslations } from '../../../lib/translations';

export const deliveryWrite = (
  action: 'manage delivery cities' | 'manage link districts',
  mode: 'create' | 'update' | 'delete',
  subject: 'delivery cities' | 'delivery districts' | 'branch districts',
) => ({ action, mode, subject, invalidates: [STORE_DELIVERY_TAG] });

// Written out in full: inside a subquery, column references must name their tables.
const districtsCount = sql<number>`(select count(*)::int from delivery_districts d where d.city_id = delivery_cities.id)`;
const unservedCount = sql<number>`(select count(*)::int from delivery_districts d where d.city_id = delivery_cities.id
  and not exists (select 1 from branch_districts l where l.district_id = d.id))`;
const cityColumns = { row: deliveryCities, districts: districtsCount, unserved: unservedCount };
type CityRow = { row: typeof deliveryCities.$inferSelect; districts: number; unserved: number };

function toCity({ row, districts, unserved }: CityRow): DeliveryCityItem {
  return {
    id: row.id,
    delivery_price: halalasToText(row.deliveryPrice),
    prescription_delivery_price: halalasToText(row.prescriptionDeliveryPrice),
    districts_count: Number(districts),
    unserved_districts_count: Number(unserved),
    translation: toTranslations({ name: row.name }, { key: 'local' }),
  };
}

export function listCities(ctx: AdminContext, query: DeliveryCityQuery) {
  const pattern = containsPattern(query.name);
  const where = pattern ? like(deliveryCities.nameKey, pattern) : undefined;
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select(cityColumns)
          .from(deliveryCities)
          .where(where)
          .orderBy(asc(deliveryCities.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(deliveryCities).where(where))[0]?.n ?? 0,
    },
    toCity,
  );
}

async function readCity(db: DbOrTx, id: number): Promise<DeliveryCityItem> {
  const [row] = await db.select(cityColumns).from(deliveryCities).where(eq(deliveryCities.id, id));
  if (!row) throw notFound();
  return toCity(row);
}

export const getCity = (ctx: AdminContext, id: number) => readCity(ctx.db, id);

export function saveCity(ctx: AdminContext, id: number | null, input: DeliveryCityBody): Promise<DeliveryCityItem> {
  return mutate(
    ctx,
    deliveryWrite('manage delivery cities', id === null ? 'create' : 'update', 'delivery cities'),
    async (scope) => {
      const { name } = fromTranslations(input.translation, ['name']);
      const values = {
        name,
        nameKey: searchKey(name.ar, name.en),
        deliveryPrice: input.delivery_price,
        prescriptionDeliveryPrice: input.prescription_delivery_price ?? input.delivery_price,
        updatedAt: new Date(),
      };
      const [row] =
        id === null
          ? await scope.tx.insert(deliveryCities).values(values).returning({ id: deliveryCities.id })
          : await scope.tx
              .update(deliveryCities)
              .set(values)
              .where(eq(deliveryCities.id, id))
              .returning({ id: deliveryCities.id });
      if (!row) throw notFound();
      scope.describe(row.id, name.ar);
      return readCity(scope.tx, row.id);
    },
  );
}

/** A city holding districts is not deleted: its districts (and the addresses in them) go first. */
export function deleteCity(ctx: AdminContext, id: number): Promise<void> {
  return mutate(ctx, deliveryWrite('manage delivery cities', 'delete', 'delivery cities'), async (scope) => {
    const [row] = await scope.tx
      .select(cityColumns)
      .from(deliveryCities)
      .where(eq(deliveryCities.id, id))
      .for('update', { of: deliveryCities });
    if (!row) throw notFound();
    const held = Number(row.districts);
    if (held > 0) throw new AppError(409, 'city_has_districts', { count: held });
    await scope.tx.delete(deliveryCities).where(eq(deliveryCities.id, id));
    scope.describe(id, row.row.name.ar);
  });
}
