import { createHash } from 'node:crypto';
import {
  type CheckoutBody,
  type CheckoutPreview,
  halalasToText,
  type Locale,
  ORDER_MACHINE,
  ORDER_STATUS,
  PAYMENT_METHOD_TITLES,
  type PaymentStatus,
  type PricedOrder,
  priceOrder,
} from '@app/contracts';
import { and, eq, inArray, notInArray } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import {
  cartItems,
  customerAddresses,
  customers,
  deliveryCities,
  deliveryDistricts,
  loyaltySettings,
  orderLines,
  orders,
  prescriptions,
} from '../../../db/schema/index';
import { AppError, fieldError } from '../../../errors';
import type { LocalizedParam } from '../../../i18n/messages';
import type { CustomerContext } from '../../../kernel/context';
import { groupWallClockNow } from '../../../kernel/group-time';
import { append, balanceOf, customerLedger, InsufficientBalanceError } from '../../../kernel/ledger';
import { mutate } from '../../../kernel/mutate';
import { recordInitialStatus } from '../../../kernel/transition';
import { pick } from '../../../lib/translations';
import { couponForCode, offersFor, spendCoupon } from '../promotions/public';
import { cartRows } from './cart-service';
import { branchName, orderCreatedEvent } from './records-service';
import { chooseBranch, lockProducts, type ServingBranch, servingBranches, type WantedLine } from './stock-service';

// Checkout: the cart becomes an order, priced on the server from the catalogue, the offers running
// now, the coupon, the city's delivery price, points and the wallet (docs/pricing.md), the stock
// held at the branch that delivers, all in one transaction. docs/decisions.md, "Checkout".

type CartRow = Awaited<ReturnType<typeof cartRows>>[number];

/** Everything a checkout decides, before anything is written. */
export interface Quote {
  rows: CartRow[];
  priced: PricedOrder;
  address: {
    id: number;
    cityId: number;
    districtId: number;
    details: string;
    latitude: number | null;
    longitude: number | null;
  };
  place: { city: LocalizedParam; district: LocalizedParam };
  branch: ServingBranch;
  coupon: { id: number; code: string } | null;
  wasfy: boolean;
  prescriptionId: number | null;
  points: number;
  pointsAmount: number;
  walletAmount: number;
  amountDue: number;
}

/** The cart's product names as one list in each language, for a refusal naming them. */
function namesOf(rows: readonly CartRow[]): LocalizedParam {
  return {
    ar: rows.map((row) => row.product.name.ar).join('، '),
    en: rows.map((row) => row.product.name.en).join(', '),
  };
}

async function addressOf(db: DbOrTx, customerId: number, addressId: number) {
  const [row] = await db
    .select({
      address: customerAddresses,
      city: deliveryCities,
      district: { name: deliveryDistricts.name },
    })
    .from(customerAddresses)
    .innerJoin(deliveryCities, eq(deliveryCities.id, customerAddresses.cityId))
    .innerJoin(deliveryDistricts, eq(deliveryDistricts.id, customerAddresses.districtId))
    .where(and(eq(customerAddresses.id, addressId), eq(customerAddresses.customerId, customerId)));
  if (!row) throw fieldError('address_id', 'invalid_choice');
  return row;
}

