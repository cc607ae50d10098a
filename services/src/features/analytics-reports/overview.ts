import { overviewQuerySchema } from '@app/shared/schemas/analytics';
import { analyticsOverview, analyticsTotals } from '../../lib/analytics/overview-report';
import { defineHandler } from '../../lib/handler';

/**
 * GET /admin/analytics/overview?from&to: totals, daily series, top lists and
 * conversions by form for the range, with the totals of the period before it.
 * Reads one Query per day of the range (all dimensions) and the previous
 * period's day totals by key (BatchGetItem, 100 days a call, not a Query per
 * day: the previous period needs only its totals): O(days x dimensions), never O(events).
 * `&view=totals` is the screen's first request: the same headline figures,
 * series and comparison from the days' total items by key (BatchGetItem
 * only), without the top lists, so the figures show before the lists are read.
 */
export const overview = defineHandler({
  query: overviewQuerySchema,
  run: async ({ query }) => ({
    data:
      query.view === 'totals'
        ? await analyticsTotals(query.from, query.to)
        : await analyticsOverview(query.from, query.to),
  }),
});
