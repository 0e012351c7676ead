import { CART_LINE_SOURCES, PRESCRIPTION_TYPES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sqlTextList, updatedAt } from './columns';
import { insuranceCompanies, products } from './store-catalogue';
import { customers } from './store-customers';

/**
 * A customer's cart, kept on the server: one line per product. `source` says who put it there: the
 * customer, or a pharmacist building the cart from the customer's prescription (marked in the app).
 * Prices are not kept: the cart is priced from the catalogue each time it is read.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    source: text('source', { enum: CART_LINE_SOURCES }).notNull().default('customer'),
    /** The units a pharmacist put in (their lines only): the customer may lower the line, never raise it. */
    grantedQuantity: integer('granted_quantity'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(t.customerId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('cart_items_source_check', sql`${t.source} in (${sqlTextList(CART_LINE_SOURCES)})`),
    check(
      'cart_items_granted_check',
      sql`${t.source} <> 'pharmacist' or (${t.grantedQuantity} is not null and ${t.quantity} <= ${t.grantedQuantity})`,
    ),
  ],
);

/**
 * Prescriptions customers send. Health data: the files are in private storage, the national id and
 * membership number are shown only to staff who may see prescriptions, and every staff view is
 * logged. `status` follows the prescription state machine (contracts), its history in status_history.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    type: text('type', { enum: PRESCRIPTION_TYPES }).notNull(),
    status: integer('status').notNull(),
    companyId: integer('company_id').references(() => insuranceCompanies.id, { onDelete: 'set null' }),
    nationalId: text('national_id'),
    membershipNo: text('membership_no'),
    preAccept: boolean('pre_accept').notNull().default(false),
    prescriptionNo: text('prescription_no'),
    notes: text('notes'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('prescriptions_customer_idx').on(t.customerId, t.id),
    index('prescriptions_listing_idx').on(t.type, t.id),
    check('prescriptions_type_check', sql`${t.type} in (${sqlTextList(PRESCRIPTION_TYPES)})`),
  ],
);

/** A prescription's pictures and PDFs, in private storage. */
export const prescriptionFiles = pgTable(
  'prescription_files',
  {
    id: serial('id').primaryKey(),
    prescriptionId: integer('prescription_id')
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    fileKey: text('file_key').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('prescription_files_prescription_idx').on(t.prescriptionId)],
);
