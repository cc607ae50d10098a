/** The industries page's schema (./industries-page): the API and the editor, not the renderers. */
import { INDUSTRIES } from '../form-options';
import { plainText } from '../schemas/common';
import * as z from '../schemas/zod-mini';
import { INDUSTRIES_PAGE_LIMITS } from './industries-page';
import { pageSeoSchema } from './page-seo-schema';

const L = INDUSTRIES_PAGE_LIMITS;
export const industriesPageSchema = z.object({
  /** The page's search snippet (meta title and description); empty falls back to the built head. */
  seo: pageSeoSchema,
  intro: plainText('Introduction', L.intro),
  industries: z
    .array(
      z.object({
        name: z.optional(z.string()),
        description: plainText('Description', L.description),
      }),
    )
    .check(z.length(INDUSTRIES.length, { error: `The page lists exactly ${INDUSTRIES.length} industries.` })),
});
export type IndustriesPageInput = z.infer<typeof industriesPageSchema>;
