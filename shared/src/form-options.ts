/**
 * Option lists of SPEC §9, word for word, as `as const` tuples so zod enums and
 * select inputs share one source. Each list has a matching union type.
 * Re-exported from ./constants.
 */

export const INDUSTRIES = [
  'Technology',
  'Healthcare',
  'Finance',
  'Education',
  'E-commerce',
  'Manufacturing',
  'Real Estate',
  'Hospitality',
  'Transportation',
  'Entertainment',
  'Non-profit',
  'Government',
  'Energy',
  'Agriculture',
  'Construction',
  'Consulting',
  'Marketing',
  'Other',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

/** Lets-connect "interest" options. */
export const INTEREST_OPTIONS = [
  'Web Development',
  'Data Analytics',
  'Cloud Engineering',
  'AI/ML Solutions',
  'Other',
] as const;
export type InterestOption = (typeof INTEREST_OPTIONS)[number];

export const PROJECT_DURATIONS = ['TBD', '3 months', '6 months', '12 months+'] as const;
export type ProjectDuration = (typeof PROJECT_DURATIONS)[number];

export const PROJECT_PHASES = ['New Project', 'Existing Codebase'] as const;
export type ProjectPhase = (typeof PROJECT_PHASES)[number];

export const BUDGETS = ['TBD', '<$10K', '$10K-$25K', '$25K-$50K', '$50K-$100K', '$100K+'] as const;
export type Budget = (typeof BUDGETS)[number];

export const JOB_CATEGORIES = [
  'IT',
  'Design',
  'Sales & Marketing',
  'Accounting & Finance',
  'Management',
] as const;
export type JobCategory = (typeof JOB_CATEGORIES)[number];

export const JOB_LOCATIONS = ['Noida India', 'Washington United States', 'Remote'] as const;
export type JobLocation = (typeof JOB_LOCATIONS)[number];

export const JOB_TYPES = ['Full-Time', 'Part-Time', 'Internship'] as const;
export type JobType = (typeof JOB_TYPES)[number];

export const JOB_SCHEDULES = ['Day Shift', 'Night Shift'] as const;
export type JobSchedule = (typeof JOB_SCHEDULES)[number];

export const EDUCATION_LEVELS = ['UG-Pursuing', 'Graduate', 'Post Graduate', 'Doctorate'] as const;
export type EducationLevel = (typeof EDUCATION_LEVELS)[number];

export const JOB_LEVELS = ['Entry', 'Mid', 'Senior', 'Executive'] as const;
export type JobLevel = (typeof JOB_LEVELS)[number];

export const NOTICE_PERIODS = ['Immediate', '15 days', '1 month', '2 months', '2+ months'] as const;
export type NoticePeriod = (typeof NOTICE_PERIODS)[number];

/** Job post defaults: one opening, 0 to 1 years of experience. */
export const JOB_POST_DEFAULTS = { numberOfOpenings: 1, experienceMin: 0, experienceMax: 1 } as const;

/** The value current and expected CTC accept when not applicable (SPEC §5). */
export const CTC_NOT_APPLICABLE = 'N/A';
