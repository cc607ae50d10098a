/**
 * Builds the sales report from counters only: the SALES items of each day of
 * the range (one Query per day) for the breakdowns and weekly series, plus
 * the summary's reads (sales-summary.ts: visitors and the previous period by
 * key, the pipeline items). O(days x dimensions), never every lead or deal.
 */
import { type Metrics, OTHER_VALUE } from '@app/shared/analytics';
import { addDays, daysOf } from '@app/shared/analytics-days';
import { combine } from '@app/shared/currency';
import { SALES_REPORT, type SalesBreakdownRow, type SalesReport, type WeekRow } from '@app/shared/sales';
import { weekdayOf } from '@app/shared/zoned-time';
import { type CounterRead, readCounters } from '../../data/analytics-counters';
import { both, n, type Rate, summaryOf, summaryReads } from './sales-summary';

/** Monday of the ISO week of a (company) day. */
export function weekOf(day: string): string {
  return addDays(day, 1 - weekdayOf(day));
}

function sumDim(read: CounterRead, dim: string) {
  const out = new Map<string, Metrics>();
  for (const counters of read.days.values())
    for (const item of counters.values()) {
      if (item.dim !== dim) continue;
      const acc = out.get(item.value) ?? {};
      for (const [k, v] of Object.entries(item)) if (typeof v === 'number') acc[k] = (acc[k] ?? 0) + v;
      out.set(item.value, acc);
    }
  return out;
}

function breakdown(read: CounterRead, dim: string, rate: Rate): SalesBreakdownRow[] {
  return [...sumDim(read, dim).entries()]
    .map(([value, m]) => ({
      value,
      leads: n(m, 'leads'),
      deals: n(m, 'deals'),
      won: n(m, 'won'),
      wonValue: n(m, 'wonValue'),
      wonValueUSD: n(m, 'wonValueUSD'),
      wonValueCombined: combine(both(m, 'wonValue'), rate),
    }))
    .filter((r) => r.leads || r.deals || r.won || r.wonValue || r.wonValueUSD)
    .sort(
      (a, b) =>
        (b.wonValueCombined ?? b.wonValue) - (a.wonValueCombined ?? a.wonValue) ||
        b.deals - a.deals ||
        b.leads - a.leads ||
        (a.value < b.value ? -1 : 1),
    )
    .slice(0, SALES_REPORT.topListSize);
}

function weekly(read: CounterRead, days: string[], dim: string) {
  const values = new Set<string>();
  const weeks = new Map<string, WeekRow>();
  for (const day of days) {
    const week = weekOf(day);
    const row = weeks.get(week) ?? { week };
    weeks.set(week, row);
    for (const item of read.days.get(day)?.values() ?? []) {
      if (item.dim !== dim || !item.leads) continue;
      values.add(item.value);
      row[item.value] = ((row[item.value] as number | undefined) ?? 0) + item.leads;
    }
  }
  const sorted = [...values].sort((a, b) =>
    a === OTHER_VALUE ? 1 : b === OTHER_VALUE ? -1 : a < b ? -1 : 1,
  );
  for (const row of weeks.values()) for (const v of sorted) row[v] ??= 0;
  return { values: sorted, weeks: [...weeks.values()] };
}

export async function salesReport(from: string, to: string): Promise<SalesReport> {
  const days = daysOf(from, to);
  const [read, reads] = await Promise.all([readCounters(days, undefined, 'SALES'), summaryReads(from, to)]);
  const { settings } = reads;
  const summary = summaryOf(from, to, sumDim(read, 'total').get('all') ?? {}, read.itemsRead, reads);
  return {
    ...summary,
    bySource: breakdown(read, 'source', settings),
    byCampaign: breakdown(read, 'campaign', settings),
    leadsByWeek: {
      form: weekly(read, days, 'form'),
      interest: weekly(read, days, 'interest'),
      budget: weekly(read, days, 'budget'),
      phase: weekly(read, days, 'phase'),
    },
  };
}
