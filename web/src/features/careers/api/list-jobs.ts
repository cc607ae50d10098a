import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import type { JobListQuery, JobView, Page } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of every job read (job writes invalidate it). */
export const JOBS_KEY = ['jobs'] as const;

/** GET /admin/jobs: one page of jobs, newest first (search, status). */
export function listJobs(query: JobListQuery, signal?: AbortSignal): Promise<Page<JobView>> {
  return apiRequest<Page<JobView>>('GET', CAREERS_ROUTE_PATHS.jobs, { query: { ...query }, signal });
}
