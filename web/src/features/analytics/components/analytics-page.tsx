import { ANALYTICS, FORM_LABELS, overLimitLine, SOURCE_LABELS } from '@app/shared/analytics';
import { Alert, Group, Loader, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { lazy, Suspense } from 'react';
import { DateRangePicker, useDateRange } from '../../../components/date-range-picker';
import { pageTitle } from '../../../config/page-title';
import { apiErrorMessage } from '../../../lib/notify-api-error';
import { useOverview, useOverviewTotals } from '../api/get-overview';
import { KpiCards } from './kpi-cards';
import { RealtimeCount } from './realtime-count';
import { TopList } from './top-list';

/** Recharts is large; it loads with this screen only. */
const VisitorsChart = lazy(() => import('./visitors-chart'));

const label = (labels: Record<string, string>) => (value: string) => labels[value] ?? value;
const regions = new Intl.DisplayNames(['en'], { type: 'region' });
const country = (code: string) => {
  try {
    return code.length === 2 ? (regions.of(code) ?? code) : 'Unknown';
  } catch {
    return code;
  }
};
const DEVICE_LABELS: Record<string, string> = {
  desktop: 'Desktop',
  mobile: 'Mobile',
  tablet: 'Tablet',
  other: 'Other',
};

/** /admin/analytics (Marketing): cookieless traffic, sources, campaigns and conversions. */
export default function AnalyticsPage() {
  useDocumentTitle(pageTitle('Analytics'));
  const { today, range, setRange, problem } = useDateRange('30', ANALYTICS.maxRangeDays);
  // The figures and chart first (a few reads by key), then the top lists (a Query per day).
  const totals = useOverviewTotals({ from: range.from, to: range.to }, !problem);
  const overview = useOverview(
    { from: range.from, to: range.to },
    !problem && (totals.data !== undefined || totals.isError),
  );
  const lists = overview.data ?? null;
  // The figures and chart come with the totals (from the full overview only if the totals failed).
  const data = totals.data ?? overview.data ?? null;
  const failed = totals.error ?? overview.error;
  const error = failed ? apiErrorMessage(failed, 'Could not load the analytics') : null;
  const loading = totals.isFetching;

  return (
    <Stack gap="md">
      <Group justify="space-between" align="center" wrap="wrap" gap="sm">
        <Title order={1}>Analytics</Title>
        <RealtimeCount />
      </Group>
      <DateRangePicker
        presets={['7', '30']}
        value={range}
        today={today}
        previous={data?.previous}
        onChange={setRange}
      />
      {problem && range.mode === 'custom' && <Alert color="yellow">{problem}</Alert>}
      {error && (
        <Alert color="red" title="Could not load the analytics">
          {error}
        </Alert>
      )}
      {!data && loading && <Loader aria-label="Loading analytics" />}
      {data && (
        <Stack gap="md" style={{ opacity: loading ? 0.6 : 1 }} aria-busy={loading}>
          <KpiCards current={data} previous={data.previous} />
          <Text size="sm" c="dimmed">
            A visit is one visitor on one day, counted without cookies; visitors over a range are the sum of
            daily unique visitors. A conversion is a stored lead or job application.
          </Text>
          {data.overLimitVisits > 0 && (
            // One address rotating its User-Agent must not invent visitors (issue 25, finding 3).
            <Text size="sm" data-testid="over-limit-visits">
              {overLimitLine(data.overLimitVisits)}
            </Text>
          )}
          <Paper withBorder p="sm" radius="md">
            <Title order={2} size="h5" mb="xs">
              Visitors, page views and conversions per day
            </Title>
            <Text size="xs" c="dimmed" mb="xs">
              Today is not over yet.
            </Text>
            <Suspense fallback={<Loader size="sm" aria-label="Loading the chart" />}>
              <VisitorsChart series={data.series} today={today} />
            </Suspense>
          </Paper>
          {!lists && <Loader size="sm" aria-label="Loading the top lists" />}
          {lists && (
            <SimpleGrid
              cols={{ base: 1, md: 2 }}
              spacing="md"
              style={{ opacity: overview.isFetching ? 0.6 : 1 }}
              aria-busy={overview.isFetching}
            >
              <TopList
                title="Sources"
                rows={lists.sources}
                metric="visitors"
                metricLabel="Visitors"
                withConversions
                label={label(SOURCE_LABELS)}
              />
              <TopList
                title="UTM campaigns"
                rows={lists.campaigns}
                metric="visitors"
                metricLabel="Visitors"
                withConversions
              />
              <TopList title="Top pages" rows={lists.pages} metric="pageviews" metricLabel="Views" />
              <TopList
                title="Entry pages"
                rows={lists.entryPages}
                metric="visitors"
                metricLabel="Visitors"
                withConversions
              />
              <TopList
                title="Referrers"
                rows={lists.referrers}
                metric="visitors"
                metricLabel="Visitors"
                withConversions
              />
              <TopList
                title="Conversions by form"
                rows={lists.forms}
                metric="conversions"
                metricLabel="Leads"
                label={label(FORM_LABELS)}
              />
              <TopList
                title="Devices"
                rows={lists.devices}
                metric="visitors"
                metricLabel="Visitors"
                label={label(DEVICE_LABELS)}
              />
              <TopList title="Browsers" rows={lists.browsers} metric="visitors" metricLabel="Visitors" />
              <TopList
                title="Countries"
                rows={lists.countries}
                metric="visitors"
                metricLabel="Visitors"
                label={country}
              />
              <TopList
                title="UTM sources"
                rows={lists.utmSources}
                metric="visitors"
                metricLabel="Visitors"
                withConversions
              />
              <TopList
                title="UTM mediums"
                rows={lists.utmMediums}
                metric="visitors"
                metricLabel="Visitors"
                withConversions
              />
              <TopList title="Events" rows={lists.events} metric="events" metricLabel="Events" />
            </SimpleGrid>
          )}
        </Stack>
      )}
    </Stack>
  );
}
