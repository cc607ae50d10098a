/** Messages of the page documents (issue 31); ours, SPEC has none. */
export const PAGE_MESSAGES = {
  /** ours */
  unknown: 'This page was not found.',
  /** ours */
  saved: 'Page saved successfully',
  /** ours */
  fixed: 'This text is fixed by the site specification and cannot be changed.',
  /** ours */
  steps: 'The process has exactly 6 steps.',
  /** ours: SPEC §1's claims stay word for word where the page states them. */
  claim: (claim: string) => `This text must keep “${claim}” (fixed by the site specification).`,
} as const;

/** How the History drawer and the revision summaries name a page document's fields. */
export const PAGE_FIELD_LABELS = {
  title: 'Page name',
  // "Search and sharing: title" / ": description", as the editor's fieldset.
  seo: 'Search and sharing',
  headline: 'Headline',
  intro: 'Introduction',
  summary: 'Summary',
  capabilities: 'Capability',
  offerings: 'Offering',
  process: 'Step',
  faqs: 'FAQ',
  street: 'Street address',
  locality: 'City, region and postal code',
  phone: 'Phone number',
  mapUrl: 'Map link',
  tagline: 'Tagline',
  social: 'Social link',
  heading: 'Page heading',
  sections: 'Section',
  lead: 'Lead',
  text: 'Discover Opportunities text',
  values: 'Value',
  traits: 'Trait',
  highlights: 'Highlight',
  quotes: 'Quote',
  body: 'Paragraphs',
  steps: 'Delivery step',
  cards: 'Card',
  projects: 'Client project',
  industries: 'Industry',
  bootcamp: 'Bootcamp',
  partners: 'Partner',
} as const;
