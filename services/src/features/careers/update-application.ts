import { applicationUpdateSchema } from '@app/shared/schemas/careers-admin';
import { getApplication, updateApplication as update } from '../../data/job-application';
import { UnauthorizedError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { applicationIdParam } from './params';

/**
 * PATCH /admin/job-queries/{applicationId}: move along the pipeline and/or
 * add a note. A move tells the audit log the status before and after: the
 * `expectedStatus` the write was conditional on (what the SPA sends), else
 * the status read just before.
 */
export const updateApplication = defineHandler({
  body: applicationUpdateSchema,
  run: async ({ body, params, user }) => {
    if (!user) throw new UnauthorizedError();
    const id = applicationIdParam(params);
    const before =
      body.status && !body.expectedStatus ? (await getApplication(id))?.status : body.expectedStatus;
    const stored = await update(id, body, user.email);
    const moved = body.status && before && before !== stored.status;
    return {
      data: stored,
      audit: { entityId: id, ...(moved ? { changes: { status: { before, after: stored.status } } } : {}) },
    };
  },
});
