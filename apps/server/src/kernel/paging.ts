import type { PageAnswer, PageQuery } from '@app/contracts';

/**
 * A page of a list as the API answers it (`{ data, total }`): the rows of `page` (from 1) and the
 * count of every row, read side by side.
 */
export async function pageOf<Row, Item = Row>(
  query: PageQuery,
  load: { rows(limit: number, offset: number): Promise<Row[]>; count(): Promise<number> },
  toItem: (row: Row) => Item = (row) => row as unknown as Item,
): Promise<PageAnswer<Item>> {
  const [rows, total] = await Promise.all([load.rows(query.limit, (query.page - 1) * query.limit), load.count()]);
  return { data: rows.map(toItem), total };
}
