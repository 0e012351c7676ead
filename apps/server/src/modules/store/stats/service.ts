import {
  type DashboardItem,
  type DashboardPeriod,
  type DashboardQuery,
  DEFAULT_REPORT_RANGE_DAYS,
  halalasToText,
  MAX_REPORT_RANGE_DAYS,
  ORDER_MACHINE,
  ORDER_STATUS,
  REPORT_TOP_COUNT,
  type StoreReportItem,
  type StoreReportQuery,
} from '@app/contracts';
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../../db/client';
import type { Bilingual } from '../../../db/schema/columns';
import { branches, customers, orderLines, orders, productCount, products } from '../../../db/schema/index';
import { fieldError } from '../../../errors';
import type { AdminContext } from '../../../kernel/context';
import { atGroupTime, groupDay, groupDayStart, groupNextDayStart } from '../../../kernel/group-time';
import { pick } from '../../../lib/translations';

// The store's dashboard and reports (store-admin.md, "Dashboard" and "Reports"). Every figure is
// read from the orders as they are now; days and hours are Riyadh's (UTC+3, no daylight saving).
// A sale is a delivered order, its total with VAT and delivery: the customers list's buying
// amount and the loyalty points count the same (docs/decisions.md, "Store statistics and reports").

const DELIVERED = ORDER_STATUS.delivered;
const DAY_MS = 86_400_000;

