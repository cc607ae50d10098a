import { describe, expect, it } from 'vitest';
import { type DealFacts, dealDelta } from './deal-counters';

const base: DealFacts = {
  value: 100000,
  stage: 'qualified',
  probability: 20,
  source: 'email',
  campaign: 'spring',
  createdAt: '2025-03-01T06:00:00.000Z',
};
const find = (d: ReturnType<typeof dealDelta>, day: string, dim: string, value: string) =>
  d.find((x) => x.day === day && x.dim === dim && x.value === value)?.metrics;

describe('deal counter deltas', () => {
  it('counts a new deal on its day by total, source and campaign, and in its pipeline stage', () => {
    const d = dealDelta(null, base);
    expect(find(d, '2025-03-01', 'total', 'all')).toEqual({ deals: 1, dealValue: 100000 });
    expect(find(d, '2025-03-01', 'campaign', 'spring')).toEqual({ deals: 1, dealValue: 100000 });
    expect(find(d, 'pipeline', 'stage', 'qualified')).toEqual({
      inStage: 1,
      stageValue: 100000,
      weighted: 20000,
    });
  });

  it('a win moves the pipeline and adds the win on the day it closed, with the cycle length', () => {
    const won = { ...base, stage: 'won' as const, probability: 100, closedAt: '2025-03-11T06:00:00.000Z' };
    const d = dealDelta(base, won);
    expect(find(d, '2025-03-01', 'total', 'all')).toBeUndefined();
    expect(find(d, '2025-03-11', 'total', 'all')).toEqual({ won: 1, wonValue: 100000, cycleDays: 10 });
    expect(find(d, '2025-03-11', 'source', 'email')).toEqual({ won: 1, wonValue: 100000 });
    expect(find(d, 'pipeline', 'stage', 'qualified')).toEqual({
      inStage: -1,
      stageValue: -100000,
      weighted: -20000,
    });
    expect(find(d, 'pipeline', 'stage', 'won')).toEqual({ inStage: 1, stageValue: 100000, weighted: 100000 });
    // Deleting the won deal takes everything back out.
    const gone = dealDelta(won, null);
    expect(find(gone, '2025-03-11', 'campaign', 'spring')).toEqual({ won: -1, wonValue: -100000 });
    expect(find(gone, '2025-03-01', 'total', 'all')).toEqual({ deals: -1, dealValue: -100000 });
  });

  it('writes nothing when nothing counted changed', () => {
    expect(dealDelta(base, { ...base })).toEqual([]);
  });

  it('counts days in the company time zone (Asia/Kolkata)', () => {
    const late = { ...base, createdAt: '2025-03-01T20:00:00.000Z' };
    expect(find(dealDelta(null, late), '2025-03-02', 'total', 'all')).toEqual({
      deals: 1,
      dealValue: 100000,
    });
  });

  it('counts a USD deal under USD-suffixed value metrics; switching currency moves the value across', () => {
    const usd: DealFacts = {
      ...base,
      value: 40000,
      currency: 'USD',
      stage: 'won',
      probability: 100,
      closedAt: '2025-03-11T06:00:00.000Z',
    };
    const d = dealDelta(null, usd);
    expect(find(d, '2025-03-01', 'total', 'all')).toEqual({ deals: 1, dealValueUSD: 40000 });
    expect(find(d, '2025-03-11', 'campaign', 'spring')).toEqual({ won: 1, wonValueUSD: 40000 });
    expect(find(d, 'pipeline', 'stage', 'won')).toEqual({
      inStage: 1,
      stageValueUSD: 40000,
      weightedUSD: 40000,
    });
    const asInr = dealDelta(usd, { ...usd, currency: 'INR' });
    expect(find(asInr, '2025-03-11', 'total', 'all')).toEqual({ wonValue: 40000, wonValueUSD: -40000 });
  });
});
