/**
 * The owner of a lead as its mails name them (issue 30, item 5): e-mail and
 * display name from the member directory (one item read). Never throws: a
 * failed read mails the staff copy to the sales inbox only, and the visitor's
 * mail names the office instead of the host.
 */
import { memberByEmail } from '../data/member-directory';
import { logger } from '../lib/logger';
import type { MailContext } from './lead-mails';

export async function hostOf(lead: { owner?: string }): Promise<MailContext['host']> {
  if (!lead.owner) return undefined;
  const member = await memberByEmail(lead.owner).catch((error) => {
    logger.error('lead owner not read for the mail', { error });
    return null;
  });
  return { email: lead.owner, ...(member?.displayName ? { displayName: member.displayName } : {}) };
}
