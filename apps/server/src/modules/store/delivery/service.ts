import { halalasToText, type ShopCity } from '@app/contracts';
import { asc, eq } from 'drizzle-orm';
import { branchDistricts, deliveryCities, deliveryDistricts } from '../../../db/schema/index';
import type { ServiceContext } from '../../../kernel/context';
import { pick } from '../../../lib/translations';

// Where the shop delivers, as customers choose their address (public, cached).

/** Cities with both delivery prices and their districts, each saying whether a branch delivers there. */
export async function listCities(ctx: ServiceContext): Promise<ShopCity[]> {
  const rows = await ctx.db
    .select({ city: deliveryCities, district: deliveryDistricts, servedBy: branchDistricts.branchId })
    .from(deliveryCities)
    .leftJoin(deliveryDistricts, eq(deliveryDistricts.cityId, deliveryCities.id))
    .leftJoin(branchDistricts, eq(branchDistricts.districtId, deliveryDistricts.id))
    .orderBy(asc(deliveryCities.id), asc(deliveryDistricts.id));
  const byId = new Map<number, ShopCity>();
  for (const { city, district, servedBy } of rows) {
    let item = byId.get(city.id);
    if (!item) {
      item = {
        id: city.id,
        name: pick(city.name, ctx.locale),
        delivery_price: halalasToText(city.deliveryPrice),
        prescription_delivery_price: halalasToText(city.prescriptionDeliveryPrice),
        districts: [],
      };
      byId.set(city.id, item);
    }
    if (!district) continue;
    const known = item.districts.find((d) => d.id === district.id);
    if (known) known.served ||= servedBy !== null;
    else item.districts.push({ id: district.id, name: pick(district.name, ctx.locale), served: servedBy !== null });
  }
  return [...byId.values()];
}