/** The prescription covering the prescription-only lines (a pharmacist's lines came from one already). */
async function checkPrescription(db: DbOrTx, customerId: number, body: CheckoutBody, rows: readonly CartRow[]) {
  // A pharmacist's line covers what the pharmacist dispensed, never more (the database holds the
  // line to it as well).
  const dispensed = (row: CartRow) =>
    row.item.source === 'pharmacist' && row.item.quantity <= (row.item.grantedQuantity ?? 0);
  const uncovered = rows.filter((row) => row.product.wasfy && !dispensed(row));
  if (body.prescription_id === undefined) {
    if (uncovered.length > 0)
      throw fieldError('prescription_id', 'prescription_required', { products: namesOf(uncovered) });
    return null;
  }
  const [prescription] = await db
    .select({ id: prescriptions.id })
    .from(prescriptions)
    .where(
      and(
        eq(prescriptions.id, body.prescription_id),
        eq(prescriptions.customerId, customerId),
        inArray(prescriptions.status, [ORDER_STATUS.in_progress, ORDER_STATUS.accepted]),
      ),
    );
  if (!prescription) throw fieldError('prescription_id', 'prescription_not_usable');
  // One prescription is dispensed once: an order not cancelled or rejected already used it.
  const [used] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.prescriptionId, prescription.id),
        notInArray(orders.status, [ORDER_STATUS.cancelled, ORDER_STATUS.rejected]),
      ),
    )
    .limit(1);
  if (used) throw fieldError('prescription_id', 'prescription_used', { order: used.id });
  return prescription.id;
}

/** Points to redeem and what they pay (`sar_to_loyalty_points` points are one riyal), within the settings' limits. */
async function pointsValue(db: DbOrTx, points: number | undefined, goods: number): Promise<number> {
  if (points === undefined) return 0;
  const [settings] = await db.select().from(loyaltySettings).where(eq(loyaltySettings.id, 1));
  if (!settings) throw fieldError('points', 'points_not_available');
  if (points < settings.minimumLoyaltyPoints) {
    throw fieldError('points', 'points_below_minimum', { min: settings.minimumLoyaltyPoints });
  }
  if (settings.maximumLoyaltyPoints > 0 && points > settings.maximumLoyaltyPoints) {
    throw fieldError('points', 'points_above_maximum', { max: settings.maximumLoyaltyPoints });
  }
  const amount = Math.floor((points * 100) / settings.sarToLoyaltyPoints);
  if (amount > goods) throw fieldError('points', 'points_exceed_goods', { goods: halalasToText(goods) });
  return amount;
}

/**
 * Prices a checkout and checks everything it can without writing: the cart, the address and the
 * branch that will deliver, the coupon, the prescription, points and wallet against the balances.
 */
export async function quoteCheckout(
  db: DbOrTx,
  ctx: CustomerContext,
  body: CheckoutBody,
  options: { onlinePayments: boolean; lockStock?: boolean } = { onlinePayments: false },
): Promise<Quote> {
  const customerId = ctx.session.id;
  const rows = await cartRows(db, customerId);
  if (rows.length === 0) throw new AppError(422, 'cart_empty');
  if (body.payment_method === 'online_card' && !options.onlinePayments) {
    throw fieldError('payment_method', 'online_payment_unavailable');
  }
  const { address, city, district } = await addressOf(db, customerId, body.address_id);
  const candidates = await servingBranches(db, address.districtId);
  if (candidates.length === 0) throw fieldError('address_id', 'address_not_served');

  const wasfy = rows.some((row) => row.product.wasfy);
  const prescriptionId = await checkPrescription(db, customerId, body, rows);
  const coupon = body.coupon_code ? await couponForCode(db, body.coupon_code) : null;
  const lines = rows.map(({ item, product, categoryId }) => ({
    productId: product.id,
    categoryId,
    unitPrice: product.price,
    quantity: item.quantity,
  }));
  const priced = priceOrder({
    lines,
    offers: await offersFor(db, lines),
    coupon,
    now: groupWallClockNow(),
    delivery: wasfy ? city.prescriptionDeliveryPrice : city.deliveryPrice,
  });
  if (priced.couponRejection) throw fieldError('coupon_code', `coupon_${priced.couponRejection}`);

  const pointsAmount = await pointsValue(db, body.points, priced.totalAfterDiscount);
  const payable = priced.total - pointsAmount;
  let walletAmount = body.wallet_amount ?? 0;
  if (body.payment_method === 'wallet') walletAmount = payable;
  else if (walletAmount > payable)
    throw fieldError('wallet_amount', 'wallet_exceeds_due', { due: halalasToText(payable) });
  if (walletAmount > 0) {
    const balance = await balanceOf(db, customerLedger('wallet', customerId));
    if (balance < walletAmount)
      throw new InsufficientBalanceError(customerLedger('wallet', customerId), balance, 'wallet_amount');
  }
  if (body.points) {
    const balance = await balanceOf(db, customerLedger('points', customerId));
    if (balance < body.points)
      throw new InsufficientBalanceError(customerLedger('points', customerId), balance, 'points');
  }

  // Placing, the products are locked first, so the branch is chosen once, on figures no other
  // checkout or stock push can change before this one commits.
  if (options.lockStock)
    await lockProducts(
      db as Tx,
      rows.map((row) => row.product.id),
    );
  const choice = await chooseBranch(db, candidates, wanted(rows));
  if (choice.short.length > 0) throw outOfStock(rows, choice.short);
  return {
    rows,
    priced,
    address: {
      id: address.id,
      cityId: address.cityId,
      districtId: address.districtId,
      details: address.details,
      latitude: address.latitude,
      longitude: address.longitude,
    },
    place: { city: city.name, district: district.name },
    branch: choice.branch!,
    coupon: priced.coupon && coupon ? { id: coupon.id, code: coupon.code } : null,
    wasfy,
    prescriptionId,
    points: body.points ?? 0,
    pointsAmount,
    walletAmount,
    amountDue: payable - walletAmount,
  };
}

