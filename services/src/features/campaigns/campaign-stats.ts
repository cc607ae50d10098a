import { ANALYTICS, type Metrics } from '@app/shared/analytics';
import { addDays, analyticsDay, daysOf, earlierDay, laterDay } from '@app/shared/analytics-days';
import { type CurrencySettings, combine, rateLabel } from '@app/shared/currency';
import type {
  Campaign,
  CampaignStats,
  CampaignWithStats,
  UntrackedCampaign,
} from '@app/shared/schemas/campaign';
import { readCounters } from '../../data/analytics-counters';
import { claimedUtms } from '../../data/campaign';
import { type CounterKey, readCounterItems } from '../../data/counter-totals';
import { getCurrencySettings } from '../../data/currency-settings';
import { sumDimension } from '../../lib/analytics/overview-report';

/** Sales figures a campaign takes from the SALES counters of its tag. */
const SALES_METRICS = [
  'deals',
  'dealValue',
  'dealValueUSD',
  'won',
  'wonValue',
  'wonValueUSD',
  'lost',
] as const;

/** Days of untracked campaigns shown by default (the last 90). */
export const UNTRACKED_DAYS = 90;

/** A campaign's counted period: its dates, up to today, at most ANALYTICS.maxRangeDays back. */
export function campaignPeriod(c: Pick<Campaign, 'startDate' | 'endDate'>, today: string) {
  const earliest = addDays(today, -(ANALYTICS.maxRangeDays - 1));
  const from = laterDay(c.startDate, earliest);
  const end = c.endDate ? earlierDay(c.endDate, today) : today;
  return { from, to: laterDay(end, from), empty: c.startDate > today };
}

function statsOf(
  c: Campaign,
  metrics: Metrics,
  period: { from: string; to: string },
  rate: CurrencySettings,
): CampaignStats {
  const visitors = metrics.visitors ?? 0;
  const conversions = metrics.conversions ?? 0;
  const spend = c.spend ?? 0;
  const won = { INR: metrics.wonValue ?? 0, USD: metrics.wonValueUSD ?? 0 };
  const wonInr = combine(won, { reportingCurrency: 'INR', usdToInr: rate.usdToInr });
  const extra: Record<string, number> = {};
  for (const [k, v] of Object.entries(metrics)) if (typeof v === 'number') extra[k] = v;
  return {
    ...extra,
    from: period.from,
    to: period.to,
    visitors,
    conversions,
    costPerLead: spend > 0 && conversions > 0 ? Math.round((spend / conversions) * 100) / 100 : null,
    deals: metrics.deals ?? 0,
    won: metrics.won ?? 0,
    wonValue: won.INR,
    wonValueUSD: won.USD,
    wonValueCombined: combine(won, rate),
    rateLabel: rateLabel(rate),
    // (won value - spend) / spend: 1 means the campaign returned its spend twice over. Spend is in
    // rupees, so the won value is taken in rupees at the rate whatever the reporting currency.
    roi: spend > 0 && wonInr !== null ? Math.round(((wonInr - spend) / spend) * 10_000) / 10_000 : null,
  };
}

/**
 * Visits, leads and cost per lead of each campaign over its own period, and
 * the UTM campaigns seen in the last UNTRACKED_DAYS days with no campaign
 * record. A campaign's figures are its own tag's counter items, read by key
 * (BatchGetItem, 100 a call: a few calls for a page of campaigns, not a Query
 * per day); the untracked list needs every tag of each day, so it reads one
 * Query per day of its range, narrowed to the utm_campaign dimension, and
 * only when asked for (`untracked`), so the campaigns' rows need not wait for it.
 */
export async function withStats(campaigns: Campaign[], opts: { untracked?: boolean; today?: string } = {}) {
  const today = opts.today ?? analyticsDay();
  const listUntracked = opts.untracked ?? true;
  const periods = new Map(campaigns.map((c) => [c.id, campaignPeriod(c, today)]));
  const untrackedRange = { from: addDays(today, -(UNTRACKED_DAYS - 1)), to: today };
  // Deals and wins count from the campaign's start until today: its leads close long after a
  // three-day booth ends, and its ROI must still see them. Visits and leads keep its own dates.
  const visitKeys = new Map<string, CounterKey>();
  const dealKeys = new Map<string, CounterKey>();
  for (const c of campaigns) {
    const p = periods.get(c.id) as ReturnType<typeof campaignPeriod>;
    if (p.empty) continue;
    for (const day of daysOf(p.from, p.to))
      visitKeys.set(`${day} ${c.utmCampaign}`, { day, sk: `utm_campaign#${c.utmCampaign}` });
    for (const day of daysOf(p.from, today))
      dealKeys.set(`${day} ${c.utmCampaign}`, { day, sk: `campaign#${c.utmCampaign}` });
  }
  // Deals and won value per campaign come from the SALES counters (issue 19).
  const [visits, sales, rate, read] = await Promise.all([
    readCounterItems([...visitKeys.values()], 'STATS'),
    readCounterItems([...dealKeys.values()], 'SALES'),
    getCurrencySettings(),
    listUntracked ? readCounters(daysOf(untrackedRange.from, untrackedRange.to), 'utm_campaign#') : null,
  ]);

  const items: CampaignWithStats[] = campaigns.map((c) => {
    const period = periods.get(c.id) as ReturnType<typeof campaignPeriod>;
    const metrics: Metrics = {};
    if (!period.empty) {
      for (const day of daysOf(period.from, period.to)) {
        const item = visits.found.get(day)?.get(`utm_campaign#${c.utmCampaign}`);
        if (item)
          for (const [k, v] of Object.entries(item))
            if (typeof v === 'number') metrics[k] = (metrics[k] ?? 0) + v;
      }
      for (const day of daysOf(period.from, today)) {
        const deals = sales.found.get(day)?.get(`campaign#${c.utmCampaign}`);
        for (const k of SALES_METRICS) {
          const v = deals?.[k];
          if (typeof v === 'number') metrics[k] = (metrics[k] ?? 0) + v;
        }
      }
    }
    return { ...c, stats: statsOf(c, metrics, period, rate) };
  });

  if (!read) return { items, untracked: [] as UntrackedCampaign[], untrackedRange };
  const seen = [...sumDimension(read, 'utm_campaign').entries()]
    .filter(([value]) => value !== '(other)')
    .sort((a, b) => (b[1].visitors ?? 0) - (a[1].visitors ?? 0))
    .slice(0, 100);
  const claimed = await claimedUtms(seen.map(([v]) => v));
  const untracked: UntrackedCampaign[] = seen
    .filter(([value]) => !claimed.has(value))
    .slice(0, ANALYTICS.topListSize)
    .map(([utmCampaign, m]) => ({ utmCampaign, visitors: m.visitors ?? 0, conversions: m.conversions ?? 0 }));
  return { items, untracked, untrackedRange };
}
