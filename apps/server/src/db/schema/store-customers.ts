import { CUSTOMER_ROLES, GENDERS } from '@app/contracts';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, sqlTextList, updatedAt } from './columns';
import { products } from './store-catalogue';

/**
 * The shop's customers. The mobile number is kept in one form (`+9665xxxxxxxx`) and is unique, as is
 * the e-mail (lower-cased). Health fields are personal health data: the API shows them only to staff
 * holding `show customer health data`, and logs each view. A customer with orders is anonymised
 * (`anonymised_at`), never erased, so the orders keep their customer.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email'),
    passwordHash: text('password_hash'),
    image: text('image'),
    birth: date('birth', { mode: 'string' }),
    gender: text('gender', { enum: GENDERS }),
    role: text('role', { enum: CUSTOMER_ROLES }).notNull().default('customer'),
    city: text('city'),
    active: boolean('active').notNull().default(true),
    foodAllergies: text('food_allergies'),
    medicineAllergies: text('medicine_allergies'),
    symptoms: text('symptoms'),
    /** Folded name, e-mail and mobile (lib/arabic-search), for the staff search. */
    searchKey: text('search_key').notNull().default(''),
    /** How many orders the customer has, kept by the same triggers as `order_counts` (the orders list's total for a name). */
    ordersCount: integer('orders_count').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    anonymisedAt: timestamp('anonymised_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('customers_mobile_unique').on(t.mobile),
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    index('customers_search_key_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
    // Customers with an account, all or those of a period (the store dashboard and reports).
    index('customers_created_idx').on(t.createdAt).where(sql`${t.anonymisedAt} is null`),
    check('customers_gender_check', sql`${t.gender} is null or ${t.gender} in (${sqlTextList(GENDERS)})`),
    check('customers_role_check', sql`${t.role} in (${sqlTextList(CUSTOMER_ROLES)})`),
  ],
);

/**
 * The loyalty programme's one row (id 1): what a point is worth and how many one order may redeem.
 * Read by checkout and the delivered-order step; see docs/decisions.md, "Loyalty points".
 */
export const loyaltySettings = pgTable(
  'loyalty_settings',
  {
    id: integer('id').primaryKey(),
    sarToLoyaltyPoints: integer('sar_to_loyalty_points').notNull(),
    minimumLoyaltyPoints: integer('minimum_loyalty_points').notNull(),
    maximumLoyaltyPoints: integer('maximum_loyalty_points').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('loyalty_settings_single_row', sql`${t.id} = 1`),
    check('loyalty_settings_rate_check', sql`${t.sarToLoyaltyPoints} >= 1`),
    check('loyalty_settings_limits_check', sql`${t.minimumLoyaltyPoints} >= 0 and ${t.maximumLoyaltyPoints} >= 0`),
  ],
);

/**
 * Customers' reviews of products. A new review waits hidden until staff show it (`shown`): only
 * shown reviews ever reach a customer-facing answer. Name and e-mail are copied, so a review stays
 * readable after its customer is anonymised.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    rating: integer('rating'),
    comment: text('comment').notNull(),
    /** The reviewer's name and e-mail and the comment, folded for the staff list's search. */
    searchKey: text('search_key').notNull().default(''),
    shown: boolean('shown').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('product_reviews_listing_idx').on(t.id.desc()),
    index('product_reviews_product_idx').on(t.productId, t.shown),
    index('product_reviews_search_key_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
    // One review per customer and product (the shop's own rule; staff-entered rows have no customer).
    uniqueIndex('product_reviews_customer_unique').on(t.productId, t.customerId),
    check('product_reviews_rating_check', sql`${t.rating} is null or ${t.rating} between 1 and 5`),
  ],
);

/**
 * "Notify me" requests for products out of stock. When the product's stock comes back, each
 * requester with an e-mail gets one message through the outbox and the request is marked notified.
 */
export const availabilityRequests = pgTable(
  'availability_requests',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    /** The requester's name, e-mail and mobile (both spellings), folded for the staff list's search. */
    searchKey: text('search_key').notNull().default(''),
    locale: text('locale').notNull().default('ar'),
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [
    index('availability_requests_pending_idx').on(t.productId).where(sql`${t.notifiedAt} is null`),
    index('availability_requests_search_key_trgm').using('gin', t.searchKey.op('gin_trgm_ops')),
    // One open request per customer and product.
    uniqueIndex('availability_requests_open_unique').on(t.productId, t.customerId).where(sql`${t.notifiedAt} is null`),
  ],
);

/**
 * Customers' sign-in tokens: a kind apart from staff tokens (admin_tokens), so neither opens the
 * other's routes. Only a SHA-256 of each token is kept; sign-out revokes it, deleting the account
 * revokes them all.
 */
export const customerTokens = pgTable(
  'customer_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    createdAt: createdAt(),
  },
  (t) => [index('customer_tokens_customer_idx').on(t.customerId)],
);
