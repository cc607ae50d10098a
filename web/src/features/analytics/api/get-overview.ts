import type { AnalyticsOverview, AnalyticsTotals } from '@app/shared/analytics';
import { ANALYTICS_ROUTE_PATHS } from '@app/shared/routes/analytics';
import type { DayRangeQuery } from '@app/shared/schemas/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/analytics/overview?from&to (days in the analytics zone, both included). */
export function getOverview(range: DayRangeQuery, signal?: AbortSignal): Promise<AnalyticsOverview> {
  return apiRequest<AnalyticsOverview>('GET', ANALYTICS_ROUTE_PATHS.overview, {
    query: { ...range },
    signal,
  });
}

/** GET /admin/analytics/overview?view=totals: the headline figures and series only (a few reads by key). */
export function getOverviewTotals(range: DayRangeQuery, signal?: AbortSignal): Promise<AnalyticsTotals> {
  return apiRequest<AnalyticsTotals>('GET', ANALYTICS_ROUTE_PATHS.overview, {
    query: { ...range, view: 'totals' },
    signal,
  });
}

/**
 * The screen's first request: the figures and the chart of `range` (the
 * previous range's stay on screen while it loads); off while the range is invalid.
 */
export function useOverviewTotals(range: DayRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'overview', 'totals', range.from, range.to],
    queryFn: ({ signal }) => getOverviewTotals(range, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Every visit and lead moves the figures: each visit to the screen reads them again.
    staleTime: 0,
  });
}

/**
 * The full overview of `range` (the top lists). Asked for once the totals are
 * there (or failed), so its Query per day does not hold up the figures' read.
 */
export function useOverview(range: DayRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'overview', range.from, range.to],
    queryFn: ({ signal }) => getOverview(range, signal),
    enabled,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
