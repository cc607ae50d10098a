import {
  ANALYTICS,
  type AnalyticsOverview,
  type AnalyticsTotals,
  CONVERSION_FORMS,
  type Dimension,
  type Metrics,
  type SeriesPoint,
  TOTAL_VALUE,
  type TopRow,
  totalsOf,
} from '@app/shared/analytics';
import { daysOf, previousPeriod } from '@app/shared/analytics-days';
import type { CounterRead } from '../../data/analytics-counters';
import { readCounters, statsKeys } from '../../data/analytics-counters';
import { readCounterItems, readDayTotals } from '../../data/counter-totals';

type Sort = 'visitors' | 'pageviews' | 'conversions' | 'events';

/** Each top list of the overview: its dimension and the metric it is ranked by. */
const LISTS: Record<
  Exclude<
    keyof AnalyticsOverview,
    'range' | 'previous' | 'series' | 'itemsRead' | 'overLimitVisits' | keyof ReturnType<typeof totalsOf>
  >,
  [Dimension, Sort]
> = {
  pages: ['page', 'pageviews'],
  entryPages: ['entry', 'visitors'],
  sources: ['source', 'visitors'],
  referrers: ['referrer', 'visitors'],
  campaigns: ['utm_campaign', 'visitors'],
  utmSources: ['utm_source', 'visitors'],
  utmMediums: ['utm_medium', 'visitors'],
  devices: ['device', 'visitors'],
  browsers: ['browser', 'visitors'],
  countries: ['country', 'visitors'],
  forms: ['form', 'conversions'],
  events: ['event', 'events'],
};

function addInto(target: Metrics, source: Metrics) {
  for (const [k, v] of Object.entries(source)) if (typeof v === 'number') target[k] = (target[k] ?? 0) + v;
}

/** Sums every value of a dimension over the days of a read. */
export function sumDimension(read: CounterRead, dimension: string): Map<string, Metrics> {
  const out = new Map<string, Metrics>();
  for (const counters of read.days.values()) {
    for (const item of counters.values()) {
      if (item.dim !== dimension) continue;
      const { dim: _d, value, ...metrics } = item;
      const row = out.get(value) ?? {};
      addInto(row, metrics);
      out.set(value, row);
    }
  }
  return out;
}

export function topRows(
  sums: Map<string, Metrics>,
  by: Sort,
  size: number = ANALYTICS.topListSize,
): TopRow[] {
  return [...sums.entries()]
    .map(([value, m]) => ({ value, ...m }) as TopRow)
    .sort(
      (a, b) =>
        (b[by] ?? 0) - (a[by] ?? 0) ||
        (b.conversions ?? 0) - (a.conversions ?? 0) ||
        a.value.localeCompare(b.value),
    )
    .slice(0, size);
}

type Previous = { sum: Metrics; itemsRead: number; from: string; to: string };

/**
 * The headline figures, the daily series and the comparison, from each day's
 * `total#all` item: what the full overview and its first, lighter request share.
 */
function headline(
  range: { from: string; to: string; days: string[] },
  dayTotal: (day: string) => Metrics | undefined,
  previous: Previous,
  itemsRead: number,
): AnalyticsTotals {
  const sum: Metrics = {};
  const series: SeriesPoint[] = range.days.map((date) => {
    const t: Metrics = dayTotal(date) ?? {};
    addInto(sum, t);
    return { date, visitors: t.visitors ?? 0, pageviews: t.pageviews ?? 0, conversions: t.conversions ?? 0 };
  });
  return {
    range: { from: range.from, to: range.to, days: range.days.length },
    ...totalsOf(sum),
    previous: { from: previous.from, to: previous.to, ...totalsOf(previous.sum) },
    series,
    overLimitVisits: sum.overLimitVisits ?? 0,
    itemsRead: itemsRead + previous.itemsRead,
  };
}

/** The overview from the counters of the range and the totals of the period before it. */
export function buildOverview(
  range: { from: string; to: string; days: string[] },
  current: CounterRead,
  /** The previous period's `total#all` items summed (readDayTotals: one BatchGetItem per 100 days). */
  previous: Previous,
): AnalyticsOverview {
  const totalSk = statsKeys.sk('total', TOTAL_VALUE);
  const lists = Object.fromEntries(
    Object.entries(LISTS).map(([name, [dim, by]]) => [name, topRows(sumDimension(current, dim), by)]),
  ) as Pick<AnalyticsOverview, keyof typeof LISTS>;
  const seen = new Set(lists.forms.map((r) => r.value));
  for (const form of CONVERSION_FORMS) if (!seen.has(form)) lists.forms.push({ value: form, conversions: 0 });
  const top = headline(range, (day) => current.days.get(day)?.get(totalSk), previous, current.itemsRead);
  const { itemsRead, ...figures } = top;
  return { ...figures, ...lists, itemsRead };
}

/**
 * The screen's first request (`?view=totals`): the headline figures and the
 * daily series of the range, and the previous period's totals, from the
 * days' `total#all` items by key: one BatchGetItem for up to 50 days a side
 * (not a Query per day of every dimension), so the figures show while the
 * top lists are still being read.
 */
export async function analyticsTotals(from: string, to: string): Promise<AnalyticsTotals> {
  const days = daysOf(from, to);
  const prev = previousPeriod(from, to);
  const prevDays = daysOf(prev.from, prev.to);
  const sk = statsKeys.sk('total', TOTAL_VALUE);
  const { found, itemsRead } = await readCounterItems(
    [...days, ...prevDays].map((day) => ({ day, sk })),
    'STATS',
  );
  const previous: Metrics = {};
  for (const day of prevDays) addInto(previous, found.get(day)?.get(sk) ?? {});
  return headline(
    { from, to, days },
    (day) => found.get(day)?.get(sk),
    { sum: previous, itemsRead: 0, ...prev },
    itemsRead,
  );
}

/**
 * The Analytics screen's overview of a range (GET /admin/analytics/overview and
 * the weekly digest read it here): one Query per day of the range (all
 * dimensions) and one per day of the period before (totals only).
 */
export async function analyticsOverview(from: string, to: string): Promise<AnalyticsOverview> {
  const days = daysOf(from, to);
  const prev = previousPeriod(from, to);
  const [current, previous] = await Promise.all([
    readCounters(days),
    readDayTotals(daysOf(prev.from, prev.to), 'STATS'),
  ]);
  return buildOverview({ from, to, days }, current, { ...previous, ...prev });
}
