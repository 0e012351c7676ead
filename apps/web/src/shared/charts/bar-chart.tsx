import { lazy } from 'react';
import { ChartFigure } from './chart-figure';

// Recharts is large: it loads with the first chart a dashboard shows.
const Chart = lazy(() => import('./bar-chart-impl'));

interface BarPoint {
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
  const nothing = props.data.length === 0 || props.data.every((point) => props.series.every((s) => !point[s.key]));
  return (
    <ChartFigure
      title={title}
      empty={nothing}
      emptyText={empty}
      height={props.height}
      categoryLabel={props.categoryLabel}
      series={props.series}
      // Two bars may share a name (two products of one name): their place tells them apart.
      rows={props.data.map((point, index) => ({ key: index, name: point.label, values: point }))}
      valueFormat={props.valueFormat}
    >
      <Chart {...props} />
    </ChartFigure>
  );
}
