import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import {
  branchDistricts,
  branches,
  customerAddresses,
  customers,
  deliveryCities,
  deliveryDistricts,
} from '../../db/schema/index';
import { searchKey } from '../../lib/arabic-search';

interface DemoCity {
  name: { ar: string; en: string };
  /** Delivery prices in halalas: ordinary orders, then orders holding a prescription-only product. */
  price: number;
  prescriptionPrice: number;
  /** Districts with their centre, for the demo addresses' map positions. */
  districts: Array<{ ar: string; en: string; at: [number, number] }>;
}

const CITIES: DemoCity[] = [
  {
    name: { ar: 'الرياض', en: 'Riyadh' },
    price: 1500,
    prescriptionPrice: 2000,
    districts: [
      { ar: 'العليا', en: 'Al Olaya', at: [24.6905, 46.6853] },
      { ar: 'الملقا', en: 'Al Malqa', at: [24.8126, 46.6161] },
      { ar: 'النرجس', en: 'An Narjis', at: [24.8721, 46.6625] },
      { ar: 'السليمانية', en: 'As Sulimaniyah', at: [24.7037, 46.7017] },
      { ar: 'الروضة', en: 'Ar Rawdah', at: [24.7343, 46.7719] },
      { ar: 'العزيزية', en: 'Al Aziziyah', at: [24.5896, 46.7607] },
    ],
  },
  {
    name: { ar: 'جدة', en: 'Jeddah' },
    price: 1500,
    prescriptionPrice: 2000,
    districts: [
      { ar: 'الروضة', en: 'Ar Rawdah', at: [21.5633, 39.1606] },
      { ar: 'الصفا', en: 'As Safa', at: [21.5859, 39.2135] },
      { ar: 'الشاطئ', en: 'Ash Shati', at: [21.5916, 39.1101] },
      { ar: 'أبحر الشمالية', en: 'Obhur Al Shamaliyah', at: [21.7475, 39.1161] },
    ],
  },
  {
    name: { ar: 'مكة المكرمة', en: 'Makkah' },
    price: 1800,
    prescriptionPrice: 2300,
    districts: [
      { ar: 'العزيزية', en: 'Al Aziziyah', at: [21.4011, 39.8718] },
      { ar: 'الشوقية', en: 'Ash Shawqiyah', at: [21.3657, 39.8297] },
      { ar: 'النسيم', en: 'An Naseem', at: [21.4237, 39.8757] },
    ],
  },
  {
    name: { ar: 'المدينة المنورة', en: 'Madinah' },
    price: 1800,
    prescriptionPrice: 2300,
    districts: [
      { ar: 'قباء', en: 'Quba', at: [24.4393, 39.6172] },
      { ar: 'العوالي', en: 'Al Awali', at: [24.4426, 39.6354] },
      { ar: 'الخالدية', en: 'Al Khalidiyah', at: [24.4937, 39.6183] },
    ],
  },
  {
    name: { ar: 'الدمام', en: 'Dammam' },
    price: 1500,
    prescriptionPrice: 2000,
    districts: [
      { ar: 'الفيصلية', en: 'Al Faisaliyah', at: [26.4106, 50.0585] },
      { ar: 'الشاطئ', en: 'Ash Shati', at: [26.4627, 50.1095] },
      { ar: 'الريان', en: 'Ar Rayyan', at: [26.3895, 50.0768] },
    ],
  },
  {
    name: { ar: 'الخبر', en: 'Khobar' },
    price: 1500,
    prescriptionPrice: 2000,
    districts: [
      { ar: 'الراكة', en: 'Ar Rakah', at: [26.3505, 50.1982] },
      { ar: 'الثقبة', en: 'Ath Thuqbah', at: [26.2717, 50.1977] },
      { ar: 'العقربية', en: 'Al Aqrabiyah', at: [26.2924, 50.2002] },
    ],
  },
  {
    name: { ar: 'الطائف', en: 'Taif' },
    price: 2000,
    prescriptionPrice: 2500,
    districts: [
      { ar: 'الحوية', en: 'Al Hawiyah', at: [21.4404, 40.4986] },
      { ar: 'شهار', en: 'Shihar', at: [21.2497, 40.4068] },
    ],
  },
  {
    name: { ar: 'أبها', en: 'Abha' },
    price: 2000,
    prescriptionPrice: 2500,
    districts: [
      { ar: 'المنسك', en: 'Al Mansak', at: [18.2284, 42.5047] },
      { ar: 'الخالدية', en: 'Al Khalidiyah', at: [18.2164, 42.5053] },
    ],
  },
];

