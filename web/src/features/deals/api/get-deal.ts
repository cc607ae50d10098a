import { dealPath } from '@app/shared/routes/deals';
import type { DealWithActivities } from '@app/shared/schemas/deal';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/deals/{id}: the deal with its newest activities. */
export function getDeal(id: string, signal?: AbortSignal): Promise<DealWithActivities> {
  return apiRequest<DealWithActivities>('GET', dealPath(id), { signal });
}
