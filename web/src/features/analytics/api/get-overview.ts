import type { AnalyticsOverview } from '@app/shared/analytics';
import { ANALYTICS_ROUTE_PATHS } from '@app/shared/routes/analytics';
import type { DayRangeQuery } from '@app/shared/schemas/analytics';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/analytics/overview?from&to (days in the analytics zone, both included). */
export function getOverview(range: DayRangeQuery, signal?: AbortSignal): Promise<AnalyticsOverview> {
  return apiRequest<AnalyticsOverview>('GET', ANALYTICS_ROUTE_PATHS.overview, {
    query: { ...range },
    signal,
  });
}
