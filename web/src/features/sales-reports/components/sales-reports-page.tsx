import { SOURCE_LABELS } from '@app/shared/analytics';
import { SALES_REPORT } from '@app/shared/sales';
import { Alert, Button, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useEffect } from 'react';
import { DateRangePicker, useDateRange } from '../../../components/date-range-picker';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { saveCsv } from '../../../lib/save-csv';
import { useSalesReport, useSalesSummary } from '../api/get-sales-report';
import { BreakdownTable } from './breakdown-table';
import { preloadCharts } from './charts';
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
  // The headline, funnel and pipeline first (a few reads by key), then the breakdowns (a Query per day).
  const summary = useSalesSummary({ from: range.from, to: range.to }, !problem);
  const summaryDone = (summary.isSuccess && !summary.isPlaceholderData) || summary.isError;
  const report = useSalesReport({ from: range.from, to: range.to }, !problem && summaryDone);
  // The headline comes with the summary (from the full report only if the summary failed).
  const head = summary.data ?? report.data ?? null;
  const details = report.data ?? null;
  // A failed summary is no longer news once the full report brought the same figures.
  const failed = (report.data ? null : summary.error) ?? report.error;
  const error = failed ? apiErrorMessage(failed, 'Could not load the sales report') : null;
  // From the first render (the summary's fetch is already under way then): never a frame that looks done.
  const loading = summary.isFetching || (!summary.data && report.isFetching);
  const detailsLoading = report.isFetching || report.isPlaceholderData;
  const csv = details && !report.isPlaceholderData ? details : null;
  // Once the headline shows, both charts' chunks load while the breakdowns are read (not after).
  const headShown = head !== null;
  useEffect(() => {
    if (headShown) preloadCharts();
  }, [headShown]);

  return (
    <Stack gap="md" miw={0}>
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>Sales Reports</Title>
        <Button
          variant="default"
          disabled={!csv}
          onClick={() => csv && saveCsv(`sales-report-${csv.from}-${csv.to}`, reportCsvRows(csv))}
        >
          Export CSV
        </Button>
      </Group>
      <DateRangePicker
        presets={['7', '30', '90', '365']}
        value={range}
        today={today}
        previous={head?.previous}
        onChange={setRange}
        comparisonTestId="sales-range-comparison"
      />
      {problem && range.mode === 'custom' && <Alert color="yellow">{problem}</Alert>}
      {error && (
        <Alert color="red" title="Could not load the sales report">
          {error}
        </Alert>
      )}
      {head?.backfillPending && (
        <Alert color="blue" title="Backfill pending" data-testid="backfill-pending">
          Leads stored before the sales counters existed are still being counted (once, by the regular
          maintenance run). Until then older periods may show fewer leads than the lead lists.
        </Alert>
      )}
      {!head && loading && <Loader aria-label="Loading the sales report" />}
      {head && (
        <Stack gap="md" miw={0}>
          <Stack gap="md" style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading} miw={0}>
            <SalesKpiCards current={head} previous={head.previous} currency={head.currency} />
            <Text size="sm" c="dimmed">
              Leads count on the day they arrived, deals on the day they were created, won and lost on the day
              they closed. Win rate = won ÷ (won + lost) closed in the period.
            </Text>
            <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
              <SalesFunnel steps={head.funnel} />
              <PipelineSection report={head} />
            </SimpleGrid>
          </Stack>
          {/* Also between the summary's answer and the report's start: a screen waited on is never "done" early. */}
          {!details && !report.isError && <Loader size="sm" aria-label="Loading the breakdowns" />}
          {details && (
            <Stack gap="md" style={{ opacity: detailsLoading ? 0.6 : 1 }} aria-busy={detailsLoading} miw={0}>
              <WeeklyLeadsSection leadsByWeek={details.leadsByWeek} />
              <FirstResponseSection weeks={details.firstResponse ?? []} />
              <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
                <BreakdownTable
                  title="By source"
                  firstColumn="Source"
                  rows={details.bySource}
                  label={sourceLabel}
                  currency={details.currency}
                />
                <BreakdownTable
                  title="By campaign"
                  firstColumn="UTM campaign"
                  rows={details.byCampaign}
                  currency={details.currency}
                />
              </SimpleGrid>
            </Stack>
          )}
        </Stack>
      )}
    </Stack>
  );
}
