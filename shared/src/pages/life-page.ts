/**
 * The Life at Moondive page as a document (issue 31): the introduction, the
 * year's highlights, the colleagues' quotes and the bootcamp programme's
 * block. The gallery's pictures stay the build's. The bootcamp block is also
 * the site section life.bootcamp (/admin/bootcamp): its object carries the
 * section's field names (`body`: one paragraph per line). The schema is in
 * ./life-page-schema (the renderers need no zod).
 */
import type { TitledText } from './types';

export const LIFE_PAGE_ID = 'life-at-moondive';

export const LIFE_PAGE_LIMITS = {
  heading: 120,
  text: 400,
  title: 80,
  description: 400,
  quote: 400,
  name: 80,
  body: 2000,
  schedule: 300,
  cta: 60,
  highlights: { min: 3, max: 9 },
  quotes: { min: 1, max: 4 },
} as const;

export interface LifeQuote {
  readonly quote: string;
  readonly name: string;
  readonly role: string;
}

/**
 * The training programme's block. Applications go through the careers
 * pipeline (an Internship opening), so HR reviews every applicant in one place.
 */
export type LifeBootcamp = {
  readonly heading: string;
  readonly body: string;
  readonly schedule: string;
  readonly cta: string;
};

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type LifeContent = {
  readonly heading: string;
  readonly lead: string;
  readonly text: string;
  readonly highlights: readonly TitledText[];
  readonly quotes: readonly LifeQuote[];
  readonly bootcamp: LifeBootcamp;
};
export type LifePageDoc = LifeContent;

/** Where the life.bootcamp site section's values live in the document. */
export const LIFE_SECTION_PATHS = { 'life.bootcamp': ['bootcamp'] } as const;

/** Template slots of the life page. */
export const LIFE_SLOTS = {
  heading: 'life.heading',
  lead: 'life.lead',
  text: 'life.text',
  highlights: 'life.highlights',
  quotes: 'life.quotes',
} as const;
