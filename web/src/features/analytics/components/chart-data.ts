import type { SeriesPoint } from '@app/shared/analytics';
import { shortDay } from '../../../lib/short-day';

const METRICS = ['visitors', 'pageviews', 'conversions'] as const;
type Metric = (typeof METRICS)[number];

export type ChartRow = { day: string } & Record<Metric | `${Metric}SoFar`, number | null>;

/**
 * The chart's rows. Today (the company's reporting day) is not over: its
 * counts are drawn as a dashed "so far" segment from yesterday's point and
 * its label says so, instead of the solid line plunging as if the day were done.
 */
export function chartRows(series: SeriesPoint[], today: string): ChartRow[] {
  return series.map((p, i) => {
    const partial = p.date === today;
    const beforePartial = series[i + 1]?.date === today;
    const row = { day: partial ? `${shortDay(p.date)} (so far)` : shortDay(p.date) } as ChartRow;
    for (const m of METRICS) {
      row[m] = partial ? null : p[m];
      row[`${m}SoFar`] = partial || beforePartial ? p[m] : null;
    }
    return row;
  });
}
