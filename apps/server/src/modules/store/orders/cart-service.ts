import {
  halalasToText,
  MAX_CART_LINES,
  MAX_CART_QUANTITY,
  priceOrder,
  type ShopCart,
  type ShopCartAddBody,
} from '@app/contracts';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { cartItems, customers, offers, products, storeCategories, storeSubcategories } from '../../../db/schema/index';
import { fieldError, notFound } from '../../../errors';
import type { CustomerContext } from '../../../kernel/context';
import { groupWallClockNow } from '../../../kernel/group-time';
import { mutate } from '../../../kernel/mutate';
import { pick } from '../../../lib/translations';
import { productForSale } from '../products/public';
import { offersFor } from '../promotions/public';

// The customer's cart: kept on the server, priced from the catalogue and the offers running now
// every time it is read, so what the app shows is what checkout will charge (before delivery,
// a coupon and points). Edits are the customer's working state: one transaction each, not logged.

const cartWrite = (mode: 'create' | 'update' | 'delete') =>
  ({ action: 'edit cart', mode, subject: 'cart', logged: false }) as const;

/** The cart's lines with what pricing needs; lines of products no longer for sale are left out. */
export function cartRows(db: DbOrTx, customerId: number) {
  return db
    .select({ item: cartItems, product: products, categoryId: storeSubcategories.categoryId })
    .from(cartItems)
    .innerJoin(products, eq(products.id, cartItems.productId))
    .innerJoin(storeSubcategories, eq(storeSubcategories.id, products.subcategoryId))
    .innerJoin(storeCategories, eq(storeCategories.id, storeSubcategories.categoryId))
    .where(
      and(
        eq(cartItems.customerId, customerId),
        eq(products.active, true),
        eq(storeSubcategories.active, true),
        eq(storeCategories.active, true),
      ),
    )
    .orderBy(asc(cartItems.id));
}

export async function readCart(ctx: CustomerContext, db: DbOrTx = ctx.db): Promise<ShopCart> {
  const rows = await cartRows(db, ctx.session.id);
  const lines = rows.map(({ item, product, categoryId }) => ({
    productId: product.id,
    categoryId,
    unitPrice: product.price,
    quantity: item.quantity,
  }));
  const running = await offersFor(db, lines);
  const priced = priceOrder({ lines, offers: running, now: groupWallClockNow() });
  const applied = [...new Set(priced.lines.flatMap((line) => (line.offer ? [line.offer.offerId] : [])))];
  const names = new Map(
    applied.length === 0
      ? []
      : (await db.select({ id: offers.id, name: offers.name }).from(offers).where(inArray(offers.id, applied))).map(
          (o) => [o.id, o.name] as const,
        ),
  );
  return {
    lines: rows.map(({ item, product }, index) => {
      const line = priced.lines[index]!;
      return {
        product_id: product.id,
        code: product.code,
        name: pick(product.name, ctx.locale),
        image: product.image ? ctx.files.publicUrl(product.image) : null,
        unit_price: halalasToText(product.price),
        quantity: item.quantity,
        total: halalasToText(line.total),
        offer: line.offer
          ? { id: line.offer.offerId, name: pick(names.get(line.offer.offerId)!, ctx.locale), type: line.offer.type }
          : null,
        offer_discount: halalasToText(line.offerDiscount),
        amount: halalasToText(line.gross),
        wasfy: product.wasfy,
        in_stock: product.stockTotal > 0,
        source: item.source,
      };
    }),
    total_before_discount: halalasToText(priced.totalBeforeDiscount),
    offer_discount: halalasToText(priced.offerDiscount),
    total: halalasToText(priced.totalAfterDiscount),
    vat: halalasToText(priced.vat),
    requires_prescription: rows.some(({ product }) => product.wasfy),
  };
}

/**
 * One cart write of a customer at a time: concurrent adds of a new line would both pass the line
 * limit, or race on the line's unique key. Holds the customer's row until the write commits.
 */
async function lockCart(tx: Tx, customerId: number): Promise<void> {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
}

const PHARMACIST_LINE_FIXED = 'pharmacist_line_fixed';

/** Adds units of a product: to its line when there is one (up to the maximum), else a new line. */
export function addToCart(ctx: CustomerContext, input: ShopCartAddBody): Promise<ShopCart> {
  return mutate(ctx, cartWrite('create'), async (scope) => {
    await lockCart(scope.tx, ctx.session.id);
    await productForSale(scope.tx, input.product_id);
    const [line] = await scope.tx
      .select({ quantity: cartItems.quantity, source: cartItems.source })
      .from(cartItems)
      .where(and(eq(cartItems.customerId, ctx.session.id), eq(cartItems.productId, input.product_id)));
    // A pharmacist's line holds what the pharmacist dispensed: adding to it would buy more than
    // the prescription covers.
    if (line?.source === 'pharmacist') throw fieldError('quantity', PHARMACIST_LINE_FIXED);
    if (line && line.quantity + input.quantity > MAX_CART_QUANTITY) {
      throw fieldError('quantity', 'cart_quantity_limit', { max: MAX_CART_QUANTITY });
    }
    if (!line) {
      const lines = await scope.tx.$count(cartItems, eq(cartItems.customerId, ctx.session.id));
      if (lines >= MAX_CART_LINES) throw fieldError('product_id', 'cart_full', { max: MAX_CART_LINES });
      await scope.tx
        .insert(cartItems)
        .values({ customerId: ctx.session.id, productId: input.product_id, quantity: input.quantity });
    } else {
      await scope.tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} + ${input.quantity}`, updatedAt: new Date() })
        .where(and(eq(cartItems.customerId, ctx.session.id), eq(cartItems.productId, input.product_id)));
    }
    scope.describe(input.product_id);
    return readCart(ctx, scope.tx);
  });
}

/** Sets a line's units; a pharmacist's line may be lowered, never raised past what was dispensed. */
export function setCartQuantity(ctx: CustomerContext, productId: number, quantity: number): Promise<ShopCart> {
  return mutate(ctx, cartWrite('update'), async (scope) => {
    await lockCart(scope.tx, ctx.session.id);
    const where = and(eq(cartItems.customerId, ctx.session.id), eq(cartItems.productId, productId));
    const [line] = await scope.tx
      .select({ source: cartItems.source, granted: cartItems.grantedQuantity })
      .from(cartItems)
      .where(where);
    if (!line) throw notFound();
    if (line.source === 'pharmacist' && quantity > (line.granted ?? 0)) {
      throw fieldError('quantity', PHARMACIST_LINE_FIXED, { max: line.granted ?? 0 });
    }
    await scope.tx.update(cartItems).set({ quantity, updatedAt: new Date() }).where(where);
    scope.describe(productId);
    return readCart(ctx, scope.tx);
  });
}

export function removeFromCart(ctx: CustomerContext, productId: number): Promise<ShopCart> {
  return mutate(ctx, cartWrite('delete'), async (scope) => {
    const [row] = await scope.tx
      .delete(cartItems)
      .where(and(eq(cartItems.customerId, ctx.session.id), eq(cartItems.productId, productId)))
      .returning({ id: cartItems.id });
    if (!row) throw notFound();
    scope.describe(productId);
    return readCart(ctx, scope.tx);
  });
}
