import { CAREERS_MESSAGES, isDeadlinePast } from '@app/shared/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { jobPostSchema } from '@app/shared/schemas/job-post';
import { getJob, updateJob as update } from '../../data/job-post';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { cleanJobPost } from './clean-post';
import { JOB_BODY_BYTES } from './create-job';
import { syncJobPage } from './job-pages';
import { jobIdParam } from './params';

/**
 * PUT /admin/jobs/{jobId}: replace the post's fields (status unchanged). A
 * changed deadline must not be in the past; an unchanged past one may stay
 * (editing an expired job's text). The page is republished while open.
 */
export const updateJob = defineHandler({
  body: jobPostSchema,
  maxBodyBytes: JOB_BODY_BYTES,
  run: async ({ body, params }) => {
    const jobId = jobIdParam(params);
    const current = await getJob(jobId);
    if (!current) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
    if (body.deadline !== current.deadline && isDeadlinePast(body.deadline))
      throw new ValidationError(CAREERS_MESSAGES.deadlineInPast, {
        deadline: CAREERS_MESSAGES.deadlineInPast,
      });
    const job = await update(jobId, cleanJobPost(body));
    const pagePublished = await syncJobPage(jobId, job);
    const data: JobWriteResult = { job, message: CAREERS_MESSAGES.jobUpdated, pagePublished };
    return { data };
  },
});
