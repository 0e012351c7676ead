import type { FastifyInstance } from 'fastify';
import { customers } from '../db/schema/index';

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
