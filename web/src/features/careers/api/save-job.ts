import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import type { JobPost } from '@app/shared/schemas/job-post';
import { apiRequest } from '../../../lib/api-client';

/** POST /admin/jobs (new job) or PUT /admin/jobs/{jobId} (edit). */
export function saveJob(post: JobPost, jobId?: string): Promise<JobWriteResult> {
  return jobId
    ? apiRequest<JobWriteResult>('PUT', careersPath(CAREERS_ROUTE_PATHS.job, { jobId }), { body: post })
    : apiRequest<JobWriteResult>('POST', CAREERS_ROUTE_PATHS.jobs, { body: post });
}
