import {
  halalasToText,
  type Locale,
  ORDER_MACHINE,
  ORDER_STATUS,
  PAYMENT_METHOD_TITLES,
  type PageAnswer,
  type PageQuery,
  type ShopOrder,
  type ShopOrderSummary,
  SYSTEM_ACTORS,
  statusOf,
} from '@app/contracts';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { branches, deliveryCities, deliveryDistricts, orderLines, orders } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { Actor } from '../../../kernel/actor';
import { systemActor } from '../../../kernel/actor';
import type { CustomerContext, ServiceContext } from '../../../kernel/context';
import { append, customerLedger } from '../../../kernel/ledger';
import { type MutationScope, mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { statusHistoryOf, transition } from '../../../kernel/transition';
import { pick } from '../../../lib/translations';
import { returnCoupon } from '../promotions/public';
import { enqueueCustomerPush } from '../push/public';
import { owesRefund } from './refund-service';

// Orders after checkout: what the customer reads, and every status change with what it undoes or
// completes. Cancelling (customer or staff) or rejecting gives back exactly what checkout took: the
// stock (the order stops being open), the coupon's use, the wallet and the points. Delivering
// earns points. Staff's status screen (orders issue) calls `changeOrderStatus` too.

export type OrderRow = typeof orders.$inferSelect;

const statusName = (id: number, locale: Locale) => statusOf(ORDER_MACHINE, id)?.label[locale] ?? String(id);

function orderEntity(id: number) {
  return { table: orders, idColumn: orders.id, statusColumn: orders.status, id };
}

/**
 * Gives back what the checkout took from the customer (inside the status change's transaction): the
 * wallet part, the points, the coupon's use, and a card payment already taken, which is refunded to
 * the card through the gateway (refund-service.ts).
 */
async function giveBack(scope: MutationScope, order: OrderRow, actor: Actor): Promise<void> {
  const { tx } = scope;
  const reference = { type: 'order', id: order.id };
  if (order.walletAmount > 0) {
    await append(tx, customerLedger('wallet', order.customerId), {
      delta: order.walletAmount,
      reason: 'order_payment_return',
      idempotencyKey: `order:${order.id}:wallet-return`,
      reference,
      actor,
    });
  }
  if (order.pointsRedeemed > 0) {
    await append(tx, customerLedger('points', order.customerId), {
      delta: order.pointsRedeemed,
      reason: 'points_redeemed_return',
      idempotencyKey: `order:${order.id}:points-return`,
      reference,
      actor,
    });
  }
  if (order.paymentMethod === 'online_card' && order.paymentStatus === 'paid' && order.amountDue > 0) {
    await owesRefund(scope, order);
  }
  // A payment that was still awaited will not be made now.
  if (order.paymentStatus === 'awaiting') {
    await tx.update(orders).set({ paymentStatus: 'failed' }).where(eq(orders.id, order.id));
  }
  if (order.couponId !== null) await returnCoupon(tx, order.couponId);
}

/**
 * Points a delivered order earns: one per riyal paid for the goods, VAT included, delivery and what
 * points paid left out (docs/decisions.md, "Store customers, wallet and loyalty").
 */
export function pointsEarned(order: Pick<OrderRow, 'totalAfterDiscount' | 'pointsAmount'>): number {
  return Math.floor(Math.max(order.totalAfterDiscount - order.pointsAmount, 0) / 100);
}

async function complete(tx: Tx, order: OrderRow): Promise<void> {
  const earned = pointsEarned(order);
  if (earned > 0) {
    await append(tx, customerLedger('points', order.customerId), {
      delta: earned,
      reason: 'points_earned',
      idempotencyKey: `order:${order.id}:earned`,
      reference: { type: 'order', id: order.id },
      actor: systemActor(SYSTEM_ACTORS.loyalty),
    });
  }
  if (order.paymentStatus === 'on_delivery') {
    await tx.update(orders).set({ paymentStatus: 'paid', paidAt: new Date() }).where(eq(orders.id, order.id));
  }
}

/** The push a customer gets when their order moves (one per order and status, through the outbox). */
const STATUS_PUSH: Partial<Record<number, { ar: string; en: string }>> = {
  [ORDER_STATUS.in_progress]: { ar: 'استلمنا طلبك رقم {id}.', en: 'We have received your order {id}.' },
  [ORDER_STATUS.accepted]: {
    ar: 'تم تأكيد طلبك رقم {id} وجارٍ تجهيزه.',
    en: 'Your order {id} is confirmed and being prepared.',
  },
  [ORDER_STATUS.out_for_delivery]: { ar: 'طلبك رقم {id} في الطريق إليك.', en: 'Your order {id} is on its way.' },
  [ORDER_STATUS.delivered]: { ar: 'تم توصيل طلبك رقم {id}.', en: 'Your order {id} has been delivered.' },
  [ORDER_STATUS.rejected]: { ar: 'تعذّر تنفيذ طلبك رقم {id}.', en: 'Your order {id} could not be fulfilled.' },
  [ORDER_STATUS.cancelled]: { ar: 'تم إلغاء طلبك رقم {id}.', en: 'Your order {id} has been cancelled.' },
};

/**
 * Moves an order to `to` inside a mutation: the state machine's check and compare-and-set (from
 * `expectedFrom`, or the status it has now), the history row, then what the move means: a
 * cancelled or rejected order gives back what it took, a delivered one earns its points and
 * counts as paid. The customer is told unless they made the change themselves.
 */
export async function changeOrderStatus(
  scope: MutationScope,
  orderId: number,
  to: number,
  actor: Actor,
  options: { expectedFrom?: number; note?: string | null; field?: string } = {},
): Promise<OrderRow> {
  const { tx } = scope;
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId));
  if (!order) throw notFound();
  const from = options.expectedFrom ?? order.status;
  await transition(tx, ORDER_MACHINE, orderEntity(orderId), from, to, actor, options.note ?? null, {
    field: options.field,
  });
  if (to === ORDER_STATUS.cancelled || to === ORDER_STATUS.rejected) await giveBack(scope, order, actor);
  if (to === ORDER_STATUS.delivered) await complete(tx, order);
  await tx.update(orders).set({ updatedAt: new Date() }).where(eq(orders.id, orderId));
  const text = STATUS_PUSH[to];
  if (text && actor.kind !== 'customer') {
    const fill = (s: string) => s.replace('{id}', String(orderId));
    await enqueueCustomerPush(scope, order.customerId, {
      key: `order-status:${orderId}:${to}`,
      title: { ar: 'طلبك', en: 'Your order' },
      body: { ar: fill(text.ar), en: fill(text.en) },
      data: { order_id: String(orderId), status: String(to) },
    });
  }
  return { ...order, status: to };
}