const STREETS = ['شارع الأمير سلطان', 'طريق الملك فهد', 'شارع التحلية', 'شارع الستين', 'طريق الملك عبدالعزيز'];

/**
 * Delivery cities with real districts, each served by the demo branches of its city (the last
 * district of a few cities by none, so the screens show that case), and one or two addresses for
 * each demo customer in their city. Added only when there are no cities yet.
 */
export async function seedDemoStoreDelivery(tx: Tx): Promise<{ created: number }> {
  if ((await tx.$count(deliveryCities)) > 0) return { created: 0 };
  const branchRows = await tx
    .select({ id: branches.id, city: branches.city })
    .from(branches)
    .orderBy(asc(branches.code));
  const districtsByCity = new Map<string, Array<{ id: number; cityId: number; at: [number, number] }>>();
  let created = 0;
  for (const [cityIndex, city] of CITIES.entries()) {
    const [cityRow] = await tx
      .insert(deliveryCities)
      .values({
        name: city.name,
        nameKey: searchKey(city.name.ar, city.name.en),
        deliveryPrice: city.price,
        prescriptionDeliveryPrice: city.prescriptionPrice,
      })
      .returning({ id: deliveryCities.id });
    const rows = await tx
      .insert(deliveryDistricts)
      .values(
        city.districts.map((d) => ({
          cityId: cityRow!.id,
          name: { ar: d.ar, en: d.en },
          nameKey: searchKey(d.ar, d.en),
        })),
      )
      .returning({ id: deliveryDistricts.id });
    created += 1 + rows.length;
    const serving = branchRows.filter((b) => b.city.ar === city.name.ar);
    // Every other city leaves its last district unserved, to show the warning.
    const served = cityIndex % 2 === 1 ? rows.slice(0, -1) : rows;
    if (serving.length > 0 && served.length > 0) {
      await tx
        .insert(branchDistricts)
        .values(served.map((d, i) => ({ branchId: serving[i % serving.length]!.id, districtId: d.id })));
      created += served.length;
    }
    districtsByCity.set(
      city.name.ar,
      rows.map((d, i) => ({ id: d.id, cityId: cityRow!.id, at: city.districts[i]!.at })),
    );
  }
  const customerRows = await tx
    .select({ id: customers.id, city: customers.city })
    .from(customers)
    .orderBy(asc(customers.id));
  for (const [i, customer] of customerRows.entries()) {
    const districts = districtsByCity.get(customer.city ?? '') ?? districtsByCity.get('الرياض')!;
    const count = i % 3 === 0 ? 2 : 1;
    for (let n = 0; n < count; n++) {
      const district = districts[(i + n) % districts.length]!;
      const hasPosition = (i + n) % 4 !== 3;
      await tx.insert(customerAddresses).values({
        customerId: customer.id,
        cityId: district.cityId,
        districtId: district.id,
        details: `${STREETS[(i + n) % STREETS.length]}، مبنى ${10 + ((i * 7 + n) % 90)}${n === 1 ? '، العمل' : ''}`,
        latitude: hasPosition ? Number((district.at[0] + ((i % 7) - 3) * 0.002).toFixed(6)) : null,
        longitude: hasPosition ? Number((district.at[1] + ((i % 5) - 2) * 0.002).toFixed(6)) : null,
        isDefault: n === 0,
      });
      created += 1;
    }
  }
  return { created };
}
