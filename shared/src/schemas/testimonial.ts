/**
 * Testimonial (SPEC §3; POST /admin/create/testimonial).
 *
 * Decisions: name, designation and testimonial are required; websiteName and
 * link are optional (a bare domain in link gets https://). The name is a
 * person name (no links or HTML).
 */

import { FIELD_LIMITS } from '../constants';
import { optionalText, optionalUrl, personName, plainText, recordId, requiredText } from './common';
import { withVersion } from './record-version';
import type { IdView } from './record-view';
import * as z from './zod-mini';

export const testimonialSchema = z.object({
  name: personName('Name'),
  designation: plainText('Designation', FIELD_LIMITS.designation),
  websiteName: optionalText('Website name', FIELD_LIMITS.websiteName),
  link: optionalUrl('Link'),
  testimonial: requiredText('Testimonial', FIELD_LIMITS.testimonial),
});
export type Testimonial = z.infer<typeof testimonialSchema>;
export type TestimonialInput = z.input<typeof testimonialSchema>;
/** PUT /admin/testimonial?id=: the fields plus the version they were based on. */
export const testimonialUpdateSchema = withVersion(testimonialSchema);

/** A stored testimonial. */
export const testimonialRecordSchema = z.extend(testimonialSchema, { _id: recordId });
/** A stored testimonial as the API returns it, with its record version. */
export type TestimonialRecord = z.infer<typeof testimonialRecordSchema> & { version: number };

/** A TestimonialRecord as admin responses show it (`id`, not the stored `_id`). */
export type TestimonialView = IdView<TestimonialRecord>;
