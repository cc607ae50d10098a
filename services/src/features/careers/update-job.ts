import { CAREERS_MESSAGES, isDeadlinePast } from '@app/shared/careers';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { jobPostSchema } from '@app/shared/schemas/job-post';
import { withVersion } from '@app/shared/schemas/record-version';
import { getJob, updateJob as update } from '../../data/job-post';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { cleanJobPost } from './clean-post';
import { JOB_BODY_BYTES } from './create-job';
import { syncJobPage } from './job-pages';
import { jobIdParam } from './params';

/**
 * PUT /admin/jobs/{jobId} {…post, version}: replace the post's fields (status
 * unchanged) if the job is still at `version` (409 otherwise). A
 * changed deadline must not be in the past; an unchanged past one may stay
 * (editing an expired job's text). The page is republished while open.
 */
const jobUpdateSchema = withVersion(jobPostSchema);

export const updateJob = defineHandler({
  body: jobUpdateSchema,
  maxBodyBytes: JOB_BODY_BYTES,
  run: async ({ body, params, user }) => {
    const jobId = jobIdParam(params);
    const current = await getJob(jobId);
    if (!current) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
    if (body.deadline !== current.deadline && isDeadlinePast(body.deadline))
      throw new ValidationError(CAREERS_MESSAGES.deadlineInPast, {
        deadline: CAREERS_MESSAGES.deadlineInPast,
      });
    const { version, ...post } = body;
    const job = await update(jobId, cleanJobPost(post), version, undefined, { by: user?.email });
    const pagePublished = await syncJobPage(jobId, job);
    const data: JobWriteResult = { job, message: CAREERS_MESSAGES.jobUpdated, pagePublished };
    return { data };
  },
});