function wanted(rows: readonly CartRow[]): WantedLine[] {
  return rows.map((row) => ({ productId: row.product.id, code: row.product.code, quantity: row.item.quantity }));
}

function outOfStock(rows: readonly CartRow[], short: readonly WantedLine[]): AppError {
  const ids = new Set(short.map((line) => line.productId));
  const params = { products: namesOf(rows.filter((row) => ids.has(row.product.id))) };
  // The whole answer says it (not only the cart's field): no form field shows it in the app.
  return new AppError(422, 'out_of_stock', params, { cart: [{ key: 'out_of_stock', params }] });
}

/** The figures of a quote as the API shows them (a preview, and the order's own copy). */
function quoteFigures(quote: Quote, locale: Locale, branch: LocalizedParam) {
  const { priced } = quote;
  return {
    total_before_discount: halalasToText(priced.totalBeforeDiscount),
    offer_discount: halalasToText(priced.offerDiscount),
    coupon_discount: halalasToText(priced.couponDiscount),
    discount: halalasToText(priced.discount),
    total_after_discount: halalasToText(priced.totalAfterDiscount),
    delivery_price: halalasToText(priced.delivery.gross),
    total_after_vat: halalasToText(priced.total),
    vat: halalasToText(priced.vat),
    price_before_vat: halalasToText(priced.net),
    points_redeemed: quote.points,
    points_amount: halalasToText(quote.pointsAmount),
    wallet_amount: halalasToText(quote.walletAmount),
    amount_due: halalasToText(quote.amountDue),
    branch: { id: quote.branch.id, code: quote.branch.code, name: branch[locale] },
  };
}

/** A quote as the preview shows it: every figure, the address, and each line as it will be sold. */
function previewOf(ctx: CustomerContext, quote: Quote, body: CheckoutBody, branch: LocalizedParam): CheckoutPreview {
  const { priced } = quote;
  return {
    ...quoteFigures(quote, ctx.locale, branch),
    payment_method: { key: body.payment_method, title: PAYMENT_METHOD_TITLES[body.payment_method][ctx.locale] },
    address: {
      city: quote.place.city[ctx.locale],
      district: quote.place.district[ctx.locale],
      details: quote.address.details,
      latitude: quote.address.latitude,
      longitude: quote.address.longitude,
    },
    wasfy: quote.wasfy,
    coupon_code: quote.coupon?.code ?? null,
    lines: quote.rows.map(({ item, product }, index) => {
      const line = priced.lines[index]!;
      return {
        product_id: product.id,
        product_code: product.code,
        name: pick(product.name, ctx.locale),
        image: product.image ? ctx.files.publicUrl(product.image) : null,
        price: halalasToText(product.price),
        quantity: item.quantity,
        total: halalasToText(line.total),
        offer_discount: halalasToText(line.offerDiscount),
        coupon_discount: halalasToText(line.couponDiscount),
        amount: halalasToText(line.gross),
        price_before_vat: halalasToText(line.net),
        vat: halalasToText(line.vat),
        wasfy: product.wasfy,
        source: item.source,
      };
    }),
  };
}

