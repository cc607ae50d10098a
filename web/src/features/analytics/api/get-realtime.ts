import type { RealtimeCount } from '@app/shared/analytics';
import { ANALYTICS_ROUTE_PATHS } from '@app/shared/routes/analytics';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/analytics/realtime: visitors in the last 30 minutes. */
export function getRealtime(signal?: AbortSignal): Promise<RealtimeCount> {
  return apiRequest<RealtimeCount>('GET', ANALYTICS_ROUTE_PATHS.realtime, { signal });
}
