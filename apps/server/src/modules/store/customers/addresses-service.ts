import type { CustomerAddressBody, CustomerAddressItem, Locale } from '@app/contracts';
import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customerAddresses, customers, deliveryCities, deliveryDistricts } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { MutationContext, ServiceContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import { pick } from '../../../lib/translations';

// A customer's delivery addresses: staff see and correct them on the store user form, customers
// keep them from the shop app. One set of rules: a district of the chosen city, one default (the
// first address is the default; deleting the default makes the oldest other one so).

/** Logged as staff's user edit, or as the customer's own address change. */
const write = (ctx: MutationContext, mode: 'create' | 'update' | 'delete') => ({
  action: 'kind' in ctx.actor && ctx.actor.kind === 'customer' ? 'manage addresses' : 'update store users',
  mode,
  subject: 'customer addresses',
});

// Written out in full: inside a subquery, column references must name their tables.
const served = sql<boolean>`exists (select 1 from branch_districts l where l.district_id = customer_addresses.district_id)`;

const addressColumns = {
  row: customerAddresses,
  cityName: deliveryCities.name,
  districtName: deliveryDistricts.name,
  served,
};

function addressRows(db: DbOrTx) {
  return db
    .select(addressColumns)
    .from(customerAddresses)
    .innerJoin(deliveryCities, eq(deliveryCities.id, customerAddresses.cityId))
    .innerJoin(deliveryDistricts, eq(deliveryDistricts.id, customerAddresses.districtId));
}

type AddressRow = Awaited<ReturnType<ReturnType<typeof addressRows>['execute']>>[number];

/** A link that opens the position on a map (OpenStreetMap: no key, works in any browser). */
function mapUrl(latitude: number | null, longitude: number | null): string | null {
  if (latitude === null || longitude === null) return null;
  return `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=17/${latitude}/${longitude}`;
}

function toAddress(locale: Locale, { row, cityName, districtName, served }: AddressRow): CustomerAddressItem {
  return {
    id: row.id,
    city: { id: row.cityId, name: pick(cityName, locale) },
    district: { id: row.districtId, name: pick(districtName, locale) },
    details: row.details,
    latitude: row.latitude,
    longitude: row.longitude,
    is_default: row.isDefault ? 1 : 0,
    map_url: mapUrl(row.latitude, row.longitude),
    served: Boolean(served),
  };
}

async function activeCustomer(db: DbOrTx, id: number, lock = false): Promise<{ name: string }> {
  const query = db
    .select({ name: customers.name })
    .from(customers)
    .where(and(eq(customers.id, id), isNull(customers.anonymisedAt)));
  const [row] = lock ? await query.for('update') : await query;
  if (!row) throw notFound();
  return row;
}

export async function listAddresses(ctx: ServiceContext, customerId: number): Promise<CustomerAddressItem[]> {
  await activeCustomer(ctx.db, customerId);
  const rows = await addressRows(ctx.db)
    .where(eq(customerAddresses.customerId, customerId))
    .orderBy(desc(customerAddresses.isDefault), asc(customerAddresses.id));
  return rows.map((row) => toAddress(ctx.locale, row));
}

async function readAddress(db: DbOrTx, locale: Locale, customerId: number, id: number) {
  const [row] = await addressRows(db).where(
    and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)),
  );
  if (!row) throw notFound();
  return toAddress(locale, row);
}

async function checkDistrict(db: DbOrTx, input: CustomerAddressBody): Promise<void> {
  const [district] = await db
    .select({ cityId: deliveryDistricts.cityId })
    .from(deliveryDistricts)
    .where(eq(deliveryDistricts.id, input.district_id));
  if (!district) throw fieldError('district_id', 'invalid_choice');
  if (district.cityId !== input.city_id) throw fieldError('district_id', 'district_not_in_city');
}

/**
 * Adds or edits an address. The customer's row is locked first, so two saves cannot both leave a
 * default (or none): the first address, and one saved as default, becomes the only default.
 */
export function saveAddress(
  ctx: MutationContext,
  customerId: number,
  id: number | null,
  input: CustomerAddressBody,
): Promise<CustomerAddressItem> {
  return mutate(ctx, write(ctx, id === null ? 'create' : 'update'), async (scope) => {
    const customer = await activeCustomer(scope.tx, customerId, true);
    await checkDistrict(scope.tx, input);
    const [other] = await scope.tx
      .select({ id: customerAddresses.id })
      .from(customerAddresses)
      .where(
        and(
          eq(customerAddresses.customerId, customerId),
          eq(customerAddresses.isDefault, true),
          id === null ? undefined : ne(customerAddresses.id, id),
        ),
      );
    const makeDefault = input.is_default === 1 || !other;
    if (makeDefault && other) {
      await scope.tx.update(customerAddresses).set({ isDefault: false }).where(eq(customerAddresses.id, other.id));
    }
    const values = {
      cityId: input.city_id,
      districtId: input.district_id,
      details: input.details,
      latitude: input.latitude ?? null,
      longitude: input.longitude ?? null,
      isDefault: makeDefault,
      updatedAt: new Date(),
    };
    const [row] =
      id === null
        ? await scope.tx
            .insert(customerAddresses)
            .values({ ...values, customerId })
            .returning({ id: customerAddresses.id })
        : await scope.tx
            .update(customerAddresses)
            .set(values)
            .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
            .returning({ id: customerAddresses.id });
    if (!row) throw notFound();
    scope.describe(customerId, customer.name);
    return readAddress(scope.tx, ctx.locale, customerId, row.id);
  });
}

export function deleteAddress(ctx: MutationContext, customerId: number, id: number): Promise<void> {
  return mutate(ctx, write(ctx, 'delete'), async (scope) => {
    const customer = await activeCustomer(scope.tx, customerId, true);
    const [row] = await scope.tx
      .delete(customerAddresses)
      .where(and(eq(customerAddresses.id, id), eq(customerAddresses.customerId, customerId)))
      .returning({ isDefault: customerAddresses.isDefault });
    if (!row) throw notFound();
    if (row.isDefault) {
      const [oldest] = await scope.tx
        .select({ id: customerAddresses.id })
        .from(customerAddresses)
        .where(eq(customerAddresses.customerId, customerId))
        .orderBy(asc(customerAddresses.id))
        .limit(1);
      if (oldest) {
        await scope.tx.update(customerAddresses).set({ isDefault: true }).where(eq(customerAddresses.id, oldest.id));
      }
    }
    scope.describe(customerId, customer.name);
  });
}
