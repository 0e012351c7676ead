import { z } from 'zod';

export const LOCALES = ['ar', 'en'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'ar';

export const DEFAULT_PAGE_LIMIT = 10;
export const MAX_PAGE_LIMIT = 100;

/** `page` from 1, `limit` default 10, at most 100; both arrive as query strings. */
export const pageQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(DEFAULT_PAGE_LIMIT),
});
export type PageQuery = z.infer<typeof pageQuery>;

/** Flags travel as 1/0 (also "1"/"0", true/false from forms). */
export const flag = z
  .union([z.literal(0), z.literal(1), z.enum(['0', '1', 'true', 'false']), z.boolean()])
  .transform((v) => (v === 1 || v === '1' || v === 'true' || v === true ? 1 : 0));

export const idParam = z.object({ id: z.coerce.number().int().positive() });

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
