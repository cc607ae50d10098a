import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { JobView } from '@app/shared/schemas/careers-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { JOBS_KEY } from './list-jobs';

/** GET /admin/jobs/{jobId}: the whole post, for the edit form. */
export function getJob(jobId: string, signal?: AbortSignal): Promise<JobView> {
  return apiRequest<JobView>('GET', careersPath(CAREERS_ROUTE_PATHS.job, { jobId }), { signal });
}

/**
 * The job for the edit form (off without an id). Never from an earlier
 * visit's cache (gcTime 0): saving sends the version it was opened at.
 */
export function useJob(jobId: string | undefined) {
  return useQuery({
    queryKey: [...JOBS_KEY, 'one', jobId],
    queryFn: ({ signal }) => getJob(jobId ?? '', signal),
    enabled: !!jobId,
    staleTime: 0,
    gcTime: 0,
  });
}
