/**
 * Sends the mails of a visitor's reschedule or cancel, after the change is
 * stored. Never throws: the change stands even when SES fails (logged and
 * counted by sendMail). Not through sendAcknowledgement: these answer the
 * visitor's own action and do not count toward its cap (issue 30).
 */
import { env } from '../lib/env';
import { logger } from '../lib/logger';
import { sendMail } from '../lib/mail';
import { hostOf } from './lead-host';
import type { BookedLead } from './lead-mails';
import { mailSiteUrl } from './mail-site-url';
import { type MeetingChange, meetingChangeStaffMail, meetingChangeVisitorMail } from './meeting-change-mails';

export async function deliverMeetingChangeMails(
  lead: BookedLead,
  change: MeetingChange,
  options: { manageUrl?: string; previousStart?: string },
): Promise<void> {
  const ctx = { salesInbox: env.SALES_INBOX, siteUrl: await mailSiteUrl(), host: await hostOf(lead) };
  const results = await Promise.allSettled([
    sendMail(
      meetingChangeVisitorMail(lead, change, { ...ctx, manageUrl: options.manageUrl }, options.previousStart),
    ),
    sendMail(meetingChangeStaffMail(lead, change, ctx, options.previousStart)),
  ]);
  for (const result of results) {
    const failed =
      result.status === 'rejected' ? String(result.reason) : result.value.ok ? null : result.value.error;
    if (failed) logger.error('meeting change mail not sent', { leadId: lead.id, change, error: failed });
  }
}
