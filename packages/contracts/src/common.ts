import { z } from 'zod';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

/** Flags travel as 1/0 (also "1"/"0", true/false from forms). */
export const flag = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false']), z.boolean()])
  .transform((v) => (v === 1 || v === '1' || v === 'true' || v === true ? 1 : 0));

/** PostgreSQL `integer` (int4) bounds: every id and integer column. */
export const INT32_MIN = -2_147_483_648;
export const INT32_MAX = 2_147_483_647;

/** Any integer that fits an `integer` column; arrives as a number or a form/query string. */
export const int32 = z.coerce.number().int().min(INT32_MIN).max(INT32_MAX);

/** A row id (serial): a positive int32. A path id out of range is "not found", a field id "invalid". */
export const id = z.coerce.number().int().positive().max(INT32_MAX);

/** An optional id filter or field: an empty value (`?category_id=`) means none. */
export const optionalId = z.preprocess((v) => (v === '' ? undefined : v), id.optional());

export const idParam = z.object({ id });

/** `page` from 1, `limit` default 10, at most 100; both arrive as query strings. */
export const pageQuery = z.object({
  page: id.default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuery>;

export interface DataAnswer<T> {
  data: T;
}
export interface PageAnswer<T> {
  data: T[];
  total: number;
}
export interface ErrorAnswer {
  message: string;
  errors?: Record<string, string[]>;
}
