import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /admin/jobs/{jobId}: the job, its page and sitemap entry (applications stay). */
export function deleteJob(jobId: string): Promise<{ id: string; message: string }> {
  return apiRequest('DELETE', careersPath(CAREERS_ROUTE_PATHS.job, { jobId }));
}
