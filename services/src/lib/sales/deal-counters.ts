/**
 * What a deal contributes to the SALES counters, and how a write changes
 * them. A deal contributes, on the day it was created, a deal and its value
 * (total, source, campaign); once won or lost, on the day it closed, a win
 * (with its value and sales cycle) or a loss; and, as of now, its stage in the
 * pipeline (count, value, value weighted by probability). Every write applies
 * the difference between the contributions after and before (ADD of the
 * deltas), so moving a deal out of Won, changing its value or deleting it
 * keeps every figure right without reading any other deal.
 */
import type { Metrics } from '@app/shared/analytics';
import { analyticsDay } from '@app/shared/analytics-days';
import { type Currency, currencyOf } from '@app/shared/currency';
import { PIPELINE_DAY, type SalesDimension } from '@app/shared/sales';
import type { Deal } from '@app/shared/schemas/deal';
import { addToCounter } from '../../data/analytics-counters';
import { logger } from '../logger';

type Contribution = Map<string, Metrics>;

/**
 * The name of a value metric for a currency: INR keeps today's names (so the
 * totals counted before currencies are INR without a migration), USD adds a
 * suffix (dealValue -> dealValueUSD). Counts (deals, won, cycleDays) are shared.
 */
export function moneyMetric(name: string, currency: Currency): string {
  return currency === 'INR' ? name : `${name}${currency}`;
}

const DAY_MS = 86_400_000;
const SEP = '\u0000';

function addTo(out: Contribution, day: string, dim: SalesDimension, value: string, metrics: Metrics) {
  const k = [day, dim, value].join(SEP);
  const current = out.get(k) ?? {};
  for (const [m, n] of Object.entries(metrics)) current[m] = (current[m] ?? 0) + (n ?? 0);
  out.set(k, current);
}

function attributed(out: Contribution, deal: Deal, day: string, metrics: Metrics) {
  addTo(out, day, 'total', 'all', metrics);
  if (deal.source) addTo(out, day, 'source', deal.source, metrics);
  if (deal.campaign) addTo(out, day, 'campaign', deal.campaign, metrics);
}

export type DealFacts = Pick<
  Deal,
  'value' | 'currency' | 'stage' | 'probability' | 'source' | 'campaign' | 'createdAt' | 'closedAt'
>;

export function dealContribution(deal: DealFacts | null): Contribution {
  const out: Contribution = new Map();
  if (!deal) return out;
  const created = analyticsDay(new Date(deal.createdAt));
  const money = (name: string) => moneyMetric(name, currencyOf(deal));
  attributed(out, deal as Deal, created, { deals: 1, [money('dealValue')]: deal.value });
  if (deal.closedAt && (deal.stage === 'won' || deal.stage === 'lost')) {
    const closed = analyticsDay(new Date(deal.closedAt));
    if (deal.stage === 'won') {
      const cycleDays = Math.max(0, (Date.parse(deal.closedAt) - Date.parse(deal.createdAt)) / DAY_MS);
      attributed(out, deal as Deal, closed, { won: 1, [money('wonValue')]: deal.value });
      addTo(out, closed, 'total', 'all', { cycleDays: Math.round(cycleDays * 10) / 10 });
    } else attributed(out, deal as Deal, closed, { lost: 1, [money('lostValue')]: deal.value });
  }
  // Not `value`: counter items keep the dimension's value under that name.
  addTo(out, PIPELINE_DAY, 'stage', deal.stage, {
    inStage: 1,
    [money('stageValue')]: deal.value,
    [money('weighted')]: Math.round((deal.value * deal.probability) / 100),
  });
  return out;
}

/** The counter deltas of a change from `before` to `after` (null: not there). */
export function dealDelta(before: DealFacts | null, after: DealFacts | null) {
  const a = dealContribution(after);
  const b = dealContribution(before);
  const out: Array<{ day: string; dim: SalesDimension; value: string; metrics: Metrics }> = [];
  for (const k of new Set([...a.keys(), ...b.keys()])) {
    const metrics: Metrics = {};
    const now = a.get(k) ?? {};
    const was = b.get(k) ?? {};
    for (const m of new Set([...Object.keys(now), ...Object.keys(was)])) {
      const d = Math.round(((now[m] ?? 0) - (was[m] ?? 0)) * 10) / 10;
      if (d !== 0) metrics[m] = d;
    }
    if (Object.keys(metrics).length === 0) continue;
    const [day, dim, value] = k.split(SEP) as [string, SalesDimension, string];
    out.push({ day, dim, value, metrics });
  }
  return out;
}

/**
 * Applies a deal write to the counters. Called after the deal is stored; a
 * failure is logged and never fails the request (the deal is the source of
 * truth, as for the analytics conversions).
 */
export async function countDealChange(before: DealFacts | null, after: DealFacts | null) {
  const results = await Promise.allSettled(
    dealDelta(before, after).map((d) => addToCounter(d.day, d.dim, d.value, d.metrics, 'SALES')),
  );
  const failed = results.filter((r) => r.status === 'rejected');
  if (failed.length > 0)
    logger.error('deal change not fully counted', {
      failed: failed.length,
      error: (failed[0] as PromiseRejectedResult).reason,
    });
}
