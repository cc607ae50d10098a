/**
 * The bootcamp programme block on Life at Moondive (built-in text; staff
 * change it at /admin/bootcamp). Applications go through the careers page's
 * Internship openings, so HR sees every applicant in one pipeline.
 */
export const BOOTCAMP = {
  heading: 'Moondive Bootcamp',
  body: [
    'A twelve-week paid training programme for graduates who want to become product engineers: real projects, a mentor for every participant and weekly reviews.',
    'The best participants join our teams as engineers at the end of the programme.',
  ],
  schedule:
    'Two cohorts a year, starting in January and July. Open to final-year students and recent graduates.',
  cta: 'See internship openings',
} as const;
