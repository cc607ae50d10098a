/** The daily chart: @mantine/charts (Recharts), in its own chunk that only the analytics screen loads. */
import '@mantine/charts/styles.layer.css';
import type { SeriesPoint } from '@app/shared/analytics';
import { AreaChart } from '@mantine/charts';
import { chartRows } from './chart-data';

const DASHED = { strokeDasharray: '5 4' };

/** `today`: the company's reporting day, drawn as "so far" (chart-data.ts). */
export default function VisitorsChart({ series, today }: { series: SeriesPoint[]; today: string }) {
  const data = chartRows(series, today);
  return (
    <AreaChart
      h={260}
      data={data}
      dataKey="day"
      curveType="monotone"
      withDots={series.length <= 14}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      series={[
        { name: 'visitors', label: 'Visitors', color: 'indigo.6' },
        { name: 'pageviews', label: 'Page views', color: 'cyan.5' },
        { name: 'conversions', label: 'Conversions', color: 'teal.6' },
        { name: 'visitorsSoFar', label: 'Visitors today so far', color: 'indigo.6', ...DASHED },
        { name: 'pageviewsSoFar', label: 'Page views today so far', color: 'cyan.5', ...DASHED },
        { name: 'conversionsSoFar', label: 'Conversions today so far', color: 'teal.6', ...DASHED },
      ]}
      connectNulls={false}
    />
  );
}
