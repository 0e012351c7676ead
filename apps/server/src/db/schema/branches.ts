import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  time,
} from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, updatedAt } from './columns';

/** Services a branch offers in store (blood pressure check, vaccination, ...). */
export const branchServices = pgTable('branch_services', {
  id: serial('id').primaryKey(),
  name: jsonb('name').$type<Bilingual>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const branches = pgTable(
  'branches',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    name: jsonb('name').$type<Bilingual>().notNull(),
    address: jsonb('address').$type<Bilingual>().notNull(),
    city: jsonb('city').$type<Bilingual>().notNull(),
    /** A language-neutral region key (central, western, ...). */
    region: text('region'),
    mobile: text('mobile'),
    googleMapUrl: text('google_map_url'),
    /** Storage key of the branch photo in public uploads. */
    image: text('image'),
    active: boolean('active').notNull().default(true),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    timeFrom: time('time_from'),
    timeTo: time('time_to'),
    is24Hour: boolean('is_24_hour').notNull().default(false),
    /** Folded Arabic and English names (see lib/arabic-search), written on every save. */
    nameKey: text('name_key').notNull().default(''),
    /** Folded name, city and address in both languages: the one public search box matches any of them. */
    searchKey: text('search_key').notNull().default(''),
    /** Folded city names, one per language, for the exact city filter. */
    cityKeyAr: text('city_key_ar').notNull().default(''),
    cityKeyEn: text('city_key_en').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('branches_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops')),
    index('branches_search_key_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
    index('branches_city_key_ar_idx').on(t.cityKeyAr),
    index('branches_city_key_en_idx').on(t.cityKeyEn),
    index('branches_active_idx').on(t.active),
  ],
);

/** Extra opening periods besides the main hours (e.g. an evening shift). */
export const branchTimeShifts = pgTable(
  'branch_time_shifts',
  {
    id: serial('id').primaryKey(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    timeFrom: time('time_from').notNull(),
    timeTo: time('time_to').notNull(),
    sort: smallint('sort').notNull().default(0),
  },
  (t) => [index('branch_time_shifts_branch_idx').on(t.branchId, t.sort)],
);

export const branchServiceLinks = pgTable(
  'branch_service_links',
  {
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    serviceId: integer('service_id')
      .notNull()
      .references(() => branchServices.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.branchId, t.serviceId] }),
    index('branch_service_links_service_idx').on(t.serviceId),
  ],
);
