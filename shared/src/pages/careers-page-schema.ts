/** The careers page's schema (./careers-page): the API and the editor, not the renderers (no zod in the sweep). */
import { plainText } from '../schemas/common';
import * as z from '../schemas/zod-mini';
import { CAREER_TRAIT_COUNT, CAREER_VALUE_NAMES, CAREERS_PAGE_LIMITS } from './careers-page';
import { pageSeoSchema } from './page-seo-schema';

const L = CAREERS_PAGE_LIMITS;
export const careersPageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  heading: plainText('Page heading', L.heading),
  lead: plainText('Lead', L.text),
  text: plainText('Discover Opportunities text', L.text),
  values: z
    .array(
      z.object({
        value: z.optional(z.string()),
        description: plainText('Value description', L.description),
      }),
    )
    .check(z.length(CAREER_VALUE_NAMES.length, { error: 'The page has exactly 4 values.' })),
  traits: z
    .array(
      z.object({
        title: plainText('Trait', L.title),
        description: plainText('Trait description', L.description),
      }),
    )
    .check(z.length(CAREER_TRAIT_COUNT, { error: `The page has exactly ${CAREER_TRAIT_COUNT} traits.` })),
});
