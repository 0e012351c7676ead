import {
  CART_LINE_SOURCES,
  OPEN_ORDER_STATUSES,
  PAYMENT_METHODS,
  PAYMENT_STATUSES,
  type PaymentMethod,
} from '@app/contracts';
import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  doublePrecision,
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
import { branches } from './branches';
import { type Bilingual, createdAt, halalas, notNegative, sqlTextList, updatedAt } from './columns';
import { products } from './store-catalogue';
import { prescriptions } from './store-checkout';
import { customers } from './store-customers';
import { customerAddresses, deliveryCities, deliveryDistricts } from './store-delivery';
import { coupons } from './store-promotions';

/**
 * The shop's orders. Every figure is copied at checkout (the catalogue, offers, coupon and
 * delivery price may change later; the order never does), in halalas, VAT included unless named
 * otherwise. The address is copied too, so editing or deleting it leaves the order where it was
 * delivered. `status` follows the order state machine (contracts), its history in status_history.
 * An open order's lines are the stock its branch holds for it (docs/decisions.md, "Checkout").
 */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' }),
    status: integer('status').notNull(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'restrict' }),
    addressId: integer('address_id').references(() => customerAddresses.id, { onDelete: 'set null' }),
    cityId: integer('city_id')
      .notNull()
      .references(() => deliveryCities.id, { onDelete: 'restrict' }),
    districtId: integer('district_id')
      .notNull()
      .references(() => deliveryDistricts.id, { onDelete: 'restrict' }),
    addressDetails: text('address_details').notNull(),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    paymentMethod: text('payment_method', { enum: PAYMENT_METHODS }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull(),
    /** The payment gateway's transaction reference (the spec's `tran_ref`). */
    tranRef: text('tran_ref'),
    /** The gateway's hosted page for this order, while it waits for payment. */
    paymentUrl: text('payment_url'),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** The gateway's reference of the refund of a card payment made after the order was cancelled. */
    refundRef: text('refund_ref'),
    refundedAt: timestamp('refunded_at', { withTimezone: true, mode: 'date' }),
    /** A line is sold against a prescription only (the spec's `wasfy`). */
    wasfy: boolean('wasfy').notNull(),
    prescriptionId: integer('prescription_id').references(() => prescriptions.id, { onDelete: 'set null' }),
    couponId: integer('coupon_id').references(() => coupons.id, { onDelete: 'set null' }),
    couponCode: text('coupon_code'),
    totalBeforeDiscount: halalas('total_before_discount').notNull(),
    offerDiscount: halalas('offer_discount').notNull(),
    couponDiscount: halalas('coupon_discount').notNull(),
    /** The goods after every discount. */
    totalAfterDiscount: halalas('total_after_discount').notNull(),
    deliveryPrice: halalas('delivery_price').notNull(),
    /** Goods after discounts plus delivery: the invoice's total with VAT, its VAT and its net. */
    totalAfterVat: halalas('total_after_vat').notNull(),
    vat: halalas('vat').notNull(),
    priceBeforeVat: halalas('price_before_vat').notNull(),
    pointsRedeemed: integer('points_redeemed').notNull().default(0),
    /** What the redeemed points paid, and the wallet: tenders, not discounts (the VAT is the invoice's). */
    pointsAmount: halalas('points_amount').notNull().default(0),
    walletAmount: halalas('wallet_amount').notNull().default(0),
    /** Left to pay on delivery or on the gateway's page: total − points − wallet. */
    amountDue: halalas('amount_due').notNull(),
    notes: text('notes'),
    /** The checkout's `Idempotency-Key`: a retried checkout answers this order. */
    idempotencyKey: text('idempotency_key'),
    /** What the request sent with that key asked for (a hash): the same key with another request is refused. */
    requestFingerprint: text('request_fingerprint'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_idx').on(t.customerId, t.id),
    index('orders_status_idx').on(t.status, t.id),
    // A range of days: the dashboard's and the reports' figures, the orders list's page bounds (all
    // read from the index alone).
    index('orders_created_idx').on(t.createdAt, t.status, t.totalAfterVat, t.id),
    // A status's orders of a range of days with the columns the reports sum (read from the index alone).
    index('orders_status_created_idx').on(t.status, t.createdAt, t.customerId, t.totalAfterVat, t.id),
    index('orders_branch_open_idx')
      .on(t.branchId)
      .where(sql`${t.status} in (${sql.raw(OPEN_ORDER_STATUSES.join(', '))})`),
    uniqueIndex('orders_idempotency_unique').on(t.customerId, t.idempotencyKey),
    // The staff bell's feed reads the newest announcements first (modules/store/notifications).
    index('orders_announced_idx').on(orderAnnouncedAt(t), t.id),
    uniqueIndex('orders_tran_ref_unique').on(t.tranRef),
    check('orders_payment_method_check', sql`${t.paymentMethod} in (${sqlTextList(PAYMENT_METHODS)})`),
    check('orders_payment_status_check', sql`${t.paymentStatus} in (${sqlTextList(PAYMENT_STATUSES)})`),
    notNegative(t.totalBeforeDiscount),
    notNegative(t.offerDiscount),
    notNegative(t.couponDiscount),
    notNegative(t.totalAfterDiscount),
    notNegative(t.deliveryPrice),
    notNegative(t.totalAfterVat),
    notNegative(t.vat),
    notNegative(t.pointsRedeemed),
    notNegative(t.pointsAmount),
    notNegative(t.walletAmount),
    notNegative(t.amountDue),
    check('orders_amounts_add_up', sql`${t.amountDue} = ${t.totalAfterVat} - ${t.pointsAmount} - ${t.walletAmount}`),
  ],
);

