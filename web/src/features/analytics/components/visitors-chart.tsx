/** The daily chart: @mantine/charts (Recharts), in its own chunk that only the analytics screen loads. */
import '@mantine/charts/styles.layer.css';
import type { SeriesPoint } from '@app/shared/analytics';
import { AreaChart } from '@mantine/charts';
import { shortDay } from '../../../lib/short-day';

export default function VisitorsChart({ series }: { series: SeriesPoint[] }) {
  const data = series.map((p) => ({ ...p, day: shortDay(p.date) }));
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
      ]}
    />
  );
}
