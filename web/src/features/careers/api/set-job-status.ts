import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { JOBS_KEY } from './list-jobs';

/** POST /admin/jobs/{jobId}/close, or /reopen with a new deadline when the old one passed. */
export function setJobStatus(
  jobId: string,
  action: 'close' | 'reopen',
  deadline?: string,
): Promise<JobWriteResult> {
  const path = action === 'close' ? CAREERS_ROUTE_PATHS.closeJob : CAREERS_ROUTE_PATHS.reopenJob;
  return apiRequest<JobWriteResult>('POST', careersPath(path, { jobId }), {
    body: action === 'reopen' ? (deadline ? { deadline } : {}) : undefined,
  });
}

/** Closes or reopens a job; every job read reads again. */
export const useSetJobStatus = () => useWrite(setJobStatus, [JOBS_KEY]);
