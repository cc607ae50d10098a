/**
 * The careers page as a document (issue 31): the introduction, the four
 * values' descriptions, the six traits and the "Discover Opportunities"
 * block's text. SPEC fixes the section headings, the four values (names, in
 * order), the traits' count and the button label: they are not in what staff
 * edit (a changed value name is refused). The openings list is the jobs'.
 */
import type { TitledText } from './types';

export const CAREERS_PAGE_ID = 'careers';

/** SPEC §2's labels on the careers page: fixed. */
export const CAREERS_LABELS = {
  values: 'Why You Should Join Our Team',
  traits: 'What We Look For',
  openings: 'Current Openings',
  discover: 'Discover Opportunities',
} as const;
/** SPEC §2's four values, in order. */
export const CAREER_VALUE_NAMES = [
  'Team Work',
  'Innovative Culture',
  'Learning Opportunity',
  'Upgrade Skills',
] as const;
export const CAREER_TRAIT_COUNT = 6;

export const CAREERS_PAGE_LIMITS = { heading: 120, text: 400, title: 80, description: 400 } as const;

export interface CareerValue {
  /** SPEC's value name: fixed. */
  readonly value: string;
  readonly description: string;
  /** The value's illustration (the build's asset). */
  readonly image: string;
  readonly alt: string;
}

// A type, not an interface: @mantine/form's resolver takes a record of fields.
export type CareersContent = {
  readonly heading: string;
  readonly lead: string;
  /** The "Discover Opportunities" block's text, above its button. */
  readonly text: string;
  readonly values: readonly CareerValue[];
  readonly traits: readonly TitledText[];
};
export type CareersPageDoc = CareersContent;

/** Template slots of the careers page. */
export const CAREERS_SLOTS = {
  heading: 'careers.heading',
  lead: 'careers.lead',
  text: 'careers.text',
  value: (i: number) => `careers.value.${i}`,
  traits: 'careers.traits',
} as const;
