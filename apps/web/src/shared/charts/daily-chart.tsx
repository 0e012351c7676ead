import { Paper, Skeleton, Text, VisuallyHidden } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';

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
  const show = (value: unknown) =>
    typeof value === 'number'
      ? props.valueFormat === 'money'
        ? format.money(value / 100)
        : format.number(value)
      : String(value ?? '');
  return (
    <Paper withBorder p="md" component="figure" m={0} aria-label={title}>
      <Text fw={600} mb="sm" component="figcaption">
        {title}
      </Text>
      {props.data.length === 0 ? (
        <Text c="dimmed" size="sm">
          {t('charts.no_data')}
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
                  <th scope="col">{t('charts.day')}</th>
                  {props.series.map((item) => (
                    <th key={item.key} scope="col">
                      {item.label}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {props.data.map((point) => (
                  <tr key={point.date}>
                    <th scope="row">{format.date(point.date)}</th>
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
