import { randomUUID } from 'node:crypto';
import { CAREERS_MESSAGES } from '@app/shared/careers';
import * as clock from '@app/shared/clock';
import { HONEYPOT_FIELD } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import { retentionDue } from '@app/shared/retention';
import type { ApplicationView } from '@app/shared/schemas/careers-admin';
import { jobApplicationRequestSchema, toJobQuery } from '@app/shared/schemas/job-application';
import * as z from '@app/shared/schemas/zod-mini';
import { incrementCounter } from '../../data/counters';
import { putApplication } from '../../data/job-application';
import { getJob } from '../../data/job-post';
import { scheduleRetention } from '../../data/retention-due';
import { claimUpload, usableUpload } from '../../data/upload';
import { attributeConversion, recordConversion } from '../../lib/analytics/conversion';
import { ConflictError, NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { idempotent } from '../../lib/idempotency';
import { logger } from '../../lib/logger';
import { deliverApplicationMails } from '../../mail/application-delivery';
import { attachResume, verifyPendingResume } from './resume-store';

const body = z.extend(jobApplicationRequestSchema, {
  [HONEYPOT_FIELD]: z.optional(z.unknown()),
  /** Landing attribution kept in memory by the analytics script (checked by attributeConversion). */
  attribution: z.optional(z.unknown()),
});

/**
 * POST /careers/apply. In order: the form (400), the job exists (404) and is
 * open (409), the upload ticket exists and is unused (400/409), the stored
 * object is a real PDF of at most 5 MB that arrived in time (400, and the
 * object is deleted), the ticket is claimed (409 for a second use), the
 * resume moves to its application's key, the application is stored, and only
 * then the mails go out.
 */
export const applyForJob = idempotent(
  defineHandler({
    body,
    run: async ({ body: form, commit, event }) => {
      const trap = form[HONEYPOT_FIELD];
      if (typeof trap === 'string' ? trap.trim() !== '' : trap !== undefined && trap !== null) {
        logger.info('honeypot filled: accepted silently, not stored', { route: 'careers/apply' });
        return { statusCode: 201, data: { id: randomUUID(), message: MESSAGES.formSubmitted } };
      }
      const job = await getJob(form.appliedFor);
      if (!job) throw new NotFoundError(CAREERS_MESSAGES.jobNotFound);
      if (job.displayStatus !== 'open') throw new ConflictError(CAREERS_MESSAGES.jobNotOpen);

      const upload = await usableUpload(form.resume);
      const resumeBytes = await verifyPendingResume(upload.key, upload.uploadBy);
      const id = randomUUID();
      await claimUpload(upload.uploadId, id);
      // Before the copy: should the application not be stored (an error, a timeout), the sweep deletes the
      // copy a day later (the public function may not delete under resumes/); a stored one keeps it.
      await scheduleRetention('unattachedResume', id, retentionDue('unattachedResume', clock.now()));
      const resume = await attachResume(upload.key, id);

      const attribution = await attributeConversion(event, form.attribution);
      const query = toJobQuery(form);
      const application: ApplicationView = {
        ...query,
        id,
        firstName: form.firstName,
        lastName: form.lastName,
        jobTitle: job.jobTitle,
        ...(form.talentPool ? { talentPool: true } : {}),
        resume,
        resumeBytes,
        dateRaised: clock.now().toISOString(),
        status: 'New',
        notes: [],
        mails: { notification: { status: 'pending' }, acknowledgement: { status: 'pending' } },
        ...(attribution ? { attribution } : {}),
      };
      try {
        await putApplication(application);
      } catch (error) {
        // The public function may not delete under resumes/ (infra/lib/handler-access.ts: a public route
        // never deletes a resume): the retention sweep deletes the copy a day later (unattachedResume).
        logger.error('application not stored; the sweep deletes its resume copy in a day', {
          applicationId: id,
          key: resume,
          error,
        });
        throw error;
      }
      const answer = { statusCode: 201, data: { id, message: MESSAGES.formSubmitted } };
      commit(answer);
      try {
        await incrementCounter('applications');
      } catch (error) {
        logger.error('applications counter not incremented', { error });
      }
      await recordConversion('job-application', attribution);
      await deliverApplicationMails(application);
      return answer;
    },
  }),
);
