import { Button, Paper, Skeleton, Table, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';

interface ChartRow {
  key: string | number;
  /** The row's name in the screen readers' table (a day, a product, an hour). */
  name: ReactNode;
  values: Readonly<Record<string, unknown>>;
}

export interface ChartFigureProps {
  title: string;
  /** Nothing to draw: the figure says so (`emptyText`, else "no data"). */
  empty: boolean;
  emptyText?: string;
  height?: number;
  /** The heading of the names' column in the screen readers' table. */
  categoryLabel: string;
  series: readonly { key: string; label: string }[];
  rows: readonly ChartRow[];
  /** `money` reads the values as halalas and shows riyals. */
  valueFormat?: 'number' | 'money';
  /** The drawn chart (lazy: Recharts loads with the first chart a screen shows). */
  children: ReactNode;
}

/**
 * The frame of every dashboard chart: a titled figure, the chart hidden from screen readers, and
 * for them the same numbers as a table (a chart alone says nothing to them). A button shows that
 * table to everyone too: the full names a chart's axis shortens, and figures to read exactly.
 */
export function ChartFigure({
  title,
  empty,
  emptyText,
  height,
  categoryLabel,
  series,
  rows,
  valueFormat,
  children,
}: ChartFigureProps) {
  const { t } = useTranslation('toolkit');
  const format = useFormat();
  const [tableShown, setTableShown] = useState(false);
  const tableId = useId();
  const show = (value: unknown) =>
    typeof value === 'number'
      ? valueFormat === 'money'
        ? format.money(value / 100)
        : format.number(value)
      : String(value ?? '');
  const table = (
    <Table striped withTableBorder={tableShown} fz="sm" captionSide="top">
      {/* The table's name for screen readers; the figure's title above says it to everyone. */}
      <Table.Caption>
        <VisuallyHidden>{title}</VisuallyHidden>
      </Table.Caption>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{categoryLabel}</Table.Th>
          {series.map((item) => (
            <Table.Th key={item.key} scope="col">
              {item.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {rows.map((row) => (
          <Table.Tr key={row.key}>
            <Table.Th scope="row" fw={400}>
              {row.name}
            </Table.Th>
            {series.map((item) => (
              <Table.Td key={item.key}>{show(row.values[item.key])}</Table.Td>
            ))}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Text fw={600} mb="sm" component="figcaption">
        {title}
      </Text>
      {empty ? (
        <Text c="dimmed" size="sm">
          {emptyText ?? t('charts.no_data')}
        </Text>
      ) : (
        <>
          <Suspense fallback={<Skeleton h={height ?? 280} aria-label={t('table.loading')} role="status" />}>
            <div aria-hidden>{children}</div>
          </Suspense>
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            aria-expanded={tableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {t(tableShown ? 'charts.hide_table' : 'charts.show_table')}
          </Button>
          {tableShown ? (
            <Table.ScrollContainer id={tableId} minWidth={0} mt="xs">
              {table}
            </Table.ScrollContainer>
          ) : (
            <VisuallyHidden id={tableId} data-visually-hidden>
              {table}
            </VisuallyHidden>
          )}
        </>
      )}
    </Paper>
  );
}