const shift = (day: string, days: number) =>
  new Date(new Date(`${day}T00:00:00Z`).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/**
 * The days a period covers, up to and including today: today alone; the week from its Sunday (the
 * Saudi working week has started on Sunday since 2013); the month from its first day.
 */
export function periodDays(period: DashboardPeriod, now: Date = new Date()): { from: string; to: string } {
  const today = groupDay(now);
  if (period === 'today') return { from: today, to: today };
  if (period === 'month') return { from: `${today.slice(0, 8)}01`, to: today };
  const weekday = new Date(`${today}T00:00:00Z`).getUTCDay(); // 0 is Sunday
  return { from: shift(today, -weekday), to: today };
}

/** Orders placed within the group's days `from`..`to`, both included. */
function placedWithin(from: string, to: string): SQL {
  return and(gte(orders.createdAt, groupDayStart(from)), lt(orders.createdAt, groupNextDayStart(to)))!;
}

/** A sum of halalas from PostgreSQL (a bigint, read as text by the drivers) as a number. */
const halalas = (value: unknown) => Number(value ?? 0);

const groupDate = sql<string>`to_char(${atGroupTime(orders.createdAt)}, 'YYYY-MM-DD')`;
const deliveredTotal = sql<string>`coalesce(sum(${orders.totalAfterVat}) filter (where ${orders.status} = ${DELIVERED}), 0)::bigint`;

/** GET /admin/dashboard: the period's orders, sales and new customers, by day and by status. */
export async function dashboard(
  ctx: AdminContext,
  query: DashboardQuery,
  now: Date = new Date(),
): Promise<DashboardItem> {
  const { from, to } = periodDays(query.period, now);
  const within = placedWithin(from, to);
  const [groups, [users]] = await Promise.all([
    // One row per day and status: at most 31 × 7, folded below into both series.
    ctx.db
      .select({ day: groupDate, status: orders.status, orders: count(), sales: deliveredTotal })
      .from(orders)
      .where(within)
      .groupBy(sql`1`, orders.status),
    ctx.db
      .select({ n: count() })
      .from(customers)
      .where(
        and(
          gte(customers.createdAt, groupDayStart(from)),
          lt(customers.createdAt, groupNextDayStart(to)),
          isNull(customers.anonymisedAt),
        ),
      ),
  ]);
  const perDay = new Map<string, { orders: number; sales: number }>();
  const perStatus = new Map<number, number>();
  for (const group of groups) {
    const entry = perDay.get(group.day) ?? { orders: 0, sales: 0 };
    entry.orders += group.orders;
    entry.sales += halalas(group.sales);
    perDay.set(group.day, entry);
    perStatus.set(group.status, (perStatus.get(group.status) ?? 0) + group.orders);
  }
  const days: DashboardItem['sales_per_day'] = [];
  let totalOrders = 0;
  let totalSales = 0;
  for (let day = from; day <= to; day = shift(day, 1)) {
    const entry = perDay.get(day) ?? { orders: 0, sales: 0 };
    totalOrders += entry.orders;
    totalSales += entry.sales;
    days.push({ day, sales: halalasToText(entry.sales), orders: entry.orders });
  }
  return {
    period: query.period,
    from,
    to,
    no_of_orders: totalOrders,
    sales: halalasToText(totalSales),
    no_of_users: users?.n ?? 0,
    sales_per_day: days,
    orders_by_status: ORDER_MACHINE.statuses.map((status) => ({
      status: { id: status.id, name: status.label[ctx.locale] },
      count: perStatus.get(status.id) ?? 0,
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// GET /admin/report

/** Quantity first, then sales, then the code: the best sellers' order. */
function bySales(
  a: { quantity: number; sales: number; code: string },
  b: { quantity: number; sales: number; code: string },
) {
  return b.quantity - a.quantity || b.sales - a.sales || (a.code < b.code ? -1 : a.code > b.code ? 1 : 0);
}

async function mostSellingProducts(ctx: AdminContext, within: SQL) {
  const quantity = sql<number>`sum(${orderLines.quantity})::int`;
  const sales = sql<string>`sum(${orderLines.amount})::bigint`;
  const delivered = ctx.db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.status, DELIVERED), within));
  // The range's orders first, then their lines through the lines' order index (joined, the planner
  // read every line ever to keep a month's), summed by product id (an integer: twice as fast as by
  // code). Lines of products since deleted have no id: summed apart by code, through their own index.
  const ofDelivered = sql`${orderLines.orderId} = any(array(${delivered}))`;
  const [kept, gone] = await Promise.all([
    ctx.db
      .select({ productId: orderLines.productId, quantity, sales })
      .from(orderLines)
      .where(and(ofDelivered, isNotNull(orderLines.productId)))
      .groupBy(orderLines.productId)
      .orderBy(desc(quantity), desc(sales), orderLines.productId)
      .limit(REPORT_TOP_COUNT),
    ctx.db
      .select({ code: orderLines.productCode, quantity, sales })
      .from(orderLines)
      .where(and(ofDelivered, isNull(orderLines.productId)))
      .groupBy(orderLines.productCode)
      .orderBy(desc(quantity), desc(sales), orderLines.productCode)
      .limit(REPORT_TOP_COUNT),
  ]);
  const catalogue =
    kept.length === 0
      ? []
      : await ctx.db
          .select({ id: products.id, code: products.code, name: products.name })
          .from(products)
          .where(
            inArray(
              products.id,
              kept.map((row) => row.productId!),
            ),
          );
  const byId = new Map(catalogue.map((product) => [product.id, product]));
  const current = kept.flatMap((row) => {
    const product = byId.get(row.productId!);
    // Deleted since the lines were summed: its lines now count among the deleted products'.
    if (!product) return [];
    return [
      { id: product.id, code: product.code, name: product.name, quantity: row.quantity, sales: halalas(row.sales) },
    ];
  });
  // A deleted product keeps the name its last line was sold under.
  const goneCodes = gone.map((row) => row.code);
  const soldAs =
    goneCodes.length === 0
      ? new Map<string, Bilingual>()
      : new Map(
          (
            await ctx.db
              .selectDistinctOn([orderLines.productCode], { code: orderLines.productCode, name: orderLines.name })
              .from(orderLines)
              .where(and(inArray(orderLines.productCode, goneCodes), isNull(orderLines.productId)))
              .orderBy(orderLines.productCode, desc(orderLines.id))
          ).map((line) => [line.code, line.name]),
        );
  const deleted = gone.map((row) => ({
    id: null,
    code: row.code,
    name: soldAs.get(row.code) ?? null,
    quantity: row.quantity,
    sales: halalas(row.sales),
  }));
  return [...current, ...deleted]
    .sort(bySales)
    .slice(0, REPORT_TOP_COUNT)
    .map((row) => ({
      id: row.id,
      name: row.name ? pick(row.name, ctx.locale) : row.code,
      code: row.code,
      quantity: row.quantity,
      sales: halalasToText(row.sales),
    }));
}

async function mostBuyingUsers(ctx: AdminContext, within: SQL) {
  const amount = sql<string>`sum(${orders.totalAfterVat})::bigint`;
  const top = await ctx.db
    .select({ customerId: orders.customerId, orders: count(), amount })
    .from(orders)
    .where(and(eq(orders.status, DELIVERED), within))
    .groupBy(orders.customerId)
    .orderBy(desc(amount), orders.customerId)
    .limit(REPORT_TOP_COUNT);
  if (top.length === 0) return [];
  const names = await ctx.db
    .select({ id: customers.id, name: customers.name })
    .from(customers)
    .where(
      inArray(
        customers.id,
        top.map((row) => row.customerId),
      ),
    );
  const nameOf = new Map(names.map((customer) => [customer.id, customer.name]));
  return top.map((row) => ({
    id: row.customerId,
    name: nameOf.get(row.customerId) ?? '',
    orders: row.orders,
    amount: halalasToText(halalas(row.amount)),
  }));
}

async function activeTimes(db: DbOrTx, within: SQL) {
  const hour = sql<number>`extract(hour from ${atGroupTime(orders.createdAt)})::int`;
  const rows = await db.select({ hour, orders: count() }).from(orders).where(within).groupBy(sql`1`);
  const byHour = new Map(rows.map((row) => [row.hour, row.orders]));
  return Array.from({ length: 24 }, (_, hour) => ({ hour, orders: byHour.get(hour) ?? 0 }));
}

/** The report's range: `to` today unless chosen, `from` 29 days before `to` unless chosen. */
export function reportRange(query: StoreReportQuery, now: Date = new Date()): { from: string; to: string } {
  const to = query.to ?? groupDay(now);
  return { from: query.from ?? shift(to, -(DEFAULT_REPORT_RANGE_DAYS - 1)), to };
}

/** GET /admin/report: the counters now, and the range's best sellers, best customers and busiest hours. */
export async function storeReport(
  ctx: AdminContext,
  query: StoreReportQuery,
  now: Date = new Date(),
): Promise<StoreReportItem> {
  const { from, to } = reportRange(query, now);
  if (from > to) throw fieldError('from', 'invalid');
  const days = (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS + 1;
  if (days > MAX_REPORT_RANGE_DAYS) throw fieldError('from', 'range_too_long', { max: MAX_REPORT_RANGE_DAYS });
  const within = placedWithin(from, to);
  const [[users], [openBranches], [catalogue], sellers, buyers, times] = await Promise.all([
    ctx.db.select({ n: count() }).from(customers).where(isNull(customers.anonymisedAt)),
    ctx.db.select({ n: count() }).from(branches).where(eq(branches.active, true)),
    ctx.db.select({ n: productCount.n }).from(productCount),
    mostSellingProducts(ctx, within),
    mostBuyingUsers(ctx, within),
    activeTimes(ctx.db, within),
  ]);
  return {
    from,
    to,
    users: users?.n ?? 0,
    branches: openBranches?.n ?? 0,
    products: Number(catalogue?.n ?? 0),
    most_selling_products: sellers,
    most_buying_users: buyers,
    most_active_times: times,
  };
}
