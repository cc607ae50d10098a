import { CAREERS_ROUTE_PATHS } from '@app/shared/routes/careers';
import type { ApplicationListQuery, ApplicationView, Page } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';

/** The cache key of every application read (application writes invalidate it). */
export const APPLICATIONS_KEY = ['job-applications'] as const;

/** GET /admin/job-queries: one page of applications (one job's or all), newest first. */
export function listApplications(
  query: ApplicationListQuery,
  signal?: AbortSignal,
): Promise<Page<ApplicationView>> {
  return apiRequest<Page<ApplicationView>>('GET', CAREERS_ROUTE_PATHS.applications, {
    query: { ...query },
    signal,
  });
}
