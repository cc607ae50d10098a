/** Pipeline value by stage: @mantine/charts (Recharts), in the lazily loaded chart chunk of this screen. */
import '@mantine/charts/styles.layer.css';
import type { PipelineStageRow } from '@app/shared/sales';
import { BarChart } from '@mantine/charts';
import { formatMoney } from './format';

export default function PipelineChart({ rows }: { rows: PipelineStageRow[] }) {
  return (
    <BarChart
      h={240}
      data={rows.map((r) => ({ stage: r.label, value: r.value, weighted: r.weighted }))}
      dataKey="stage"
      valueFormatter={(v) => formatMoney(v)}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      yAxisProps={{ width: 64 }}
      series={[
        { name: 'value', label: 'Value', color: 'indigo.6' },
        { name: 'weighted', label: 'Weighted', color: 'teal.5' },
      ]}
    />
  );
}
