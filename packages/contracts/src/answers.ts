import { z } from 'zod';

/** `{ data: item }`: the answer of a detail, a create or an update. */
export const dataAnswer = <T extends z.ZodType>(item: T) => z.object({ data: item });

/** `{ data: [...], total }`: a paged list. */
export const pageAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), total: z.number().int() });

/** `{ data: [...] }`: a whole (unpaged) list. */
export const listAnswer = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item) });

/** `{ data: { message } }`: a delete or an action without a record to return. */
export const messageAnswer = z.object({ data: z.object({ message: z.string() }) });
