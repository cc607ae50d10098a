import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import type { JobListQuery, JobView, Page } from '@app/shared/schemas/careers-admin';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of every job read (job writes invalidate it). */
export const JOBS_KEY = ['jobs'] as const;

/** GET /admin/jobs: one page of jobs, newest first (search, status). */
export function listJobs(query: JobListQuery, signal?: AbortSignal): Promise<Page<JobView>> {
  return apiRequest<Page<JobView>>('GET', CAREERS_ROUTE_PATHS.jobs, { query: { ...query }, signal });
}

/** The newest `limit` jobs (one page), e.g. the job filter's options; empty until loaded or on failure. */
export function useRecentJobs(limit: number): JobView[] {
  const { data } = useQuery({
    queryKey: [...JOBS_KEY, 'recent', limit],
    queryFn: ({ signal }) => listJobs({ limit }, signal),
  });
  return data?.items ?? [];
}
