/**
 * What public pages need of site sections (see ./site-sections): the id of the
 * embedded JSON and the value shapes. Kept apart from ./site-sections, whose
 * zod schemas the admin area uses, so public pages do not download zod.
 */
import { slugify } from './slug';

export const SECTIONS_SCRIPT_ID = 'site-sections';

/** `industry.<slug>`, e.g. `industry.real-estate`. */
export function industrySectionKey(industry: string): string {
  return `industry.${slugify(industry)}`;
}

export type SectionValues = Record<string, string>;
/** Stored overrides by section key. */
export type SiteSections = Record<string, SectionValues>;