/** The statuses a customer may still cancel from: before a pharmacist has accepted the order. */
const CUSTOMER_CANCELLABLE: readonly number[] = [ORDER_STATUS.awaiting_payment, ORDER_STATUS.in_progress];

/** The customer cancels their own order while it has not been accepted. */
export async function cancelMyOrder(ctx: CustomerContext, id: number): Promise<ShopOrder> {
  await mutate(ctx, { action: 'cancel order', mode: 'update', subject: 'orders' }, async (scope) => {
    const [order] = await scope.tx
      .select({ status: orders.status })
      .from(orders)
      .where(and(eq(orders.id, id), eq(orders.customerId, ctx.session.id)));
    if (!order) throw notFound();
    if (!CUSTOMER_CANCELLABLE.includes(order.status)) {
      throw new AppError(409, 'order_not_cancellable', {
        status: statusOf(ORDER_MACHINE, order.status)?.label ?? { ar: '', en: '' },
      });
    }
    const actor = { kind: 'customer' as const, id: ctx.session.id, name: ctx.session.name };
    await changeOrderStatus(scope, id, ORDER_STATUS.cancelled, actor, { expectedFrom: order.status });
    scope.describe(id, `#${id}`);
  });
  return readMyOrder(ctx, id);
}

// ---------------------------------------------------------------------------------------------
// Reading.

