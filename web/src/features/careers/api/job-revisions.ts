import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import type { RevisionItem } from '../../../components/revision-history/revision-history';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { JOBS_KEY } from './list-jobs';

/** GET /admin/jobs/{jobId}/revisions: the job's kept versions, newest first. */
export function listJobRevisions(jobId: string, signal?: AbortSignal): Promise<{ items: RevisionItem[] }> {
  return apiRequest('GET', careersPath(CAREERS_ROUTE_PATHS.jobRevisions, { jobId }), { signal });
}

/** POST /admin/jobs/{jobId}/restore: a kept version saved as a new one over `version`. */
export function restoreJob(jobId: string, revision: number, version: number): Promise<JobWriteResult> {
  return apiRequest('POST', careersPath(CAREERS_ROUTE_PATHS.restoreJob, { jobId }), {
    body: { revision, version },
  });
}

export const useRestoreJob = () => useWrite(restoreJob, [JOBS_KEY]);
