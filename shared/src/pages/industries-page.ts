/**
 * The Industries page as a document (issue 31): the introduction and one
 * description per industry. SPEC §9 fixes the 18 industries' names and order
 * (refused when changed); staff edit the texts. Each industry's description
 * is also its site section industry.<slug> (/admin/industries).
 */
import { INDUSTRIES, type Industry } from '../form-options';
import { industrySectionKey } from '../site-sections-embed';

export const INDUSTRIES_PAGE_ID = 'industries';

export const INDUSTRIES_PAGE_LIMITS = { intro: 400, description: 300 } as const;

export type IndustryText = { readonly name: Industry; readonly description: string };
// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type IndustriesContent = {
  readonly intro: string;
  readonly industries: readonly IndustryText[];
};
export type IndustriesPageDoc = IndustriesContent;

/** Where each industry.<slug> site section's values live in the document (SPEC §9's order). */
export const INDUSTRY_SECTION_PATHS: Readonly<Record<string, readonly (string | number)[]>> =
  Object.fromEntries(INDUSTRIES.map((name, i) => [industrySectionKey(name), ['industries', i]]));

/** Template slots of the industries page beside the sections' marks. */
export const INDUSTRIES_SLOTS = { intro: 'industries.intro' } as const;
