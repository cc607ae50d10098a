import { openingsQuerySchema } from '@app/shared/schemas/careers-admin';
import { listOpenJobs } from '../../data/job-post';
import { toPublicJob } from '../../lib/careers/job-views';
import { defineHandler } from '../../lib/handler';

/**
 * GET /careers/openings: open jobs whose deadline is today or later, soonest
 * deadline first, one page per call. The deadline is a key condition, so a job
 * disappears the day after its deadline without anyone touching it.
 */
export const listOpenings = defineHandler({
  query: openingsQuerySchema,
  run: async ({ query }) => {
    const page = await listOpenJobs({ cursor: query.cursor });
    return {
      data: { items: page.items.map(toPublicJob), nextCursor: page.nextCursor },
      headers: { 'cache-control': 'public, max-age=60' },
    };
  },
});
