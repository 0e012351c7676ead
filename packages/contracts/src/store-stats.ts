import { z } from 'zod';
import { blankToUndefined, id } from './common';
import { moneyAnswer } from './money';

// The store back-office's dashboard (GET admin/dashboard, /store-admin/statistics) and reports
// (GET admin/report, /store-admin/reports). Days and hours are Riyadh wall-clock time. What counts
// as a sale, and the week's first day: docs/decisions.md, "Store statistics and reports".

const day = z.iso.date();

/** The dashboard's periods: today, the week so far (from Sunday), the month so far. */
export const DASHBOARD_PERIODS = ['today', 'week', 'month'] as const;
export type DashboardPeriod = (typeof DASHBOARD_PERIODS)[number];

/** GET /admin/dashboard?period=today|week|month (today when absent). */
export const dashboardQuery = z.object({
  period: z.preprocess(blankToUndefined, z.enum(DASHBOARD_PERIODS).default('today')),
});
export type DashboardQuery = z.infer<typeof dashboardQuery>;

const statusRef = z.object({ id: z.number().int(), name: z.string() });

export const dashboardItem = z.object({
  period: z.enum(DASHBOARD_PERIODS),
  /** The period's first and last day (`YYYY-MM-DD`, both included; the last is today). */
  from: z.string(),
  to: z.string(),
  /** Orders placed in the period, whatever their status now. */
  no_of_orders: z.number().int(),
  /** What the period's orders that were delivered came to, VAT and delivery included (riyals). */
  sales: moneyAnswer,
  /** Customers who signed up in the period (accounts since closed left out). */
  no_of_users: z.number().int(),
  /** One entry per day of the period, oldest first, days without orders as zeros. */
  sales_per_day: z.array(z.object({ day: z.string(), sales: moneyAnswer, orders: z.number().int() })),
  /** Every order status in the order of the flow, with how many of the period's orders are in it now. */
  orders_by_status: z.array(z.object({ status: statusRef, count: z.number().int() })),
});
export type DashboardItem = z.infer<typeof dashboardItem>;

/** The report's range when none is chosen: the last 30 days, today included. */
export const DEFAULT_REPORT_RANGE_DAYS = 30;
/** Longest range one report covers: a year, a leap one included. */
export const MAX_REPORT_RANGE_DAYS = 366;

const dayNumber = (value: string) => Math.round(Date.parse(`${value}T00:00:00Z`) / 86_400_000);

/**
 * GET /admin/report?from=YYYY-MM-DD&to=YYYY-MM-DD: Riyadh days, both included. `to` defaults to
 * today and `from` to 29 days before `to`; a range of more than a year is refused on `from`.
 */
export const storeReportQuery = z
  .object({
    from: z.preprocess(blankToUndefined, day.optional()),
    to: z.preprocess(blankToUndefined, day.optional()),
  })
  .superRefine((query, context) => {
    if (!query.from || !query.to) return;
    if (query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], params: { code: 'invalid' } });
    } else if (dayNumber(query.to) - dayNumber(query.from) + 1 > MAX_REPORT_RANGE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['from'],
        params: { code: 'range_too_long', max: MAX_REPORT_RANGE_DAYS },
      });
    }
  });
export type StoreReportQuery = z.infer<typeof storeReportQuery>;

/** How many entries each of the report's top lists holds at most. */
export const REPORT_TOP_COUNT = 10;

export const storeReportItem = z.object({
  /** The range the lists cover (the default one when none was asked for). */
  from: z.string(),
  to: z.string(),
  /** Customers with an account (closed accounts left out), branches open, products in the catalogue: now. */
  users: z.number().int(),
  branches: z.number().int(),
  products: z.number().int(),
  /** The products sold most in the range (units of delivered orders), the most first. */
  most_selling_products: z.array(
    z.object({
      /** Null when the product has since been deleted (its code and name are the order lines' copies). */
      id: id.nullable(),
      name: z.string(),
      code: z.string(),
      quantity: z.number().int(),
      sales: moneyAnswer,
    }),
  ),
  /** The customers whose delivered orders in the range came to the most, the most first. */
  most_buying_users: z.array(z.object({ id, name: z.string(), orders: z.number().int(), amount: moneyAnswer })),
  /** Orders placed in the range by hour of the day (0–23, Riyadh time): all 24 hours, in order. */
  most_active_times: z.array(z.object({ hour: z.number().int().min(0).max(23), orders: z.number().int() })),
});
export type StoreReportItem = z.infer<typeof storeReportItem>;