/** The preview of POST /shop/checkout/preview: the order's figures, nothing written. */
export async function previewCheckout(
  ctx: CustomerContext,
  body: CheckoutBody,
  onlinePayments: boolean,
): Promise<CheckoutPreview> {
  const quote = await quoteCheckout(ctx.db, ctx, body, { onlinePayments });
  return previewOf(ctx, quote, body, await branchName(ctx.db, quote.branch.id));
}

export interface PlacedOrder {
  id: number;
  /** True when the `Idempotency-Key` had placed this order already: nothing new was written. */
  replayed: boolean;
}

/**
 * What a checkout asked for, as a hash: the same `Idempotency-Key` sent again must ask for the same.
 * The body as validated (so `"5"` and `5`, a missing and an empty field, read the same), its keys
 * sorted, the coupon's code in one case (codes are matched so).
 */
function checkoutFingerprint(body: CheckoutBody): string {
  const fields = { ...body, coupon_code: body.coupon_code?.toLowerCase() };
  const canonical = Object.keys(fields)
    .sort()
    .map((key) => [key, fields[key as keyof typeof fields] ?? null]);
  return createHash('sha256').update(JSON.stringify(canonical)).digest('base64url');
}

/**
 * The customer's order placed earlier with this `Idempotency-Key`, if any, when this request is that
 * one sent again. The key with another request (another address, payment, coupon, points, wallet,
 * prescription or notes), or with a cart filled again since (the order emptied it), is refused:
 * answering the first order would silently drop what was asked now.
 */
async function orderWithKey(tx: Tx, customerId: number, key: string | undefined, fingerprint: string) {
  if (!key) return undefined;
  const [row] = await tx
    .select({ id: orders.id, fingerprint: orders.requestFingerprint })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
  if (!row) return undefined;
  const sameRequest = row.fingerprint === null || row.fingerprint === fingerprint;
  if (!sameRequest || (await cartRows(tx, customerId)).length > 0) {
    throw new AppError(422, 'idempotency_key_other_order', { order: row.id });
  }
  return row;
}

/**
 * Places the order: one transaction that prices the cart again, holds the stock at the branch (its
 * products locked), takes the wallet and the points through the ledger, spends the coupon (a conditional
 * update, never past its limit), writes the order with its lines' own copies and its first status, and empties
 * the cart of what was ordered. An order paid online waits for the gateway's callback before staff
 * see it; any other is announced to staff once committed.
 */
