import type { OverviewTotals } from '@app/shared/analytics';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { change, formatCount, formatDecimal, formatPercent } from './format';

const KPIS: Array<[key: keyof OverviewTotals, label: string, format: (n: number) => string]> = [
  ['visitors', 'Visitors', formatCount],
  ['pageviews', 'Page views', formatCount],
  ['viewsPerVisit', 'Views per visit', formatDecimal],
  ['conversions', 'Conversions', formatCount],
  ['conversionRate', 'Conversion rate', formatPercent],
];

/** The five headline figures with their change against the previous period. */
export function KpiCards({ current, previous }: { current: OverviewTotals; previous: OverviewTotals }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 5 }} spacing="sm">
      {KPIS.map(([key, label, format]) => {
        const delta = change(current[key], previous[key]);
        return (
          // data-card: the screen's first data (bench:admin times the click to it).
          <Paper key={key} withBorder p="sm" radius="md" data-kpi={key} data-card>
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz={26} lh={1.3}>
              {format(current[key])}
            </Text>
            <Group gap={6} wrap="wrap">
              <Badge
                variant="light"
                tt="none"
                color={delta.direction === 'up' ? 'teal' : delta.direction === 'down' ? 'red' : 'gray'}
              >
                {delta.text}
              </Badge>
              <Text size="xs" c="dimmed">
                vs {format(previous[key])} before
              </Text>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
