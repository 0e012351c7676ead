import { COUPON_DISCOUNT_TYPES, OFFER_TYPES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { type Bilingual, createdAt, halalas, notNegative, sqlTextList, updatedAt } from './columns';
import { products, storeCategories } from './store-catalogue';

/**
 * A start or end of a promotion: a wall-clock time of the group's time zone (TIME_ZONE, Asia/Riyadh
 * by default; contracts' `localDateTime`), compared with `now() at time zone` that zone (kernel/group-time).
 */
const riyadhDateTime = (name: string) => timestamp(name, { mode: 'string' });

/**
 * Discount codes. `discount` is halalas for `fixed_amount` and whole percent for `percentage`
 * (capped by `max_discount`, halalas). `authorized_to` is how many checkouts in all may use the
 * code (null: no limit); `usage_count` counts them and never passes it. Valid from `start_date`
 * to `end_date` (Riyadh wall-clock times); either may be open. With no products it applies to the
 * whole store. See docs/pricing.md.
 */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    discount: integer('discount').notNull(),
    discountType: text('discount_type', { enum: COUPON_DISCOUNT_TYPES }).notNull(),
    maxDiscount: halalas('max_discount'),
    authorizedTo: integer('authorized_to'),
    usageCount: integer('usage_count').notNull().default(0),
    status: boolean('status').notNull().default(true),
    startDate: riyadhDateTime('start_date'),
    endDate: riyadhDateTime('end_date'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('coupons_code_unique').on(sql`lower(${t.code})`),
    index('coupons_listing_idx').on(t.id.desc()),
    notNegative(t.usageCount),
    check('coupons_discount_positive', sql`${t.discount} > 0`),
    check('coupons_discount_type_check', sql`${t.discountType} in (${sqlTextList(COUPON_DISCOUNT_TYPES)})`),
    check('coupons_usage_within_limit', sql`${t.authorizedTo} is null or ${t.usageCount} <= ${t.authorizedTo}`),
    check(
      'coupons_dates_in_order',
      sql`${t.startDate} is null or ${t.endDate} is null or ${t.startDate} < ${t.endDate}`,
    ),
  ],
);

export const couponProducts = pgTable(
  'coupon_products',
  {
    couponId: integer('coupon_id')
      .notNull()
      .references(() => coupons.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.couponId, t.productId] }), index('coupon_products_product_idx').on(t.productId)],
);

/**
 * Offers ("new offers"): a rule of one of OFFER_TYPES over the chosen products, or over every
 * product of the category when none is chosen. Amounts: `discount_amount` is halalas for
 * `fixed_amount` and whole percent for `percentage`; `min_price_to_apply` and `max_price_to_apply`
 * (the cap of a percentage) are halalas; `discount_on_second_one` is whole percent. Active when
 * `status` and the Riyadh time now is within the dates. See docs/pricing.md.
 */
export const offers = pgTable(
  'offers',
  {
    id: serial('id').primaryKey(),
    name: jsonb('name').$type<Bilingual>().notNull(),
    /** Both names folded for search (`searchKey`). */
    nameKey: text('name_key').notNull().default(''),
    type: text('type', { enum: OFFER_TYPES }).notNull(),
    status: boolean('status').notNull().default(true),
    startDate: riyadhDateTime('start_date').notNull(),
    endDate: riyadhDateTime('end_date').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => storeCategories.id, { onDelete: 'restrict' }),
    discountAmount: integer('discount_amount'),
    minPriceToApply: halalas('min_price_to_apply'),
    maxPriceToApply: halalas('max_price_to_apply'),
    boughtCount: integer('bought_count'),
    freeCount: integer('free_count'),
    discountOnSecondOne: integer('discount_on_second_one'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('offers_listing_idx').on(t.id.desc()),
    index('offers_category_idx').on(t.categoryId),
    index('offers_name_key_trgm').using('gin', t.nameKey.op('gin_trgm_ops')),
    check('offers_type_check', sql`${t.type} in (${sqlTextList(OFFER_TYPES)})`),
    check('offers_dates_in_order', sql`${t.startDate} < ${t.endDate}`),
  ],
);

export const offerProducts = pgTable(
  'offer_products',
  {
    offerId: integer('offer_id')
      .notNull()
      .references(() => offers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.offerId, t.productId] }), index('offer_products_product_idx').on(t.productId)],
);
