import { applicationUpdateSchema } from '@app/shared/schemas/careers-admin';
import { updateApplication as update } from '../../data/job-application';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { applicationIdParam } from './params';

/** PATCH /admin/job-queries/{applicationId}: move along the pipeline and/or add a note. */
export const updateApplication = defineHandler({
  body: applicationUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    return { data: await update(applicationIdParam(params), body, user.email) };
  },
});
