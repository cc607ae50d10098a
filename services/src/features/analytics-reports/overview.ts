import { daysOf, previousPeriod } from '@app/shared/analytics-days';
import { dayRangeQuerySchema } from '@app/shared/schemas/analytics';
import { readCounters } from '../../data/analytics-counters';
import { readDayTotals } from '../../data/counter-totals';
import { buildOverview } from '../../lib/analytics/overview-report';
import { defineHandler } from '../../lib/handler';

/**
 * GET /admin/analytics/overview?from&to: totals, daily series, top lists and
 * conversions by form for the range, with the totals of the period before it.
 * Reads one Query per day of the range (all dimensions) and the previous
 * period's day totals by key (BatchGetItem, 100 days a call, not a Query per
 * day: the previous period needs only its totals): O(days x dimensions), never O(events).
 */
export const overview = defineHandler({
  query: dayRangeQuerySchema,
  run: async ({ query }) => {
    const days = daysOf(query.from, query.to);
    const prev = previousPeriod(query.from, query.to);
    const [current, previous] = await Promise.all([
      readCounters(days),
      readDayTotals(daysOf(prev.from, prev.to), 'STATS'),
    ]);
    return { data: buildOverview({ ...query, days }, current, { ...previous, ...prev }) };
  },
});
