import type { AvailabilityItem, AvailabilityQuery, Locale } from '@app/contracts';
import { and, count, desc, eq, ilike, inArray, isNotNull, isNull, like, or } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../../db/client';
import { availabilityRequests, products } from '../../../db/schema/index';
import { AppError, notFound } from '../../../errors';
import type { AdminContext, CustomerContext } from '../../../kernel/context';
import { mutate } from '../../../kernel/mutate';
import type { EmailPayload, OutboxMessage } from '../../../kernel/outbox';
import { pageOf } from '../../../kernel/paging';
import { rekeyRows } from '../../../kernel/search-keys';
import { containsPattern, prefixPattern, searchKey } from '../../../lib/arabic-search';
import { pick } from '../../../lib/translations';
import { customerRecord } from '../customers/public';
import { enqueueCustomerPush } from '../push/public';
import { productForSale } from './public';

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

/** A request's search key: the requester's name, e-mail and mobile (also as `05…`), folded. */
const requestKeyOf = (request: { name: string; email: string | null; mobile: string | null }) =>
  searchKey(request.name, request.email, request.mobile, request.mobile?.replace(/^\+966/, '0'));

/**
 * GET /admin/check-availabilities: newest first; `search` matches the requester's name, e-mail or
 * mobile, or the product's name, or the start of its code.
 */
export function listAvailabilityRequests(ctx: AdminContext, query: AvailabilityQuery) {
  const pattern = containsPattern(query.search);
  const code = prefixPattern(query.search);
  const where =
    pattern && code
      ? or(like(availabilityRequests.searchKey, pattern), like(products.nameKey, pattern), ilike(products.code, code))
      : undefined;
  return pageOf(
    query,
    {
      rows: (limit, offset) =>
        ctx.db
          .select({ request: availabilityRequests, product: products })
          .from(availabilityRequests)
          .innerJoin(products, eq(products.id, availabilityRequests.productId))
          .where(where)
          .orderBy(desc(availabilityRequests.id))
          .limit(limit)
          .offset(offset),
      count: async () =>
        (
          await ctx.db
            .select({ n: count() })
            .from(availabilityRequests)
            .innerJoin(products, eq(products.id, availabilityRequests.productId))
            .where(where)
        )[0]?.n ?? 0,
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

/** The push version: the title as the e-mail's subject, in each device's language. */
const BACK_IN_STOCK_PUSH_BODY = { ar: 'يمكنك طلبه الآن من تطبيق المتجر.', en: 'You can order it now in the shop app.' };

/**
 * In the stock write's transaction: every pending request of the products back in stock that has an
 * e-mail gets one message in the outbox (its key makes a second enqueue do nothing), and one made by
 * a signed-in customer also a push to their devices; a request reached either way is marked notified.
 * Requests with only a mobile (or a customer without a device) wait for the SMS channel.
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
        or(isNotNull(availabilityRequests.email), isNotNull(availabilityRequests.customerId)),
      ),
    )
    .for('update', { of: availabilityRequests });
  if (pending.length === 0) return 0;
  const emailed = pending.filter(({ request }) => request.email);
  await enqueue(
    ...emailed.map(({ request, product }): OutboxMessage => {
      const language: Locale = request.locale === 'en' ? 'en' : 'ar';
      const payload: EmailPayload = { to: request.email, ...BACK_IN_STOCK[language](product.name[language]), language };
      return { channel: 'email', payload, dedupeKey: `back-in-stock:${request.id}` };
    }),
  );
  const pushed = new Set<number>();
  for (const { request, product } of pending) {
    if (request.customerId === null) continue;
    const devices = await enqueueCustomerPush({ tx, enqueue }, request.customerId, {
      key: `back-in-stock:${request.id}`,
      title: { ar: BACK_IN_STOCK.ar(product.name.ar).subject, en: BACK_IN_STOCK.en(product.name.en).subject },
      body: BACK_IN_STOCK_PUSH_BODY,
      data: { kind: 'back_in_stock', product_id: String(product.id) },
    });
    if (devices > 0) pushed.add(request.id);
  }
  const notified = pending
    .filter(({ request }) => request.email || pushed.has(request.id))
    .map((row) => row.request.id);
  if (notified.length === 0) return 0;
  await tx
    .update(availabilityRequests)
    .set({ notifiedAt: new Date() })
    .where(inArray(availabilityRequests.id, notified));
  return notified.length;
}

/**
 * Asks to be told when an out-of-stock product returns (by e-mail and push, once). A product in
 * stock needs no request; a second open request for the same product is the first one.
 */
export function requestAvailability(ctx: CustomerContext, productId: number) {
  return mutate(ctx, { action: 'notify me', mode: 'create', subject: 'availability requests' }, async (scope) => {
    const product = await productForSale(scope.tx, productId);
    if (product.stockTotal > 0) throw new AppError(409, 'product_in_stock');
    const customer = await customerRecord(scope.tx, ctx.session.id);
    const [created] = await scope.tx
      .insert(availabilityRequests)
      .values({
        productId,
        customerId: customer.id,
        name: customer.name,
        email: customer.email,
        mobile: customer.mobile,
        searchKey: requestKeyOf(customer),
        locale: ctx.locale,
      })
      .onConflictDoNothing()
      .returning({ id: availabilityRequests.id });
    scope.describe(productId, product.name.ar);
    return { created: created !== undefined };
  });
}

/** Keys every request for the staff search (at start-up: rows from before the key, or demo rows). */
export function rekeyAvailabilityRequests(db: DbOrTx): Promise<number> {
  return rekeyRows(
    () =>
      db
        .select({
          id: availabilityRequests.id,
          key: availabilityRequests.searchKey,
          name: availabilityRequests.name,
          email: availabilityRequests.email,
          mobile: availabilityRequests.mobile,
        })
        .from(availabilityRequests),
    requestKeyOf,
    (id, searchKey) => db.update(availabilityRequests).set({ searchKey }).where(eq(availabilityRequests.id, id)),
  );
}
