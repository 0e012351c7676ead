import type { PageAnswer } from '@app/contracts';
import type { ComboboxItem, MantineColor } from '@mantine/core';
import type { Key, ReactNode } from 'react';
import type { OptionsQuery } from '../fields/select-field';
import type { ListParams } from '../resource';
import type { PermissionRule } from '../session';
import type { TranslationKey } from '../translation-key';

export interface Column<Row> {
  key: string;
  /** i18n key of the column header. */
  header: TranslationKey;
  /** Cell content; by default the row's `key` property as text. */
  render?(row: Row): ReactNode;
  width?: number | string;
  /** Logical alignment, so it follows the reading direction. */
  align?: 'start' | 'center' | 'end';
  /** Sortable by this column: `true` sends the column's key as `?sort=`, a string sends that name. */
  sortable?: boolean | string;
}

interface RowActionConfirm<Row> {
  /** i18n key of the question, e.g. 'users:delete_confirm'. */
  message: TranslationKey;
  /** i18n key of the confirm button; "Delete" by default. */
  confirmLabel?: TranslationKey;
  /** i18n key of the way back, when "Cancel" would read like the action ("Keep order" beside "Cancel order"). */
  cancelLabel?: TranslationKey;
  run(row: Row): Promise<unknown> | unknown;
}

export interface RowAction<Row> {
  key: string;
  /** i18n key of the button's name. */
  label: TranslationKey;
  icon: ReactNode;
  color?: MantineColor;
  /** Staff without it do not see the button. */
  permission?: PermissionRule;
  hidden?(row: Row): boolean;
  onClick?(row: Row): void;
  /** Ask first; the table shows the confirmation and a red notification if `run` fails. */
  confirm?: RowActionConfirm<Row>;
}

/** One of a bulk action's choices, e.g. a status of `bulkStatusAction`. */
interface BulkActionChoice {
  value: string;
  /** Already in the interface language. */
  label: string;
}

/** A button of the bulk bar, acting on the ticked rows (`DataTable bulkActions`). */
export interface BulkAction {
  key: string;
  /** i18n key of the button's name. */
  label: TranslationKey;
  icon?: ReactNode;
  color?: MantineColor;
  /** Staff without it do not see the button (nor the ticks, when no bulk action is left). */
  permission?: PermissionRule;
  /** A menu of choices (e.g. the status to move to); `run` gets the chosen value. */
  choices?: readonly BulkActionChoice[];
  /** Ask first: i18n key of the question, given `count` and `formatted`. */
  confirm?: TranslationKey;
  /** i18n key of the confirmation's button; the action's label by default. */
  confirmLabel?: TranslationKey;
  /** The selection is cleared once it succeeds; a failure is shown with the server's message. */
  run(keys: Key[], choice?: string): Promise<unknown> | unknown;
}

export interface SelectFilter {
  type?: 'select';
  /** Query parameter name, sent to the API as is. */
  name: string;
  /** i18n key of the filter's label. */
  label: TranslationKey;
  options: ComboboxItem[] | OptionsQuery;
}

/** A period picked on one calendar, kept in the URL and sent as two `YYYY-MM-DD` parameters. */
export interface DateRangeFilter {
  type: 'date-range';
  /** Query parameter names of the two ends, e.g. `from` and `to`. */
  from: string;
  to: string;
  /** i18n key of the filter's label. */
  label: TranslationKey;
}

/** An on/off filter: `?name=1` while on, no parameter while off (the server's default). */
export interface SwitchFilter {
  type: 'switch';
  /** Query parameter name, sent to the API as is. */
  name: string;
  /** i18n key of the switch's label. */
  label: TranslationKey;
}

/**
 * A number or money range (`price_from`/`price_to`) kept in the URL. Money is typed in riyals
 * (Arabic-Indic digits too) and sent as decimal riyals (`19.50`), read by the contracts' parsing.
 */
export interface RangeFilter {
  type: 'range';
  from: string;
  to: string;
  /** i18n key of the filter's label. */
  label: TranslationKey;
  money?: boolean;
}

/** A text box of its own (a second search: the code beside the name), sent after a short pause. */
interface TextFilter {
  type: 'text';
  /** Query parameter name, sent to the API as is. */
  name: string;
  /** i18n key of the box's label (also its placeholder). */
  label: TranslationKey;
}

export type TableFilter = SelectFilter | DateRangeFilter | RangeFilter | SwitchFilter | TextFilter;

/** The URL / API parameter names a filter uses. */
export function filterParams(filter: TableFilter): string[] {
  return filter.type === 'date-range' || filter.type === 'range' ? [filter.from, filter.to] : [filter.name];
}

/** What the table needs from a list query (TanStack Query's result satisfies it). */
export interface ListQuery<Row> {
  data: PageAnswer<Row> | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  isPlaceholderData: boolean;
  refetch(): unknown;
}

export interface ListSource<Row> {
  useList(params: ListParams): ListQuery<Row>;
}
