import type { SalesBreakdownRow, SalesReport } from '@app/shared/sales';
import { Paper, Table, Text, Title } from '@mantine/core';
import { TableScroll } from '../../../components/admin-list/table-scroll';
import { formatCount, moneyIn, perCurrency } from './format';

interface Props {
  title: string;
  firstColumn: string;
  rows: SalesBreakdownRow[];
  label?: (value: string) => string;
  currency: SalesReport['currency'];
}

/** Leads, deals, won and won value per source or campaign; the table scrolls in its own box on phones. */
export function BreakdownTable({ title, firstColumn, rows, label = (v) => v, currency }: Props) {
  const combined = moneyIn(currency.reportingCurrency);
  return (
    <Paper withBorder p="sm" radius="md" miw={0}>
      <Title order={2} size="h5" mb="xs">
        {title}
      </Title>
      {rows.length === 0 ? (
        <Text size="sm" c="dimmed">
          Nothing in this period.
        </Text>
      ) : (
        <TableScroll minWidth={480} label={title}>
          <Table striped highlightOnHover aria-label={title}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{firstColumn}</Table.Th>
                <Table.Th ta="right">Leads</Table.Th>
                <Table.Th ta="right">Deals</Table.Th>
                <Table.Th ta="right">Won</Table.Th>
                <Table.Th ta="right">Won value</Table.Th>
                <Table.Th ta="right" title={currency.rateLabel}>
                  In {currency.reportingCurrency}
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {rows.map((r) => (
                <Table.Tr key={r.value} data-row={r.value}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{label(r.value)}</Table.Td>
                  <Table.Td ta="right">{formatCount(r.leads)}</Table.Td>
                  <Table.Td ta="right">{formatCount(r.deals)}</Table.Td>
                  <Table.Td ta="right">{formatCount(r.won)}</Table.Td>
                  <Table.Td ta="right" data-cell="wonValue">
                    {perCurrency({ INR: r.wonValue, USD: r.wonValueUSD })}
                  </Table.Td>
                  <Table.Td ta="right" data-cell="wonValueCombined">
                    {combined(r.wonValueCombined)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
      )}
      {rows.length > 0 && (
        <Text size="xs" c="dimmed" mt={4}>
          In {currency.reportingCurrency} at {currency.rateLabel}
        </Text>
      )}
    </Paper>
  );
}
