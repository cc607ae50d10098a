import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import type { JobPost } from '@app/shared/schemas/job-post';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { JOBS_KEY } from './list-jobs';

/** POST /admin/jobs (new job) or PUT /admin/jobs/{jobId} with the version the edit was based on (409 when stale). */
export function saveJob(post: JobPost, job?: { jobId: string; version: number }): Promise<JobWriteResult> {
  return job
    ? apiRequest<JobWriteResult>('PUT', careersPath(CAREERS_ROUTE_PATHS.job, { jobId: job.jobId }), {
        body: { ...post, version: job.version },
      })
    : apiRequest<JobWriteResult>('POST', CAREERS_ROUTE_PATHS.jobs, { body: post });
}

/** Saves a job; every job read (lists, the job filter) reads again. */
export const useSaveJob = () => useWrite(saveJob, [JOBS_KEY]);
