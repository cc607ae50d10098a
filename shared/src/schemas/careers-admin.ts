/**
 * Careers API shapes besides the forms (job-post.ts, job-application.ts):
 * list queries, status updates, the resume upload ticket and what the API
 * returns. All ours (SPEC §7: "job ... calls: paths not shown").
 */

import type { Attribution } from '../analytics';
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  CAREERS_LIST,
  JOB_DISPLAY_STATUSES,
  type JobDisplayStatus,
  type JobStatus,
} from '../careers';
import { RESUME_MAX_BYTES, RESUME_MIME_TYPE } from '../constants';
import type { JobCategory, NoticePeriod } from '../form-options';
import { MESSAGES } from '../messages';
import { type CursorPage, cleanText, isoDateField } from './common';
import type { Ctc } from './job-application';
import type { JobOpeningDescription } from './job-opening';
import type { JobPost } from './job-post';
import * as z from './zod-mini';

const pageFields = {
  cursor: z.optional(z.string().check(z.trim(), z.maxLength(2000))),
  limit: z.optional(
    z.coerce.number({ error: 'Limit must be a number.' }).check(
      z.int({ error: 'Limit must be a whole number.' }),
      z.gte(1, { error: `Limit must be between 1 and ${CAREERS_LIST.maxPageSize}.` }),
      z.lte(CAREERS_LIST.maxPageSize, {
        error: `Limit must be between 1 and ${CAREERS_LIST.maxPageSize}.`,
      }),
    ),
  ),
  q: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(CAREERS_LIST.maxSearchLength, {
        error: `Search must be at most ${CAREERS_LIST.maxSearchLength} characters.`,
      }),
    ),
  ),
};

/** GET /admin/jobs: newest first; status 'expired' means open but past its deadline. */
export const jobListQuerySchema = z.object({
  ...pageFields,
  status: z.optional(z.enum(JOB_DISPLAY_STATUSES, { error: 'Unknown status.' })),
});
export type JobListQuery = z.infer<typeof jobListQuerySchema>;

/** GET /careers/openings: one page of open jobs, soonest deadline first. */
export const openingsQuerySchema = z.object({ cursor: pageFields.cursor });

/** POST /admin/jobs/{jobId}/reopen: a new deadline is needed when the old one passed. */
export const reopenJobSchema = z.object({ deadline: z.optional(isoDateField()) });
export type ReopenJob = z.infer<typeof reopenJobSchema>;

/** GET /admin/job-queries: all applications or one job's, newest first. */
export const applicationListQuerySchema = z.object({
  ...pageFields,
  jobId: z.optional(z.string().check(z.trim(), z.minLength(1), z.maxLength(200))),
  status: z.optional(z.enum(APPLICATION_STATUSES, { error: 'Unknown status.' })),
});
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>;

const applicationStatus = z.enum(APPLICATION_STATUSES, { error: 'Unknown status.' });

/** PATCH /admin/job-queries/{applicationId}: move along the pipeline and/or add a note. */
export const applicationUpdateSchema = z
  .object({
    status: z.optional(applicationStatus),
    /** Only update when the stored status is still this one (two HR members at once). */
    expectedStatus: z.optional(applicationStatus),
    note: z.optional(
      z.string().check(
        cleanText(),
        z.minLength(1, { error: 'The note cannot be empty.' }),
        z.maxLength(CAREERS_LIST.maxNoteLength, {
          error: `Notes must be at most ${CAREERS_LIST.maxNoteLength} characters.`,
        }),
      ),
    ),
  })
  .check(
    z.refine((u) => u.status !== undefined || u.note !== undefined, {
      error: 'Change the status or add a note.',
      path: ['status'],
    }),
  );
export type ApplicationUpdate = z.infer<typeof applicationUpdateSchema>;

/**
 * POST /careers/resume-upload: what the browser says about the picked file.
 * Only a first filter: the server checks the stored object itself when the
 * application is submitted.
 */
export const resumeUploadRequestSchema = z.object({
  contentType: z.literal(RESUME_MIME_TYPE, { error: MESSAGES.resumeNotPdf }),
  size: z
    .number({ error: MESSAGES.resumeRequired })
    .check(
      z.int({ error: MESSAGES.resumeRequired }),
      z.gte(1, { error: MESSAGES.resumeRequired }),
      z.lte(RESUME_MAX_BYTES, { error: MESSAGES.resumeTooLarge }),
    ),
});
export type ResumeUploadRequest = z.infer<typeof resumeUploadRequestSchema>;

/** A presigned POST: send `fields` then the file (form field `file`) to `url` before `expiresAt`. */
export interface ResumeUploadTicket {
  uploadId: string;
  /** The value of the application's `resume` field. */
  key: string;
  url: string;
  fields: Record<string, string>;
  expiresAt: string;
  maxBytes: number;
}

export type Page<T> = CursorPage<T>;

/** A job as HR sees it. */
export type JobView = JobPost & {
  _id: string;
  status: JobStatus;
  displayStatus: JobDisplayStatus;
  createdAt: string;
  updatedAt: string;
  closedAt?: string;
  /** Record version (shared/src/schemas/record-version.ts). */
  version: number;
};

/** Answer of the job write routes: the job and whether its public page was (re)published. */
export interface JobWriteResult {
  job: JobView;
  message: string;
  pagePublished: boolean;
}

/** A job as the careers pages show it (SPEC §3 "Job opening" plus the post's facts). */
export interface PublicJob {
  _id: string;
  title: string;
  category: JobCategory;
  experience: string;
  /** 'YYYY-MM-DD', the last day to apply (company time zone). */
  deadline: string;
  /** PositionOverview is sanitised HTML; the lists are plain text. */
  JobDescription: JobOpeningDescription;
  location: JobPost['location'];
  jobType: JobPost['jobType'];
  schedule: JobPost['schedule'];
  jobLevel: JobPost['jobLevel'];
  education: JobPost['education'];
  numberOfOpenings: number;
  salaryMin: number;
  salaryMax: number;
  supplementalPay?: string;
  benefits?: string;
  datePosted: string;
  status: JobDisplayStatus;
}

export interface ApplicationNote {
  at: string;
  by: string;
  text: string;
  status?: ApplicationStatus;
}

export interface MailOutcome {
  /** 'skipped': an acknowledgement not sent because its address reached the daily limit. */
  status: 'pending' | 'sent' | 'failed' | 'skipped';
  at?: string;
  error?: string;
}

/** A job query (application) as HR sees it. `resume` is a private storage key. */
export interface ApplicationView {
  id: string;
  firstName: string;
  lastName: string;
  fullName: string;
  email: string;
  phoneNumber: string;
  currentCTC: Ctc;
  expectedCTC: Ctc;
  noticePeriod: NoticePeriod;
  /** Consented to the talent pool: HR may consider it for other openings (issue 28). */
  talentPool?: boolean;
  coverLetter?: string;
  appliedFor: string;
  jobTitle: string;
  resume: string;
  resumeBytes: number;
  attachments: string[];
  dateRaised: string;
  status: ApplicationStatus;
  notes: ApplicationNote[];
  mails: { notification: MailOutcome; acknowledgement: MailOutcome };
  /** The visit's first touch (analytics); absent for GPC visitors and unknown visits. */
  attribution?: Attribution;
}

/** GET /admin/job-queries/{applicationId}/resume: a short-lived download link. */
export interface ResumeDownload {
  url: string;
  expiresAt: string;
  fileName: string;
}
