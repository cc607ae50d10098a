/**
 * Case studies (SPEC §2 list columns: Title, Client, Industry, Category,
 * Published, Actions). The fields beyond those columns are ours.
 *
 * Decisions:
 * - Category is one of the six services (what the case study shows we did).
 * - A case study is 'draft' or 'published'; `published` is the date it was
 *   first published (kept on later edits). Only published ones are public.
 * - Body is rich text, sanitised by the server like blog content; the
 *   summary and results are plain text. Hero image (with alt) is required to
 *   publish; the open graph image falls back to the hero image.
 */

import { INDUSTRIES } from '../constants';
import { MESSAGES, maxLengthMessage } from '../messages';
import { sanitizeText } from '../sanitize-text';
import { blogSlugSchema } from './blog';
import { enumField, optionalText, recordId, requiredText } from './common';
import { withVersion } from './record-version';
import type { IdView } from './record-view';
import * as z from './zod-mini';

export const CASE_STUDY_CATEGORIES = [
  'MVP Development',
  'Web & Mobile App Development',
  'Cloud Engineering',
  'Data Analytics',
  'Enterprise AI Solutions',
  'UI/UX Designing',
] as const;
export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number];

export const CASE_STUDY_STATUSES = ['draft', 'published'] as const;
export type CaseStudyStatus = (typeof CASE_STUDY_STATUSES)[number];

export const CASE_STUDY_MESSAGES = {
  /** ours */
  categoryRequired: 'Please select a category.',
  /** ours */
  resultsMin: 'Add at least one result.',
  /** ours */
  resultsMax: 'You cannot add more than 6 results.',
  /** ours */
  slugTaken: 'That slug is already used by another case study.',
  /** ours */
  notFound: 'Case study not found',
  /** ours */
  saved: 'Case study saved successfully',
  /** ours */
  deleted: 'Case study deleted successfully',
  /** ours */
  uploaded: 'Image uploaded successfully',
  /** ours */
  imageDeleted: 'Image deleted successfully',
  /** ours (issue 31): a scheduled unpublish */
  unpublishAtInvalid: 'Choose when the case study should be unpublished.',
  /** ours */
  unpublishAtPast: 'The unpublish time must be in the future.',
} as const;

export const CASE_STUDY_LIMITS = {
  title: 200,
  client: 100,
  summary: 500,
  result: 200,
  maxResults: 6,
  body: 100_000,
};

export const caseStudySchema = z.object({
  title: requiredText('Title', CASE_STUDY_LIMITS.title, MESSAGES.titleEmpty),
  slug: blogSlugSchema,
  client: requiredText('Client', CASE_STUDY_LIMITS.client),
  industry: enumField(INDUSTRIES, MESSAGES.industryRequired),
  category: enumField(CASE_STUDY_CATEGORIES, CASE_STUDY_MESSAGES.categoryRequired),
  summary: requiredText('Summary', CASE_STUDY_LIMITS.summary),
  results: z
    .array(requiredText('Result', CASE_STUDY_LIMITS.result), { error: CASE_STUDY_MESSAGES.resultsMin })
    .check(
      z.minLength(1, { error: CASE_STUDY_MESSAGES.resultsMin }),
      z.maxLength(CASE_STUDY_LIMITS.maxResults, { error: CASE_STUDY_MESSAGES.resultsMax }),
    ),
  content: z.string({ error: MESSAGES.contentEmpty }).check(
    z.maxLength(CASE_STUDY_LIMITS.body, {
      error: maxLengthMessage('Content', CASE_STUDY_LIMITS.body),
      abort: true,
    }),
    z.refine((html) => sanitizeText(html) !== '' || /<img\b/i.test(html), { error: MESSAGES.contentEmpty }),
  ),
  heroImage: requiredText('Hero image', 1024, MESSAGES.heroImageRequired),
  heroImageAlt: requiredText('Hero image alt text', 250),
  ogImage: optionalText('Open graph image', 1024),
  status: z._default(
    z.enum(CASE_STUDY_STATUSES, { error: 'Status must be draft or published.' }),
    'published',
  ),
  /** When a published case study becomes a draft by itself (issue 31); ignored for a draft. */
  unpublishAt: z.optional(z.iso.datetime({ offset: true, error: CASE_STUDY_MESSAGES.unpublishAtInvalid })),
});
export type CaseStudyInput = z.input<typeof caseStudySchema>;
export type CaseStudyForm = z.infer<typeof caseStudySchema>;
/** PUT /admin/case-studies?id=: the form plus the version it was based on. */
export const caseStudyUpdateSchema = withVersion(caseStudySchema);

/** A stored case study. */
export type CaseStudy = CaseStudyForm & {
  _id: string;
  /** ISO time of first publication; absent for a draft never published. */
  published?: string;
  createdAt: string;
  updatedAt: string;
  /** Record version (record-version.ts). */
  version: number;
};
/** Whether a case study is public at `now`: published, and not past a scheduled unpublish. */
export function isCaseStudyLive(c: { status: CaseStudyStatus; unpublishAt?: string }, now: Date): boolean {
  return c.status === 'published' && !(c.unpublishAt && Date.parse(c.unpublishAt) <= now.getTime());
}
export type CaseStudySummary = Omit<CaseStudy, 'content'>;

export const caseStudyIdQuery = z.object({ id: recordId });
export const caseStudySlugQuery = z.object({
  slug: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
});

/** A CaseStudy as admin responses show it (`id`, not the stored `_id`). */
export type CaseStudyView = IdView<CaseStudy>;
