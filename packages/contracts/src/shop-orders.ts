import { z } from 'zod';
import { id, integer, optionalId, pageQuery } from './common';
import { moneyAnswer, optionalMoney } from './money';
import { CART_LINE_SOURCES } from './shop-cart';
import { ORDER_STATUS } from './state-machines';

// The shop app's checkout and orders (/api/shop/checkout, /api/shop/orders): an order is priced on
// the server from the cart, the catalogue, the offers, a coupon, the city's delivery price, points
// and the wallet (pricing.ts and docs/pricing.md); what the customer pays is shown step by step.

/**
 * How the customer pays. Cash, a card or STC Pay are collected on delivery; the wallet pays all of
 * it; an online card payment goes through the payment gateway's hosted page before the order is
 * sent to the branch. Any of them may be combined with part of the wallet (`wallet_amount`).
 */
export const PAYMENT_METHODS = ['cash', 'card_on_delivery', 'stc_pay_on_delivery', 'wallet', 'online_card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** The spec's `payment_method.translation.title`. */
export const PAYMENT_METHOD_TITLES: Record<PaymentMethod, { ar: string; en: string }> = {
  cash: { ar: 'الدفع نقدًا عند الاستلام', en: 'Cash on delivery' },
  card_on_delivery: {
    ar: 'بطاقة عند الاستلام (مدى، فيزا، ماستركارد)',
    en: 'Card on delivery (mada, Visa, Mastercard)',
  },
  stc_pay_on_delivery: { ar: 'STC Pay عند الاستلام', en: 'STC Pay on delivery' },
  wallet: { ar: 'المحفظة', en: 'Wallet' },
  online_card: { ar: 'بطاقة عبر الإنترنت', en: 'Online card payment' },
};

/**
 * Where an order's payment stands: collected by the courier, waiting for the gateway's callback,
 * paid (online, or entirely by wallet and points), or failed (declined, not made in time, or the
 * order cancelled before it was made). A card payment the gateway approved after the order was
 * cancelled is given back through the gateway: `refund_pending` until the gateway confirms the
 * refund, then `refunded`.
 */
export const PAYMENT_STATUSES = ['on_delivery', 'awaiting', 'paid', 'failed', 'refund_pending', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The order statuses that hold stock at their branch (the reservation is the open order's lines). */
export const OPEN_ORDER_STATUSES: readonly number[] = [
  ORDER_STATUS.awaiting_payment,
  ORDER_STATUS.in_progress,
  ORDER_STATUS.accepted,
  ORDER_STATUS.out_for_delivery,
];

const optionalText = (max: number) =>
  z.preprocess((v) => (v === '' || v === null ? undefined : v), z.string().trim().min(1).max(max).optional());

/**
 * POST /shop/checkout: the cart becomes an order. `points`: how many loyalty points to redeem;
 * `wallet_amount`: riyals from the wallet (with `wallet` as the method, the wallet pays what is
 * left and this may be left out); `prescription_id`: the customer's prescription that covers the
 * prescription-only lines.
 */
export const checkoutBody = z.object({
  address_id: id,
  payment_method: z.enum(PAYMENT_METHODS),
  coupon_code: optionalText(50),
  points: z.preprocess((v) => (v === '' || v === null ? undefined : v), integer(1, 1_000_000).optional()),
  wallet_amount: optionalMoney,
  prescription_id: optionalId,
  notes: optionalText(500),
  /**
   * The total with VAT the customer saw (the preview's `total_after_vat`): when the server's price
   * differs by the time the order is placed, nothing is placed and the answer is a 409 carrying the
   * new figures to confirm.
   */
  expected_total: optionalMoney,
});
export type CheckoutBody = z.infer<typeof checkoutBody>;

const shopOrderLine = z.object({
  id,
  product_id: id.nullable(),
  product_code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** VAT included, as sold. */
  price: moneyAnswer,
  quantity: z.number().int(),
  /** price × quantity */
  total: moneyAnswer,
  offer_discount: moneyAnswer,
  coupon_discount: moneyAnswer,
  /** What the line costs after its discounts (VAT included), its part before VAT and its VAT. */
  amount: moneyAnswer,
  price_before_vat: moneyAnswer,
  vat: moneyAnswer,
  wasfy: z.boolean(),
  source: z.enum(CART_LINE_SOURCES),
});

const orderStatusStep = z.object({
  status: z.object({ id: z.number().int(), name: z.string() }),
  at: z.string(),
});

/**
 * An order as its customer sees it, every step of the price shown: the goods before discounts,
 * the offers' and the coupon's discounts, the goods after them, delivery, the total with its VAT,
 * then what points and the wallet paid and what is left to pay.
 */
export const shopOrder = z.object({
  id,
  status: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  payment_method: z.object({ key: z.enum(PAYMENT_METHODS), title: z.string() }),
  payment_status: z.enum(PAYMENT_STATUSES),
  tran_ref: z.string().nullable(),
  branch: z.object({ id, code: z.string(), name: z.string() }),
  address: z.object({
    city: z.string(),
    district: z.string(),
    details: z.string(),
    latitude: z.number().nullable(),
    longitude: z.number().nullable(),
  }),
  wasfy: z.boolean(),
  prescription_id: id.nullable(),
  coupon_code: z.string().nullable(),
  total_before_discount: moneyAnswer,
  offer_discount: moneyAnswer,
  coupon_discount: moneyAnswer,
  discount: moneyAnswer,
  total_after_discount: moneyAnswer,
  delivery_price: moneyAnswer,
  total_after_vat: moneyAnswer,
  vat: moneyAnswer,
  price_before_vat: moneyAnswer,
  points_redeemed: z.number().int(),
  points_amount: moneyAnswer,
  wallet_amount: moneyAnswer,
  /** What is still to pay: on delivery, or on the gateway's page. */
  amount_due: moneyAnswer,
  notes: z.string().nullable(),
  lines: z.array(shopOrderLine),
  history: z.array(orderStatusStep),
});
export type ShopOrder = z.infer<typeof shopOrder>;

/** The answer of a checkout: the order, and for an online payment the gateway's page to open. */
export const checkoutAnswer = z.object({
  order: shopOrder,
  payment_url: z.string().nullable(),
});
export type CheckoutAnswer = z.infer<typeof checkoutAnswer>;

/** A priced checkout that places nothing: the same figures as an order. */
export const checkoutPreview = shopOrder
  .omit({
    id: true,
    status: true,
    created_at: true,
    payment_status: true,
    tran_ref: true,
    history: true,
    lines: true,
    notes: true,
    prescription_id: true,
  })
  .extend({ lines: z.array(shopOrderLine.omit({ id: true })) });
export type CheckoutPreview = z.infer<typeof checkoutPreview>;

export const shopOrderSummary = z.object({
  id,
  status: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  payment_method: z.object({ key: z.enum(PAYMENT_METHODS), title: z.string() }),
  payment_status: z.enum(PAYMENT_STATUSES),
  total_after_vat: moneyAnswer,
  amount_due: moneyAnswer,
  lines_count: z.number().int(),
  wasfy: z.boolean(),
});

export type ShopOrderSummary = z.infer<typeof shopOrderSummary>;

export const shopOrdersQuery = pageQuery;
