/**
 * Job opening as shown on the careers page (SPEC §3 "Job opening"), with the
 * spec's field names kept exactly, including the capitalised JobDescription
 * keys.
 *
 * Decisions:
 * - experience is free text ('2 Years', '0-1 Years'); deadline is an ISO date
 *   ('2024-09-08') or timestamp.
 * - The "Current Openings" section groups openings by category:
 *   jobOpeningGroupSchema is { category, openings[] }, and groupOpeningsByCategory
 *   builds the groups in JOB_CATEGORIES order, leaving out empty ones.
 */

import { FIELD_LIMITS, JOB_CATEGORIES, type JobCategory } from '../constants';
import { selectMessage } from '../messages';
import { enumField, isoDateTime, recordId, requiredText } from './common';
import * as z from './zod-mini';

const listItem = requiredText('Item', FIELD_LIMITS.longText);

export const jobDescriptionSchema = z.object({
  PositionOverview: requiredText('Position overview', FIELD_LIMITS.message),
  KeyResponsibilities: z.array(listItem),
  Qualifications: z.array(listItem),
  PreferredSkills: z.array(listItem),
});
export type JobOpeningDescription = z.infer<typeof jobDescriptionSchema>;

export const jobOpeningSchema = z.object({
  _id: recordId,
  title: requiredText('Title', FIELD_LIMITS.jobTitle),
  experience: requiredText('Experience', FIELD_LIMITS.shortText),
  deadline: isoDateTime,
  JobDescription: jobDescriptionSchema,
});
export type JobOpening = z.infer<typeof jobOpeningSchema>;

export const jobOpeningGroupSchema = z.object({
  category: enumField(JOB_CATEGORIES, selectMessage('a category')),
  openings: z.array(jobOpeningSchema),
});
export type JobOpeningGroup = z.infer<typeof jobOpeningGroupSchema>;

/** Groups openings by category in JOB_CATEGORIES order, leaving out empty categories. */
export function groupOpeningsByCategory(
  openings: readonly (JobOpening & { readonly category: JobCategory })[],
): JobOpeningGroup[] {
  return JOB_CATEGORIES.map((category) => ({
    category,
    openings: openings.filter((o) => o.category === category).map(({ category: _c, ...rest }) => rest),
  })).filter((group) => group.openings.length > 0);
}
