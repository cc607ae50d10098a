import { daysOf, previousPeriod } from '@app/shared/analytics-days';
import { dayRangeQuerySchema } from '@app/shared/schemas/analytics';
import { readCounters } from '../../data/analytics-counters';
import { buildOverview } from '../../lib/analytics/overview-report';
import { defineHandler } from '../../lib/handler';

/**
 * GET /admin/analytics/overview?from&to: totals, daily series, top lists and
 * conversions by form for the range, with the totals of the period before it.
 * Reads one Query per day of the range (all dimensions) and one per day of
 * the previous period (totals only): O(days x dimensions), never O(events).
 */
export const overview = defineHandler({
  query: dayRangeQuerySchema,
  run: async ({ query }) => {
    const days = daysOf(query.from, query.to);
    const prev = previousPeriod(query.from, query.to);
    const [current, previous] = await Promise.all([
      readCounters(days),
      readCounters(daysOf(prev.from, prev.to), 'total#'),
    ]);
    return { data: buildOverview({ ...query, days }, current, { ...previous, ...prev }) };
  },
});
