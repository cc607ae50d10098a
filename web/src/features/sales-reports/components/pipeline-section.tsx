import type { SalesSummary } from '@app/shared/sales';
import { Box, Loader, Paper, Table, Text, Title } from '@mantine/core';
import { Suspense } from 'react';
import { TableScroll } from '../../../components/admin-list/table-scroll';
import { PipelineChart } from './charts';
import { formatCount, moneyIn, perCurrency } from './format';

/** Deals by stage as of now: count, value and value weighted by each stage's probability. */
export function PipelineSection({ report }: { report: SalesSummary }) {
  const { pipeline, pipelineTotals, currency } = report;
  const combined = moneyIn(currency.reportingCurrency);
  return (
    <Paper withBorder p="sm" radius="md" miw={0}>
      <Title order={2} size="h5">
        Pipeline by stage
      </Title>
      <Text size="xs" c="dimmed" mb="xs">
        As of now, whatever the range. Weighted = value × the stage's probability; the open pipeline leaves
        out won and lost.
      </Text>
      <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
        <PipelineChart rows={pipeline} currency={currency} />
      </Suspense>
      <Box mt="sm" />
      <TableScroll minWidth={380} label="Pipeline by stage table">
        <Table striped aria-label="Pipeline by stage">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Stage</Table.Th>
              <Table.Th ta="right">Deals</Table.Th>
              <Table.Th ta="right">Value</Table.Th>
              <Table.Th ta="right">Weighted</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {pipeline.map((r) => (
              <Table.Tr key={r.stage} data-stage={r.stage}>
                <Table.Td>{r.label}</Table.Td>
                <Table.Td ta="right">{formatCount(r.count)}</Table.Td>
                <Table.Td ta="right">{perCurrency({ INR: r.value, USD: r.valueUSD })}</Table.Td>
                <Table.Td ta="right">{perCurrency({ INR: r.weighted, USD: r.weightedUSD })}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th>Open pipeline</Table.Th>
              <Table.Th ta="right">{formatCount(pipelineTotals.count)}</Table.Th>
              <Table.Th ta="right">
                {perCurrency({ INR: pipelineTotals.value, USD: pipelineTotals.valueUSD })}
              </Table.Th>
              <Table.Th ta="right">
                {perCurrency({ INR: pipelineTotals.weighted, USD: pipelineTotals.weightedUSD })}
              </Table.Th>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </TableScroll>
      <Text size="sm" mt="xs" data-pipeline-combined>
        Open pipeline in {currency.reportingCurrency}: {combined(pipelineTotals.valueCombined)} (weighted{' '}
        {combined(pipelineTotals.weightedCombined)}) at {currency.rateLabel}
      </Text>
    </Paper>
  );
}
