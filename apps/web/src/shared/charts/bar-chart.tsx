import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';

// Recharts is large: it loads with the first chart a dashboard shows.
const Chart = lazy(() => import('./bar-chart-impl'));

export interface BarPoint {
  /** The bar's name as shown (already translated and formatted): a day, a product, an hour. */
  label: string;
  /** A bar's own colour (a status's tone), else its series'. */
  color?: string;
  [series: string]: number | string | undefined;
}

export interface BarChartProps {
  data: readonly BarPoint[];
  /** The values drawn: each point's `key`, with a translated label. */
  series: readonly { key: string; label: string; color?: string }[];
  /** The heading of the names' column in the screen readers' table ("Product", "Hour"). */
  categoryLabel: string;
  /**
   * `columns`: names along the bottom (days, hours), read from the right in Arabic; `rows`: names
   * down the side (products, people: long names), the side being the right in Arabic.
   */
  layout?: 'columns' | 'rows';
  height?: number;
  /** `money` reads the values as halalas and shows riyals. */
  valueFormat?: 'number' | 'money';
}

/**
 * A bar chart for dashboards, with a title and, for screen readers, the same numbers as a table;
 * says so when there is nothing to draw (`empty` overrides the words).
 */
export function BarChartCard({ title, empty, ...props }: BarChartProps & { title: string; empty?: string }) {
  const { t } = useTranslation('toolkit');
  const format = useFormat();
  const show = (value: unknown) =>
    typeof value === 'number'
      ? props.valueFormat === 'money'
        ? format.money(value / 100)
        : format.number(value)
      : String(value ?? '');
  const nothing = props.data.length === 0 || props.data.every((point) => props.series.every((s) => !point[s.key]));
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Text fw={600} mb="sm" component="figcaption">
        {title}
      </Text>
      {nothing ? (
        <Text c="dimmed" size="sm">
          {empty ?? t('charts.no_data')}
        </Text>
      ) : (
        <>
          <Suspense fallback={<Skeleton h={props.height ?? 280} aria-label={t('table.loading')} role="status" />}>
            <div aria-hidden>
              <Chart {...props} />
            </div>
          </Suspense>
          <VisuallyHidden>
            <table>
              <caption>{title}</caption>
              <thead>
                <tr>
                  <th scope="col">{props.categoryLabel}</th>
                  {props.series.map((item) => (
                    <th key={item.key} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.data.map((point, index) => (
                  // Two bars may share a name (two products of one name): their place tells them apart.
                  // biome-ignore lint/suspicious/noArrayIndexKey: the rows are never reordered.
                  <tr key={index}>
                    <th scope="row">{point.label}</th>
                    {props.series.map((item) => (
                      <td key={item.key}>{show(point[item.key])}</td>
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
