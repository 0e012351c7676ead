import '@mantine/charts/styles.css';
import { AreaChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';
import type { DailyChartProps } from './daily-chart';

/** The chart itself (Recharts through Mantine charts), in a chunk of its own. */
export default function DailyChartImpl({ data, series, height = 280, valueFormat = 'number' }: DailyChartProps) {
  const { i18n } = useTranslation();
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const formatValue = (value: number) => (valueFormat === 'money' ? format.money(value / 100) : format.number(value));
  const rows = data.map((point) => ({ ...point, day: format.date(point.date) }));
  return (
    <AreaChart
      h={height}
      data={rows}
      dataKey="day"
      series={series.map((item) => ({ name: item.key, label: item.label, color: item.color ?? 'teal.6' }))}
      curveType="monotone"
      withLegend={series.length > 1}
      valueFormatter={formatValue}
      // Time runs from right to left in Arabic: the first day on the right, the axis of values on the right.
      xAxisProps={{ reversed: rtl }}
      yAxisProps={{ orientation: rtl ? 'right' : 'left' }}
      gridAxis="xy"
      // The figure hides the drawing from screen readers and gives them a table: Recharts' keyboard
      // layer (role=application, tabindex=0) would put a hidden stop in the tab order.
      accessibilityLayer={false}
    />
  );
}
