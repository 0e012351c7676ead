import type { AvailabilityItem, Locale, PageQuery } from '@app/contracts';
import { and, count, desc, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { availabilityRequests, products } from '../../../db/schema/index';
import { notFound } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import type { EmailPayload, OutboxMessage } from '../../../kernel/outbox';
import { pageOf } from '../../../kernel/paging';
import { pick } from '../../../lib/translations';

function toItem(
  locale: Locale,
  row: { request: typeof availabilityRequests.$inferSelect; product: typeof products.$inferSelect },
): AvailabilityItem {
  return {
    id: row.request.id,
    name: row.request.name,
    email: row.request.email,
    mobile: row.request.mobile,
    created_at: row.request.createdAt.toISOString(),
    notified_at: row.request.notifiedAt?.toISOString() ?? null,
    product: { id: row.product.id, code: row.product.code, name: pick(row.product.name, locale) },
  };
}

/** GET /admin/check-availabilities: newest first. */
export function listAvailabilityRequests(ctx: AdminContext, query: PageQuery) {
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select({ request: availabilityRequests, product: products })
          .from(availabilityRequests)
          .innerJoin(products, eq(products.id, availabilityRequests.productId))
          .orderBy(desc(availabilityRequests.id))
          .limit(limit)
          .offset(offset),
      count: async () => (await ctx.db.select({ n: count() }).from(availabilityRequests))[0]?.n ?? 0,
    },
    (row) => toItem(ctx.locale, row),
  );
}

export function deleteAvailabilityRequest(ctx: AdminContext, id: number): Promise<void> {
  return mutate(
    ctx,
    { action: 'list availability requests', mode: 'delete', subject: 'availability requests' },
    async (scope) => {
      const [row] = await scope.tx.delete(availabilityRequests).where(eq(availabilityRequests.id, id)).returning();
      if (!row) throw notFound();
      scope.describe(id, row.name);
    },
  );
}

const BACK_IN_STOCK = {
  ar: (product: string) => ({
    subject: `عاد ${product} إلى المخزون`,
    text: `مرحبًا،\n\nطلبت أن نخبرك حين يتوفر ${product}. لقد عاد إلى المخزون ويمكنك طلبه الآن من تطبيق المتجر.\n\nمع تحيات فريق الصيدلية`,
  }),
  en: (product: string) => ({
    subject: `${product} is back in stock`,
    text: `Hello,\n\nYou asked us to tell you when ${product} is available. It is back in stock and you can order it now in the shop app.\n\nThe pharmacy team`,
  }),
};

/**
 * In the stock write's transaction: every pending request of the products back in stock that has an
 * e-mail gets one message in the outbox (its key makes a second enqueue do nothing), and is marked
 * notified. Requests with only a mobile wait for the push and SMS channels.
 */
export async function notifyBackInStock(
  tx: Tx,
  enqueue: (...messages: OutboxMessage[]) => Promise<void>,
  productIds: readonly number[],
): Promise<number> {
  if (productIds.length === 0) return 0;
  const pending = await tx
    .select({ request: availabilityRequests, product: products })
    .from(availabilityRequests)
    .innerJoin(products, eq(products.id, availabilityRequests.productId))
    .where(
      and(
        inArray(availabilityRequests.productId, [...productIds]),
        isNull(availabilityRequests.notifiedAt),
        isNotNull(availabilityRequests.email),
      ),
    )
    .for('update', { of: availabilityRequests });
  if (pending.length === 0) return 0;
  await enqueue(
    ...pending.map(({ request, product }): OutboxMessage => {
      const language: Locale = request.locale === 'en' ? 'en' : 'ar';
      const payload: EmailPayload = { to: request.email, ...BACK_IN_STOCK[language](product.name[language]), language };
      return { channel: 'email', payload, dedupeKey: `back-in-stock:${request.id}` };
    }),
  );
  await tx
    .update(availabilityRequests)
    .set({ notifiedAt: new Date() })
    .where(
      inArray(
        availabilityRequests.id,
        pending.map((row) => row.request.id),
      ),
    );
  return pending.length;
}
