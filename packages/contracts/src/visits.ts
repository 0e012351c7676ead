import { z } from 'zod';

/** The pages whose visits are counted. */
export const VISIT_PAGE_KEYS = ['main_page', 'investor_relations', 'employment'] as const;
export type VisitPageKey = (typeof VISIT_PAGE_KEYS)[number];

/** GET /api/visits?page=…: counts one visit of a page. */
export const visitQuery = z.object({ page: z.enum(VISIT_PAGE_KEYS) });

/** The count after this visit. */
export const visitItem = z.object({
  page: z.enum(VISIT_PAGE_KEYS),
  /** Visits of the page today, this one included. */
  today: z.number().int(),
  /** Visits of the page on every day, this one included. */
  total: z.number().int(),
});
export type VisitItem = z.infer<typeof visitItem>;

// ---------------------------------------------------------------------------------------------
// Visit statistics (company back-office, /admin/main)

/** Longest range one statistics request covers. */
export const MAX_VISIT_RANGE_DAYS = 366;
/** The range shown when none is chosen: the last 30 days, today included. */
export const DEFAULT_VISIT_RANGE_DAYS = 30;

const day = z.iso.date();

/** GET /admin/visitStatistics?from=YYYY-MM-DD&to=YYYY-MM-DD (both optional). */
export const visitStatisticsQuery = z.object({ from: day.optional(), to: day.optional() });
export type VisitStatisticsQuery = z.infer<typeof visitStatisticsQuery>;

const visitPageStatistics = z.object({
  page: z.enum(VISIT_PAGE_KEYS),
  /** Every visit ever counted. */
  total: z.number().int(),
  /** Visits within the range. */
  range_total: z.number().int(),
  /** One entry per day of the range, oldest first, days without visits as 0. */
  daily: z.array(z.object({ day: z.string(), count: z.number().int() })),
});

export const visitStatisticsItem = z.object({
  from: z.string(),
  to: z.string(),
  pages: z.array(visitPageStatistics),
});
export type VisitStatisticsItem = z.infer<typeof visitStatisticsItem>;
