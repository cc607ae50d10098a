import { SOURCE_LABELS } from '@app/shared/analytics';
import { SALES_REPORT } from '@app/shared/sales';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { DateRangePicker, useDateRange } from '../../../components/date-range-picker';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { saveCsv } from '../../../lib/save-csv';
import { useSalesReport } from '../api/get-sales-report';
import { BreakdownTable } from './breakdown-table';
import { FirstResponseSection } from './first-response-section';
import { PipelineSection } from './pipeline-section';
import { reportCsvRows } from './report-csv';
import { SalesFunnel } from './sales-funnel';
import { SalesKpiCards } from './sales-kpi-cards';
import { WeeklyLeadsSection } from './weekly-leads-section';

const sourceLabel = (value: string) => SOURCE_LABELS[value as keyof typeof SOURCE_LABELS] ?? value;

/** /admin/sales-reports (Sales): leads, deals and revenue from the pre-aggregated sales counters. */
export default function SalesReportsPage() {
  useDocumentTitle(pageTitle('Sales Reports'));
  const { today, range, setRange, problem } = useDateRange('30', SALES_REPORT.maxRangeDays);
  const report = useSalesReport({ from: range.from, to: range.to }, !problem);
  const data = report.data ?? null;
  const error = report.error ? apiErrorMessage(report.error, 'Could not load the sales report') : null;
  const loading = report.isFetching;

  return (
    <Stack gap="md" miw={0}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>Sales Reports</Title>
        <Button
          variant="default"
          disabled={!data}
          onClick={() => data && saveCsv(`sales-report-${data.from}-${data.to}`, reportCsvRows(data))}
        >
          Export CSV
        </Button>
      </Group>
      <DateRangePicker
        presets={['7', '30', '90', '365']}
        value={range}
        today={today}
        previous={data?.previous}
        onChange={setRange}
        comparisonTestId="sales-range-comparison"
      />
      {problem && range.mode === 'custom' && <Alert color="yellow">{problem}</Alert>}
      {error && (
        <Alert color="red" title="Could not load the sales report">
          {error}
        </Alert>
      )}
      {data?.backfillPending && (
        <Alert color="blue" title="Backfill pending" data-testid="backfill-pending">
          Leads stored before the sales counters existed are still being counted (once, by the regular
          maintenance run). Until then older periods may show fewer leads than the lead lists.
        </Alert>
      )}
      {!data && loading && <Loader aria-label="Loading the sales report" />}
      {data && (
        <Stack gap="md" style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading} miw={0}>
          <SalesKpiCards current={data} previous={data.previous} currency={data.currency} />
          <Text size="sm" c="dimmed">
            Leads count on the day they arrived, deals on the day they were created, won and lost on the day
            they closed. Win rate = won ÷ (won + lost) closed in the period.
          </Text>
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <SalesFunnel steps={data.funnel} />
            <PipelineSection report={data} />
          </SimpleGrid>
          <WeeklyLeadsSection leadsByWeek={data.leadsByWeek} />
          <FirstResponseSection weeks={data.firstResponse ?? []} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <BreakdownTable
              title="By source"
              firstColumn="Source"
              rows={data.bySource}
              label={sourceLabel}
              currency={data.currency}
            />
            <BreakdownTable
              title="By campaign"
              firstColumn="UTM campaign"
              rows={data.byCampaign}
              currency={data.currency}
            />
          </SimpleGrid>
        </Stack>
      )}
    </Stack>
  );
}
