import { DEFAULT_PAGE_LIMIT } from '@app/contracts';
import {
  Alert,
  Button,
  Center,
  Checkbox,
  EmptyState,
  Group,
  Loader,
  Pagination,
  Paper,
  Stack,
  Table,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { type Key, useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../alerts/messages';
import { notifyError } from '../alerts/notify';
import { downloadFile } from '../api-client';
import { useConfirm } from '../dialogs/confirm-dialog';
import { EMPTY_VALUE, useFormat } from '../format';
import { IconChevronDown, IconChevronUp, IconDownload, IconInbox, IconSelector, IconTrash } from '../icons';
import type { ListParams } from '../resource';
import { type PermissionRule, useSession } from '../session';
import { type TranslationKey, useAnyT } from '../translation-key';
import { usePageParam } from '../use-page-param';
import { useUrlFilters } from '../use-url-filters';
import { BulkBar } from './bulk-bar';
import styles from './data-table.module.css';
import { FilterRange } from './range-filter';
import { RowActions } from './row-actions';
import { FilterDateRange, FilterSelect, FilterSwitch, SearchBox, TableToolbar } from './table-toolbar';
import { type BulkAction, type Column, filterParams, type ListSource, type RowAction, type TableFilter } from './types';

export interface DataTableProps<Row> {
  /** Where rows come from, usually a resource from `createResource`. */
  resource: ListSource<Row>;
  columns: readonly Column<Row>[];
  actions?: readonly RowAction<Row>[];
  /** i18n key naming the table for assistive technology, e.g. the page title. */
  label: TranslationKey;
  rowKey?(row: Row): Key;
  /** A short name of the row (e.g. the user's name) added to the action buttons' names. */
  rowLabel?(row: Row): string;
  /** A search box sent as this query parameter (`search` if `true`). */
  search?: boolean | string;
  filters?: readonly TableFilter[];
  /** Fixed query parameters, e.g. `{ category: 'kpis' }`. */
  params?: Readonly<Record<string, string | number>>;
  limit?: number;
  /** Below this width the table scrolls sideways instead of squeezing its columns (on a phone, rows are cards). */
  minWidth?: number;
  /** Ticks per row and "delete selected"; `run` gets the selected rows' keys. */
  bulkDelete?: { permission?: PermissionRule; run(keys: Key[]): Promise<unknown> | unknown };
  /** Other buttons of the bulk bar (e.g. `useBulkStatusAction` from `status-cell.tsx`); ticks show when one is allowed. */
  bulkActions?: readonly BulkAction[];
  /** An export button: the server streams the file for the current search, filters and sort. */
  exportFile?: { path: string; fileName: string; permission?: PermissionRule };
  /** i18n key of what an empty list says when nothing is filtered ("No records yet" by default). */
  empty?: TranslationKey;
}

const SORT_PARAM = 'sort';
const ORDER_PARAM = 'order';
const SORT_NAMES = [SORT_PARAM, ORDER_PARAM] as const;

function sortNameOf(column: Column<unknown>): string | null {
  if (!column.sortable) return null;
  return column.sortable === true ? column.key : column.sortable;
}

const NO_ACTIONS: readonly never[] = [];
const NO_FILTERS: readonly TableFilter[] = [];
const NO_BULK_ACTIONS: readonly BulkAction[] = [];
const NO_KEYS: ReadonlySet<Key> = new Set();

function defaultCell(row: unknown, key: string): string {
  const value = (row as Record<string, unknown>)[key];
  return value === null || value === undefined || value === '' ? EMPTY_VALUE : String(value);
}

function defaultRowKey(row: unknown): Key {
  return (row as { id: Key }).id;
}

/**
 * The paged list of every resource screen: `?page=N`, search and filters in the URL, a spinner until
 * the first answer, "no records" versus "no results", row actions by permission, delete confirmation.
 */
export function DataTable<Row>({
  resource,
  columns,
  actions = NO_ACTIONS,
  label,
  rowKey = defaultRowKey,
  rowLabel,
  search,
  filters = NO_FILTERS,
  params,
  limit = DEFAULT_PAGE_LIMIT,
  minWidth = 720,
  bulkDelete,
  bulkActions = NO_BULK_ACTIONS,
  exportFile,
  empty,
}: DataTableProps<Row>) {
  const { t } = useTranslation('toolkit');
  // The labels and questions the screen hands over, from its own namespace.
  const tk = useAnyT();
  const format = useFormat();
  const { can } = useSession();
  const [page, setPage] = usePageParam();
  const { confirm, dialog } = useConfirm();

  const searchName = search === true ? 'search' : search || null;
  const filterNames = useMemo(
    () => [...(searchName ? [searchName] : []), ...filters.flatMap(filterParams)],
    [searchName, filters],
  );
  const urlFilters = useUrlFilters(filterNames);
  // Sorting is kept apart from the filters: a sorted list is not a filtered one ("no records" stays true).
  const sorting = useUrlFilters(SORT_NAMES);
  const sortableNames = useMemo(
    () => new Set(columns.map((column) => sortNameOf(column as Column<unknown>)).filter(Boolean)),
    [columns],
  );
  const sortBy = sortableNames.has(sorting.values.sort) ? sorting.values.sort : '';
  const sortOrder: 'asc' | 'desc' = sorting.values.order === 'desc' ? 'desc' : 'asc';

  const listParams = useMemo<ListParams>(() => {
    const chosen = Object.fromEntries(Object.entries(urlFilters.values).filter(([, value]) => value !== ''));
    const sort = sortBy ? { [SORT_PARAM]: sortBy, [ORDER_PARAM]: sortOrder } : {};
    return { ...params, ...chosen, ...sort, page, limit };
  }, [params, urlFilters.values, sortBy, sortOrder, page, limit]);

  // Ticked rows are rows on screen: when a list arrives, ticks on rows it does not hold are dropped
  // (another page, filter or sort), so nothing off screen is ever deleted. Pruning on arrival
  // rather than clearing on every change of the list keeps a tick made just before a typed search
  // applies (it waits for a pause in the typing) on a row the new list still shows.
  const [selected, setSelected] = useState<ReadonlySet<Key>>(NO_KEYS);
  const [exporting, setExporting] = useState(false);

  const query = resource.useList(listParams);
  const rows = query.data?.data ?? [];
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    const onScreen = new Set(query.data.data.map(rowKey));
    setSelected((current) => {
      const kept = [...current].filter((key) => onScreen.has(key));
      return kept.length === current.size ? current : new Set(kept);
    });
  }, [query.data, query.isPlaceholderData, rowKey]);
  const total = query.data?.total ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / limit));

  // A page past the end (after deleting its last row, or an old link) moves to the last real page.
  useEffect(() => {
    if (query.data && !query.isPlaceholderData && page > pageCount) setPage(pageCount, { replace: true });
  }, [query.data, query.isPlaceholderData, page, pageCount, setPage]);

  const allowedActions = useMemo(
    () =>
      actions.filter(
        (action) => action.permission === undefined || action.permission === null || can(action.permission),
      ),
    [actions, can],
  );

  const runAction = useCallback(
    (action: RowAction<Row>, row: Row) => {
      const { confirm: question } = action;
      if (!question) {
        action.onClick?.(row);
        return;
      }
      confirm({
        message: tk(question.message),
        confirmLabel: question.confirmLabel ? tk(question.confirmLabel) : undefined,
        cancelLabel: question.cancelLabel ? tk(question.cancelLabel) : undefined,
        onConfirm: () => question.run(row),
      });
    },
    [confirm, tk],
  );

  const allowedBulk: BulkAction[] = [
    ...(bulkDelete
      ? [
          {
            key: 'delete',
            label: 'toolkit:bulk.delete',
            color: 'red',
            icon: <IconTrash size={14} />,
            permission: bulkDelete.permission,
            confirm: 'toolkit:bulk.delete_confirm',
            confirmLabel: 'toolkit:actions.delete',
            run: (keys: Key[]) => bulkDelete.run(keys),
          } satisfies BulkAction,
        ]
      : []),
    ...bulkActions,
  ].filter((action) => action.permission == null || can(action.permission));
  const canBulk = allowedBulk.length > 0;
  const canExport = exportFile !== undefined && (exportFile.permission == null || can(exportFile.permission));
  const pageKeys = rows.map(rowKey);
  const selectedOnPage = pageKeys.filter((key) => selected.has(key));
  const allSelected = pageKeys.length > 0 && selectedOnPage.length === pageKeys.length;

  const toggleRow = (key: Key) =>
    setSelected((current) => {
      const next = new Set(current);
      if (next.has(key)) next.delete(key);
      else next.add(key);
      return next;
    });
  const toggleAll = () => setSelected(allSelected ? new Set() : new Set(pageKeys));

  const runExport = async () => {
    if (!exportFile) return;
    setExporting(true);
    try {
      // The list's own query without paging: the file holds every row matching the search, filters and sort.
      const { page: _page, limit: _limit, ...query } = listParams;
      await downloadFile(exportFile.path, { query, fallbackName: exportFile.fileName });
    } catch (error) {
      notifyError(error, t('export.failed'));
    } finally {
      setExporting(false);
    }
  };

  const toggleSort = (name: string) => {
    // asc → desc → unsorted (the server's default order).
    if (sortBy !== name) sorting.setFilters({ sort: name, order: 'asc' });
    else if (sortOrder === 'asc') sorting.setFilters({ sort: name, order: 'desc' });
    else sorting.setFilters({ sort: null, order: null });
  };

  const toolbar = (searchName || filters.length > 0 || canExport) && (
    <TableToolbar>
      {searchName && (
        <SearchBox
          label={t('table.search')}
          value={urlFilters.values[searchName] ?? ''}
          onChange={(value) => urlFilters.setFilters({ [searchName]: value })}
        />
      )}
      {filters.map((filter) => {
        if (filter.type === 'date-range' || filter.type === 'range') {
          const key = `${filter.from}-${filter.to}`;
          const range = {
            from: urlFilters.values[filter.from] ?? '',
            to: urlFilters.values[filter.to] ?? '',
            onChange: (from: string | null, to: string | null) =>
              urlFilters.setFilters({ [filter.from]: from, [filter.to]: to }),
          };
          return filter.type === 'range' ? (
            <FilterRange key={key} {...range} filter={filter} />
          ) : (
            <FilterDateRange key={key} {...range} filter={filter} />
          );
        }
        const value = urlFilters.values[filter.name] ?? '';
        const onChange = (next: string | null) => urlFilters.setFilters({ [filter.name]: next });
        if (filter.type === 'text') {
          return <SearchBox key={filter.name} label={tk(filter.label)} value={value} onChange={onChange} />;
        }
        return filter.type === 'switch' ? (
          <FilterSwitch key={filter.name} filter={filter} value={value} onChange={onChange} />
        ) : (
          <FilterSelect key={filter.name} filter={filter} value={value} onChange={onChange} />
        );
      })}
      {canExport && (
        <Button
          variant="default"
          leftSection={<IconDownload size={16} />}
          loading={exporting}
          onClick={runExport}
          ms="auto"
        >
          {t('export.button')}
        </Button>
      )}
    </TableToolbar>
  );

  let body: React.ReactNode;
  if (query.isPending) {
    body = (
      <Center py="xl" role="status" aria-label={t('table.loading')}>
        <Loader />
      </Center>
    );
  } else if (query.isError && !query.data) {
    body = null;
  } else if (rows.length === 0) {
    body = (
      <Paper withBorder py="xl" px="md">
        <EmptyState
          icon={<IconInbox size={32} />}
          title={urlFilters.active ? t('table.no_results') : empty ? tk(empty) : t('table.empty')}
          description={urlFilters.active ? t('table.no_results_hint') : undefined}
        >
          {urlFilters.active && (
            <EmptyState.Actions>
              <Button variant="light" onClick={urlFilters.clear}>
                {t('table.clear_filters')}
              </Button>
            </EmptyState.Actions>
          )}
        </EmptyState>
      </Paper>
    );
  } else {
    body = (
      <Table.ScrollContainer
        minWidth={minWidth}
        type="native"
        tabIndex={0}
        role="region"
        aria-label={tk(label)}
        className={styles.scroll}
      >
        <Table
          className={styles.table}
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={tk(label)}
          aria-busy={query.isFetching || undefined}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              {canBulk && (
                <Table.Th scope="col" style={{ width: 1 }} data-control>
                  <Checkbox
                    aria-label={t('bulk.select_page')}
                    // Words beside the box only where the headers are hidden (the phone's cards).
                    label={<span className={styles.phoneLabel}>{t('bulk.select_page')}</span>}
                    checked={allSelected}
                    indeterminate={selectedOnPage.length > 0 && !allSelected}
                    onChange={toggleAll}
                  />
                </Table.Th>
              )}
              {columns.map((column) => {
                const sortName = sortNameOf(column as Column<unknown>);
                const active = sortName !== null && sortBy === sortName;
                const SortIcon = !active ? IconSelector : sortOrder === 'asc' ? IconChevronUp : IconChevronDown;
                return (
                  <Table.Th
                    key={column.key}
                    scope="col"
                    style={{ width: column.width }}
                    data-align={column.align}
                    aria-sort={active ? (sortOrder === 'asc' ? 'ascending' : 'descending') : undefined}
                    data-control={sortName === null ? undefined : true}
                  >
                    {sortName === null ? (
                      tk(column.header)
                    ) : (
                      <UnstyledButton
                        onClick={() => toggleSort(sortName)}
                        style={{ display: 'inline-flex', alignItems: 'center', gap: 4, fontWeight: 'inherit' }}
                      >
                        {tk(column.header)}
                        <SortIcon size={14} aria-hidden />
                      </UnstyledButton>
                    )}
                  </Table.Th>
                );
              })}
              {allowedActions.length > 0 && (
                <Table.Th scope="col" style={{ textAlign: 'end', width: 1, whiteSpace: 'nowrap' }}>
                  {t('table.actions')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr
                key={rowKey(row)}
                bg={selected.has(rowKey(row)) ? 'var(--mantine-primary-color-light)' : undefined}
              >
                {canBulk && (
                  <Table.Td>
                    <Checkbox
                      aria-label={t('bulk.select_row', { row: rowLabel?.(row) ?? String(rowKey(row)) })}
                      checked={selected.has(rowKey(row))}
                      onChange={() => toggleRow(rowKey(row))}
                    />
                  </Table.Td>
                )}
                {columns.map((column) => (
                  <Table.Td key={column.key} data-align={column.align} data-label={tk(column.header)}>
                    {column.render ? column.render(row) : defaultCell(row, column.key)}
                  </Table.Td>
                ))}
                {allowedActions.length > 0 && (
                  <Table.Td data-actions>
                    <RowActions row={row} actions={allowedActions} rowLabel={rowLabel?.(row)} onAction={runAction} />
                  </Table.Td>
                )}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    );
  }

  return (
    // `data-list` tells tests and tools whether the first answer is there yet (a lazy screen's own
    // spinner looks the same as the list's).
    <Stack gap="md" data-list={query.isPending ? 'loading' : 'ready'}>
      {toolbar}
      {canBulk && selectedOnPage.length > 0 && (
        <BulkBar selected={selectedOnPage} actions={allowedBulk} onDone={() => setSelected(new Set())} />
      )}
      {query.isError && (
        <Alert color="red" variant="light" role="alert">
          <Group justify="space-between" gap="sm">
            <Text size="sm">{errorMessages(query.error)[0] ?? t('errors.unexpected')}</Text>
            <Button size="xs" variant="light" color="red" onClick={() => query.refetch()}>
              {t('actions.retry')}
            </Button>
          </Group>
        </Alert>
      )}
      {body}
      {total > 0 && (
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            {t('table.total', { count: total, formatted: format.number(total) })}
          </Text>
          {pageCount > 1 && (
            <nav aria-label={t('pagination.label')}>
              <Pagination
                total={pageCount}
                value={Math.min(page, pageCount)}
                onChange={(next) => setPage(next)}
                siblings={1}
                boundaries={1}
                getItemProps={(item) => ({
                  'aria-label': t('pagination.page', { page: item }),
                  'aria-current': item === page ? 'page' : undefined,
                })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
              />
            </nav>
          )}
        </Group>
      )}
      {dialog}
    </Stack>
  );
}
