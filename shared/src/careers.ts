/**
 * Careers: constants and pure helpers that the job forms, the careers pages,
 * the services and the tests share. SPEC §4 leaves job and application states
 * out ("not shown"), so the states, the deadline rule and the texts marked
 * "ours" are our design (docs/architecture.md, "Careers").
 */
import * as clock from './clock';
import { COMPANY, OFFICE_ADDRESSES, postalAddress } from './company';
import type { JobLocation, JobType } from './form-options';
import { sanitizeText } from './sanitize-text';
import { isoInZone, zonedDay, zonedInstant } from './zoned-time';

/** A job is 'open' or was 'closed' by HR. An open job past its deadline is shown as 'expired'. */
export const JOB_STATUSES = ['open', 'closed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];
export const JOB_DISPLAY_STATUSES = ['open', 'closed', 'expired'] as const;
export type JobDisplayStatus = (typeof JOB_DISPLAY_STATUSES)[number];

/** The hiring pipeline of an application. New applications start at 'New'. */
export const APPLICATION_STATUSES = ['New', 'Screening', 'Interview', 'Offer', 'Hired', 'Rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/**
 * Deadlines are calendar days in the company's time zone (Noida): a job is
 * open through the end of its deadline day there, in every visitor's browser
 * and in the API alike.
 */
export const JOB_DEADLINE_TIME_ZONE: string = COMPANY.timeZone;

/** 'YYYY-MM-DD' of `now` in the deadline time zone. */
export function jobToday(now: Date = clock.now()): string {
  return zonedDay(now, JOB_DEADLINE_TIME_ZONE);
}

/** A 'YYYY-MM-DD' deadline (or the date part of a timestamp) has passed. */
export function isDeadlinePast(deadline: string, now: Date = clock.now()): boolean {
  return deadline.slice(0, 10) < jobToday(now);
}

/** The last instant a job accepts applications (end of its deadline day), as ISO 8601 with the zone's offset. */
export function deadlineEnd(deadline: string): string {
  const last = zonedInstant(deadline.slice(0, 10), '23:59:59', JOB_DEADLINE_TIME_ZONE);
  return isoInZone(last, JOB_DEADLINE_TIME_ZONE);
}

export function jobDisplayStatus(
  job: { status: JobStatus; deadline: string },
  now = clock.now(),
): JobDisplayStatus {
  if (job.status === 'closed') return 'closed';
  return isDeadlinePast(job.deadline, now) ? 'expired' : 'open';
}

/** The careers page's Experience label (SPEC §3 free text): '0-1 Years', '2 Years', '1 Year'. */
export function experienceLabel(min: number, max: number): string {
  if (min === max) return `${min} ${min === 1 ? 'Year' : 'Years'}`;
  return `${min}-${max} Years`;
}

/**
 * A list out of rich text or plain lines: list items, paragraphs, line breaks
 * and newlines separate entries; markup is stripped; empty entries vanish.
 */
export function textToList(text: string | undefined): string[] {
  if (!text) return [];
  return text
    .split(/<\/?(?:li|p|ul|ol|h[1-6]|blockquote)\b[^<>]*>|<br\s*\/?>|\r?\n/i)
    .map((part) => sanitizeText(part).replace(/^[-*•]\s+/, ''))
    .filter((part) => part.length > 0);
}

/** Google for Jobs employmentType for each job type. */
export const EMPLOYMENT_TYPES: Record<JobType, 'FULL_TIME' | 'PART_TIME' | 'INTERN'> = {
  'Full-Time': 'FULL_TIME',
  'Part-Time': 'PART_TIME',
  Internship: 'INTERN',
};

/** Postal addresses of the office locations (JobPosting jobLocation); Remote has none. */
export const JOB_LOCATION_ADDRESSES: Record<
  Exclude<JobLocation, 'Remote'>,
  ReturnType<typeof postalAddress>
> = {
  'Noida India': postalAddress(OFFICE_ADDRESSES.noida),
  'Washington United States': postalAddress(OFFICE_ADDRESSES.washington),
};

/**
 * How a location reads to people: SPEC §9 stores 'Noida India' and
 * 'Washington United States' (the option values stay as they are); pages
 * show 'Noida, India' and 'Washington, DC, United States'.
 */
export const JOB_LOCATION_LABELS: Record<JobLocation, string> = {
  'Noida India': 'Noida, India',
  'Washington United States': 'Washington, DC, United States',
  Remote: 'Remote',
};

export function locationLabel(location: string): string {
  return JOB_LOCATION_LABELS[location as JobLocation] ?? location;
}

/** Where remote applicants may live (JobPosting applicantLocationRequirements): the company's two countries. */
export const REMOTE_APPLICANT_COUNTRIES = ['India', 'United States'] as const;

/** The organisation that hires (JobPosting hiringOrganization). */
export const HIRING_ORGANIZATION_NAME = 'Moondive';

/** The query parameter that narrows /careers' openings to one job type (web/src/site-script/openings-filter.ts). */
export const OPENINGS_TYPE_PARAM = 'type';
/** Where Life's "See internship openings" lands: the openings, internships only (issue 27, item 9). */
export const INTERNSHIP_OPENINGS_HREF = `/careers?${OPENINGS_TYPE_PARAM}=Internship#current-openings`;

/** Public URL path of a job's page. */
export function jobPath(jobId: string): string {
  return `/careers/${encodeURIComponent(jobId)}`;
}

/** Resume uploads: the presigned POST is valid this long; unused uploads are forgotten after a day (bucket lifecycle). */
/** An accepted application's résumé key in the private uploads bucket. */
export function resumeKeyFor(applicationId: string): string {
  return `resumes/${applicationId}.pdf`;
}

export const RESUME_UPLOAD = {
  postExpiresSeconds: 5 * 60,
  unusedTtlSeconds: 24 * 60 * 60,
  /** HR's resume download link is valid this long. */
  downloadExpiresSeconds: 5 * 60,
  /** Clock difference tolerated between the upload's timestamp and the link's expiry. */
  clockSkewSeconds: 60,
} as const;

/** Admin lists (job listings, job queries) and the public openings list. */
export const CAREERS_LIST = {
  defaultPageSize: 20,
  maxPageSize: 100,
  publicPageSize: 100,
  maxSearchLength: 100,
  maxFilterReads: 5,
  maxNoteLength: 2000,
  maxNotes: 200,
} as const;

/** Texts of our design (SPEC §8 has none for these cases). */
export const CAREERS_MESSAGES = {
  /** ours */
  deadlineInPast: 'The deadline must be in the future.',
  /** ours */
  jobNotFound: 'This job opening was not found.',
  /** ours */
  jobNotOpen: 'This position is no longer accepting applications.',
  /** ours */
  reopenNeedsDeadline: 'The deadline has passed. Set a deadline in the future to reopen this job.',
  /** ours */
  uploadNotFound: 'Your resume upload was not found or has expired. Please upload your resume again.',
  /** ours */
  uploadExpired: 'The upload link expired before the file arrived. Please upload your resume again.',
  /** ours */
  uploadReused: 'This resume upload was already used for an application. Please upload your resume again.',
  /** ours */
  applicationNotFound: 'This application was not found.',
  /** ours */
  jobClosedNotice: 'This position is no longer accepting applications.',
  /** ours */
  jobCreated: 'Job posted successfully',
  /** ours */
  jobUpdated: 'Job updated successfully',
  /** ours */
  jobClosed: 'Job closed',
  /** ours */
  jobReopened: 'Job reopened',
  /** ours */
  jobDeleted: 'Job deleted successfully',
  /** ours */
  applicationUpdated: 'Application updated',
  /** ours */
  /** The confirmation panel's status line; its heading says the thanks ('Thank you, your application is in'). */
  applicationSubmitted: 'Your application has been submitted.',
} as const;
