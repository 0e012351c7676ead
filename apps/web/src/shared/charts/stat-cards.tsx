import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../format';

export interface Stat {
  key: string;
  /** Translated label. */
  label: string;
  value: number | null;
  /** `money` reads the value as halalas. */
  format?: 'number' | 'money';
  /** Change against the previous period, in percent (e.g. 12.5 or -3). */
  change?: number | null;
}

/** The row of figures on top of a dashboard: one card each, wrapping on narrow screens. */
export function StatCards({ stats }: { stats: readonly Stat[] }) {
  const { t } = useTranslation('toolkit');
  const format = useFormat();
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: Math.min(4, Math.max(1, stats.length)) }} spacing="md">
      {stats.map((stat) => {
        const value =
          stat.format === 'money'
            ? format.money(stat.value === null ? null : stat.value / 100)
            : format.number(stat.value);
        return (
          <Paper key={stat.key} withBorder p="md" role="group" aria-label={stat.label}>
            <Text size="sm" c="dimmed">
              {stat.label}
            </Text>
            <Group justify="space-between" align="flex-end" mt={4} wrap="nowrap">
              <Text fz={24} fw={700}>
                {value}
              </Text>
              {stat.change !== undefined && stat.change !== null && (
                <Badge
                  variant="light"
                  color={stat.change >= 0 ? 'teal' : 'red'}
                  aria-label={t('charts.change', {
                    value: format.number(stat.change, { signDisplay: 'exceptZero', maximumFractionDigits: 1 }),
                  })}
                >
                  {format.number(stat.change / 100, {
                    style: 'percent',
                    signDisplay: 'exceptZero',
                    maximumFractionDigits: 1,
                  })}
                </Badge>
              )}
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
