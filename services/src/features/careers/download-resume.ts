import { CAREERS_MESSAGES } from '@app/shared/careers';
import { slugify } from '@app/shared/slug';
import { getApplication } from '../../data/job-application';
import { NotFoundError } from '../../lib/errors';
import { defineHandler } from '../../lib/handler';
import { applicationIdParam } from './params';
import { presignResumeDownload } from './resume-store';

/** GET /admin/job-queries/{applicationId}/resume: a presigned GET valid for a few minutes. */
export const downloadResume = defineHandler({
  run: async ({ params }) => {
    const application = await getApplication(applicationIdParam(params));
    if (!application) throw new NotFoundError(CAREERS_MESSAGES.applicationNotFound);
    const fileName = `${slugify(application.fullName) || 'applicant'}-resume.pdf`;
    return {
      data: await presignResumeDownload(application.resume, fileName),
      headers: { 'cache-control': 'no-store' },
    };
  },
});
