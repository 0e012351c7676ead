import { ORDER_STATUS, SYSTEM_ACTORS } from '@app/contracts';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import { customers, deliveryCities, orders } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import { systemActor } from '../../../kernel/actor';
import { runCompensated } from '../../../kernel/compensation';
import type { MutationContext, ServiceContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import type { ScheduledJob } from '../../../kernel/scheduler';
import {
  createHostedPayment,
  type PaytabsConfig,
  type PaytabsResult,
  queryPayment,
  verifyCallback,
} from '../../../lib/paytabs';
import { changeOrderStatus } from './order-service';
import { orderCreatedEvent, paymentCartId } from './records-service';
import { owesRefund } from './refund-service';

// Online card payment through the gateway's hosted page (docs/payments.md). Checkout places the
// order "awaiting payment" (its stock, coupon, wallet and points already held); the customer pays
// on the gateway's page; only the gateway's signed callback, for this order and its exact amount,
// moves it on to the pharmacy. A declined payment cancels it and gives everything back.

const GATEWAY = SYSTEM_ACTORS.paymentGateway;

/** The callback's path: the gateway calls it server to server. */
export const PAYMENT_CALLBACK_PATH = '/api/shop/payments/callback';
/** Where the gateway sends the customer's browser back. */
export const PAYMENT_RETURN_PATH = '/api/shop/payments/return';

const cartIdOf = paymentCartId;

function gatewayContext(ctx: ServiceContext): MutationContext {
  return { ...ctx, actor: { kind: 'system', name: GATEWAY } };
}

/**
 * The page where an order waiting for payment is paid: its link when it has one, undefined when it
 * still needs one, null when the order waits for no payment.
 */
export async function paymentLinkOf(db: DbOrTx, orderId: number): Promise<string | null | undefined> {
  const [order] = await db
    .select({ status: orders.status, url: orders.paymentUrl })
    .from(orders)
    .where(eq(orders.id, orderId));
  if (!order || order.status !== ORDER_STATUS.awaiting_payment) return null;
  return order.url ?? undefined;
}

/**
 * Asks the gateway for a hosted payment page for the order's amount due and keeps its reference.
 * When the gateway cannot be reached or refuses, the order is cancelled (giving back everything it
 * held) and the customer is told no order was placed.
 */
export async function startPayment(
  ctx: ServiceContext,
  config: PaytabsConfig,
  publicUrl: string,
  orderId: number,
): Promise<string> {
  const [row] = await ctx.db
    .select({ order: orders, customer: customers, city: deliveryCities.name })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(deliveryCities, eq(deliveryCities.id, orders.cityId))
    .where(eq(orders.id, orderId));
  if (!row) throw notFound();
  const base = publicUrl.replace(/\/+$/, '');
  let pageMade = false;
  return runCompensated(ctx.log, {
    name: 'payment start',
    about: { order: orderId },
    leftTo: 'the unpaid-order expiry job',
    async run() {
      const payment = await createHostedPayment(config, {
        cartId: cartIdOf(orderId),
        amount: row.order.amountDue,
        description: `Order ${orderId}`,
        callbackUrl: `${base}${PAYMENT_CALLBACK_PATH}`,
        returnUrl: `${base}${PAYMENT_RETURN_PATH}`,
        customer: {
          name: row.customer.name,
          email: row.customer.email,
          phone: row.customer.mobile,
          city: row.city.en,
          address: row.order.addressDetails,
        },
      });
      pageMade = true;
      // The gateway's reference and page: bookkeeping of the checkout the customer just made, not logged again.
      await mutate(
        gatewayContext(ctx),
        { action: 'start payment', mode: 'update', subject: 'orders', logged: false },
        async ({ tx }) => {
          await tx
            .update(orders)
            .set({ tranRef: payment.tranRef, paymentUrl: payment.redirectUrl, updatedAt: new Date() })
            .where(eq(orders.id, orderId));
        },
      );
      return payment.redirectUrl;
    },
    // The order gives back everything it held. A page made but not recorded is never shown; a
    // payment made on it anyway reaches a cancelled order, and is refunded (settle).
    compensate: () =>
      mutate(gatewayContext(ctx), { action: 'cancel order', mode: 'update', subject: 'orders' }, async (scope) => {
        await changeOrderStatus(scope, orderId, ORDER_STATUS.cancelled, systemActor(GATEWAY), {
          expectedFrom: ORDER_STATUS.awaiting_payment,
          note: pageMade ? 'payment page not recorded' : 'payment gateway unavailable',
        });
        scope.describe(orderId, `#${orderId}`);
      }),
    // The gateway's refusal is the customer's news; a failure of ours after it answered is the app's own (its 5xx).
    failed: (error) => (pageMade ? error : new AppError(502, 'payment_gateway_failed')),
  });
}

export type CallbackOutcome = 'paid' | 'cancelled' | 'refund_pending' | 'unchanged';

type OrderRow = typeof orders.$inferSelect;

/** Whether a gateway result is about this order: its cart reference, currency and exact amount. */
const matches = (order: OrderRow, result: PaytabsResult) =>
  result.cartId === cartIdOf(order.id) && result.currency === 'SAR' && result.amount === order.amountDue;

/** The order statuses from which a payment can no longer be used: it is given back. */
const CLOSED: readonly number[] = [ORDER_STATUS.cancelled, ORDER_STATUS.rejected];

/**
 * Applies a gateway result to an order, once. Awaiting payment: approved moves it on to the pharmacy
 * (paid, staff alerted), declined or failed cancels it and gives everything back, pending changes
 * nothing. An approval for an order already cancelled or rejected (the customer cancelled, the
 * payment window closed, or both at once) is money taken for nothing: it is recorded as to be
 * refunded, staff are alerted, and `refundLatePayment` gives it back. Anything else (a repeated
 * callback) changes nothing.
 */
async function settle(ctx: ServiceContext, order: OrderRow, result: PaytabsResult): Promise<CallbackOutcome> {
  if (result.outcome === 'pending') return 'unchanged';
  if (
    order.status !== ORDER_STATUS.awaiting_payment &&
    !(result.outcome === 'approved' && CLOSED.includes(order.status))
  )
    return 'unchanged';
  return mutate(gatewayContext(ctx), { action: 'record payment', mode: 'update', subject: 'orders' }, async (scope) => {
    scope.describe(order.id, `#${order.id}`);
    const [current] = await scope.tx
      .select({ status: orders.status, paymentStatus: orders.paymentStatus })
      .from(orders)
      .where(eq(orders.id, order.id))
      .for('update');
    if (!current) return 'unchanged';
    if (current.status !== ORDER_STATUS.awaiting_payment) {
      // Another delivery of the same callback got here first, or the order closed without this payment.
      if (result.outcome !== 'approved' || !CLOSED.includes(current.status) || current.paymentStatus !== 'failed')
        return 'unchanged';
      await scope.tx.update(orders).set({ paidAt: new Date() }).where(eq(orders.id, order.id));
      await owesRefund(scope, order);
      return 'refund_pending';
    }
    if (result.outcome === 'approved') {
      await scope.tx.update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
      await changeOrderStatus(scope, order.id, ORDER_STATUS.in_progress, systemActor(GATEWAY), {
        expectedFrom: ORDER_STATUS.awaiting_payment,
        note: result.tranRef,
      });
      const [customer] = await scope.tx
        .select({ name: customers.name })
        .from(customers)
        .where(eq(customers.id, order.customerId));
      scope.publish(
        'admin.order.created',
        orderCreatedEvent(order.id, customer?.name ?? '', order.totalAfterVat, new Date()),
      );
      return 'paid';
    }
    await changeOrderStatus(scope, order.id, ORDER_STATUS.cancelled, systemActor(GATEWAY), {
      expectedFrom: ORDER_STATUS.awaiting_payment,
      note: `${result.tranRef}: ${result.message}`.slice(0, 500),
    });
    return 'cancelled';
  });
}

/**
 * The gateway's callback. A missing or wrong signature is refused (401) and changes nothing; so is a
 * genuine callback whose order, cart reference, currency or amount does not match (422).
 */
export async function recordPaymentCallback(
  ctx: ServiceContext,
  config: PaytabsConfig,
  rawBody: string,
  signature: string | undefined,
): Promise<CallbackOutcome> {
  const result = verifyCallback(config, rawBody, signature);
  if (!result) throw new AppError(401, 'payment_signature_invalid');
  const [order] = await ctx.db.select().from(orders).where(eq(orders.tranRef, result.tranRef));
  if (!order || !matches(order, result)) {
    ctx.log.warn({ tranRef: result.tranRef, cartId: result.cartId }, 'payment callback does not match its order');
    throw new AppError(422, 'payment_mismatch');
  }
  return settle(ctx, order, result);
}

/** How long an order may wait for its payment before its stock and the rest are given back. */
export const PAYMENT_WINDOW_MS = 30 * 60_000;

/**
 * Orders left waiting for payment past the window: each is asked of the gateway first (a callback
 * may have been lost), settled by its answer, and cancelled when still unpaid. Answers how many
 * were cancelled.
 */
export async function expireUnpaidOrders(
  ctx: ServiceContext,
  config: PaytabsConfig | undefined,
  windowMs: number = PAYMENT_WINDOW_MS,
): Promise<number> {
  const due = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, ORDER_STATUS.awaiting_payment), lt(orders.createdAt, new Date(Date.now() - windowMs))))
    .orderBy(asc(orders.id))
    .limit(200);
  let cancelled = 0;
  for (const order of due) {
    if (config && order.tranRef) {
      try {
        const result = await queryPayment(config, order.tranRef);
        if (matches(order, result) && result.outcome !== 'pending') {
          if ((await settle(ctx, order, result)) === 'cancelled') cancelled += 1;
          continue;
        }
      } catch (error) {
        // The gateway cannot say: the order waits for the next run rather than being cancelled blind.
        ctx.log.warn({ err: error, order: order.id }, 'payment query failed');
        continue;
      }
    }
    const outcome = await settle(ctx, order, {
      tranRef: order.tranRef ?? '',
      cartId: cartIdOf(order.id),
      currency: 'SAR',
      amount: order.amountDue,
      outcome: 'failed',
      responseCode: 'expired',
      message: 'payment window expired',
    });
    if (outcome === 'cancelled') cancelled += 1;
  }
  return cancelled;
}

/** Cancels the orders whose payment window closed (`expireUnpaidOrders`) every few minutes. */
export function paymentExpiryJob(config: PaytabsConfig | undefined): ScheduledJob {
  return {
    name: 'unpaid-order-expiry',
    everyMs: 5 * 60_000,
    actor: GATEWAY,
    async run(ctx) {
      const cancelled = await expireUnpaidOrders(ctx, config);
      if (cancelled > 0) ctx.log.info({ cancelled }, 'orders left unpaid were cancelled');
    },
  };
}
