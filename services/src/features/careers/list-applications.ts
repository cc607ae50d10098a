import { applicationListQuerySchema } from '@app/shared/schemas/careers-admin';
import { listApplications as list } from '../../data/job-application';
import { defineHandler } from '../../lib/handler';

/** GET /admin/job-queries?jobId&q&status&cursor&limit: applications (one job's or all), newest first. */
export const listApplications = defineHandler({
  query: applicationListQuerySchema,
  run: async ({ query }) => ({ data: await list(query) }),
});
