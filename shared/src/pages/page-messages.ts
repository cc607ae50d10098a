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
