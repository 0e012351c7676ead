import {
  type AdminCartBody,
  type AdminOrderFilters,
  type AdminOrderItem,
  type AdminOrdersQuery,
  halalasToText,
  type Locale,
  MAX_CART_LINES,
  nextStatuses,
  ORDER_MACHINE,
  ORDER_STATUS,
  type OrderStatusItem,
  PAYMENT_METHOD_TITLES,
  type PageAnswer,
  PRESCRIPTION_MACHINE,
  type StateMachine,
  statusOf,
  type UpdateStatusBody,
} from '@app/contracts';
import { and, asc, count, desc, eq, gte, inArray, isNull, like, lt, lte, notInArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import {
  branches,
  cartItems,
  customers,
  deliveryCities,
  deliveryDistricts,
  orderCounts,
  orderLines,
  orders,
  products,
} from '../../../db/schema/index';
import { fieldError, forbidden, notFound } from '../../../errors';
import { staffActor } from '../../../kernel/actor';
import type { AdminContext } from '../../../kernel/context';
import { type ExportFile, keysetBatches } from '../../../kernel/export/index';
import { groupDateTime, groupDayStart, groupNextDayStart } from '../../../kernel/group-time';
import { mutate } from '../../../kernel/mutate';
import { pageOf } from '../../../kernel/paging';
import { containsPattern } from '../../../lib/arabic-search';
import { pick } from '../../../lib/translations';
import { movePrescription } from '../prescriptions/public';
import { enqueueCustomerPush } from '../push/public';
import { changeOrderStatus } from './order-service';

// The store back-office's orders list (store-admin.md, "Orders"): filters, each order with its
// customer, address link, branch, status and the moves staff may make, its figures and its lines.

const statusName = (id: number, locale: Locale) => statusOf(ORDER_MACHINE, id)?.label[locale] ?? String(id);

/** GET /admin/orderStatus: the statuses in the order of the flow, with the moves from each. */
export function orderStatuses(locale: Locale): OrderStatusItem[] {
  return ORDER_MACHINE.statuses.map((status) => ({
    id: status.id,
    key: status.key,
    name: status.label[locale],
    tone: status.tone,
    moves: [...nextStatuses(ORDER_MACHINE, status.id)],
  }));
}

/** A map link of a delivery position, opened from the list in a new tab. */
function mapLink(latitude: number | null, longitude: number | null): string | null {
  return latitude === null || longitude === null ? null : `https://www.google.com/maps?q=${latitude},${longitude}`;
}

function filtersOf(db: DbOrTx, query: AdminOrderFilters): SQL | undefined {
  const where: (SQL | undefined)[] = [];
  if (query.user_id !== undefined) where.push(eq(orders.customerId, query.user_id));
  if (query.order_status_id !== undefined) where.push(eq(orders.status, query.order_status_id));
  const pattern = containsPattern(query.username);
  if (pattern) {
    const named = db.select({ id: customers.id }).from(customers).where(like(customers.searchKey, pattern));
    where.push(inArray(orders.customerId, named));
  }
  if (query.from) where.push(gte(orders.createdAt, groupDayStart(query.from)));
  if (query.to) where.push(lt(orders.createdAt, groupNextDayStart(query.to)));
  return where.length > 0 ? and(...where) : undefined;
}

/** When each order took its current status: its last status-history row. */
const statusDate = sql<Date>`(select max(h.at) from status_history h where h.machine = 'order' and h.entity_id = orders.id)`;

export function orderRows(db: DbOrTx) {
  return db
    .select({
      order: orders,
      customer: customers,
      branch: { id: branches.id, code: branches.code, name: branches.name },
      city: deliveryCities.name,
      district: deliveryDistricts.name,
      statusDate,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(branches, eq(branches.id, orders.branchId))
    .innerJoin(deliveryCities, eq(deliveryCities.id, orders.cityId))
    .innerJoin(deliveryDistricts, eq(deliveryDistricts.id, orders.districtId));
}

export type OrderListRow = Awaited<ReturnType<ReturnType<typeof orderRows>['execute']>>[number];
export type LineRow = typeof orderLines.$inferSelect;

const money = halalasToText;

export function toItem(ctx: AdminContext, row: OrderListRow, lines: readonly LineRow[]): AdminOrderItem {
  const { order, customer, branch } = row;
  const locale = ctx.locale;
  const place = [pick(row.city, locale), pick(row.district, locale), order.addressDetails].filter(Boolean);
  return {
    id: order.id,
    user: {
      id: customer.id,
      name: customer.name,
      mobile: customer.mobile,
      birth_date: customer.birth,
      gender: customer.gender,
      city: customer.city,
    },
    address: mapLink(order.latitude, order.longitude),
    address_text: place.join(locale === 'ar' ? '، ' : ', '),
    branch: { id: branch.id, code: branch.code, name: pick(branch.name, locale) },
    status: { id: order.status, name: statusName(order.status, locale) },
    date: order.createdAt.toISOString(),
    status_date: new Date(row.statusDate ?? order.createdAt).toISOString(),
    moves: nextStatuses(ORDER_MACHINE, order.status).map((id) => ({ id, name: statusName(id, locale) })),
    payment_method: {
      key: order.paymentMethod,
      translation: { title: PAYMENT_METHOD_TITLES[order.paymentMethod][locale] },
    },
    payment_status: order.paymentStatus,
    price: money(order.totalAfterVat),
    wasfy: order.wasfy ? 1 : 0,
    discount: money(order.offerDiscount + order.couponDiscount),
    total_before_discount: money(order.totalBeforeDiscount),
    total_after_discount: money(order.totalAfterDiscount),
    delivery_price: money(order.deliveryPrice),
    total_after_vat: money(order.totalAfterVat),
    vat: money(order.vat),
    points_amount: money(order.pointsAmount),
    wallet_amount: money(order.walletAmount),
    amount_due: money(order.amountDue),
    coupon_code: order.couponCode,
    notes: order.notes,
    tran_ref: order.tranRef,
    details: lines.map((line) => ({
      id: line.id,
      product_id: line.productId,
      product: pick(line.name, locale),
      product_code: line.productCode,
      image: line.image ? ctx.files.publicUrl(line.image) : null,
      price: money(line.unitPrice),
      // The unit's part before VAT, in the same proportion as the line's (rounded once per line).
      price_before_vat: money(line.quantity > 0 ? Math.round(line.priceBeforeVat / line.quantity) : 0),
      quantity: line.quantity,
      amount: money(line.amount),
      vat: money(line.vat),
      discount: money(line.offerDiscount + line.couponDiscount),
      wasfy: line.wasfy ? 1 : 0,
      source: line.source,
    })),
  };
}

/**
 * GET /admin/orders: newest first, filtered; each page's lines read in one query. The page's ids
 * come from the orders alone (an index walk however deep the page) and only those are joined.
 */
export async function listOrders(ctx: AdminContext, query: AdminOrdersQuery): Promise<PageAnswer<AdminOrderItem>> {
  // A name's customers are a subquery, not a list of ids sent back: a common name matches thousands,
  // whose list costs more to send and plan than the page (PostgreSQL walks the newest orders against
  // them, or reads a few customers' orders, whichever is cheaper).
  let where = filtersOf(ctx.db, query);
  const pattern = containsPattern(query.username);
  const asked = { ...query, username: pattern ?? undefined };
  const only = (key: keyof AdminOrderFilters) =>
    (['user_id', 'order_status_id', 'username', 'from', 'to'] as const).every(
      (other) => other === key || asked[other] === undefined,
    );
  // The total from the kept counts (migration 0032) when only a status, or only a name, is asked.
  let keptTotal: (() => Promise<number>) | undefined;
  if (only('order_status_id')) {
    const status = query.order_status_id;
    keptTotal = async () =>
      (
        await ctx.db
          .select({ n: sql<number>`coalesce(sum(${orderCounts.n}), 0)::int` })
          .from(orderCounts)
          .where(status === undefined ? undefined : eq(orderCounts.status, status))
      )[0]?.n ?? 0;
  } else if (pattern && only('username')) {
    keptTotal = async () =>
      (
        await ctx.db
          .select({ n: sql<number>`coalesce(sum(${customers.ordersCount}), 0)::int` })
          .from(customers)
          .where(like(customers.searchKey, pattern))
      )[0]?.n ?? 0;
  }
  if (query.from || query.to) {
    // Newest first within days: walking the ids down from the newest order would cross every later
    // order to reach days long past. The days' lowest and highest ids (from the day index; `+ 0`
    // keeps PostgreSQL from seeking each end along the ids instead) bound the walk: every matching
    // order lies between them, so the answer is the same.
    const [span] = await ctx.db
      .select({ low: sql<number | null>`min(${orders.id} + 0)`, high: sql<number | null>`max(${orders.id} + 0)` })
      .from(orders)
      .where(where);
    if (span?.low === null || span?.low === undefined || span.high === null) return { data: [], total: 0 };
    where = and(where, gte(orders.id, span.low), lte(orders.id, span.high));
  }
  const page = await pageOf(query, {
    rows: async (limit, offset) => {
      const ids = (
        await ctx.db
          .select({ id: orders.id })
          .from(orders)
          .where(where)
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset)
      ).map((row) => row.id);
      return ids.length === 0 ? [] : orderRows(ctx.db).where(inArray(orders.id, ids)).orderBy(desc(orders.id));
    },
    count: keptTotal ?? (async () => (await ctx.db.select({ n: count() }).from(orders).where(where))[0]?.n ?? 0),
  });
  const ids = page.data.map((row) => row.order.id);
  const lines =
    ids.length === 0
      ? []
      : await ctx.db.select().from(orderLines).where(inArray(orderLines.orderId, ids)).orderBy(asc(orderLines.id));
  return {
    data: page.data.map((row) =>
      toItem(
        ctx,
        row,
        lines.filter((line) => line.orderId === row.order.id),
      ),
    ),
    total: page.total,
  };
}

// ---------------------------------------------------------------------------------------------
// Status changes and cancelling (PUT admin/updateStatus/{id}, GET or POST admin/delete_order/{id}).

type StatusChange = {
  id: number;
  status: { id: number; name: string };
  moves: { id: number; name: string }[];
  message: string;
};

function changeAnswer(
  ctx: AdminContext,
  machine: StateMachine,
  id: number,
  status: number,
  message: string,
): StatusChange {
  const name = (s: number) => statusOf(machine, s)?.label[ctx.locale] ?? String(s);
  return {
    id,
    status: { id: status, name: name(status) },
    moves: nextStatuses(machine, status).map((s) => ({ id: s, name: name(s) })),
    message,
  };
}

async function moveOrder(ctx: AdminContext, id: number, to: number, field: string): Promise<number> {
  return mutate(ctx, { action: 'manage orders', mode: 'update', subject: 'orders' }, async (scope) => {
    const [order] = await scope.tx.select({ status: orders.status }).from(orders).where(eq(orders.id, id));
    if (!order) throw notFound();
    // Only the gateway's confirmation sends an order paid online on to the pharmacy.
    if (order.status === ORDER_STATUS.awaiting_payment && to !== ORDER_STATUS.cancelled) {
      throw fieldError(field, 'awaiting_payment_locked');
    }
    await changeOrderStatus(scope, id, to, staffActor(ctx.actor), { expectedFrom: order.status, field });
    scope.describe(id, `#${id}`);
    return to;
  });
}

/**
 * Moves an order or a prescription (the body's `type`) along its state machine. Each needs its own
 * permission; a refused move says which moves there are, and of two staff moving one record at
 * once the second is told what it became (409).
 */
export async function updateStatus(ctx: AdminContext, id: number, body: UpdateStatusBody): Promise<StatusChange> {
  const machine = body.type === 'order' ? ORDER_MACHINE : PRESCRIPTION_MACHINE;
  const permission = body.type === 'order' ? 'manage orders' : 'manage prescriptions';
  if (!ctx.actor.permissions.has(permission)) throw forbidden();
  const status =
    body.type === 'order'
      ? await moveOrder(ctx, id, body.status, 'status')
      : await movePrescription(ctx, id, body.status);
  return changeAnswer(ctx, machine, id, status, ctx.t('status_changed', { status: statusOf(machine, status)!.label }));
}

/** Cancels an order (the list's cancel button): everything it took comes back, as the customer's own cancel. */
export async function cancelOrder(ctx: AdminContext, id: number): Promise<StatusChange> {
  await moveOrder(ctx, id, ORDER_STATUS.cancelled, 'status');
  return changeAnswer(ctx, ORDER_MACHINE, id, ORDER_STATUS.cancelled, ctx.t('order_cancelled', { id }));
}

// ---------------------------------------------------------------------------------------------
// Export (GET admin/export-orders): the list's filters, every matching order, newest first.

const EXPORT_HEADER: Record<Locale, string[]> = {
  ar: [
    'رقم الطلب',
    'التاريخ',
    'العميل',
    'الجوال',
    'العنوان',
    'الفرع',
    'الحالة',
    'طريقة الدفع',
    'الإجمالي (ر.س)',
    'الضريبة (ر.س)',
    'نوع الطلب',
  ],
  en: [
    'Order',
    'Date',
    'Customer',
    'Mobile',
    'Address',
    'Branch',
    'Status',
    'Payment method',
    'Total (SAR)',
    'VAT (SAR)',
    'Order type',
  ],
};
const ORDER_TYPE: Record<Locale, [string, string]> = { ar: ['عادي', 'وصفة طبية'], en: ['Regular', 'Prescription'] };

export function ordersExport(ctx: AdminContext, filters: AdminOrderFilters): ExportFile {
  const where = filtersOf(ctx.db, filters);
  const locale = ctx.locale;
  return {
    baseName: 'exported-orders',
    sheetName: locale === 'ar' ? 'الطلبات' : 'Orders',
    header: EXPORT_HEADER[locale],
    rightToLeft: locale === 'ar',
    batches: (async function* () {
      for await (const rows of keysetBatches(
        (after: number | null, limit) =>
          orderRows(ctx.db)
            .where(and(where, after === null ? undefined : lt(orders.id, after)))
            .orderBy(desc(orders.id))
            .limit(limit),
        (row) => row.order.id,
      )) {
        yield rows.map(({ order, customer, branch, city, district }) => [
          order.id,
          // The group's clock, not UTC: an order at 02:22 on 26 November in Riyadh is of the 26th.
          groupDateTime(order.createdAt),
          customer.name,
          customer.mobile,
          [pick(city, locale), pick(district, locale), order.addressDetails].filter(Boolean).join(' - '),
          branch.code,
          statusName(order.status, locale),
          PAYMENT_METHOD_TITLES[order.paymentMethod][locale],
          money(order.totalAfterVat),
          money(order.vat),
          ORDER_TYPE[locale][order.wasfy ? 1 : 0],
        ]);
      }
    })(),
  };
}

// ---------------------------------------------------------------------------------------------
// A prescription's medicines into the customer's cart (POST admin/cart).

/**
 * Sets each product's line in the customer's cart to the amount given, marked as the pharmacist's
 * (the app shows such lines apart), and tells the customer through the outbox. Products not for
 * sale are refused by position; nothing is written unless every product is.
 */
export function addToCustomerCart(ctx: AdminContext, body: AdminCartBody): Promise<{ message: string; lines: number }> {
  return mutate(ctx, { action: 'manage prescriptions', mode: 'update', subject: 'cart' }, async (scope) => {
    const [customer] = await scope.tx
      .select({ id: customers.id, name: customers.name })
      .from(customers)
      .where(and(eq(customers.id, body.user_id), isNull(customers.anonymisedAt)))
      // The customer's cart writes wait for this one (the shop's cart takes the same lock).
      .for('no key update');
    if (!customer) throw fieldError('user_id', 'invalid_choice');
    const ids = [...new Set(body.products.map((p) => p.product_id))];
    const forSale = await scope.tx
      .select({ id: products.id })
      .from(products)
      .where(and(inArray(products.id, ids), eq(products.active, true)));
    const known = new Set(forSale.map((p) => p.id));
    const missing = body.products.findIndex((p) => !known.has(p.product_id));
    if (missing >= 0) throw fieldError(`products[${missing}][product_id]`, 'invalid_choice');
    const lines = await scope.tx.$count(
      cartItems,
      and(eq(cartItems.customerId, customer.id), notInArray(cartItems.productId, ids)),
    );
    if (lines + ids.length > MAX_CART_LINES) throw fieldError('products', 'cart_full', { max: MAX_CART_LINES });
    for (const product of body.products) {
      await scope.tx
        .insert(cartItems)
        .values({
          customerId: customer.id,
          productId: product.product_id,
          quantity: product.amount,
          source: 'pharmacist',
          grantedQuantity: product.amount,
        })
        .onConflictDoUpdate({
          target: [cartItems.customerId, cartItems.productId],
          set: {
            quantity: product.amount,
            source: 'pharmacist',
            grantedQuantity: product.amount,
            updatedAt: new Date(),
          },
        });
    }
    await enqueueCustomerPush(scope, customer.id, {
      key: `prescription-cart:${customer.id}:${Date.now()}`,
      title: { ar: 'وصفتك جاهزة', en: 'Your prescription is ready' },
      body: {
        ar: 'أضاف الصيدلي أدوية وصفتك إلى سلتك؛ راجعها وأكمل الطلب.',
        en: "The pharmacist has put your prescription's medicines in your cart; check them and place the order.",
      },
      data: { route: 'cart' },
    });
    scope.describe(customer.id, customer.name);
    return { message: ctx.t('cart_filled', { count: ids.length }), lines: ids.length };
  });
}
