import { CAREERS_MESSAGES } from '@app/shared/careers';
import { getJob as get } from '../../data/job-post';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { jobIdParam } from './params';

/** GET /admin/jobs/{jobId}: the whole post, for the edit form. */
export const getJob = defineHandler({
  run: async ({ params }) => {
    const job = await get(jobIdParam(params));
    if (!job) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
    return { data: job };
  },
});
