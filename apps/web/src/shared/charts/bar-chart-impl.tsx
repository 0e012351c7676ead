import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { useTranslation } from 'react-i18next';
import type { YAxisTickContentProps } from 'recharts';
import { useFormat } from '../format';
import type { BarChartProps } from './bar-chart';

/** Longest name drawn beside a bar, on one line; the tooltip and the screen readers' table have it whole. */
const NAME_CHARACTERS = 20;
const short = (name: string) => (name.length > NAME_CHARACTERS ? `${name.slice(0, NAME_CHARACTERS - 1)}…` : name);

/** The chart itself (Recharts through Mantine charts), in a chunk of its own. */
export default function BarChartImpl({
  data,
  series,
  layout = 'columns',
  height = 280,
  valueFormat = 'number',
}: BarChartProps) {
  const { i18n } = useTranslation();
  const format = useFormat();
  const rtl = i18n.dir() === 'rtl';
  const money = valueFormat === 'money';
  const full = (value: number) => (money ? format.money(value / 100) : format.number(value));
  // The axis has little room: whole riyals, large figures shortened (12K, 1.2M).
  const tick = (value: number) => format.number(money ? value / 100 : value, { notation: 'compact' });
  const rows = layout === 'rows';
  // Recharts' axis on the right needs its labels pushed right, where the left one pushes them left.
  const sideTick = { fontSize: 12, fill: 'currentColor', transform: `translate(${rtl ? 10 : -10}, 0)` };
  // A name on one line, starting at the axis (Recharts would wrap it over two), laid out in its own
  // direction: a shortened Arabic name ends with the ellipsis on its left, where Arabic text ends.
  const nameTick = ({ x, y, payload }: YAxisTickContentProps) => (
    <text
      x={Number(x) + (rtl ? 8 : -8)}
      y={Number(y)}
      dy={4}
      direction={rtl ? 'rtl' : 'ltr'}
      // The anchor is the end on both sides: the left edge of right-to-left text, the right of left-to-right.
      textAnchor="end"
      fontSize={12}
      fill="currentColor"
    >
      {short(String(payload?.value ?? ''))}
    </text>
  );
  return (
    <BarChart
      h={height}
      data={data as unknown as Record<string, unknown>[]}
      dataKey="label"
      orientation={rows ? 'vertical' : 'horizontal'}
      series={series.map((item) => ({ name: item.key, label: item.label, color: item.color ?? 'teal.6' }))}
      withLegend={series.length > 1}
      valueFormatter={full}
      // Lines across the values: upright beside rows of bars, level behind columns.
      gridAxis={rows ? 'y' : 'x'}
      maxBarWidth={36}
      // The figure hides the drawing from screen readers and gives them a table: Recharts' keyboard
      // layer (role=application, tabindex=0) would put a hidden stop in the tab order.
      accessibilityLayer={false}
      // Arabic reads from the right: the first bar (or the names, and the bars growing from them) on
      // the right, the axis of names or values on the right; words and numbers themselves unmirrored.
      xAxisProps={
        rows
          ? { reversed: rtl, tickFormatter: tick, allowDecimals: money }
          : // Names along the bottom never overlap: those without room are left out (a month of days on a
            // phone), the first and the last always shown; the table has them all.
            { reversed: rtl, interval: 'preserveStartEnd', minTickGap: 8 }
      }
      yAxisProps={
        rows
          ? { orientation: rtl ? 'right' : 'left', width: 150, tick: nameTick, interval: 0 }
          : {
              orientation: rtl ? 'right' : 'left',
              tickFormatter: tick,
              tick: sideTick,
              width: 56,
              allowDecimals: money,
            }
      }
    />
  );
}
