import { CAREERS_MESSAGES } from '@app/shared/careers';
import { RESTORE_KEEPS, REVISION_KINDS, withoutKept } from '@app/shared/revision-labels';
import { REVISION_TEXTS } from '@app/shared/revisions';
import type { JobWriteResult } from '@app/shared/schemas/careers-admin';
import { jobPostSchema } from '@app/shared/schemas/job-post';
import { getJob, updateJob } from '../../data/job-post';
import { contentOf, keptRevision, restoreBody, revisionsAnswer } from '../../lib/content/revision-routes';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { parseOrThrow } from '../../lib/zod-errors';
import { cleanJobPost } from './clean-post';
import { syncJobPage } from './job-pages';
import { jobIdParam } from './params';

const KIND = REVISION_KINDS.job;

async function requireJob(params: Record<string, string>) {
  const jobId = jobIdParam(params);
  const job = await getJob(jobId);
  if (!job) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
  return job;
}

/** GET /admin/jobs/{jobId}/revisions — the job's kept versions, newest first (issue 31). */
export const listJobRevisions = defineHandler({
  run: async ({ params }) => revisionsAnswer(KIND, (await requireJob(params))._id),
});

/**
 * POST /admin/jobs/{jobId}/restore {revision, version} — the kept version's
 * texts saved as a new version (409 when stale); the deadline and open/closed
 * state stay as now, and the page is republished while open.
 */
export const restoreJob = defineHandler({
  body: restoreBody,
  run: async ({ params, body, user }) => {
    const current = await requireJob(params);
    const revision = await keptRevision(KIND, current._id, body.revision);
    const fields = { ...withoutKept(contentOf(revision), RESTORE_KEEPS.job), deadline: current.deadline };
    // Stored data is checked again as input: a kept version restores only if it is still valid.
    const post = cleanJobPost(parseOrThrow(jobPostSchema, fields));
    const job = await updateJob(current._id, post, body.version, undefined, {
      by: user?.email,
      summary: REVISION_TEXTS.restored(body.revision),
    });
    const pagePublished = await syncJobPage(job._id, job);
    const data: JobWriteResult = { job, message: CAREERS_MESSAGES.jobUpdated, pagePublished };
    return { data };
  },
});
