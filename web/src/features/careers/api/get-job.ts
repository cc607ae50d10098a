import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { JobView } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/jobs/{jobId}: the whole post, for the edit form. */
export function getJob(jobId: string, signal?: AbortSignal): Promise<JobView> {
  return apiRequest<JobView>('GET', careersPath(CAREERS_ROUTE_PATHS.job, { jobId }), { signal });
}
