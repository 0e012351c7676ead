import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { type ReactNode, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';

export interface ChartRow {
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
 * for them the same numbers as a table (a chart alone says nothing to them).
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
  const show = (value: unknown) =>
    typeof value === 'number'
      ? valueFormat === 'money'
        ? format.money(value / 100)
        : format.number(value)
      : String(value ?? '');
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
          <VisuallyHidden>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{categoryLabel}</th>
                  {series.map((item) => (
                    <th key={item.key} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {rows.map((row) => (
                  <tr key={row.key}>
                    <th scope="row">{row.name}</th>
                    {series.map((item) => (
                      <td key={item.key}>{show(row.values[item.key])}</td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </VisuallyHidden>
        </>
      )}
    </Paper>
  );
}
