/** Pipeline value by stage: @mantine/charts (Recharts), in the lazily loaded chart chunk of this screen. */
import '@mantine/charts/styles.layer.css';
import { combine } from '@app/shared/currency';
import type { PipelineStageRow, SalesReport } from '@app/shared/sales';
import { BarChart } from '@mantine/charts';
import { moneyIn } from './format';

interface Props {
  rows: PipelineStageRow[];
  currency: SalesReport['currency'];
}

/** Bars in the reporting currency (both currencies at the set rate; without a rate, rupees only). */
export default function PipelineChart({ rows, currency }: Props) {
  const inReporting = (INR: number, USD: number) => combine({ INR, USD }, currency) ?? INR;
  const shown = currency.usdToInr ? currency.reportingCurrency : 'INR';
  return (
    <BarChart
      h={240}
      data={rows.map((r) => ({
        stage: r.label,
        value: inReporting(r.value, r.valueUSD),
        weighted: inReporting(r.weighted, r.weightedUSD),
      }))}
      dataKey="stage"
      valueFormatter={moneyIn(shown)}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      yAxisProps={{ width: 64 }}
      series={[
        { name: 'value', label: `Value (${shown})`, color: 'indigo.6' },
        { name: 'weighted', label: `Weighted (${shown})`, color: 'teal.5' },
      ]}
    />
  );
}
