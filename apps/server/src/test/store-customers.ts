import type { FastifyInstance } from 'fastify';
import { availabilityRequests, customers, productReviews } from '../db/schema/index';

let counter = 0;

/** A Saudi mobile number no other customer of the run has, in its stored form. */
export const uniqueMobile = () => `+9665${String((Date.now() * 7 + counter++ * 7919) % 100_000_000).padStart(8, '0')}`;

/** A customer written straight to the database (no log), for tests. */
export async function insertCustomer(
  app: FastifyInstance,
  values: Partial<typeof customers.$inferInsert> = {},
): Promise<{ id: number; mobile: string }> {
  const mobile = values.mobile ?? uniqueMobile();
  const [row] = await app.db
    .insert(customers)
    .values({ name: 'سارة أحمد', mobile, searchKey: `سارة احمد ${mobile}`, ...values })
    .returning({ id: customers.id });
  return { id: row!.id, mobile };
}

export async function insertReview(
  app: FastifyInstance,
  productId: number,
  values: Partial<typeof productReviews.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(productReviews)
    .values({ productId, name: 'ريم', email: 'reem@example.com', comment: 'منتج ممتاز', rating: 5, ...values })
    .returning({ id: productReviews.id });
  return row!.id;
}

export async function insertAvailabilityRequest(
  app: FastifyInstance,
  productId: number,
  values: Partial<typeof availabilityRequests.$inferInsert> = {},
) {
  const [row] = await app.db
    .insert(availabilityRequests)
    .values({ productId, name: 'خالد', email: 'khalid@example.com', mobile: '+966551112223', ...values })
    .returning({ id: availabilityRequests.id });
  return row!.id;
}

/** A customer registered through the shop app's API, signed in: their token (password `Secret-pass-1`). */
export async function registerCustomer(app: FastifyInstance, name = 'فهد الدوسري'): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/shop/register',
    payload: { name, mobile: uniqueMobile(), password: 'Secret-pass-1' },
  });
  return res.json().data.token;
}
