import type { TopRow } from '@app/shared/analytics';
import { Paper, Table, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatCount } from './format';

export interface TopListProps {
  title: string;
  rows: TopRow[];
  /** The metric the bars are drawn for (the list is ranked by it). */
  metric: 'visitors' | 'pageviews' | 'conversions' | 'events';
  metricLabel: string;
  /** Show a conversions column too. */
  withConversions?: boolean;
  label?: (value: string) => ReactNode;
  limit?: number;
}

/** A ranked list (pages, sources, campaigns...) with a bar behind each row, Plausible style. */
export function TopList({
  title,
  rows,
  metric,
  metricLabel,
  withConversions,
  label,
  limit = 10,
}: TopListProps) {
  const shown = rows.slice(0, limit);
  const max = Math.max(1, ...shown.map((r) => Number(r[metric] ?? 0)));
  return (
    <Paper withBorder p="sm" radius="md">
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {shown.length === 0 ? (
        <Text c="dimmed" size="sm">
          No data in this range.
        </Text>
      ) : (
        <Table layout="fixed" verticalSpacing={4} fz="sm">
          <Table.Thead fz="xs">
            <Table.Tr>
              <Table.Th>Name</Table.Th>
              <Table.Th w={74} ta="right">
                {metricLabel}
              </Table.Th>
              {withConversions && (
                <Table.Th w={96} ta="right">
                  Conversions
                </Table.Th>
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {shown.map((row) => {
              const share = (Number(row[metric] ?? 0) / max) * 100;
              return (
                <Table.Tr key={row.value}>
                  <Table.Td
                    style={{
                      background: `linear-gradient(90deg, var(--mantine-color-indigo-0) ${share}%, transparent ${share}%)`,
                      overflowWrap: 'anywhere',
                    }}
                    title={row.value}
                  >
                    {label ? label(row.value) : row.value}
                  </Table.Td>
                  <Table.Td ta="right">{formatCount(Number(row[metric] ?? 0))}</Table.Td>
                  {withConversions && <Table.Td ta="right">{formatCount(row.conversions)}</Table.Td>}
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
    </Paper>
  );
}
