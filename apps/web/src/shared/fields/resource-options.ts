import type { ComboboxItem } from '@mantine/core';
import type { ListQuery } from '../data-table/types';
import type { ListParams } from '../resource';
import type { OptionsQuery } from './select-field';

/** How many records a select offers at most; a longer list wants `RemoteAutocompleteField`. */
const OPTIONS_LIMIT = 100;

interface OptionSource<Row> {
  useList(params: ListParams, options?: { enabled?: boolean }): ListQuery<Row>;
}

/**
 * A resource's records as a select's options (`{ value: id, label }`): the first 100, of one parent
 * when `params` name it, none until `enabled` (a sub-category select waits for its category).
 */
export function useResourceOptions<Row extends { id: number | string }>(
  resource: OptionSource<Row>,
  label: (row: Row) => string,
  { params = {}, enabled = true }: { params?: Record<string, string | number>; enabled?: boolean } = {},
): OptionsQuery {
  const query = resource.useList({ page: 1, limit: OPTIONS_LIMIT, ...params }, { enabled });
  if (!enabled) return { data: [], isPending: false, isError: false };
  return {
    data: query.data?.data.map((row): ComboboxItem => ({ value: String(row.id), label: label(row) })),
    isPending: query.isPending,
    isError: query.isError,
  };
}
