import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { branchDistricts, branches, deliveryCities, deliveryDistricts } from '../db/schema/index';
import { authHeader } from './auth';
import { insertCategory, insertProduct, insertStore, insertSubcategory, type TestProduct } from './store-catalogue';
import { uniqueMobile } from './store-customers';

/** A city with a district served by one branch (the store the stock is at), and a sub-category. */
export interface ShopWorld {
  store: string;
  branchId: number;
  cityId: number;
  districtId: number;
  categoryId: number;
  subcategoryId: number;
}

/** Delivery 15.00 (prescriptions 25.00) in the world's city unless told. */
export async function shopWorld(
  app: FastifyInstance,
  prices: { delivery?: number; prescriptionDelivery?: number } = {},
): Promise<ShopWorld> {
  const store = await insertStore(app);
  const [branch] = await app.db.select({ id: branches.id }).from(branches).where(eq(branches.code, store));
  const [city] = await app.db
    .insert(deliveryCities)
    .values({
      name: { ar: 'الرياض', en: 'Riyadh' },
      deliveryPrice: prices.delivery ?? 1_500,
      prescriptionDeliveryPrice: prices.prescriptionDelivery ?? 2_500,
    })
    .returning({ id: deliveryCities.id });
  const [district] = await app.db
    .insert(deliveryDistricts)
    .values({ cityId: city!.id, name: { ar: 'العليا', en: 'Olaya' } })
    .returning({ id: deliveryDistricts.id });
  await app.db.insert(branchDistricts).values({ branchId: branch!.id, districtId: district!.id });
  const categoryId = await insertCategory(app);
  const subcategoryId = await insertSubcategory(app, categoryId);
  return { store, branchId: branch!.id, cityId: city!.id, districtId: district!.id, categoryId, subcategoryId };
}

/** A product of the world's sub-category with `units` in stock at its store. */
export function shopProduct(app: FastifyInstance, world: ShopWorld, units: number, product: TestProduct = {}) {
  return insertProduct(app, { subcategoryId: world.subcategoryId, stock: { [world.store]: units }, ...product });
}

export interface ShopCustomer {
  id: number;
  token: string;
  addressId: number;
}

/** A customer registered through the API, with an address in the world's district. */
export async function shopCustomer(
  app: FastifyInstance,
  world: ShopWorld,
  name = 'نورة القحطاني',
): Promise<ShopCustomer> {
  const registered = await app.inject({
    method: 'POST',
    url: '/api/shop/register',
    payload: { name, mobile: uniqueMobile(), password: 'Secret-pass-1' },
  });
  const { token, customer } = registered.json().data;
  const address = await app.inject({
    method: 'POST',
    url: '/api/shop/addresses',
    headers: authHeader(token),
    payload: { city_id: world.cityId, district_id: world.districtId, details: 'شارع التحلية، مبنى 12' },
  });
  return { id: customer.id, token, addressId: address.json().data.id };
}

/** Sends a shop request as the customer, in `locale` (Arabic unless told). */
export function asCustomer(app: FastifyInstance, customer: Pick<ShopCustomer, 'token'>, locale = 'ar') {
  return (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) =>
    app.inject({
      method,
      url,
      ...(payload ? { payload } : {}),
      headers: { ...authHeader(customer.token), locale, ...headers },
    });
}
