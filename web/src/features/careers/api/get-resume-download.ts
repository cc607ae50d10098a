import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { ResumeDownload } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';

/** GET /admin/job-queries/{applicationId}/resume: a download link valid for a few minutes. */
export function getResumeDownload(applicationId: string): Promise<ResumeDownload> {
  return apiRequest<ResumeDownload>(
    'GET',
    careersPath(CAREERS_ROUTE_PATHS.resumeDownload, { applicationId }),
  );
}
