/**
 * Field labels of the History drawer's diff and of the one-line summary the
 * server stores with each revision (issue 31), per content kind, so both
 * name a field the same way. Kept beside REVISION_TEXTS' kinds' names.
 */

/** The revision kind of each record type (the `REV#<kind>#<id>` partition). */
export const REVISION_KINDS = {
  blog: 'blog',
  job: 'job',
  caseStudy: 'case_study',
  workProject: 'work',
} as const;

/**
 * What a restore leaves as it is: the publication state (a post's status and
 * publish time, a case study's status, a project's visibility, a job's
 * deadline and open/closed state) is set by its own controls, so restoring
 * last month's text never unpublishes, republishes or reopens a record.
 */
export const RESTORE_KEEPS = {
  blog: ['status', 'publishAt', 'unpublishAt'],
  job: ['deadline', 'status'],
  caseStudy: ['status', 'unpublishAt'],
  workProject: ['published', 'position'],
} as const;

export const BLOG_LABELS = {
  title: 'Title',
  content: 'Content',
  industry: 'Industry',
  tags: 'Tags',
  slug: 'Slug',
  metaTitle: 'Meta title',
  metaDescription: 'Meta description',
  heroImage: 'Hero image',
  heroImageAlt: 'Hero image alt text',
  featuredImage: 'Featured image',
  ogImage: 'Open graph image',
  ogTitle: 'Open graph title',
  cta: 'Call to action',
  status: 'Status',
  publishAt: 'Publish time',
  unpublishAt: 'Unpublish time',
} as const;

export const JOB_LABELS = {
  jobTitle: 'Job title',
  numberOfOpenings: 'Number of openings',
  category: 'Category',
  experienceMin: 'Minimum experience',
  experienceMax: 'Maximum experience',
  location: 'Location',
  jobType: 'Job type',
  schedule: 'Schedule',
  salaryMin: 'Minimum salary',
  salaryMax: 'Maximum salary',
  education: 'Education',
  jobLevel: 'Job level',
  supplementalPay: 'Supplemental pay',
  benefits: 'Benefits',
  jobDescription: 'Job description',
  qualifications: 'Qualifications',
  keyResponsibilities: 'Key responsibilities',
  preferredSkills: 'Preferred skills',
  note: 'Note',
  deadline: 'Deadline',
  status: 'Status',
} as const;

export const CASE_STUDY_LABELS = {
  title: 'Title',
  slug: 'Slug',
  client: 'Client',
  industry: 'Industry',
  category: 'Category',
  summary: 'Summary',
  results: 'Result',
  content: 'Content',
  heroImage: 'Hero image',
  heroImageAlt: 'Hero image alt text',
  ogImage: 'Open graph image',
  status: 'Status',
  published: 'First published',
  unpublishAt: 'Unpublish time',
} as const;

export const WORK_PROJECT_LABELS = {
  name: 'Project name',
  industry: 'Industry',
  summary: 'Summary',
  outcome: 'Outcome',
  image: 'Image',
  imageAlt: 'Image alt text',
  link: 'Link',
  position: 'Position',
  published: 'Published',
} as const;

/** `content` without the keys a restore keeps from the current record. */
export function withoutKept(
  content: Record<string, unknown>,
  keep: readonly string[],
): Record<string, unknown> {
  const out = { ...content };
  for (const k of keep) delete out[k];
  return out;
}
