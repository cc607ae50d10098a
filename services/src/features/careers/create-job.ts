import { CAREERS_MESSAGES } from '@app/shared/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { jobPostCreateSchema } from '@app/shared/schemas/job-post';
import { createJob as create } from '../../data/job-post';
import { defineHandler } from '../../lib/handler';
import { cleanJobPost } from './clean-post';
import { syncJobPage } from './job-pages';

/** Rich-text fields can be long (20 000 + 3 × 10 000 characters, multi-byte): more than the default 64 KB. */
export const JOB_BODY_BYTES = 256 * 1024;

/** POST /admin/jobs: store the job (open), then publish its page and the jobs sitemap. */
export const createJob = defineHandler({
  body: jobPostCreateSchema,
  maxBodyBytes: JOB_BODY_BYTES,
  run: async ({ body, user }) => {
    const job = await create(cleanJobPost(body), undefined, undefined, user?.email);
    const pagePublished = await syncJobPage(job._id, job);
    const data: JobWriteResult = { job, message: CAREERS_MESSAGES.jobCreated, pagePublished };
    // The answer nests the job, so the audit log is told which record was made.
    return { statusCode: 201, data, audit: { entityId: job._id } };
  },
});
