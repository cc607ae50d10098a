import type { Currency } from '@app/shared/currency';
import type { SalesReport, SalesTotals } from '@app/shared/sales';
import { Badge, Group, Paper, SimpleGrid, Text } from '@mantine/core';
import { change, formatCount, formatDays, formatMinutes, formatShare, moneyIn, perCurrency } from './format';

interface Kpi {
  key: string;
  label: string;
  pick: (t: SalesTotals) => number | null;
  format: (n: number | null) => string;
  /** Lower is better (time to close, time to answer). */
  lowerIsBetter?: boolean;
  hint?: (t: SalesTotals) => string;
}

/**
 * The money KPIs are in the reporting currency (the combined figure at the
 * SuperAdmin's rate, named beside it); the Won card also lists each currency.
 */
const kpisIn = (currency: Currency, rate: string): Kpi[] => [
  { key: 'leads', label: 'Leads', pick: (t) => t.leads, format: formatCount },
  { key: 'deals', label: 'Deals created', pick: (t) => t.deals, format: formatCount },
  {
    key: 'won',
    label: 'Won',
    pick: (t) => t.money.combined.wonValue,
    format: moneyIn(currency),
    hint: (t) =>
      `${perCurrency(t.money.wonValue)} · ${rate} · ${formatCount(t.won.count)} won · ${formatCount(t.lost.count)} lost`,
  },
  { key: 'winRate', label: 'Win rate', pick: (t) => t.winRate, format: formatShare },
  {
    key: 'averageDealSize',
    label: 'Average deal size',
    pick: (t) => t.averageDealSize,
    format: moneyIn(currency),
  },
  {
    key: 'salesCycle',
    label: 'Sales cycle',
    pick: (t) => t.salesCycleDays,
    format: formatDays,
    lowerIsBetter: true,
  },
  {
    key: 'firstResponse',
    label: 'Time to first response',
    pick: (t) => t.firstResponseMinutes,
    format: formatMinutes,
    lowerIsBetter: true,
    hint: (t) => `${formatCount(t.responded)} ${t.responded === 1 ? 'lead' : 'leads'} answered`,
  },
];

/** The headline figures of the range with their change against the previous period. */
export function SalesKpiCards({
  current,
  previous,
  currency,
}: {
  current: SalesTotals;
  previous: SalesTotals;
  currency: SalesReport['currency'];
}) {
  const KPIS = kpisIn(currency.reportingCurrency, currency.rateLabel);
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 4, xl: 7 }} spacing="sm">
      {KPIS.map((kpi) => {
        const now = kpi.pick(current);
        const before = kpi.pick(previous);
        const delta = change(now, before);
        const good = kpi.lowerIsBetter ? 'down' : 'up';
        return (
          // data-card: the screen's first data (bench:admin times the click to it).
          <Paper key={kpi.key} withBorder p="sm" radius="md" data-kpi={kpi.key} data-card>
            <Text size="sm" c="dimmed">
              {kpi.label}
            </Text>
            <Text fw={700} fz={24} lh={1.3}>
              {kpi.format(now)}
            </Text>
            {kpi.hint && (
              <Text size="xs" c="dimmed">
                {kpi.hint(current)}
              </Text>
            )}
            <Group gap={6} wrap="wrap" mt={4}>
              {delta.text && (
                <Badge
                  variant="light"
                  tt="none"
                  color={delta.direction === 'flat' ? 'gray' : delta.direction === good ? 'teal' : 'red'}
                >
                  {delta.text}
                </Badge>
              )}
              <Text size="xs" c="dimmed">
                vs {kpi.format(before)} before
              </Text>
            </Group>
          </Paper>
        );
      })}
    </SimpleGrid>
  );
}
