import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { branches } from './branches';
import { type Bilingual, createdAt, halalas, notNegative, updatedAt } from './columns';
import { customers } from './store-customers';

/**
 * Cities the store delivers to, each with two delivery prices (halalas, VAT included): one for
 * ordinary orders and one for orders holding a prescription-only product.
 */
export const deliveryCities = pgTable(
  'delivery_cities',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<Bilingual>().notNull(),
    deliveryPrice: halalas('delivery_price').notNull(),
    prescriptionDeliveryPrice: halalas('prescription_delivery_price').notNull(),
    /** Folded names of both languages (lib/arabic-search), written on every save. */
    nameKey: text('name_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [notNegative(t.deliveryPrice), notNegative(t.prescriptionDeliveryPrice)],
);

export const deliveryDistricts = pgTable(
  'delivery_districts',
  {
    id: serial('id').primaryKey(),
    cityId: integer('city_id')
      .notNull()
      .references(() => deliveryCities.id, { onDelete: 'restrict' }),
    name: jsonb('name').$type<Bilingual>().notNull(),
    nameKey: text('name_key').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('delivery_districts_city_idx').on(t.cityId, t.id)],
);

/**
 * Which company branch serves which district: one row per pair. An order's branch is one serving
 * its address's district; a district no branch serves takes no orders.
 */
export const branchDistricts = pgTable(
  'branch_districts',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => deliveryDistricts.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('branch_districts_pair_unique').on(t.branchId, t.districtId),
    index('branch_districts_district_idx').on(t.districtId),
  ],
);

/** Customers' delivery addresses; at most one is the default. */
export const customerAddresses = pgTable(
  'customer_addresses',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => deliveryCities.id, { onDelete: 'restrict' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => deliveryDistricts.id, { onDelete: 'restrict' }),
    details: text('details').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('customer_addresses_customer_idx').on(t.customerId, t.id),
    uniqueIndex('customer_addresses_one_default').on(t.customerId).where(sql`${t.isDefault}`),
  ],
);
