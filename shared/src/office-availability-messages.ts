/**
 * An office availability's limits and messages (ours). A module of their own,
 * so the data layer the sweep loads says them without building the
 * availability form's zod schemas (schemas/office-availability.ts re-exports
 * them for the form).
 */
export const AVAILABILITY_LIMITS = {
  closures: 200,
  bufferMinutes: 120,
  minNoticeMinutes: 14 * 24 * 60,
  daysAhead: 90,
} as const;

export const AVAILABILITY_MESSAGES = {
  stale: 'Someone else changed this office since you opened it. Reload it and make your change again.',
  notFound: 'Office not found',
  time: 'Enter a time as HH:MM on the half hour.',
  hoursOrder: 'The day must end after it starts.',
  workingDays: 'Pick at least one working day.',
  closureTwice: 'This day is already closed.',
  tooManyClosures: `Keep at most ${AVAILABILITY_LIMITS.closures} closures.`,
  saved: 'Availability saved.',
} as const;
