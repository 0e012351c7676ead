import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { admins } from './admins';
import { type Bilingual, createdAt, notNegative, updatedAt } from './columns';
import { customers } from './store-customers';

// What the shop app's home shows (four fixed banner kinds), and how its customers are told things.

/** The main slider: several entries, each an image, a link and a caption per language. */
export const mainBanners = pgTable('main_banners', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  image: text('image'),
  url: text('url'),
  name: jsonb('name').$type<Bilingual>().notNull(),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Advertising banners: an image and a link each. */
export const adsBanners = pgTable('ads_banners', {
  id: serial('id').primaryKey(),
  uuid: uuid('uuid').notNull().defaultRandom(),
  image: text('image'),
  url: text('url'),
  position: integer('position').notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Offer banners: two images with their links per record, and four captions per language. */
export const offerBanners = pgTable('offer_banners', {
  id: serial('id').primaryKey(),
  firstImage: text('first_image'),
  secondImage: text('second_image'),
  firstUrl: text('first_url'),
  secondUrl: text('second_url'),
  firstName: jsonb('first_name').$type<Bilingual>().notNull(),
  secondName: jsonb('second_name').$type<Bilingual>().notNull(),
  thirdName: jsonb('third_name').$type<Bilingual>().notNull(),
  fourthName: jsonb('fourth_name').$type<Bilingual>().notNull(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** The offers page's header image: one row, id 1. */
export const offersHeader = pgTable(
  'offers_header',
  {
    id: integer('id').primaryKey(),
    image: text('image'),
    updatedAt: updatedAt(),
  },
  (t) => [check('offers_header_single_row', sql`${t.id} = 1`)],
);

/** A customer's device registered for push messages (Firebase Cloud Messaging registration token). */
export const deviceTokens = pgTable(
  'device_tokens',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    token: text('token').notNull().unique(),
    platform: text('platform'),
    locale: text('locale').notNull().default('ar'),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [index('device_tokens_customer_idx').on(t.customerId)],
);

export const PUSH_STATUSES = ['pending', 'sent', 'failed', 'not_configured'] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/**
 * Push messages staff sent to the store's customers, with what became of them: devices addressed,
 * delivered and failed, filled in by the push channel of the outbox as it sends.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    sentBy: integer('sent_by').references(() => admins.id, { onDelete: 'set null' }),
    sentByName: text('sent_by_name'),
    status: text('status', { enum: PUSH_STATUSES }).notNull().default('pending'),
    deviceCount: integer('device_count').notNull().default(0),
    deliveredCount: integer('delivered_count').notNull().default(0),
    failedCount: integer('failed_count').notNull().default(0),
    lastError: text('last_error'),
    createdAt: createdAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    index('push_notifications_listing_idx').on(t.id.desc()),
    notNegative(t.deviceCount),
    notNegative(t.deliveredCount),
    notNegative(t.failedCount),
    check('push_notifications_status_check', sql`${t.status} in ('pending', 'sent', 'failed', 'not_configured')`),
  ],
);
