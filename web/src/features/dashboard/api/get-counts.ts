import type { DashboardCounts } from '@app/shared/dashboard-counts';
import { DASHBOARD_ROUTE_PATHS } from '@app/shared/routes/dashboard';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/show-count: only the counters the caller may read. */
function getCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  return apiRequest<DashboardCounts>('GET', DASHBOARD_ROUTE_PATHS.showCount, { signal });
}

const NONE: DashboardCounts = {};

/** The counts for the dashboard; a failure leaves them empty (the items still link to their screens). */
export function useCounts(enabled: boolean): DashboardCounts {
  const { data, error } = useQuery({
    queryKey: ['dashboard-counts'],
    queryFn: ({ signal }) => getCounts(signal),
    enabled,
    // Counts change with every lead and application: read them on each visit to the dashboard.
    staleTime: 0,
  });
  useEffect(() => {
    if (error) console.warn('Could not load the dashboard counts', error);
  }, [error]);
  return data ?? NONE;
}
