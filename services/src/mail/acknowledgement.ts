import { ABUSE_LIMITS } from '@app/shared/abuse-limits';
import * as clock from '@app/shared/clock';
import { takeQuota } from '../data/quota';
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { type MailMessage, sendMail } from '../lib/mail';

export interface AcknowledgementOutcome {
  status: 'sent' | 'failed' | 'skipped';
  at: string;
  error?: string;
}

/**
 * Acknowledgements go to an address nobody verified, so they never echo what
 * the visitor wrote (lead-mails.ts) and one address gets at most
 * ABUSE_LIMITS.acknowledgementsPerAddressPerDay of them (issue 14, finding 6):
 * the form cannot be used to relay mail. If the quota cannot be read the mail
 * is skipped (the lead is stored; staff still see it).
 */
export async function sendAcknowledgement(
  message: MailMessage,
  now = clock.now(),
): Promise<AcknowledgementOutcome> {
  const at = now.toISOString();
  const to = message.to[0] ?? '';
  const allowed =
    env.ABUSE_LIMITS === 'off' ||
    (await takeQuota('ack', to, ABUSE_LIMITS.acknowledgementsPerAddressPerDay, now).catch((error) => {
      logger.error('acknowledgement quota unreadable; mail skipped', { error });
      return false;
    }));
  if (!allowed) return { status: 'skipped', at, error: ABUSE_LIMITS.messages.acknowledgementSkipped };
  const result = await sendMail(message);
  return result.ok ? { status: 'sent', at } : { status: 'failed', at, error: result.error };
}
