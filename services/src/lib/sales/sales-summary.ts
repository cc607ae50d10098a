/**
 * The headline figures, funnel and pipeline of a sales report
 * (SalesSummary). The full report (sales-report.ts) takes the range's totals
 * from its Query per day; the Sales Reports screen's first request
 * (`?view=summary`) reads the same `total#all` items by key instead (one
 * BatchGetItem for the range and the period before), so the headline shows
 * before the breakdowns' Queries have run. Both build it here, so they agree.
 */
import type { Metrics } from '@app/shared/analytics';
import { daysOf, previousPeriod } from '@app/shared/analytics-days';
import { type CurrencySettings, combine, rateLabel } from '@app/shared/currency';
import { DEAL_STAGE_LABELS, DEAL_STAGES } from '@app/shared/deals';
import { type FunnelStep, PIPELINE_DAY, type SalesSummary, type SalesTotals } from '@app/shared/sales';
import { type CounterRead, readCounters } from '../../data/analytics-counters';
import { readDayTotals } from '../../data/counter-totals';
import { getCurrencySettings } from '../../data/currency-settings';

export type Rate = Pick<CurrencySettings, 'reportingCurrency' | 'usdToInr'>;
const INR_ONLY: Rate = { reportingCurrency: 'INR', usdToInr: null };
/** A value metric per currency: INR under today's name, USD suffixed (deal-counters.ts moneyMetric). */
export const both = (m: Metrics, k: string) => ({ INR: n(m, k), USD: n(m, `${k}USD`) });

export const n = (m: Metrics, k: string) => m[k] ?? 0;
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

type DayTotals = Awaited<ReturnType<typeof readDayTotals>>;

/** What the summary is built from besides the range's SALES totals (read the same way by both reports). */
export interface SummaryReads {
  visitors: DayTotals;
  prevSales: DayTotals;
  prevVisitors: DayTotals;
  pipelineRead: CounterRead;
  settings: CurrencySettings;
}

/** The reads besides the range's own SALES items, all at once. */
export async function summaryReads(from: string, to: string): Promise<SummaryReads> {
  const prev = previousPeriod(from, to);
  const prevDays = daysOf(prev.from, prev.to);
  const [visitors, prevSales, prevVisitors, pipelineRead, settings] = await Promise.all([
    readDayTotals(daysOf(from, to), 'STATS'),
    readDayTotals(prevDays, 'SALES'),
    readDayTotals(prevDays, 'STATS'),
    readCounters([PIPELINE_DAY], 'stage#', 'SALES'),
    getCurrencySettings(),
  ]);
  return { visitors, prevSales, prevVisitors, pipelineRead, settings };
}

/** The summary of `from..to` from the range's summed SALES `total#all` metrics and the other reads. */
export function summaryOf(
  from: string,
  to: string,
  total: Metrics,
  totalItemsRead: number,
  { visitors, prevSales, prevVisitors, pipelineRead, settings }: SummaryReads,
): SalesSummary {
  const prev = previousPeriod(from, to);
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
      totalItemsRead +
      visitors.itemsRead +
      prevSales.itemsRead +
      prevVisitors.itemsRead +
      pipelineRead.itemsRead,
  };
}

/** The screen's first read: the range's `total#all` items by key, not a Query per day. */
export async function salesSummary(from: string, to: string): Promise<SalesSummary> {
  const [sales, reads] = await Promise.all([
    readDayTotals(daysOf(from, to), 'SALES'),
    summaryReads(from, to),
  ]);
  return summaryOf(from, to, sales.sum, sales.itemsRead, reads);
}
