import type { DashboardCounts } from '@app/shared/dashboard-counts';
import { DASHBOARD_ROUTE_PATHS } from '@app/shared/routes/dashboard';
import { useEffect, useState } from 'react';
import { apiRequest, isAbortError } from '../../../lib/api-client';

/** GET /admin/show-count: only the counters the caller may read. */
function getCounts(signal?: AbortSignal): Promise<DashboardCounts> {
  return apiRequest<DashboardCounts>('GET', DASHBOARD_ROUTE_PATHS.showCount, { signal });
}

/** The counts for the dashboard; a failure leaves them empty (the items still link to their screens). */
export function useCounts(enabled: boolean): DashboardCounts {
  const [counts, setCounts] = useState<DashboardCounts>({});
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    getCounts(controller.signal).then(setCounts, (error: unknown) => {
      if (!isAbortError(error)) console.warn('Could not load the dashboard counts', error);
    });
    return () => controller.abort();
  }, [enabled]);
  return counts;
}
