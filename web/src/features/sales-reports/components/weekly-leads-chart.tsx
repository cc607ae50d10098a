/** Leads per week split by one dimension: a stacked @mantine/charts bar chart (lazily loaded chunk). */
import '@mantine/charts/styles.layer.css';
import type { WeekRow } from '@app/shared/sales';
import { BarChart } from '@mantine/charts';
import { shortDay } from '../../../lib/short-day';

const COLORS = [
  'indigo.6',
  'teal.5',
  'orange.5',
  'grape.5',
  'cyan.6',
  'red.5',
  'lime.6',
  'pink.5',
  'yellow.6',
  'gray.6',
];

export default function WeeklyLeadsChart({ values, weeks }: { values: string[]; weeks: WeekRow[] }) {
  return (
    <BarChart
      h={260}
      type="stacked"
      data={weeks.map((w) => ({ ...w, week: shortDay(w.week) }))}
      dataKey="week"
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      gridAxis="y"
      series={values.map((value, i) => ({ name: value, color: COLORS[i % COLORS.length] }))}
    />
  );
}
