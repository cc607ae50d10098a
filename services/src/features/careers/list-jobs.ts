import { jobListQuerySchema } from '@app/shared/schemas/careers-admin';
import { listJobs as list } from '../../data/job-post';
import { defineHandler } from '../../lib/handler';

/** GET /admin/jobs?q&status&cursor&limit: every job, newest first. */
export const listJobs = defineHandler({
  query: jobListQuerySchema,
  run: async ({ query }) => ({ data: await list(query) }),
});
