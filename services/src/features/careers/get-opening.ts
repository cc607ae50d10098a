import { CAREERS_MESSAGES } from '@app/shared/careers';
import { getJob } from '../../data/job-post';
import { toPublicJob } from '../../lib/careers/job-views';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { jobIdParam } from './params';

/**
 * GET /careers/openings/{jobId}: one job for its page. A closed or expired job
 * is still returned, with its status, so its page can say it no longer takes
 * applications; a deleted one is a 404.
 */
export const getOpening = defineHandler({
  run: async ({ params }) => {
    const job = await getJob(jobIdParam(params));
    if (!job) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
    return { data: toPublicJob(job), headers: { 'cache-control': 'public, max-age=60' } };
  },
});
