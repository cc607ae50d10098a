import { featureLambda } from '../../lib/feature-lambda';
import { applyForJob } from './apply-for-job';
import { closeJob } from './close-job';
import { createJob } from './create-job';
import { createResumeUpload } from './create-resume-upload';
import { deleteJob } from './delete-job';
import { downloadResume } from './download-resume';
import { getJob } from './get-job';
import { getOpening } from './get-opening';
import { listJobRevisions, restoreJob } from './job-history';
import { keepApplication } from './keep-application';
import { listApplications } from './list-applications';
import { listJobs } from './list-jobs';
import { listOpenings } from './list-openings';
import { reopenJob } from './reopen-job';
import { updateApplication } from './update-application';
import { updateJob } from './update-job';

export const handler = featureLambda('careers', {
  listOpenings,
  getOpening,
  createResumeUpload,
  applyForJob,
  keepApplication,
  listJobs,
  createJob,
  getJob,
  updateJob,
  deleteJob,
  closeJob,
  reopenJob,
  listJobRevisions,
  restoreJob,
  listApplications,
  updateApplication,
  downloadResume,
});
