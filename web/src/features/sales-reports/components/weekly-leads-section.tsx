import type { SalesReport } from '@app/shared/sales';
import { Group, Loader, Paper, SegmentedControl, Text, Title } from '@mantine/core';
import { Suspense, useState } from 'react';
import { WeeklyLeadsChart } from './charts';

type Dimension = keyof SalesReport['leadsByWeek'];
const DIMENSIONS: Array<{ value: Dimension; label: string }> = [
  { value: 'form', label: 'Form' },
  { value: 'interest', label: 'Interest' },
  { value: 'budget', label: 'Budget' },
  { value: 'phase', label: 'Phase' },
];

/** Leads per week (weeks start on Monday), split by form, interest, budget or project phase. */
export function WeeklyLeadsSection({ leadsByWeek }: { leadsByWeek: SalesReport['leadsByWeek'] }) {
  const [dimension, setDimension] = useState<Dimension>('form');
  const { values, weeks } = leadsByWeek[dimension];
  return (
    <Paper withBorder p="sm" radius="md" miw={0}>
      <Group justify="space-between" gap="xs" mb="xs" wrap="wrap">
        <Title order={2} size="h5">
          Leads per week
        </Title>
        <SegmentedControl
          size="xs"
          aria-label="Split leads by"
          value={dimension}
          data={DIMENSIONS}
          onChange={(v) => setDimension(v as Dimension)}
        />
      </Group>
      {values.length === 0 ? (
        <Text size="sm" c="dimmed">
          No leads in this period.
        </Text>
      ) : (
        <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
          <WeeklyLeadsChart values={values} weeks={weeks} />
        </Suspense>
      )}
    </Paper>
  );
}
