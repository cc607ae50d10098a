/**
 * Case studies: `pk = CASE_STUDY#<id>`; all on gsi1 `CASE_STUDYS`, the
 * published ones also on gsi2 `CASE_STUDYS#live`, both by publication (or
 * creation) time, newest first; slugs unique via `CASE_STUDY_SLUG#<slug>`.
 */
import { CASE_STUDY_LABELS } from '@app/shared/revision-labels';
import { CASE_STUDY_MESSAGES, type CaseStudy } from '@app/shared/schemas/case-study';
import { contentStore } from './content-item';
import { fieldsOf } from './entities/fields';
import { slugClaims } from './slug-claim';

const fields = fieldsOf<CaseStudy>()(
  '_id',
  'createdAt',
  'updatedAt',
  'version',
  'title',
  'slug',
  'client',
  'industry',
  'category',
  'summary',
  'results',
  'content',
  'heroImage',
  'heroImageAlt',
  'ogImage',
  'status',
  'published',
  'unpublishAt',
);

export const caseStudies = contentStore<CaseStudy>('CASE_STUDY', CASE_STUDY_MESSAGES.notFound, fields, {
  sortKey: (c) => c.published ?? c.createdAt,
  live: (c) => c.status === 'published',
  labels: CASE_STUDY_LABELS,
});

export const caseStudySlugs = slugClaims('CASE_STUDY_SLUG', CASE_STUDY_MESSAGES.slugTaken);
