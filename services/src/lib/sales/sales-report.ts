/**
 * Builds the sales report from counters only: the SALES items of each day of
 * the range (one Query per day), the `total#all` items of the range's
 * analytics days (visitors) and of the previous period (BatchGetItem), and
 * the pipeline items (one Query). O(days x dimensions), never every lead or deal.
 */
import { type Metrics, OTHER_VALUE } from '@app/shared/analytics';
import { addDays, daysOf, previousPeriod } from '@app/shared/analytics-days';
import { type CurrencySettings, combine, rateLabel } from '@app/shared/currency';
import { DEAL_STAGE_LABELS, DEAL_STAGES } from '@app/shared/deals';
import {
  type FunnelStep,
  PIPELINE_DAY,
  SALES_REPORT,
  type SalesBreakdownRow,
  type SalesReport,
  type SalesTotals,
  type WeekRow,
} from '@app/shared/sales';
import { weekdayOf } from '@app/shared/zoned-time';
import { type CounterRead, readCounters } from '../../data/analytics-counters';
import { readDayTotals } from '../../data/counter-totals';
import { getCurrencySettings } from '../../data/currency-settings';

type Rate = Pick<CurrencySettings, 'reportingCurrency' | 'usdToInr'>;
const INR_ONLY: Rate = { reportingCurrency: 'INR', usdToInr: null };
/** A value metric per currency: INR under today's name, USD suffixed (deal-counters.ts moneyMetric). */
const both = (m: Metrics, k: string) => ({ INR: n(m, k), USD: n(m, `${k}USD`) });

const n = (m: Metrics, k: string) => m[k] ?? 0;
const ratio = (a: number, b: number) => (b > 0 ? Math.round((a / b) * 10_000) / 10_000 : null);
const avg = (a: number, b: number, digits = 1) =>
  b > 0 ? Math.round((a / b) * 10 ** digits) / 10 ** digits : null;

export function totalsOf(m: Metrics, visitors: number, rate: Rate = INR_ONLY): SalesTotals {
  const won = n(m, 'won');
  const lost = n(m, 'lost');
  const dealValue = both(m, 'dealValue');
  const wonValue = both(m, 'wonValue');
  const lostValue = both(m, 'lostValue');
  const wonCombined = combine(wonValue, rate);
  return {
    visitors,
    leads: n(m, 'leads'),
    deals: n(m, 'deals'),
    dealValue: n(m, 'dealValue'),
    won: { count: won, value: n(m, 'wonValue') },
    lost: { count: lost, value: n(m, 'lostValue') },
    winRate: ratio(won, won + lost),
    money: {
      dealValue,
      wonValue,
      lostValue,
      combined: {
        dealValue: combine(dealValue, rate),
        wonValue: wonCombined,
        lostValue: combine(lostValue, rate),
      },
    },
    averageDealSize: wonCombined === null ? null : avg(wonCombined, won, 0),
    salesCycleDays: avg(n(m, 'cycleDays'), won),
    firstResponseMinutes: avg(n(m, 'responseMinutes'), n(m, 'responded'), 0),
    responded: n(m, 'responded'),
  };
}

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
  const prev = previousPeriod(from, to);
  const prevDays = daysOf(prev.from, prev.to);
  const [read, visitors, prevSales, prevVisitors, pipelineRead, settings] = await Promise.all([
    readCounters(days, undefined, 'SALES'),
    readDayTotals(days, 'STATS'),
    readDayTotals(prevDays, 'SALES'),
    readDayTotals(prevDays, 'STATS'),
    readCounters([PIPELINE_DAY], 'stage#', 'SALES'),
    getCurrencySettings(),
  ]);
  const total = sumDim(read, 'total').get('all') ?? {};
  const totals = totalsOf(total, n(visitors.sum, 'visitors'), settings);
  const steps: Array<[FunnelStep['step'], string, number]> = [
    ['visitors', 'Visitors', totals.visitors],
    ['leads', 'Leads', totals.leads],
    ['deals', 'Deals', totals.deals],
    ['won', 'Won deals', totals.won.count],
  ];
  const funnel = steps.map(([step, label, count], i) => ({
    step,
    label,
    count,
    rate: i === 0 ? null : ratio(count, steps[i - 1]?.[2] ?? 0),
  }));
  const stages = pipelineRead.days.get(PIPELINE_DAY) ?? new Map();
  const pipeline = DEAL_STAGES.map((stage) => {
    const m = stages.get(`stage#${stage}`) ?? {};
    return {
      stage,
      label: DEAL_STAGE_LABELS[stage],
      count: n(m, 'inStage'),
      value: n(m, 'stageValue'),
      valueUSD: n(m, 'stageValueUSD'),
      weighted: n(m, 'weighted'),
      weightedUSD: n(m, 'weightedUSD'),
    };
  });
  const open = pipeline.filter((p) => p.stage !== 'won' && p.stage !== 'lost');
  const sum = (k: 'count' | 'value' | 'valueUSD' | 'weighted' | 'weightedUSD') =>
    open.reduce((s, p) => s + p[k], 0);
  return {
    from,
    to,
    ...totals,
    previous: { ...totalsOf(prevSales.sum, n(prevVisitors.sum, 'visitors'), settings), ...prev },
    funnel,
    bySource: breakdown(read, 'source', settings),
    byCampaign: breakdown(read, 'campaign', settings),
    leadsByWeek: {
      form: weekly(read, days, 'form'),
      interest: weekly(read, days, 'interest'),
      budget: weekly(read, days, 'budget'),
      phase: weekly(read, days, 'phase'),
    },
    pipeline,
    pipelineTotals: {
      count: sum('count'),
      value: sum('value'),
      valueUSD: sum('valueUSD'),
      weighted: sum('weighted'),
      weightedUSD: sum('weightedUSD'),
      valueCombined: combine({ INR: sum('value'), USD: sum('valueUSD') }, settings),
      weightedCombined: combine({ INR: sum('weighted'), USD: sum('weightedUSD') }, settings),
    },
    currency: {
      reportingCurrency: settings.reportingCurrency,
      usdToInr: settings.usdToInr,
      rateLabel: rateLabel(settings),
    },
    itemsRead:
      read.itemsRead +
      visitors.itemsRead +
      prevSales.itemsRead +
      prevVisitors.itemsRead +
      pipelineRead.itemsRead,
  };
}
