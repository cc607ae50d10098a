/**
 * Careers and company display cards (SPEC §3 "Careers display cards").
 * These are static content, so the schemas mainly document the shapes and
 * guard content files in tests. image is an asset path or URL.
 */

import { FIELD_LIMITS } from '../constants';
import { requiredText } from './common';
import * as z from './zod-mini';

const image = requiredText('Image', FIELD_LIMITS.url);
const alt = requiredText('Alt text', FIELD_LIMITS.altText);
const heading = requiredText('Heading', FIELD_LIMITS.shortText);
const description = requiredText('Description', FIELD_LIMITS.longText);

/** 'Why You Should Join Our Team' values (Team Work, Innovative Culture, ...). */
export const valueCardSchema = z.object({
  image,
  alt,
  value: requiredText('Value', FIELD_LIMITS.shortText),
  description,
});
export type ValueCard = z.infer<typeof valueCardSchema>;

/** 'What We Look For' traits. */
export const traitCardSchema = z.object({
  title: requiredText('Title', FIELD_LIMITS.shortText),
  description,
});
export type TraitCard = z.infer<typeof traitCardSchema>;

/** Delivery process and service process steps. */
export const processStepSchema = z.object({ heading, description });
export type ProcessStep = z.infer<typeof processStepSchema>;

/** Vision, Mission and Goals cards. */
export const visionCardSchema = z.object({ image, heading, description, alt });
export type VisionCard = z.infer<typeof visionCardSchema>;
