import { z } from 'zod';
import { id, integer } from './common';
import { moneyAnswer } from './money';
import { OFFER_TYPES } from './store-promotions';

// The shop app's cart (/api/shop/cart): kept on the server, priced from the catalogue and the
// offers running now each time it is read (pricing.ts). Delivery, a coupon and points come at checkout.

/** Who put a line in the cart: the customer, or a pharmacist from the customer's prescription. */
export const CART_LINE_SOURCES = ['customer', 'pharmacist'] as const;

/** Units of one product a cart line may hold, and lines a cart may hold. */
export const MAX_CART_QUANTITY = 99;
export const MAX_CART_LINES = 100;

const quantity = integer(1, MAX_CART_QUANTITY);

/** POST /shop/cart: adds units of a product (to the line already there, up to the maximum). */
export const shopCartAddBody = z.object({ product_id: id, quantity: quantity.default(1) });
export type ShopCartAddBody = z.infer<typeof shopCartAddBody>;

/** PUT /shop/cart/{productId}: the line's new quantity. */
export const shopCartQuantityBody = z.object({ quantity });
export const shopCartLineParams = z.object({ productId: id });

const shopCartLine = z.object({
  product_id: id,
  code: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** VAT included. */
  unit_price: moneyAnswer,
  quantity: z.number().int(),
  /** unit price × quantity */
  total: moneyAnswer,
  /** The offer applied to this line, if one is running (the one that gives the line the most). */
  offer: z.object({ id, name: z.string(), type: z.enum(OFFER_TYPES) }).nullable(),
  offer_discount: moneyAnswer,
  /** What the line costs after its offer. */
  amount: moneyAnswer,
  wasfy: z.boolean(),
  in_stock: z.boolean(),
  source: z.enum(CART_LINE_SOURCES),
});

export const shopCart = z.object({
  lines: z.array(shopCartLine),
  /** The goods before offers, the offers' discount, and what the goods cost after them (VAT included). */
  total_before_discount: moneyAnswer,
  offer_discount: moneyAnswer,
  total: moneyAnswer,
  /** The VAT included in `total`. */
  vat: moneyAnswer,
  /** A line is sold against a prescription only: checkout will ask for one. */
  requires_prescription: z.boolean(),
});
export type ShopCart = z.infer<typeof shopCart>;
