import { CART_LINE_SOURCES } from '@app/contracts';
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, sqlTextList, updatedAt } from './columns';
import { products } from './store-catalogue';
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
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('cart_items_line_unique').on(t.customerId, t.productId),
    index('cart_items_product_idx').on(t.productId),
    check('cart_items_quantity_check', sql`${t.quantity} between 1 and 99`),
    check('cart_items_source_check', sql`${t.source} in (${sqlTextList(CART_LINE_SOURCES)})`),
  ],
);
