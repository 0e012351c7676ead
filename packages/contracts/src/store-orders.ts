import { z } from 'zod';
import { blankToUndefined, id, integer, optionalId, pageQuery } from './common';
import { moneyAnswer } from './money';
import { CART_LINE_SOURCES, MAX_CART_LINES, MAX_CART_QUANTITY } from './shop-cart';
import { PAYMENT_METHODS, PAYMENT_STATUSES } from './shop-orders';
import { flagAnswer } from './site';
import { ORDER_MACHINE, stateMachineName, statusIdOf } from './state-machines';

// The store back-office's orders (store-admin.md: GET admin/orders, GET admin/orderStatus): the
// spec's order fields, and the statuses with the moves the status selector may offer.

const day = z.iso.date();

/**
 * GET /admin/orders: `user_id` (one customer's orders, the user form's tab), `order_status_id`,
 * `username` (the customer's name, Arabic-folded), `from` and `to` (Riyadh days, both included).
 */
export const adminOrderFilters = z.object({
  user_id: optionalId,
  order_status_id: z.preprocess(blankToUndefined, statusIdOf(ORDER_MACHINE).optional()),
  username: z.preprocess(blankToUndefined, z.string().trim().max(200).optional()),
  from: z.preprocess(blankToUndefined, day.optional()),
  to: z.preprocess(blankToUndefined, day.optional()),
});
export type AdminOrderFilters = z.infer<typeof adminOrderFilters>;

export const adminOrdersQuery = pageQuery.extend(adminOrderFilters.shape).superRefine((query, context) => {
  if (query.from && query.to && query.from > query.to) {
    context.addIssue({ code: 'custom', path: ['to'], params: { code: 'invalid' } });
  }
});
export type AdminOrdersQuery = z.infer<typeof adminOrdersQuery>;

const statusRef = z.object({ id: z.number().int(), name: z.string() });

/** An order line as the details popup and the invoice show it (spec: Order line). */
const adminOrderLine = z.object({
  id,
  product_id: id.nullable(),
  product: z.string(),
  product_code: z.string(),
  image: z.string().nullable(),
  /** The unit price, VAT included, and its part before VAT. */
  price: moneyAnswer,
  price_before_vat: moneyAnswer,
  quantity: z.number().int(),
  /** What the line costs after its discounts, VAT included, and the VAT in it. */
  amount: moneyAnswer,
  vat: moneyAnswer,
  discount: moneyAnswer,
  wasfy: flagAnswer,
  source: z.enum(CART_LINE_SOURCES),
});

/** An order as the orders list shows it (spec: Order), with its lines (`details`). */
export const adminOrderItem = z.object({
  id,
  user: z.object({
    id,
    name: z.string(),
    mobile: z.string(),
    birth_date: z.string().nullable(),
    gender: z.string().nullable(),
    city: z.string().nullable(),
  }),
  /** A map link of the delivery position (opened in a new tab); null when the address has none. */
  address: z.string().nullable(),
  address_text: z.string(),
  branch: z.object({ id, code: z.string(), name: z.string() }),
  status: statusRef,
  /** When the order was placed, and when it took its current status. */
  date: z.string(),
  status_date: z.string(),
  /** The statuses staff may move it to now. */
  moves: z.array(statusRef),
  payment_method: z.object({ key: z.enum(PAYMENT_METHODS), translation: z.object({ title: z.string() }) }),
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The amount due, VAT and delivery included (the spec's `price`). */
  price: moneyAnswer,
  wasfy: flagAnswer,
  discount: moneyAnswer,
  total_before_discount: moneyAnswer,
  total_after_discount: moneyAnswer,
  delivery_price: moneyAnswer,
  total_after_vat: moneyAnswer,
  vat: moneyAnswer,
  points_amount: moneyAnswer,
  wallet_amount: moneyAnswer,
  amount_due: moneyAnswer,
  coupon_code: z.string().nullable(),
  notes: z.string().nullable(),
  tran_ref: z.string().nullable(),
  details: z.array(adminOrderLine),
});
export type AdminOrderItem = z.infer<typeof adminOrderItem>;

/** GET /admin/orderStatus: the statuses in the order of the flow, with their tone and moves. */
export const orderStatusItem = z.object({
  id: z.number().int(),
  key: z.string(),
  name: z.string(),
  tone: z.enum(['processing', 'success', 'cancel']),
  moves: z.array(z.number().int()),
});
export type OrderStatusItem = z.infer<typeof orderStatusItem>;

/**
 * PUT /admin/updateStatus/{id}: `type` names the record (an order or a prescription) and its state
 * machine; `status` the status to move to (the machine refuses a move it does not list).
 */
export const updateStatusBody = z.object({ type: stateMachineName, status: integer(1, 99) });
export type UpdateStatusBody = z.infer<typeof updateStatusBody>;

/** The answer of a status change or a cancel: the record's status now, and a message. */
export const statusChangeAnswer = z.object({
  data: z.object({ id, status: statusRef, moves: z.array(statusRef), message: z.string() }),
});

/**
 * POST /admin/cart: a pharmacist puts a prescription's medicines in the customer's cart (spec: cart
 * add payload). Each product's line is set to `amount` units and marked as the pharmacist's.
 */
export const adminCartBody = z.object({
  user_id: id,
  products: z
    .array(z.object({ product_id: id, name: z.string().max(500).optional(), amount: integer(1, MAX_CART_QUANTITY) }))
    .min(1)
    .max(MAX_CART_LINES),
});
export type AdminCartBody = z.infer<typeof adminCartBody>;

/** One status an order took, from its history: the details popup's progress steps read these. */
const orderHistoryEntry = z.object({
  status: statusRef,
  at: z.string(),
  /** The staff member's name, or null for the customer, the gateway or the system. */
  by: z.string().nullable(),
});

/** A prescription file of an order's line; `download_url` is an admin call, fetched with the staff token. */
const orderPrescriptionFile = z.object({ id, name: z.string(), download_url: z.string() });

/**
 * The seller's details printed on the tax invoice, from the server's configuration (INVOICE_*).
 * Null when they are not configured: the invoice then says so and carries no QR code.
 */
const invoiceSeller = z.object({
  name: z.object({ ar: z.string(), en: z.string() }),
  vat_number: z.string(),
  cr_number: z.string(),
  address: z.object({ ar: z.string(), en: z.string() }),
});
export type InvoiceSeller = z.infer<typeof invoiceSeller>;

/** GET /admin/orders/{id}: an order with its status history, prescription files and tax invoice. */
export const adminOrderDetail = adminOrderItem.extend({
  details: z.array(adminOrderLine.extend({ prescription_files: z.array(orderPrescriptionFile) })),
  history: z.array(orderHistoryEntry),
  invoice: z.object({
    /** The simplified tax invoice's number and time of issue (when the order was placed). */
    number: z.string(),
    issued_at: z.string(),
    seller: invoiceSeller.nullable(),
    /** The ZATCA phase-1 QR payload (Base64 of the TLV records); null without a configured seller. */
    qr: z.string().nullable(),
  }),
});
export type AdminOrderDetail = z.infer<typeof adminOrderDetail>;
