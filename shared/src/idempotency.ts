/**
 * Idempotent form submissions: the header the web forms send (one key per
 * submission, kept for its retries) and what the API answers. Ours; see
 * services/src/lib/idempotency.ts.
 */
export const IDEMPOTENCY = {
  header: 'idempotency-key',
  /** How long a key's first answer is kept. */
  keepSeconds: 24 * 60 * 60,
  /** Identical submissions (same form, e-mail and message) within this window are merged. */
  mergeWindowSeconds: 10 * 60,
  messages: {
    invalidKey: 'Idempotency-Key must be 8 to 128 letters, digits, hyphens or underscores.',
    otherBody:
      'This Idempotency-Key was already used for a different submission. Send a new key for a new submission.',
    inProgress: 'This submission is still being processed. Please wait a moment and try again.',
  },
} as const;
