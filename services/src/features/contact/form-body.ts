import { HONEYPOT_FIELD } from '@app/shared/leads';
import { MESSAGES } from '@app/shared/messages';
import * as z from '@app/shared/schemas/zod-mini';
import { logger } from '../../lib/logger';

/**
 * Public form bodies are taken as any JSON object first, so the honeypot can
 * be checked before validation: a bot that filled it gets the same 201 as a
 * person whatever else it sent, and nothing is stored.
 */
export const formBody = z.record(z.string(), z.unknown(), { error: 'Request body must be a JSON object.' });

export function isSpam(body: Record<string, unknown>, route: string): boolean {
  const trap = body[HONEYPOT_FIELD];
  const spam =
    trap !== undefined && trap !== null && trap !== '' && !(typeof trap === 'string' && trap.trim() === '');
  if (spam) logger.info('honeypot filled: accepted silently, not stored', { route });
  return spam;
}

/** What every accepted submission answers (spam included, with a throwaway id). */
export function accepted(
  id: string,
  message: string = MESSAGES.formSubmitted,
  extra: Record<string, unknown> = {},
) {
  return { statusCode: 201, data: { id, message, ...extra } };
}
