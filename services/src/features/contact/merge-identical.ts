import * as clock from '@app/shared/clock';
import { claimSubmission, releaseSubmission } from '../../data/submission';
import { logger } from '../../lib/logger';

/**
 * The lead id of an identical submission in the last 10 minutes (same form,
 * e-mail and message), or null when this one is new, in which case its
 * fingerprint is now claimed for `id`. A claim whose lead was never stored
 * (the first request failed) is taken over, so nothing is ever lost to it.
 */
export async function earlierIdenticalLead(
  form: string,
  parts: readonly string[],
  id: string,
  leadExists: (id: string) => Promise<boolean>,
): Promise<string | null> {
  const first = await claimSubmission(form, parts, id);
  if (!first || first === id) return null;
  if (await leadExists(first)) return first;
  await claimSubmission(form, parts, id, clock.now(), true);
  return null;
}

/** Stores the lead; if that fails, frees the fingerprint so a retry is not merged into nothing. */
export async function storeClaimed<T>(
  form: string,
  parts: readonly string[],
  id: string,
  store: () => Promise<T>,
) {
  try {
    return await store();
  } catch (error) {
    await releaseSubmission(form, parts, id).catch((e) =>
      logger.error('submission claim not released', { e }),
    );
    throw error;
  }
}
