import { lazy } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import { ChartFigure } from './chart-figure';

// Recharts is large: it loads with the first chart a dashboard shows.
const Chart = lazy(() => import('./daily-chart-impl'));

export interface DailyPoint {
  /** `YYYY-MM-DD`. */
  date: string;
  [series: string]: number | string;
}

export interface DailyChartProps {
  /** One point a day, oldest first. */
  data: readonly DailyPoint[];
  /** The values drawn: each point's `key`, with a translated label. */
  series: readonly { key: string; label: string; color?: string }[];
  height?: number;
  /** `money` reads the values as halalas and shows riyals. */
  valueFormat?: 'number' | 'money';
}

/**
 * An area chart of daily values for dashboards, with a title and, for screen readers, the same
 * numbers as a table (a chart alone says nothing to them).
 */
export function DailyChart({ title, ...props }: DailyChartProps & { title: string }) {
  const { t } = useTranslation('toolkit');
  const format = useFormat();
  return (
    <ChartFigure
      title={title}
      empty={props.data.length === 0}
      height={props.height}
      categoryLabel={t('charts.day')}
      series={props.series}
      rows={props.data.map((point) => ({ key: point.date, name: format.date(point.date), values: point }))}
      valueFormat={props.valueFormat}
    >
      <Chart {...props} />
    </ChartFigure>
  );
}
