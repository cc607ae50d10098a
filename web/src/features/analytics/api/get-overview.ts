import type { AnalyticsOverview } from '@app/shared/analytics';
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

/** The overview of `range` (the previous range's stays on screen while it loads); off while the range is invalid. */
export function useOverview(range: DayRangeQuery, enabled: boolean) {
  return useQuery({
    queryKey: ['analytics', 'overview', range.from, range.to],
    queryFn: ({ signal }) => getOverview(range, signal),
    enabled,
    placeholderData: keepPreviousData,
    // Every visit and lead moves the figures: each visit to the screen reads them again.
    staleTime: 0,
  });
}
