import { CAREERS_MESSAGES } from '@app/shared/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { setJobStatus } from '../../data/job-post';
import { defineHandler } from '../../lib/handler';
import { syncJobPage } from './job-pages';
import { jobIdParam } from './params';

/** POST /admin/jobs/{jobId}/close: no more applications; the page and sitemap entry go. Idempotent. */
export const closeJob = defineHandler({
  run: async ({ params, user }) => {
    const jobId = jobIdParam(params);
    const job = await setJobStatus(jobId, 'closed', undefined, undefined, user?.email);
    const pagePublished = await syncJobPage(jobId, job);
    const data: JobWriteResult = { job, message: CAREERS_MESSAGES.jobClosed, pagePublished };
    return { data };
  },
});
