import { CAREERS_ROUTE_PATHS, careersPath } from '@app/shared/routes/careers';
import type { ApplicationUpdate, ApplicationView } from '@app/shared/schemas/careers-admin';
import { apiRequest } from '../../../lib/api-client';
import { useWrite } from '../../../lib/use-write';
import { APPLICATIONS_KEY } from './list-applications';

/** PATCH /admin/job-queries/{applicationId}: status and/or a note; returns the updated application. */
export function updateApplication(applicationId: string, body: ApplicationUpdate): Promise<ApplicationView> {
  return apiRequest<ApplicationView>(
    'PATCH',
    careersPath(CAREERS_ROUTE_PATHS.application, { applicationId }),
    {
      body,
    },
  );
}

/** Updates an application; the application lists read again. */
export const useUpdateApplication = () => useWrite(updateApplication, [APPLICATIONS_KEY]);