export function placeOrder(ctx: CustomerContext, body: CheckoutBody, onlinePayments: boolean): Promise<PlacedOrder> {
  const customerId = ctx.session.id;
  return mutate(ctx, { action: 'place order', mode: 'create', subject: 'orders' }, async (scope) => {
    const { tx } = scope;
    // One checkout of a customer at a time: a retried request waits for the first, then finds its order.
    await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('no key update');
    const fingerprint = checkoutFingerprint(body);
    const earlier = await orderWithKey(tx, customerId, ctx.idempotencyKey, fingerprint);
    if (earlier) return { id: earlier.id, replayed: true };

    const quote = await quoteCheckout(tx, ctx, body, { onlinePayments, lockStock: true });
    // The customer agreed to a total: a price changed since (staff, an offer ending) is theirs to confirm.
    if (body.expected_total !== undefined && body.expected_total !== quote.priced.total) {
      throw new AppError(
        409,
        'checkout_total_changed',
        { expected: halalasToText(body.expected_total), total: halalasToText(quote.priced.total) },
        undefined,
        previewOf(ctx, quote, body, await branchName(tx, quote.branch.id)),
      );
    }

    const online = body.payment_method === 'online_card' && quote.amountDue > 0;
    const status = online ? ORDER_STATUS.awaiting_payment : ORDER_STATUS.in_progress;
    const paymentStatus: PaymentStatus = quote.amountDue === 0 ? 'paid' : online ? 'awaiting' : 'on_delivery';
    const { priced } = quote;
    const [order] = await tx
      .insert(orders)
      .values({
        customerId,
        status,
        branchId: quote.branch.id,
        addressId: quote.address.id,
        cityId: quote.address.cityId,
        districtId: quote.address.districtId,
        addressDetails: quote.address.details,
        latitude: quote.address.latitude,
        longitude: quote.address.longitude,
        paymentMethod: body.payment_method,
        paymentStatus,
        paidAt: paymentStatus === 'paid' ? new Date() : null,
        wasfy: quote.wasfy,
        prescriptionId: quote.prescriptionId,
        couponId: quote.coupon?.id ?? null,
        couponCode: quote.coupon?.code ?? null,
        totalBeforeDiscount: priced.totalBeforeDiscount,
        offerDiscount: priced.offerDiscount,
        couponDiscount: priced.couponDiscount,
        totalAfterDiscount: priced.totalAfterDiscount,
        deliveryPrice: priced.delivery.gross,
        totalAfterVat: priced.total,
        vat: priced.vat,
        priceBeforeVat: priced.net,
        pointsRedeemed: quote.points,
        pointsAmount: quote.pointsAmount,
        walletAmount: quote.walletAmount,
        amountDue: quote.amountDue,
        notes: body.notes ?? null,
        idempotencyKey: ctx.idempotencyKey ?? null,
        requestFingerprint: ctx.idempotencyKey ? fingerprint : null,
      })
      .returning({ id: orders.id, createdAt: orders.createdAt });
    const orderId = order!.id;
    await tx.insert(orderLines).values(
      quote.rows.map(({ item, product }, index) => {
        const line = priced.lines[index]!;
        return {
          orderId,
          productId: product.id,
          productCode: product.code,
          name: product.name,
          image: product.image,
          unitPrice: product.price,
          quantity: item.quantity,
          total: line.total,
          offerId: line.offer?.offerId ?? null,
          offerDiscount: line.offerDiscount,
          couponDiscount: line.couponDiscount,
          amount: line.gross,
          priceBeforeVat: line.net,
          vat: line.vat,
          wasfy: product.wasfy,
          source: item.source,
        };
      }),
    );

    // Wallet before points: the ledger's one lock order.
    const actor = { kind: 'customer' as const, id: customerId, name: ctx.session.name };
    const reference = { type: 'order', id: orderId };
    if (quote.walletAmount > 0) {
      await append(tx, customerLedger('wallet', customerId), {
        delta: -quote.walletAmount,
        reason: 'order_payment',
        idempotencyKey: `order:${orderId}:wallet`,
        reference,
        actor,
        field: 'wallet_amount',
      });
    }
    if (quote.points > 0) {
      await append(tx, customerLedger('points', customerId), {
        delta: -quote.points,
        reason: 'points_redeemed',
        idempotencyKey: `order:${orderId}:points`,
        reference,
        actor,
        field: 'points',
      });
    }
    // The coupon last (the ledger before it, as a cancel gives back): spent only while it is still
    // switched on and below its limit, which a concurrent checkout may have reached meanwhile.
    if (quote.coupon) await spendCoupon(tx, quote.coupon.id);
    await recordInitialStatus(tx, ORDER_MACHINE, orderId, actor, null, status);
    await tx.delete(cartItems).where(
      and(
        eq(cartItems.customerId, customerId),
        inArray(
          cartItems.productId,
          quote.rows.map((row) => row.product.id),
        ),
      ),
    );
    if (!online)
      scope.publish(
        'admin.order.created',
        orderCreatedEvent(orderId, ctx.session.name, priced.total, order!.createdAt),
      );
    scope.describe(orderId, `#${orderId}`);
    return { id: orderId, replayed: false };
  });
}
