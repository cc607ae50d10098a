import type { RealtimeCount } from '@app/shared/analytics';
import { ANALYTICS_ROUTE_PATHS } from '@app/shared/routes/analytics';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

const REFRESH_MS = 30_000;

/** GET /admin/analytics/realtime: visitors in the last 30 minutes. */
export function getRealtime(signal?: AbortSignal): Promise<RealtimeCount> {
  return apiRequest<RealtimeCount>('GET', ANALYTICS_ROUTE_PATHS.realtime, { signal });
}

/** The realtime count, read again every 30 seconds while a screen shows it. */
export function useRealtime() {
  return useQuery({
    queryKey: ['analytics', 'realtime'],
    queryFn: ({ signal }) => getRealtime(signal),
    refetchInterval: REFRESH_MS,
    staleTime: 0,
  });
}
