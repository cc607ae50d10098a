/**
 * Job post form (SPEC §3 "Job post"; rules "not shown", so ours).
 *
 * Decisions:
 * - Defaults: numberOfOpenings 1, experienceMin 0, experienceMax 1 (SPEC §9);
 *   a missing or '' value takes the default.
 * - Required: jobTitle, category, at least one location, jobType, schedule,
 *   salaryMin, salaryMax, education, jobLevel, jobDescription, qualifications,
 *   deadline. Optional: supplementalPay, benefits, note.
 * - numberOfOpenings is a whole number 1..1000; experience is in years,
 *   0..50, decimals allowed (e.g. 1.5); salaries are yearly rupee amounts >= 0.
 * - Cross-field rules: salaryMin <= salaryMax (reported on salaryMax) and
 *   experienceMin <= experienceMax (reported on experienceMax).
 * - Locations are unique; deadline is a 'YYYY-MM-DD' date. jobDescription and
 *   qualifications may hold rich-text HTML.
 * - keyResponsibilities and preferredSkills (optional, ours) feed the careers
 *   page's KeyResponsibilities and PreferredSkills lists (SPEC §3 "Job
 *   opening"): one entry per line or list item. jobDescription becomes the
 *   PositionOverview and qualifications the Qualifications list.
 * - jobPostCreateSchema adds: the deadline must not be in the past when the
 *   job is created (days in the company's time zone, see ../careers).
 */

import { CAREERS_MESSAGES, isDeadlinePast } from '../careers';
import {
  EDUCATION_LEVELS,
  FIELD_LIMITS,
  JOB_CATEGORIES,
  JOB_LEVELS,
  JOB_LOCATIONS,
  JOB_POST_DEFAULTS,
  JOB_SCHEDULES,
  JOB_TYPES,
  NUMBER_LIMITS,
} from '../constants';
import { MESSAGES, selectMessage } from '../messages';
import {
  enumField,
  isoDateField,
  numericInput,
  numericInputWithDefault,
  optionalText,
  plainText,
  recordId,
  requiredText,
} from './common';
import * as z from './zod-mini';

const experience = { min: 0, max: NUMBER_LIMITS.maxExperienceYears } as const;

export const jobPostFields = z.object({
  jobTitle: plainText('Job title', FIELD_LIMITS.jobTitle),
  numberOfOpenings: numericInputWithDefault('Number of openings', JOB_POST_DEFAULTS.numberOfOpenings, {
    min: 1,
    max: NUMBER_LIMITS.maxOpenings,
    int: true,
  }),
  category: enumField(JOB_CATEGORIES, selectMessage('a category')),
  experienceMin: numericInputWithDefault('Minimum experience', JOB_POST_DEFAULTS.experienceMin, experience),
  experienceMax: numericInputWithDefault('Maximum experience', JOB_POST_DEFAULTS.experienceMax, experience),
  location: z
    .array(enumField(JOB_LOCATIONS, selectMessage('a location')), { error: MESSAGES.locationRequired })
    .check(
      z.minLength(1, { error: MESSAGES.locationRequired }),
      z.refine((list) => new Set(list).size === list.length, { error: MESSAGES.locationDuplicate }),
    ),
  jobType: enumField(JOB_TYPES, selectMessage('a job type')),
  schedule: enumField(JOB_SCHEDULES, selectMessage('a schedule')),
  salaryMin: numericInput('Minimum salary'),
  salaryMax: numericInput('Maximum salary'),
  education: enumField(EDUCATION_LEVELS, selectMessage('the education level')),
  jobLevel: enumField(JOB_LEVELS, selectMessage('the job level')),
  supplementalPay: optionalText('Supplemental pay', FIELD_LIMITS.supplementalPay),
  benefits: optionalText('Benefits', FIELD_LIMITS.benefits),
  jobDescription: requiredText('Job description', FIELD_LIMITS.jobDescription),
  qualifications: requiredText('Qualifications', FIELD_LIMITS.qualifications, 'Qualifications are required.'),
  keyResponsibilities: optionalText('Key responsibilities', FIELD_LIMITS.qualifications),
  preferredSkills: optionalText('Preferred skills', FIELD_LIMITS.qualifications),
  note: optionalText('Note', FIELD_LIMITS.jobNote),
  deadline: isoDateField(),
});

type JobPostShape = z.infer<typeof jobPostFields>;

function checkRanges(post: JobPostShape, ctx: z.core.$RefinementCtx<JobPostShape>): void {
  if (post.salaryMin > post.salaryMax) {
    ctx.addIssue({ code: 'custom', path: ['salaryMax'], message: MESSAGES.salaryRange });
  }
  if (post.experienceMin > post.experienceMax) {
    ctx.addIssue({ code: 'custom', path: ['experienceMax'], message: MESSAGES.experienceRange });
  }
}

export const jobPostSchema = jobPostFields.check(z.superRefine(checkRanges));
export type JobPost = z.infer<typeof jobPostSchema>;
export type JobPostInput = z.input<typeof jobPostSchema>;

/** A new job: the post rules plus a deadline that has not passed (checked against the clock at parse time). */
export const jobPostCreateSchema = jobPostSchema.check(
  z.superRefine((post, ctx) => {
    if (isDeadlinePast(post.deadline)) {
      ctx.addIssue({ code: 'custom', path: ['deadline'], message: CAREERS_MESSAGES.deadlineInPast });
    }
  }),
);

/** A stored job listing: the post plus its id and timestamps. */
export const jobListingSchema = z
  .extend(jobPostFields, {
    _id: recordId,
    createdAt: z.optional(z.string()),
    updatedAt: z.optional(z.string()),
  })
  .check(z.superRefine(checkRanges));
export type JobListing = z.infer<typeof jobListingSchema>;
