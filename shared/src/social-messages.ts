/**
 * The social planner's messages (ours). A module of their own, so the
 * sweep's data layer says "not found" without building the planner's zod
 * schemas (schemas/social-post.ts re-exports them for the forms).
 */
export const SOCIAL_MESSAGES = {
  notFound: 'Social post not found',
  textRequired: 'Write the text of the post.',
  networkRequired: 'Select a network.',
  linkRequired: 'Choose what the post links to.',
  linkNotFound: 'The linked page was not found on this site.',
  urlInvalid: 'Enter a valid http(s) URL or a path on this site starting with /.',
  postUrlRequired: 'Add the URL of the live post to mark it posted.',
  postUrlInvalid: 'Enter the http(s) URL of the live post.',
  dueBySweep: 'Only the planner marks a post due, at its scheduled time.',
  campaignInvalid: 'Use lowercase letters, digits, hyphens, underscores and dots.',
  timeInvalid: 'Pick a date and time.',
  rangeInvalid: 'Give from and to as ISO times, at most 45 days apart.',
} as const;
