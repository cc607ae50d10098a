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
  headline: 'Headline',
  intro: 'Introduction',
  summary: 'Summary',
  capabilities: 'Capability',
  offerings: 'Offering',
  process: 'Step',
  faqs: 'FAQ',
} as const;

/** ours: the one-line summary of a restore and of the seed's revision. */
export const REVISION_TEXTS = {
  restored: (version: number) => `Restored version ${version}`,
  original: 'Original text',
  /** The author of the seed's revision (the text the site was built with). */
  originalBy: 'Site build',
  unknownRevision: 'This version is no longer kept.',
} as const;