/**
 * When staff were told of the order (the `admin.order.created` event): at checkout, or, paid online,
 * when the gateway confirmed the payment; null while that payment is awaited or if it never came.
 * Queries must spell it exactly so (`orders_announced_idx` is built on it).
 */
export function orderAnnouncedAt(t: {
  paymentMethod: AnyPgColumn;
  amountDue: AnyPgColumn;
  paidAt: AnyPgColumn;
  createdAt: AnyPgColumn;
}): SQL<Date | null> {
  // A literal, not a parameter: the planner matches a query's expression to the index's only then.
  const online = sql.raw(`'${'online_card' satisfies PaymentMethod}'`);
  return sql<Date | null>`(case when ${t.paymentMethod} = ${online} and ${t.amountDue} > 0 then ${t.paidAt} else ${t.createdAt} end)`;
}

/**
 * How many orders each status holds, kept exact by statement triggers on `orders` (migration 0032,
 * written by hand: drizzle-kit does not write triggers), so the orders list answers its total, all
 * or of one status, without counting up to 100,000 rows. A status has a row per shard (the writing
 * connection's process id modulo 8), so concurrent checkouts do not queue on one row; the total is
 * the sum of a status's rows.
 */
export const orderCounts = pgTable(
  'order_counts',
  {
    status: integer('status').notNull(),
    shard: integer('shard').notNull(),
    n: bigint('n', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.status, t.shard] })],
);

/** An order's lines, each with its own copy of what was sold and for how much. */
export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    productCode: text('product_code').notNull(),
    name: jsonb('name').$type<Bilingual>().notNull(),
    image: text('image'),
    unitPrice: halalas('unit_price').notNull(),
    quantity: integer('quantity').notNull(),
    total: halalas('total').notNull(),
    offerId: integer('offer_id'),
    offerDiscount: halalas('offer_discount').notNull(),
    couponDiscount: halalas('coupon_discount').notNull(),
    /** After discounts, VAT included; then its part before VAT and its VAT. */
    amount: halalas('amount').notNull(),
    priceBeforeVat: halalas('price_before_vat').notNull(),
    vat: halalas('vat').notNull(),
    wasfy: boolean('wasfy').notNull(),
    source: text('source', { enum: CART_LINE_SOURCES }).notNull(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderId, t.id),
    // The best sellers of a range: its orders' lines, read from the index alone; those of products
    // since deleted (no product id) apart.
    index('order_lines_sold_idx').on(t.orderId, t.productId, t.quantity, t.amount),
    index('order_lines_gone_idx').on(t.orderId).where(sql`${t.productId} is null`),
    index('order_lines_code_idx').on(t.productCode),
    index('order_lines_product_idx').on(t.productId),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1`),
    notNegative(t.unitPrice),
    notNegative(t.amount),
  ],
);
