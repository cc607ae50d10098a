import { dayRangeQuerySchema } from '@app/shared/schemas/analytics';
import { analyticsOverview } from '../../lib/analytics/overview-report';
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
  run: async ({ query }) => ({ data: await analyticsOverview(query.from, query.to) }),
});
