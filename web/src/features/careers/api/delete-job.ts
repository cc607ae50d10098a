import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { JOBS_KEY } from './list-jobs';

/** DELETE /admin/jobs/{jobId}: the job, its page and sitemap entry (applications stay). */
export function deleteJob(jobId: string): Promise<{ id: string; message: string }> {
  return apiRequest('DELETE', careersPath(CAREERS_ROUTE_PATHS.job, { jobId }));
}

/** Deletes a job; every job read reads again. */
export const useDeleteJob = () => useWrite(deleteJob, [JOBS_KEY]);
