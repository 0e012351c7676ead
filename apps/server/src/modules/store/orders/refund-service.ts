import { halalasToText, type StaffEventPayload } from '@app/contracts';
import { and, eq } from 'drizzle-orm';
import { orders } from '../../../db/schema/index';
import type { MutationContext } from '../../../kernel/context';
import type { MutationScope } from '../../../kernel/mutate';
import { mutate } from '../../../kernel/mutate';
import { type ChannelHandler, notConfigured, SendFailure } from '../../../kernel/outbox';
import { type PaytabsConfig, PaytabsError, refundPayment } from '../../../lib/paytabs';
import { paymentCartId } from './records-service';

// A card payment taken for an order that will not be delivered (cancelled or rejected after it was
// paid, or paid after it was cancelled) goes back to the card, through the gateway's refund call.
// The order records it as owed in the transaction that closes it (or that records the late
// payment), with a refund request in the outbox; the outbox's worker asks the gateway, retrying with
// backoff until the gateway approves it, and the order is then marked refunded. Staff are told when
// the refund is owed and when it is made (docs/decisions.md, "Online card payment").

type OrderRow = typeof orders.$inferSelect;

interface RefundMessage extends Record<string, unknown> {
  order_id: number;
}

const returned = (order: Pick<OrderRow, 'id' | 'amountDue'>, refunded: boolean) =>
  ({
    order_id: order.id,
    amount: halalasToText(order.amountDue),
    refunded,
  }) satisfies StaffEventPayload<'admin.payment.returned'>;

/**
 * Inside the transaction that closes a card-paid order or records a payment for a closed one: the
 * card amount is owed back. Marks the order, writes the refund request to the outbox (once per
 * order), logs at warning and alerts staff once committed.
 */
export async function owesRefund(scope: MutationScope, order: Pick<OrderRow, 'id' | 'amountDue' | 'tranRef'>) {
  await scope.tx
    .update(orders)
    .set({ paymentStatus: 'refund_pending', updatedAt: new Date() })
    .where(eq(orders.id, order.id));
  await scope.enqueue({
    channel: 'refund',
    payload: { order_id: order.id } satisfies RefundMessage,
    dedupeKey: `refund:order:${order.id}`,
  });
  scope.ctx.log.warn(
    { order: order.id, tranRef: order.tranRef, amount: order.amountDue },
    'card payment of an order that will not be delivered: refund owed',
  );
  scope.publish('admin.payment.returned', returned(order, false));
}

/**
 * The outbox channel that makes refunds: asks the gateway to give back an order's card payment and
 * marks the order refunded. A refusal, a decline or no answer is retried by the outbox; an order no
 * longer owed a refund (refunded already) is done.
 */
export function refundChannel(context: () => MutationContext, config: PaytabsConfig | undefined): ChannelHandler {
  if (!config) return notConfigured('refund', 'PAYTABS_SERVER_KEY');
  return {
    async send(raw) {
      const orderId = (raw as Partial<RefundMessage>).order_id;
      if (typeof orderId !== 'number') throw new SendFailure('refund payload is not valid', true);
      const ctx = context();
      const [order] = await ctx.db.select().from(orders).where(eq(orders.id, orderId));
      if (order?.paymentStatus !== 'refund_pending') return;
      if (!order.tranRef) throw new SendFailure('refund owed for an order without a gateway reference', true);
      let refund: Awaited<ReturnType<typeof refundPayment>>;
      try {
        refund = await refundPayment(config, {
          tranRef: order.tranRef,
          cartId: paymentCartId(order.id),
          amount: order.amountDue,
          description: `Refund of order ${order.id}`,
        });
      } catch (error) {
        // The gateway's own words name no person; a 4xx other than a rate limit will not change by retrying.
        if (error instanceof PaytabsError) {
          const permanent =
            error.status !== undefined && error.status >= 400 && error.status < 500 && error.status !== 429;
          throw new SendFailure(error.message, permanent);
        }
        throw error;
      }
      if (!refund.approved) throw new SendFailure(`refund ${refund.tranRef} not approved (${refund.responseCode})`);
      await mutate(ctx, { action: 'refund payment', mode: 'update', subject: 'orders' }, async (scope) => {
        scope.describe(order.id, `#${order.id}`);
        const [done] = await scope.tx
          .update(orders)
          .set({ paymentStatus: 'refunded', refundRef: refund.tranRef, refundedAt: new Date(), updatedAt: new Date() })
          .where(and(eq(orders.id, order.id), eq(orders.paymentStatus, 'refund_pending')))
          .returning({ id: orders.id });
        if (!done) return;
        ctx.log.warn({ order: order.id, refundRef: refund.tranRef }, 'card payment refunded');
        scope.publish('admin.payment.returned', returned(order, true));
      });
    },
  };
}
