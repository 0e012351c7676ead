import { DEFAULT_PAGE_LIMIT } from '@app/contracts';
import { Alert, Button, Center, EmptyState, Group, Loader, Pagination, Paper, Stack, Table, Text } from '@mantine/core';
import { type Key, useCallback, useEffect, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessages } from '../alerts/messages';
import { useConfirm } from '../dialogs/confirm-dialog';
import { EMPTY_VALUE, useFormat } from '../format';
import { IconInbox } from '../icons';
import type { ListParams } from '../resource';
import { useSession } from '../session';
import { usePageParam } from '../use-page-param';
import { useUrlFilters } from '../use-url-filters';
import { RowActions } from './row-actions';
import { FilterSelect, SearchBox, TableToolbar } from './table-toolbar';
import type { Column, ListSource, RowAction, TableFilter } from './types';

export interface DataTableProps<Row> {
  /** Where rows come from, usually a resource from `createResource`. */
  resource: ListSource<Row>;
  columns: readonly Column<Row>[];
  actions?: readonly RowAction<Row>[];
  /** i18n key naming the table for assistive technology, e.g. the page title. */
  label: string;
  rowKey?(row: Row): Key;
  /** A short name of the row (e.g. the user's name) added to the action buttons' names. */
  rowLabel?(row: Row): string;
  /** A search box sent as this query parameter (`search` if `true`). */
  search?: boolean | string;
  filters?: readonly TableFilter[];
  /** Fixed query parameters, e.g. `{ category: 'kpis' }`. */
  params?: Readonly<Record<string, string | number>>;
  limit?: number;
  /** Below this width the table scrolls sideways instead of squeezing its columns. */
  minWidth?: number;
}

const NO_ACTIONS: readonly never[] = [];
const NO_FILTERS: readonly TableFilter[] = [];

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
}: DataTableProps<Row>) {
  const { t } = useTranslation('toolkit');
  const format = useFormat();
  const { can } = useSession();
  const [page, setPage] = usePageParam();
  const { confirm, dialog } = useConfirm();

  const searchName = search === true ? 'search' : search || null;
  const filterNames = useMemo(
    () => [...(searchName ? [searchName] : []), ...filters.map((filter) => filter.name)],
    [searchName, filters],
  );
  const urlFilters = useUrlFilters(filterNames);

  const listParams = useMemo<ListParams>(() => {
    const chosen = Object.fromEntries(Object.entries(urlFilters.values).filter(([, value]) => value !== ''));
    return { ...params, ...chosen, page, limit };
  }, [params, urlFilters.values, page, limit]);

  const query = resource.useList(listParams);
  const rows = query.data?.data ?? [];
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
        message: t(question.message),
        confirmLabel: question.confirmLabel ? t(question.confirmLabel) : undefined,
        onConfirm: () => question.run(row),
      });
    },
    [confirm, t],
  );

  const toolbar = (searchName || filters.length > 0) && (
    <TableToolbar>
      {searchName && (
        <SearchBox
          label={t('table.search')}
          value={urlFilters.values[searchName] ?? ''}
          onChange={(value) => urlFilters.setFilters({ [searchName]: value })}
        />
      )}
      {filters.map((filter) => (
        <FilterSelect
          key={filter.name}
          filter={filter}
          value={urlFilters.values[filter.name] ?? ''}
          onChange={(value) => urlFilters.setFilters({ [filter.name]: value })}
        />
      ))}
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
          title={t(urlFilters.active ? 'table.no_results' : 'table.empty')}
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
      <Table.ScrollContainer minWidth={minWidth} type="native" tabIndex={0} role="region" aria-label={t(label)}>
        <Table
          striped
          highlightOnHover
          verticalSpacing="sm"
          aria-label={t(label)}
          aria-busy={query.isFetching || undefined}
          style={{ opacity: query.isPlaceholderData ? 0.6 : 1, transition: 'opacity 150ms' }}
        >
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) => (
                <Table.Th
                  key={column.key}
                  scope="col"
                  style={{ width: column.width, textAlign: column.align ?? 'start' }}
                >
                  {t(column.header)}
                </Table.Th>
              ))}
              {allowedActions.length > 0 && (
                <Table.Th scope="col" style={{ textAlign: 'end', width: 1, whiteSpace: 'nowrap' }}>
                  {t('table.actions')}
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={rowKey(row)}>
                {columns.map((column) => (
                  <Table.Td key={column.key} style={{ textAlign: column.align ?? 'start' }}>
                    {column.render ? column.render(row) : defaultCell(row, column.key)}
                  </Table.Td>
                ))}
                {allowedActions.length > 0 && (
                  <Table.Td>
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
    <Stack gap="md">
      {toolbar}
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