function orderQuery(db: DbOrTx) {
  return db
    .select({ order: orders, branch: branches, city: deliveryCities.name, district: deliveryDistricts.name })
    .from(orders)
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(deliveryCities, eq(deliveryCities.id, orders.cityId))
    .innerJoin(deliveryDistricts, eq(deliveryDistricts.id, orders.districtId));
}

const money = halalasToText;

/** An order as its customer reads it: every figure, its lines as sold, and its status history. */
async function shopOrderOf(ctx: ServiceContext, db: DbOrTx, id: number, customerId: number): Promise<ShopOrder> {
  const [row] = await orderQuery(db).where(and(eq(orders.id, id), eq(orders.customerId, customerId)));
  if (!row) throw notFound();
  const { order, branch } = row;
  const locale = ctx.locale;
  const [lines, history] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, id)).orderBy(asc(orderLines.id)),
    statusHistoryOf(db, 'order', id),
  ]);
  return {
    id: order.id,
    status: { id: order.status, name: statusName(order.status, locale) },
    created_at: order.createdAt.toISOString(),
    payment_method: { key: order.paymentMethod, title: PAYMENT_METHOD_TITLES[order.paymentMethod][locale] },
    payment_status: order.paymentStatus,
    tran_ref: order.tranRef,
    branch: { id: branch.id, code: branch.code, name: pick(branch.name, locale) },
    address: {
      city: pick(row.city, locale),
      district: pick(row.district, locale),
      details: order.addressDetails,
      latitude: order.latitude,
      longitude: order.longitude,
    },
    wasfy: order.wasfy,
    prescription_id: order.prescriptionId,
    coupon_code: order.couponCode,
    total_before_discount: money(order.totalBeforeDiscount),
    offer_discount: money(order.offerDiscount),
    coupon_discount: money(order.couponDiscount),
    discount: money(order.offerDiscount + order.couponDiscount),
    total_after_discount: money(order.totalAfterDiscount),
    delivery_price: money(order.deliveryPrice),
    total_after_vat: money(order.totalAfterVat),
    vat: money(order.vat),
    price_before_vat: money(order.priceBeforeVat),
    points_redeemed: order.pointsRedeemed,
    points_amount: money(order.pointsAmount),
    wallet_amount: money(order.walletAmount),
    amount_due: money(order.amountDue),
    notes: order.notes,
    lines: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product_code: line.productCode,
      name: pick(line.name, locale),
      image: line.image ? ctx.files.publicUrl(line.image) : null,
      price: money(line.unitPrice),
      quantity: line.quantity,
      total: money(line.total),
      offer_discount: money(line.offerDiscount),
      coupon_discount: money(line.couponDiscount),
      amount: money(line.amount),
      price_before_vat: money(line.priceBeforeVat),
      vat: money(line.vat),
      wasfy: line.wasfy,
      source: line.source,
    })),
    history: history.map((step) => ({
      status: { id: step.toStatus, name: statusName(step.toStatus, locale) },
      at: step.at.toISOString(),
    })),
  };
}

export const readMyOrder = (ctx: CustomerContext, id: number) => shopOrderOf(ctx, ctx.db, id, ctx.session.id);

/** The customer's orders, newest first. */
export function myOrders(ctx: CustomerContext, query: PageQuery): Promise<PageAnswer<ShopOrderSummary>> {
  const mine = eq(orders.customerId, ctx.session.id);
  const linesCount = sql<number>`(select count(*)::int from order_lines where order_lines.order_id = orders.id)`;
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select({ order: orders, linesCount })
          .from(orders)
          .where(mine)
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(orders).where(mine))[0]?.n ?? 0,
    },
    ({ order, linesCount: n }) => ({
      id: order.id,
      status: { id: order.status, name: statusName(order.status, ctx.locale) },
      created_at: order.createdAt.toISOString(),
      payment_method: { key: order.paymentMethod, title: PAYMENT_METHOD_TITLES[order.paymentMethod][ctx.locale] },
      payment_status: order.paymentStatus,
      total_after_vat: money(order.totalAfterVat),
      amount_due: money(order.amountDue),
      lines_count: n,
      wasfy: order.wasfy,
    }),
  );
}
