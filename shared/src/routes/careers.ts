import type { RouteDef } from '../route-def';

/**
 * Careers routes (paths under /api/v1; ours, SPEC §7 does not show them).
 * Public: the open jobs, one job, the resume upload ticket and the
 * application. Staff: job posts (jobs:*) and job queries (applications:*).
 */
export const CAREERS_ROUTE_PATHS = {
  openings: '/careers/openings',
  opening: '/careers/openings/{jobId}',
  resumeUpload: '/careers/resume-upload',
  apply: '/careers/apply',
  keepApplication: '/careers/keep-my-application',
  jobs: '/admin/jobs',
  job: '/admin/jobs/{jobId}',
  closeJob: '/admin/jobs/{jobId}/close',
  reopenJob: '/admin/jobs/{jobId}/reopen',
  /** A job's kept versions and their restore (issue 31). */
  jobRevisions: '/admin/jobs/{jobId}/revisions',
  restoreJob: '/admin/jobs/{jobId}/restore',
  applications: '/admin/job-queries',
  application: '/admin/job-queries/{applicationId}',
  resumeDownload: '/admin/job-queries/{applicationId}/resume',
} as const;

const P = CAREERS_ROUTE_PATHS;

export const CAREERS_ROUTES = [
  { method: 'GET', path: P.openings, feature: 'careers', handler: 'listOpenings', access: 'public' },
  { method: 'GET', path: P.opening, feature: 'careers', handler: 'getOpening', access: 'public' },
  {
    method: 'POST',
    path: P.resumeUpload,
    feature: 'careers',
    handler: 'createResumeUpload',
    access: 'public',
  },
  { method: 'POST', path: P.apply, feature: 'careers', handler: 'applyForJob', access: 'public' },
  // Issue 28: the talent-pool consent from the mailed link (the token in the body).
  {
    method: 'POST',
    path: P.keepApplication,
    feature: 'careers',
    handler: 'keepApplication',
    access: 'public',
  },
  { method: 'GET', path: P.jobs, feature: 'careers', handler: 'listJobs', access: 'jobs:read' },
  { method: 'POST', path: P.jobs, feature: 'careers', handler: 'createJob', access: 'jobs:write' },
  { method: 'GET', path: P.job, feature: 'careers', handler: 'getJob', access: 'jobs:read' },
  { method: 'PUT', path: P.job, feature: 'careers', handler: 'updateJob', access: 'jobs:write' },
  { method: 'DELETE', path: P.job, feature: 'careers', handler: 'deleteJob', access: 'jobs:write' },
  { method: 'POST', path: P.closeJob, feature: 'careers', handler: 'closeJob', access: 'jobs:write' },
  { method: 'POST', path: P.reopenJob, feature: 'careers', handler: 'reopenJob', access: 'jobs:write' },
  {
    method: 'GET',
    path: P.jobRevisions,
    feature: 'careers',
    handler: 'listJobRevisions',
    access: 'jobs:write',
  },
  { method: 'POST', path: P.restoreJob, feature: 'careers', handler: 'restoreJob', access: 'jobs:write' },
  {
    method: 'GET',
    path: P.applications,
    feature: 'careers',
    handler: 'listApplications',
    access: 'applications:read',
  },
  {
    method: 'PATCH',
    path: P.application,
    feature: 'careers',
    handler: 'updateApplication',
    access: 'applications:write',
  },
  {
    method: 'GET',
    path: P.resumeDownload,
    feature: 'careers',
    handler: 'downloadResume',
    access: 'applications:read',
  },
] as const satisfies readonly RouteDef[];

/** Fills `{jobId}` / `{applicationId}` in a careers path. */
export function careersPath(path: string, params: { jobId?: string; applicationId?: string }): string {
  return path
    .replace('{jobId}', encodeURIComponent(params.jobId ?? ''))
    .replace('{applicationId}', encodeURIComponent(params.applicationId ?? ''));
}
