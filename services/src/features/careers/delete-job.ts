import { CAREERS_MESSAGES } from '@app/shared/careers';
import { deleteJob as remove } from '../../data/job-post';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { syncJobPage } from './job-pages';
import { jobIdParam } from './params';

/**
 * DELETE /admin/jobs/{jobId}: removes the job, its page and sitemap entry.
 * Its applications stay (they carry the job title), so HR keeps the history.
 */
export const deleteJob = defineHandler({
  run: async ({ params }) => {
    const jobId = jobIdParam(params);
    const removed = await remove(jobId);
    if (!removed) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
    const pagePublished = await syncJobPage(jobId, null);
    return { data: { id: jobId, message: CAREERS_MESSAGES.jobDeleted, pagePublished } };
  },
});
