import { CAREERS_MESSAGES, isDeadlinePast } from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import { type JobWriteResult, reopenJobSchema } from '@app/shared/schemas/careers-admin';
import { getJob, setJobStatus } from '../../data/job-post';
import { NotFoundError, ValidationError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { syncJobPage } from './job-pages';
import { jobIdParam } from './params';

/**
 * POST /admin/jobs/{jobId}/reopen { deadline? }: open again and republish.
 * When the deadline has passed a new one (not in the past) is required.
 */
export const reopenJob = defineHandler({
  body: reopenJobSchema,
  run: async ({ body, params, user }) => {
    const jobId = jobIdParam(params);
    const current = await getJob(jobId);
    if (!current) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
    const deadline = body.deadline ?? current.deadline;
    if (isDeadlinePast(deadline)) {
      const message = body.deadline ? CAREERS_MESSAGES.deadlineInPast : CAREERS_MESSAGES.reopenNeedsDeadline;
      throw new ValidationError(message, { deadline: message });
    }
    const job = await setJobStatus(jobId, 'open', clock.now(), deadline, user?.email);
    const pagePublished = await syncJobPage(jobId, job);
    const data: JobWriteResult = { job, message: CAREERS_MESSAGES.jobReopened, pagePublished };
    return { data };
  },
});
